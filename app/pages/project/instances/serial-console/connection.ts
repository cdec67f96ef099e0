/**
 * The serial console WebSocket, independent of React and of the terminal: opens
 * `/v1/instances/{instance}/serial-console/stream` on the page's own host (wss on https
 * pages), asks for the most recent 256 KiB of history, reports its status, hands incoming
 * bytes on, and sends keystrokes as binary frames.
 */
import { toQueryString } from '~/api/__generated__/http-client'

/** How much history to ask for when connecting: 256 KiB. */
export const HISTORY_BYTES = 256 * 1024

export type ConsoleStatus = 'connecting' | 'connected' | 'disconnected' | 'error'

type ConsoleEvents = {
  onStatus: (status: ConsoleStatus, message?: string) => void
  onData: (data: Uint8Array) => void
}

type Target = { project: string; instance: string }

/** The stream's URL for the page at `location` (tests pass their own). */
export function streamSocket(target: Target, location: Pick<Location, 'host' | 'protocol'>) {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:'
  const path = `/v1/instances/${target.instance}/serial-console/stream`
  const query = toQueryString({ project: target.project, mostRecent: HISTORY_BYTES })
  return new WebSocket(`${protocol}//${location.host}${path}${query}`)
}

const encoder = new TextEncoder()
/** WebSocket readyState values (WebSocket.OPEN...), spelled out for environments without it. */
const OPEN = 1

/** Typed text as UTF-8 bytes. */
export const textBytes = (text: string) => encoder.encode(text)

/** xterm's binary strings (one character per byte, e.g. some mouse reports) as bytes. */
export const binaryBytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0) & 255)

async function incoming(data: unknown): Promise<Uint8Array> {
  if (typeof data === 'string') return encoder.encode(data)
  if (data instanceof ArrayBuffer) return new Uint8Array(data)
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
  if (data instanceof Blob) return new Uint8Array(await data.arrayBuffer())
  return new Uint8Array()
}

export class ConsoleConnection {
  private socket: WebSocket | null = null
  private closedByUs = false

  constructor(
    private readonly open: () => WebSocket,
    private readonly events: ConsoleEvents,
  ) {}

  connect(): void {
    this.dispose()
    this.closedByUs = false
    this.events.onStatus('connecting')
    let socket: WebSocket
    try {
      socket = this.open()
    } catch (e) {
      this.events.onStatus(
        'error',
        e instanceof Error ? e.message : 'Could not open the connection',
      )
      return
    }
    this.socket = socket
    socket.binaryType = 'arraybuffer'
    let opened = false
    let failed = false
    socket.onopen = () => {
      opened = true
      this.events.onStatus('connected')
    }
    socket.onmessage = (event: MessageEvent) => {
      // chunks must reach the terminal in order, whatever their form
      void incoming(event.data).then((bytes) => {
        if (this.socket === socket) this.events.onData(bytes)
      })
    }
    socket.onerror = () => {
      failed = true
    }
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return
      this.socket = null
      if (this.closedByUs) return
      // 1000 is a normal end; anything else (1011 from the server, 1006 dropped) is a failure
      if (event.code === 1000 && !failed) this.events.onStatus('disconnected')
      else {
        const reason =
          event.reason ||
          (opened ? 'The connection was lost.' : 'The connection could not be opened.')
        this.events.onStatus('error', reason)
      }
    }
  }

  /** Sends bytes if connected; keystrokes while disconnected are dropped. */
  send(bytes: Uint8Array): void {
    if (this.socket?.readyState === OPEN) this.socket.send(bytes)
  }

  /** Closes without reporting a status (the page is going away or reconnecting). */
  dispose(): void {
    const socket = this.socket
    this.socket = null
    this.closedByUs = true
    if (socket && socket.readyState <= OPEN) socket.close(1000)
  }
}
