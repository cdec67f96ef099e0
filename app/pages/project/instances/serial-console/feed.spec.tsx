// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { StrictMode, useEffect, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'

import { TerminalFeed } from './feed'
import type { TerminalHandle } from './types'

afterEach(cleanup)

const bytes = (text: string) => new TextEncoder().encode(text)
const decoder = new TextDecoder()

/** A terminal that records what it is given and refuses writes once disposed, as xterm's. */
function fakeTerminal() {
  const written: string[] = []
  let disposed = false
  const handle: TerminalHandle = {
    write: (data) => {
      if (!disposed) written.push(decoder.decode(data))
    },
    focus: () => {},
    scrollToBottom: () => {},
    scrollToTop: () => {},
  }
  return {
    handle,
    text: () => written.join(''),
    dispose: () => {
      disposed = true
    },
    get disposed() {
      return disposed
    },
  }
}

describe('TerminalFeed', () => {
  it('gives a terminal that attaches later everything printed before', () => {
    const feed = new TerminalFeed()
    feed.write(bytes('greeting\r\n'))
    feed.write(bytes('login: '))
    const t = fakeTerminal()
    feed.attach(t.handle)
    expect(t.text()).toBe('greeting\r\nlogin: ')
    feed.write(bytes('ada'))
    expect(t.text()).toBe('greeting\r\nlogin: ada')
  })

  it('a second terminal after the first was disposed still gets the whole history', () => {
    const feed = new TerminalFeed()
    feed.write(bytes('history'))
    const first = fakeTerminal()
    feed.attach(first.handle)
    first.dispose()
    feed.attach(null)
    const second = fakeTerminal()
    feed.attach(second.handle)
    expect(second.text()).toBe('history')
    expect(feed.current).toBe(second.handle)
  })

  it('keeps at most its bound, dropping the oldest output', () => {
    const feed = new TerminalFeed(10)
    feed.write(bytes('aaaa'))
    feed.write(bytes('bbbb'))
    feed.write(bytes('cccc'))
    expect(feed.length).toBe(8)
    const t = fakeTerminal()
    feed.attach(t.handle)
    expect(t.text()).toBe('bbbbcccc')
  })

  it('keeps a copy: a reused buffer does not change what was printed', () => {
    const feed = new TerminalFeed()
    const buffer = bytes('abc')
    feed.write(buffer)
    buffer.set(bytes('xyz'))
    const t = fakeTerminal()
    feed.attach(t.handle)
    expect(t.text()).toBe('abc')
  })
})

/**
 * The page's plumbing in React's strict mode, where a new component's effects run, are
 * cleaned up and run again: the history arrives before the (lazily loaded) terminal mounts,
 * and the terminal's first instance is disposed right away. The one left must show it all.
 */
describe('the serial console page in strict mode', () => {
  const terminals: ReturnType<typeof fakeTerminal>[] = []

  /** Mirrors terminal.tsx: a new xterm per effect run, handed over with onReady, then disposed. */
  function FakeTerminal({ onReady }: { onReady: (t: TerminalHandle | null) => void }) {
    useEffect(() => {
      const t = fakeTerminal()
      terminals.push(t)
      onReady(t.handle)
      return () => {
        onReady(null)
        t.dispose()
      }
    }, [onReady])
    return null
  }

  function Page({ history, showTerminal }: { history: string; showTerminal: boolean }) {
    const [feed] = useState(() => new TerminalFeed())
    useEffect(() => {
      feed.write(bytes(history))
    }, [feed, history])
    const [onReady] = useState(() => (t: TerminalHandle | null) => feed.attach(t))
    return showTerminal ? <FakeTerminal onReady={onReady} /> : null
  }

  it('the terminal that stays shows the history that came before it mounted', () => {
    terminals.length = 0
    const { rerender } = render(
      <StrictMode>
        <Page history="Ferrite mock serial console\r\nlogin: " showTerminal={false} />
      </StrictMode>,
    )
    rerender(
      <StrictMode>
        <Page history="Ferrite mock serial console\r\nlogin: " showTerminal />
      </StrictMode>,
    )
    const live = terminals.filter((t) => !t.disposed)
    expect(terminals.length).toBe(2) // strict mode made and disposed one
    expect(live).toHaveLength(1)
    expect(live[0]!.text()).toContain('login: ')
  })
})
