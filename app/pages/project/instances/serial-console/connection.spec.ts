import { describe, expect, it } from 'vitest'

import {
  binaryBytes,
  ConsoleConnection,
  HISTORY_BYTES,
  streamSocket,
  textBytes,
  type ConsoleStatus,
} from './connection'

/** Just enough of a WebSocket for the connection to drive. */
class FakeSocket {
  readyState = 0
  binaryType = 'blob'
  sent: Uint8Array[] = []
  closedWith: number | undefined
  onopen: (() => void) | null = null
  onmessage: ((e: { data: unknown }) => void) | null = null
  onerror: (() => void) | null = null
  onclose: ((e: { code: number; reason: string }) => void) | null = null
  send(data: Uint8Array) {
    this.sent.push(data)
  }
  close(code: number) {
    this.closedWith = code
    this.readyState = 3
  }
  open() {
    this.readyState = 1
    this.onopen?.()
  }
  serverClose(code: number, reason = '') {
    this.readyState = 3
    this.onclose?.({ code, reason })
  }
}

function setup() {
  const sockets: FakeSocket[] = []
  const statuses: [ConsoleStatus, string | undefined][] = []
  const received: string[] = []
  const conn = new ConsoleConnection(
    () => {
      const s = new FakeSocket()
      sockets.push(s)
      return s as unknown as WebSocket
    },
    {
      onStatus: (s, m) => statuses.push([s, m]),
      onData: (d) => received.push(new TextDecoder().decode(d)),
    },
  )
  return { conn, sockets, statuses, received }
}

const tick = () => new Promise((r) => setTimeout(r, 0))

describe('serial console connection', () => {
  it('asks for the most recent 256 KiB on the page host, wss on https', () => {
    const urls: string[] = []
    const Original = globalThis.WebSocket
    globalThis.WebSocket = class {
      constructor(url: string) {
        urls.push(url)
      }
    } as unknown as typeof WebSocket
    try {
      streamSocket(
        { project: 'web-app', instance: 'db 1' },
        { host: 'rack.example', protocol: 'https:' },
      )
      streamSocket({ project: 'p', instance: 'i' }, { host: 'localhost:4000', protocol: 'http:' })
    } finally {
      globalThis.WebSocket = Original
    }
    expect(HISTORY_BYTES).toBe(262144)
    expect(urls[0]).toBe(
      'wss://rack.example/v1/instances/db 1/serial-console/stream?project=web-app&most_recent=262144',
    )
    expect(urls[1]).toMatch(/^ws:\/\/localhost:4000\/v1\/instances\/i\/serial-console\/stream\?/)
  })

  it('goes connecting, connected; takes binary frames; sends keystrokes as bytes', async () => {
    const { conn, sockets, statuses, received } = setup()
    conn.connect()
    const socket = sockets[0]!
    expect(socket.binaryType).toBe('arraybuffer')
    socket.open()
    expect(statuses.map(([s]) => s)).toEqual(['connecting', 'connected'])
    socket.onmessage?.({ data: new TextEncoder().encode('login: ').buffer })
    await tick()
    expect(received).toEqual(['login: '])
    conn.send(textBytes('é\r'))
    expect(socket.sent[0]).toBeInstanceOf(Uint8Array)
    expect([...socket.sent[0]!]).toEqual([0xc3, 0xa9, 13])
    expect([...binaryBytes('\x1b[M ')]).toEqual([27, 91, 77, 32])
  })

  it('reports the server closing with an error, and a normal end as disconnected', () => {
    const a = setup()
    a.conn.connect()
    a.sockets[0]!.open()
    a.sockets[0]!.serverClose(
      1011,
      'cannot connect to the serial console of instance in state "stopped"',
    )
    expect(a.statuses.at(-1)).toEqual([
      'error',
      'cannot connect to the serial console of instance in state "stopped"',
    ])
    const b = setup()
    b.conn.connect()
    b.sockets[0]!.serverClose(1006)
    expect(b.statuses.at(-1)).toEqual(['error', 'The connection could not be opened.'])
    const c = setup()
    c.conn.connect()
    c.sockets[0]!.open()
    c.sockets[0]!.serverClose(1000)
    expect(c.statuses.at(-1)).toEqual(['disconnected', undefined])
  })

  it('reconnects with a fresh socket and stays quiet about the one it closed', () => {
    const { conn, sockets, statuses } = setup()
    conn.connect()
    sockets[0]!.open()
    conn.connect()
    expect(sockets[0]!.closedWith).toBe(1000)
    sockets[0]!.serverClose(1000)
    expect(statuses.map(([s]) => s)).toEqual(['connecting', 'connected', 'connecting'])
    conn.dispose()
    expect(sockets[1]!.closedWith).toBe(1000)
    conn.send(textBytes('x'))
    expect(sockets[1]!.sent).toEqual([])
  })
})
