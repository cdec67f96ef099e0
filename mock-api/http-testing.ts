/**
 * Test helper: one HTTP request to a standalone mock server (createMockServer) with any Host
 * and headers, a body given whole or streamed in 64 KiB pieces until the server answers.
 */
import { request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RawResult {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
  /** Bytes of the body the client had handed to the socket when the answer came. */
  sentAtAnswer: number
}

export interface RawRequest {
  method?: string
  path?: string
  headers?: Record<string, string | number>
  body?: string | Uint8Array
  /** Stream this many bytes of spaces (no Content-Length unless given in headers). */
  streamBytes?: number
  timeoutMs?: number
}

export function raw(port: number, options: RawRequest): Promise<RawResult> {
  return new Promise((resolve, reject) => {
    let sent = 0
    let answered = false
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path ?? '/v1/projects',
        headers: {
          host: `127.0.0.1:${port}`,
          // Node's client frames a DELETE's body with neither unless told
          ...(options.body !== undefined
            ? { 'content-length': Buffer.byteLength(options.body) }
            : options.streamBytes && !options.headers?.['content-length']
              ? { 'transfer-encoding': 'chunked' }
              : {}),
          ...options.headers,
        },
        timeout: options.timeoutMs ?? 10_000,
      },
      (res) => {
        answered = true
        const sentAtAnswer = sent
        let body = ''
        res.on('data', (c: Buffer) => (body += c.toString()))
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body, sentAtAnswer }),
        )
      },
    )
    req.on('timeout', () => req.destroy(new Error(`no answer to ${options.path} in time`)))
    req.on('error', (e) => (answered ? undefined : reject(e)))
    if (options.body !== undefined) {
      sent =
        typeof options.body === 'string' ? Buffer.byteLength(options.body) : options.body.length
      req.end(options.body)
    } else if (options.streamBytes) {
      const total = options.streamBytes
      const piece = Buffer.alloc(64 * 1024, 0x20)
      const pump = () => {
        while (sent < total && !answered) {
          sent += piece.length
          if (!req.write(piece)) return void req.once('drain', pump)
        }
        req.end()
      }
      pump()
    } else req.end()
  })
}

/** Starts a server (a `createMockServer`) on a free loopback port; returns the port. */
export async function listenOnLoopback(server: Server): Promise<number> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()))
  return (server.address() as AddressInfo).port
}

/** Stops a server, dropping the connections still open. */
export async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections()
  await new Promise<void>((done) => server.close(() => done()))
}
