/**
 * The instance serial console, shared by the browser mock (serial-console-browser.ts, MSW's
 * WebSocket link) and the standalone server (serial-console-server.ts, the `ws` package):
 *
 * - each instance has an output buffer, starting with a boot log that ends at a login prompt;
 * - the stream greets the client, sends the last `most_recent` bytes of the buffer (recent
 *   history first, line by line), then echoes what the client types (Enter gives CRLF,
 *   Backspace erases), appending the echo to the buffer so a reconnect shows it;
 * - as on a real rack the WebSocket is accepted first and a refusal (not signed in, no such
 *   instance, a run state without a console) closes it with code 1011 and the message;
 * - GET /v1/instances/{instance}/serial-console reads the same buffer.
 * Frames are binary both ways, as Nexus sends them.
 */
import type { MSWHandlers } from '../app/api/__generated__/msw-handlers'
import { authenticate, type AuthOptions } from './auth'
import { COMPUTE_WRITER, requireProject } from './authz'
import { bootLog } from './boot-log'
import { actorOf, type Actor } from './context'
import { db, type Db } from './db'
import type { Api, Json } from './db/schema'
import { invalidRequest, unauthorized } from './errors'
import { lookupInstance, projectOf } from './lookup'
import { tick } from './transitions'

/** Run states with a serial console (spec section 4). */
const CONSOLE_STATES = ['running', 'rebooting', 'migrating', 'repairing']
/** WebSocket close code for a refused or failed stream (RFC 6455 "internal error"), as Nexus. */
export const CLOSE_ERROR = 1011
export const STREAM_PATH = /^\/v1\/instances\/([^/]+)\/serial-console\/stream$/
/** Pause between the lines of history, so the boot log scrolls by. */
const LINE_DELAY_MS = 8
const BUFFER_MAX = 1024 * 1024

type Instance = Json<Api.Instance>

const buffers = new WeakMap<Db, Map<string, number[]>>()
const encoder = new TextEncoder()
const bytes = (text: string) => Array.from(encoder.encode(text))

function bufferOf(instance: Instance): number[] {
  let map = buffers.get(db)
  if (!map) buffers.set(db, (map = new Map()))
  let buffer = map.get(instance.id)
  if (!buffer) map.set(instance.id, (buffer = bytes(bootLog(instance))))
  return buffer
}

function append(instance: Instance, data: number[]): void {
  const buffer = bufferOf(instance)
  buffer.push(...data)
  if (buffer.length > BUFFER_MAX) buffer.splice(0, buffer.length - BUFFER_MAX)
}

/** The instance behind a console request, or an error (thrown as a Response). */
function consoleTarget(actor: Actor, instanceKey: string, project?: string | null) {
  const instance = lookupInstance(actor, instanceKey, project)
  requireProject(actor, projectOf(instance), COMPUTE_WRITER)
  if (!CONSOLE_STATES.includes(instance.run_state)) {
    throw invalidRequest(
      `cannot connect to the serial console of instance in state "${instance.run_state}" (allowed: ${CONSOLE_STATES.join(', ')})`,
    )
  }
  return instance
}

/** What the client typed, as the console echoes it. */
export function echoOf(input: Uint8Array): number[] {
  const out: number[] = []
  for (const b of input) {
    if (b === 13) out.push(13, 10)
    else if (b === 127 || b === 8) out.push(8, 32, 8)
    else out.push(b)
  }
  return out
}

/** The two things a stream does to its client; each transport supplies them. */
interface ConsoleTransport {
  send(data: Uint8Array): void
  close(code: number, reason: string): void
}

interface ConsoleSession {
  /** Bytes the client sent. */
  input(data: Uint8Array): void
  /** The client went away. */
  end(): void
}

/** Reason texts are limited to 123 bytes by the protocol. */
const reasonOf = (message: string) =>
  message.length > 120 ? `${message.slice(0, 117)}...` : message

async function messageOf(error: unknown): Promise<string> {
  if (error instanceof Response) {
    const body = (await error.json().catch(() => ({}))) as { message?: string }
    return body.message ?? `error ${error.status}`
  }
  return error instanceof Error ? error.message : String(error)
}

/**
 * Starts a console stream for an accepted WebSocket: authenticates the caller from the upgrade
 * request's headers and cookies, checks the instance, then greets, replays and echoes. A
 * refusal closes the socket with CLOSE_ERROR and the message as reason.
 */
export async function openConsole(
  url: URL,
  headers: Headers,
  cookies: Record<string, string>,
  transport: ConsoleTransport,
  auth: AuthOptions,
): Promise<ConsoleSession | null> {
  tick()
  let instance: Instance
  try {
    const match = STREAM_PATH.exec(url.pathname)
    if (!match) throw invalidRequest('not a serial console stream')
    const result = authenticate(headers, cookies, auth)
    if (result.kind !== 'actor') throw unauthorized()
    instance = consoleTarget(
      result.actor,
      decodeURIComponent(match[1]!),
      url.searchParams.get('project'),
    )
  } catch (e) {
    transport.close(CLOSE_ERROR, reasonOf(await messageOf(e)))
    return null
  }

  let open = true
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const send = (data: number[] | string) => {
    if (open) transport.send(new Uint8Array(typeof data === 'string' ? bytes(data) : data))
  }

  send(`\x1b[1;32mFerrite mock serial console:\x1b[0m connected to ${instance.name}\r\n`)
  const buffer = bufferOf(instance)
  const recent = Number(url.searchParams.get('most_recent') ?? buffer.length)
  const history = buffer.slice(Math.max(0, buffer.length - (Number.isFinite(recent) ? recent : 0)))
  // recent history first, a line at a time
  const lines: number[][] = []
  let start = 0
  history.forEach((b, i) => {
    if (b === 10) {
      lines.push(history.slice(start, i + 1))
      start = i + 1
    }
  })
  if (start < history.length) lines.push(history.slice(start))
  lines.forEach((line, i) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      send(line)
    }, i * LINE_DELAY_MS)
    timers.add(timer)
  })

  return {
    input(data) {
      const echo = echoOf(data)
      append(instance, echo)
      send(echo)
    },
    end() {
      open = false
      timers.forEach(clearTimeout)
      timers.clear()
    },
  }
}

/** Parses a Cookie header (or document.cookie). */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0) out[part.slice(0, eq).trim()] = decodeURIComponent(part.slice(eq + 1).trim())
  }
  return out
}

/** Incoming WebSocket data (text or any binary form) as bytes. */
export async function toBytes(data: unknown): Promise<Uint8Array> {
  if (typeof data === 'string') return encoder.encode(data)
  if (data instanceof ArrayBuffer) return new Uint8Array(data)
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
  if (typeof Blob !== 'undefined' && data instanceof Blob)
    return new Uint8Array(await data.arrayBuffer())
  return new Uint8Array()
}

export const serialConsoleHandlers = {
  instanceSerialConsole: ({ path, query, req }) => {
    const instance = consoleTarget(actorOf(req), path.instance, query.project)
    const hasStart = query.fromStart != null
    const hasRecent = query.mostRecent != null
    if (hasStart === hasRecent) {
      throw invalidRequest('exactly one of from_start and most_recent must be given')
    }
    const buffer = bufferOf(instance)
    const max = query.maxBytes ?? buffer.length
    const from = hasStart
      ? Math.min(query.fromStart!, buffer.length)
      : Math.max(0, buffer.length - query.mostRecent!)
    const data = buffer.slice(from, from + max)
    return { data, last_byte_offset: from + data.length }
  },
  // WebSockets never reach the HTTP handlers (see the two transports): a plain GET lands here
  instanceSerialConsoleStream: ({ path, query, req }) => {
    consoleTarget(actorOf(req), path.instance, query.project)
    throw invalidRequest('expected a WebSocket upgrade request (Connection: Upgrade)')
  },
} satisfies Partial<MSWHandlers>
