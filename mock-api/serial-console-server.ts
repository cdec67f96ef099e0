/**
 * The serial console stream in the standalone server: a `ws` WebSocket server on the HTTP
 * server's 'upgrade' event for `/v1/instances/{instance}/serial-console/stream`. Other upgrade
 * requests are refused with 404.
 */
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'

import { WebSocketServer } from 'ws'

import { openConsole, parseCookies, STREAM_PATH, toBytes } from './serial-console'

export function attachSerialConsole(
  server: Server,
  options: {
    requireLogin: boolean
    /** A refusal (status and message) for a request sent to a Host the server does not answer. */
    checkHost?: (req: IncomingMessage) => { status: number; message: string } | undefined
  },
): void {
  const wss = new WebSocketServer({ noServer: true })
  // upgraded sockets are no longer the HTTP server's: end them when it closes
  const close = server.close.bind(server)
  server.close = (callback) => {
    for (const client of wss.clients) client.terminate()
    return close(callback)
  }
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const badHost = options.checkHost?.(req)
    if (badHost) {
      const reason = badHost.status === 421 ? 'Misdirected Request' : 'Bad Request'
      socket.end(
        `HTTP/1.1 ${badHost.status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
      )
      return
    }
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`)
    if (!STREAM_PATH.test(url.pathname)) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const headers = new Headers()
      if (req.headers.authorization) headers.set('authorization', req.headers.authorization)
      const pending: Uint8Array[] = []
      let session: Awaited<ReturnType<typeof openConsole>> = null
      ws.on('message', (data) => {
        void toBytes(Array.isArray(data) ? Buffer.concat(data) : data).then((bytes) => {
          if (session) session.input(bytes)
          else pending.push(bytes)
        })
      })
      ws.on('close', () => session?.end())
      ws.on('error', () => session?.end())
      void openConsole(
        url,
        headers,
        parseCookies(req.headers.cookie),
        {
          send: (data) => ws.send(data, { binary: true }),
          close: (code, reason) => ws.close(code, reason),
        },
        { requireLogin: options.requireLogin, trustCookieSessions: false },
      ).then((s) => {
        session = s
        pending.splice(0).forEach((bytes) => s?.input(bytes))
      })
    })
  })
}
