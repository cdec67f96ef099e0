/**
 * The serial console: the stream over a real WebSocket against the standalone server (the
 * `ws` client), and the history read over HTTP.
 */
import type { Server } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { InstanceSerialConsoleData } from '../app/api/__generated__/validate'
import { bootLog } from './boot-log'
import { db } from './db'
import { closeServer, listenOnLoopback } from './http-testing'
import { CLOSE_ERROR, echoOf } from './serial-console'
import { createMockServer } from './server'
import { freshClient, type ErrorJson } from './testing'

const text = (bytes: Iterable<number>) => new TextDecoder().decode(new Uint8Array([...bytes]))

interface Conversation {
  socket: WebSocket
  received: () => string
  /** Resolves once the text so far matches. */
  waitFor: (pattern: RegExp) => Promise<string>
  closed: Promise<{ code: number; reason: string }>
}

function connect(url: string, headers: Record<string, string> = {}): Conversation {
  const socket = new WebSocket(url, { headers })
  socket.binaryType = 'arraybuffer'
  let buffer = ''
  const waiters: (() => void)[] = []
  socket.on('message', (data: ArrayBuffer, isBinary: boolean) => {
    expect(isBinary).toBe(true)
    buffer += text(new Uint8Array(data))
    waiters.splice(0).forEach((w) => w())
  })
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  )
  const waitFor = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out waiting for ${pattern}: ${JSON.stringify(buffer)}`)),
        4000,
      )
      const check = () => {
        if (pattern.test(buffer)) {
          clearTimeout(timer)
          resolve(buffer)
        } else waiters.push(check)
      }
      check()
    })
  return { socket, received: () => buffer, waitFor, closed }
}

describe('serial console stream (standalone server, real WebSocket)', () => {
  let server: Server
  let base: string
  beforeAll(async () => {
    server = createMockServer({})
    base = `ws://127.0.0.1:${await listenOnLoopback(server)}`
  })
  afterAll(() => closeServer(server))

  const streamUrl = (instance: string, project = 'web-app', recent = 262144) =>
    `${base}/v1/instances/${instance}/serial-console/stream?project=${project}&most_recent=${recent}`

  it('greets, replays the boot log up to the login prompt, then echoes binary input', async () => {
    const c = connect(streamUrl('web-frontend-1'))
    await c.waitFor(/Ferrite mock serial console:.*connected to web-frontend-1/)
    await c.waitFor(/web-frontend-1 login: $/)
    expect(c.received()).toContain('Ubuntu 24.04 web-frontend-1 ttyS0')
    c.socket.send(new TextEncoder().encode('root\r'))
    await c.waitFor(/login: root\r\n$/)
    c.socket.close(1000)
    expect((await c.closed).code).toBe(1000)
  })

  it('keeps what was typed for the next connection, and sends only the most recent bytes', async () => {
    const first = connect(streamUrl('api-server'))
    await first.waitFor(/login: $/)
    first.socket.send(new TextEncoder().encode('hello'))
    await first.waitFor(/hello$/)
    first.socket.close()
    await first.closed

    const again = connect(streamUrl('api-server', 'web-app', 10))
    await again.waitFor(/hello$/)
    // the greeting, then exactly 10 bytes of history
    const history = again.received().replace(/^.*connected to api-server\r\n/, '')
    expect(history).toBe('gin: hello')
    again.socket.close()
  })

  it('refuses a stopped instance: the socket closes with 1011 and the reason', async () => {
    const c = connect(streamUrl('web-legacy'))
    const { code, reason } = await c.closed
    expect(code).toBe(CLOSE_ERROR)
    expect(reason).toMatch(/cannot connect to the serial console of instance in state "stopped"/)
  })

  it('refuses an unknown instance and a caller who may not use it', async () => {
    const missing = await connect(streamUrl('nope')).closed
    expect(missing).toMatchObject({
      code: CLOSE_ERROR,
      reason: 'not found: instance with name "nope"',
    })
    const badToken = await connect(streamUrl('web-frontend-1'), { authorization: 'Bearer nope' })
      .closed
    expect(badToken).toMatchObject({ code: CLOSE_ERROR, reason: 'credentials missing or invalid' })
  })

  it('answers other upgrade paths with 404', async () => {
    const socket = new WebSocket(`${base}/v1/projects`)
    const status = await new Promise<number>((resolve) => {
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
      socket.on('error', () => resolve(-1))
    })
    expect(status).toBe(404)
  })
})

describe('serial console over HTTP', () => {
  it('reads the buffer from the start or the end', async () => {
    const api = freshClient()
    const recent = await api.get<{ data: number[]; last_byte_offset: number }>(
      '/v1/instances/web-frontend-1/serial-console?project=web-app&most_recent=7',
    )
    expect(recent.status).toBe(200)
    expect(InstanceSerialConsoleData.safeParse(recent.body).success).toBe(true)
    expect(text(recent.body.data)).toBe('login: ')
    const instance = [...db.instances.all()].find((i) => i.name === 'web-frontend-1')!
    const logBytes = new TextEncoder().encode(bootLog(instance)).length
    const start = await api.get<{ data: number[]; last_byte_offset: number }>(
      '/v1/instances/web-frontend-1/serial-console?project=web-app&from_start=0&max_bytes=7',
    )
    expect(text(start.body.data)).toBe('SeaBIOS')
    expect(start.body.last_byte_offset).toBe(7)
    expect(recent.body.last_byte_offset).toBe(logBytes)
  })

  it('wants exactly one of from_start and most_recent, and a running instance', async () => {
    const api = freshClient()
    const neither = await api.get<ErrorJson>(
      '/v1/instances/web-frontend-1/serial-console?project=web-app',
    )
    expect(neither.status).toBe(400)
    const stopped = await api.get<ErrorJson>(
      '/v1/instances/web-legacy/serial-console?project=web-app&most_recent=10',
    )
    expect(stopped.status).toBe(400)
    expect(stopped.body.message).toMatch(/state "stopped"/)
  })

  it('says a plain GET of the stream needs a WebSocket upgrade', async () => {
    const res = await freshClient().get<ErrorJson>(
      '/v1/instances/web-frontend-1/serial-console/stream?project=web-app',
    )
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/WebSocket upgrade/)
  })

  it('echoes Enter as CRLF and erases on Backspace', () => {
    expect(echoOf(new Uint8Array([104, 105, 13, 127]))).toEqual([104, 105, 13, 10, 8, 32, 8])
  })
})
