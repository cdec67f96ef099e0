// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { tickTimerPeriod, useTimeAgo } from './relative-time-tick'

const renders = new Map<string, number>()

function Ago({ id, date }: { id: string; date: number }) {
  renders.set(id, (renders.get(id) ?? 0) + 1)
  return <time aria-label={id}>{useTimeAgo(date)}</time>
}

/** A list around the time elements: it must not render again on a tick. */
function List({ dates }: { dates: number[] }) {
  renders.set('list', (renders.get('list') ?? 0) + 1)
  return (
    <ul>
      {dates.map((d, i) => (
        <li key={i}>
          <Ago id={`t${i}`} date={d} />
        </li>
      ))}
    </ul>
  )
}

const text = (id: string) => screen.getByLabelText(id).textContent

const START = new Date('2026-03-09T12:00:00Z').getTime()

beforeEach(() => {
  vi.useFakeTimers({ now: START })
  renders.clear()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('relative times that tick', () => {
  it('moves on each second under a minute, then each minute', () => {
    render(<Ago id="stopped" date={START} />)
    expect(text('stopped')).toBe('0 seconds ago')
    void act(() => vi.advanceTimersByTime(1000))
    expect(text('stopped')).toBe('1 second ago')
    void act(() => vi.advanceTimersByTime(58_000))
    expect(text('stopped')).toBe('59 seconds ago')
    void act(() => vi.advanceTimersByTime(1000))
    expect(text('stopped')).toBe('1 minute ago')
    // past a minute it listens to the minute tick: the second timer is gone
    expect(tickTimerPeriod()).toBe(60_000)
    const before = renders.get('stopped')
    void act(() => vi.advanceTimersByTime(59_000))
    expect(renders.get('stopped')).toBe(before)
    void act(() => vi.advanceTimersByTime(1000))
    expect(text('stopped')).toBe('2 minutes ago')
  })

  it('renders only the time elements, with one timer for all of them', () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval')
    const dates = Array.from({ length: 50 }, (_, i) => START - i * 1000)
    render(<List dates={dates} />)
    expect(setInterval).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(1)
    expect(text('t3')).toBe('3 seconds ago')
    void act(() => vi.advanceTimersByTime(1000))
    expect(text('t3')).toBe('4 seconds ago')
    expect(renders.get('list')).toBe(1)
    expect(renders.get('t3')).toBe(2)
    expect(vi.getTimerCount()).toBe(1)
    setInterval.mockRestore()
  })

  it('does not render an element whose granularity did not tick', () => {
    render(
      <>
        <Ago id="fresh" date={START} />
        <Ago id="old" date={START - 10 * 60_000} />
      </>,
    )
    for (let i = 0; i < 5; i++) void act(() => vi.advanceTimersByTime(1000))
    expect(text('fresh')).toBe('5 seconds ago')
    expect(renders.get('fresh')).toBe(6)
    expect(renders.get('old')).toBe(1)
  })

  it('stops the timer when no element listens', () => {
    const { unmount } = render(<Ago id="t" date={START} />)
    expect(tickTimerPeriod()).toBe(1000)
    unmount()
    expect(tickTimerPeriod()).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('pauses while the tab is hidden and catches up when it shows', () => {
    render(<Ago id="t" date={START} />)
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    expect(vi.getTimerCount()).toBe(0)
    void act(() => vi.advanceTimersByTime(30_000))
    expect(text('t')).toBe('0 seconds ago')
    visibility.mockReturnValue('visible')
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    expect(text('t')).toBe('30 seconds ago')
    expect(tickTimerPeriod()).toBe(1000)
    visibility.mockRestore()
  })
})
