import { afterEach, describe, expect, it, vi } from 'vitest'

/** Every timestamp in a value, with the key it sits under. */
function* timestamps(value: unknown, key = ''): Generator<[string, string]> {
  if (typeof value === 'string') {
    if (/^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value)) yield [key, value]
  } else if (value instanceof Map || value instanceof Set) {
    for (const v of value.values()) yield* timestamps(v, key)
  } else if (Array.isArray(value)) {
    for (const v of value) yield* timestamps(v, key)
  } else if (value && typeof value === 'object') {
    if ('all' in value && typeof value.all === 'function') {
      for (const v of (value as { all: () => Iterable<unknown> }).all()) yield* timestamps(v, key)
    } else for (const [k, v] of Object.entries(value)) yield* timestamps(v, k)
  }
}

describe('seed times', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.resetModules()
  })

  // the demo's clock at 01:30 UTC: a seed anchored at 09:30 UTC had today's objects 8 h ahead
  it.each(['2026-11-28T01:30:00Z', '2026-11-28T12:00:00Z', '2026-11-28T23:59:30Z'])(
    'nothing the seed made lies in the future (at %s)',
    async (at) => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date(at))
      vi.resetModules()
      const { db } = await import('./index')
      const now = Date.now()
      const future = [...timestamps(db)].filter(
        // expiries are in the future by design
        ([key, t]) => !/expir/.test(key) && Date.parse(t) > now,
      )
      expect(future).toEqual([])
      // and the newest system update was uploaded just now, not days ago
      const newest = Math.max(...db.tufRepos.map((r) => Date.parse(r.time_created)))
      expect(now - newest).toBeLessThan(60_000)
    },
  )
})
