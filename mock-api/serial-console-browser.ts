/**
 * The serial console stream in the browser: MSW's WebSocket link answers
 * `ws[s]://<host>/v1/instances/{instance}/serial-console/stream` inside the page (WebSockets
 * never reach the service worker). Cookies come from document.cookie, where browser.ts
 * writes the mock's session cookie.
 */
import { ws } from 'msw'

import { CLOSE_ERROR, openConsole, parseCookies, toBytes } from './serial-console'

const stream = ws.link(/^wss?:\/\/[^/]+\/v1\/instances\/[^/]+\/serial-console\/stream(\?.*)?$/)

export const serialConsoleLink = stream.addEventListener('connection', ({ client }) => {
  let session: Awaited<ReturnType<typeof openConsole>> = null
  const pending: Uint8Array[] = []
  client.addEventListener('message', (event) => {
    void toBytes(event.data).then((data) => {
      if (session) session.input(data)
      else pending.push(data)
    })
  })
  client.addEventListener('close', () => session?.end())
  const transport = {
    send: (data: Uint8Array) => {
      // the page asked for binaryType 'arraybuffer'; MSW hands over what it is given
      client.send(
        data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer,
      )
    },
    close: (code: number, reason: string) => client.close(code, reason),
  }
  openConsole(client.url, new Headers(), parseCookies(document.cookie), transport, {
    requireLogin: false,
    trustCookieSessions: true,
  })
    .then((s) => {
      session = s
      pending.splice(0).forEach((data) => s?.input(data))
    })
    .catch((e: unknown) => client.close(CLOSE_ERROR, e instanceof Error ? e.message : 'error'))
})
