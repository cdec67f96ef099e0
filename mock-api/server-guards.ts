/**
 * What the standalone server checks of a request before the pipeline sees it: the Host it was
 * sent to, the size of its body while it streams in, and the address it came from. The
 * browser worker has none of these (the browser gives it a parsed request), so they live here
 * rather than in the pipeline.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { isIP } from 'node:net'

import { bodyLimitOf, checkPathEncoding, operationFor } from './request-rules'

export interface GuardOptions {
  /**
   * Take the source address of a request from X-Forwarded-For: its last entry, which is the
   * one the proxy in front of us wrote (earlier entries are whatever the client sent, so they
   * are never trusted). Only a valid IP address is taken; anything else falls back to the
   * socket's address.
   */
  trustProxy?: boolean
  /**
   * Host names (optionally `name:port`) answered besides 127.0.0.1, localhost and [::1] on the
   * bound port. A name without a port is answered on any port (a reverse proxy in front of the
   * server may keep its own port in the Host it passes on).
   */
  allowedHosts?: readonly string[]
}

interface Refusal {
  status: number
  errorCode: string
  message: string
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])
/** A Host header: a name, an IPv4 address or a bracketed IPv6 address, and an optional port. */
const HOST_SYNTAX = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i

/**
 * Refuses a request sent to a Host the server was not started for, which is what a DNS
 * rebinding page's requests look like: the browser sends its own name (evil.example) while
 * the name resolves to 127.0.0.1. A Host that does not parse is a 400 (RFC 9112: an invalid
 * Host is a bad request). A well-formed Host that is not ours is a 421 Misdirected Request
 * (RFC 9110: the server is not configured to answer for that authority), which is exactly
 * the case and tells a proxy or client that another server may answer it.
 */
export function checkHost(
  host: string | undefined,
  localPort: number,
  allowedHosts: readonly string[] = [],
): Refusal | undefined {
  if (!host) return { status: 400, errorCode: 'InvalidRequest', message: 'missing Host header' }
  let parsed: URL | undefined
  try {
    if (HOST_SYNTAX.test(host)) parsed = new URL(`http://${host}`)
  } catch {
    // not a host name or address
  }
  if (!parsed) {
    return { status: 400, errorCode: 'InvalidRequest', message: 'malformed Host header' }
  }
  const name = parsed.hostname
  const port = parsed.port === '' ? 80 : Number(parsed.port)
  if (LOOPBACK.has(name) && port === localPort) return undefined
  for (const allowed of allowedHosts) {
    const entry = allowed.toLowerCase()
    if (entry === name || entry === `${name}:${port}` || entry === parsed.host) return undefined
  }
  return {
    status: 421,
    errorCode: 'MisdirectedRequest',
    message: `this server does not answer for host "${parsed.host}"`,
  }
}

/** The address a request came from (see GuardOptions.trustProxy). */
export function sourceAddressOf(req: IncomingMessage, trustProxy = false): string {
  if (trustProxy) {
    const header = req.headers['x-forwarded-for']
    const list = Array.isArray(header) ? header.join(',') : (header ?? '')
    const last = list.split(',').at(-1)?.trim() ?? ''
    if (isIP(last)) return last
  }
  const socket = req.socket.remoteAddress ?? '127.0.0.1'
  // an IPv4 client of a dual-stack socket: its IPv4 address, as Nexus records it
  return socket.startsWith('::ffff:') && isIP(socket.slice(7)) === 4 ? socket.slice(7) : socket
}

/** Sends an error body, closing the connection when told to. */
export function sendRefusal(res: ServerResponse, refusal: Refusal, close = false): void {
  const body = JSON.stringify({
    error_code: refusal.errorCode,
    message: refusal.message,
    request_id: crypto.randomUUID(),
  })
  res.writeHead(refusal.status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    ...(close ? { connection: 'close' } : {}),
  })
  res.end(body)
}

/** The body limit of the operation a request is for; the JSON limit when none matches. */
function limitFor(req: IncomingMessage, url: URL): number {
  if (checkPathEncoding(url.pathname)) return bodyLimitOf(undefined)
  return bodyLimitOf(operationFor(req.method ?? 'GET', url))
}

const tooLarge = (limit: number): Refusal => ({
  status: 413,
  errorCode: 'PayloadTooLarge',
  message: `request body exceeded maximum size of ${limit} bytes`,
})

/**
 * Reads a request's body up to its operation's limit. Over the limit (by Content-Length
 * before a byte is read, or by the bytes streamed so far) it answers 413, keeps nothing more,
 * and closes the connection, returning undefined.
 */
export function readLimitedBody(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<Buffer | undefined> {
  const limit = limitFor(req, url)
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let refused = false
    const refuse = () => {
      refused = true
      chunks.length = 0
      refuseBody(req, res, limit)
      resolve(undefined)
    }
    // the rest of a refused body is dropped as it comes, never kept
    req.on('data', (chunk: Buffer) => {
      if (refused) return
      size += chunk.length
      if (size > limit) refuse()
      else chunks.push(chunk)
    })
    req.on('end', () => {
      if (!refused) resolve(Buffer.concat(chunks))
    })
    req.on('error', (e) => (refused ? undefined : reject(e)))
    if (Number(req.headers['content-length'] ?? 0) > limit) refuse()
  })
}

/** The most a refused upload's connection stays open (a backstop: see refuseBody). */
const LINGER_MS = 1000

/**
 * Answers 413 with Connection: close. Node ends and destroys the socket as soon as the answer
 * is written (tens of milliseconds); bytes that arrive until then are dropped, never kept.
 * Should the socket still be open a second later, it is destroyed then.
 */
function refuseBody(req: IncomingMessage, res: ServerResponse, limit: number): void {
  sendRefusal(res, tooLarge(limit), true)
  const socket = req.socket
  setTimeout(() => socket.destroy(), LINGER_MS).unref()
}
