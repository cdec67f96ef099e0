/**
 * What the console has printed in this page, kept apart from the terminal that shows it.
 *
 * The terminal is only a view: it loads later than the stream starts (its own chunk), and it
 * can be disposed and created again while the page stays (React runs a new component's
 * effects twice in development; a Suspense boundary or a remount does the same anywhere).
 * Handing the early bytes to whichever terminal happened to be ready once lost them with it:
 * the first connection's greeting and history went into a disposed terminal and the page
 * showed an empty one until a reconnect. So every byte is kept here (up to a bound), and each
 * terminal that becomes ready is given all of it.
 */
import type { TerminalHandle } from './types'

/** How much output a new terminal is given at most: the history asked for, and then some. */
export const TRANSCRIPT_MAX_BYTES = 2 * 1024 * 1024

export class TerminalFeed {
  private chunks: Uint8Array[] = []
  private size = 0
  private terminal: TerminalHandle | null = null

  constructor(private readonly maxBytes = TRANSCRIPT_MAX_BYTES) {}

  /** Output from the console (or a marker of ours): kept, and shown if a terminal is there. */
  write(bytes: Uint8Array): void {
    if (bytes.length === 0) return
    // the socket may reuse its buffer: keep a copy
    const chunk = bytes.slice()
    this.chunks.push(chunk)
    this.size += chunk.length
    while (this.size > this.maxBytes && this.chunks.length > 1) {
      this.size -= this.chunks.shift()!.length
    }
    this.terminal?.write(chunk)
  }

  /** A terminal became ready (it is given everything so far) or went away (null). */
  attach(terminal: TerminalHandle | null): void {
    this.terminal = terminal
    if (terminal) for (const chunk of this.chunks) terminal.write(chunk)
  }

  /** The terminal now showing the output, if any. */
  get current(): TerminalHandle | null {
    return this.terminal
  }

  /** Bytes kept (for tests and bounds). */
  get length(): number {
    return this.size
  }
}
