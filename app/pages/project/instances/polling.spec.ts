import { describe, expect, it } from 'vitest'

import { type InstanceState } from '~/api/__generated__/Api'

import { isMoving, pollInterval, pollWhileTransitional, type SeenStates } from './polling'

const inst = (
  id: string,
  runState: InstanceState,
  extra: { autoRestartEnabled?: boolean; autoRestartCooldownExpiration?: Date | null } = {},
) => ({ id, runState, autoRestartEnabled: false, autoRestartCooldownExpiration: null, ...extra })

const opts = { fastMs: 3000, windowMs: 30_000, slowMs: 60_000 }

describe('pollInterval', () => {
  it('polls fast while something is transitional, slow when all is settled', () => {
    const seen: SeenStates = new Map()
    expect(pollInterval([inst('a', 'running'), inst('b', 'stopped')], seen, 0, opts)).toBe(60_000)
    expect(pollInterval([inst('a', 'starting'), inst('b', 'stopped')], seen, 0, opts)).toBe(3000)
    expect(pollInterval([inst('a', 'running'), inst('b', 'stopped')], seen, 5000, opts)).toBe(
      60_000,
    )
  })

  it('gives up on one transitional state after the window; a new state opens a new window', () => {
    const seen: SeenStates = new Map()
    const stuck = [inst('a', 'rebooting')]
    expect(pollInterval(stuck, seen, 1000, opts)).toBe(3000)
    expect(pollInterval(stuck, seen, 30_999, opts)).toBe(3000)
    expect(pollInterval(stuck, seen, 31_000, opts)).toBe(60_000)
    // another instance starts moving: fast again, for its own window
    expect(pollInterval([...stuck, inst('b', 'stopping')], seen, 40_000, opts)).toBe(3000)
    expect(pollInterval([...stuck, inst('b', 'stopping')], seen, 70_000, opts)).toBe(60_000)
    // the same instance in a new transitional state counts as new
    expect(pollInterval([...stuck, inst('b', 'starting')], seen, 80_000, opts)).toBe(3000)
  })

  it('forgets a state that went away, so seeing it again starts afresh', () => {
    const seen: SeenStates = new Map()
    pollInterval([inst('a', 'stopping')], seen, 0, opts)
    pollInterval([inst('a', 'stopped')], seen, 10_000, opts)
    expect(seen.size).toBe(0)
    expect(pollInterval([inst('a', 'stopping')], seen, 100_000, opts)).toBe(3000)
  })

  it('stops (false) when no slow interval is given', () => {
    expect(pollInterval([inst('a', 'running')], new Map(), 0, { fastMs: 3000 })).toBe(false)
  })

  it('chooses the slow interval from the data when asked to', () => {
    const slowMs = (is: readonly { runState: string }[]) =>
      is.some((i) => i.runState === 'failed') ? 30_000 : false
    expect(pollInterval([inst('a', 'failed')], new Map(), 0, { slowMs })).toBe(30_000)
    expect(pollInterval([inst('a', 'running')], new Map(), 0, { slowMs })).toBe(false)
  })

  it('treats a failed instance about to restart by itself as moving', () => {
    const now = new Date('2026-01-01T00:00:00Z')
    const soon = inst('a', 'failed', { autoRestartEnabled: true })
    const cooling = inst('b', 'failed', {
      autoRestartEnabled: true,
      autoRestartCooldownExpiration: new Date('2026-01-01T01:00:00Z'),
    })
    const never = inst('c', 'failed', { autoRestartEnabled: false })
    expect(isMoving(soon, now)).toBe(true)
    expect(isMoving(cooling, now)).toBe(false)
    expect(isMoving(never, now)).toBe(false)
    expect(pollInterval([soon], new Map(), now.getTime(), opts)).toBe(3000)
    expect(pollInterval([cooling, never], new Map(), now.getTime(), opts)).toBe(60_000)
  })
})

describe('pollWhileTransitional', () => {
  it('reads the instances out of the query data and keeps its own memory', () => {
    let t = 0
    const poll = pollWhileTransitional(
      (page: { items: ReturnType<typeof inst>[] }) => page.items,
      opts,
      () => t,
    )
    const query = (items: ReturnType<typeof inst>[]) => ({ state: { data: { items } } })
    expect(poll({ state: { data: undefined } })).toBe(60_000)
    expect(poll(query([inst('a', 'creating')]))).toBe(3000)
    t = 31_000
    expect(poll(query([inst('a', 'creating')]))).toBe(60_000)
    t = 32_000
    expect(poll(query([inst('a', 'starting')]))).toBe(3000)
  })
})
