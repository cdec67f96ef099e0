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

describe('the demo seed', () => {
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

  it('has no markup in the names people see; the test seed `hostile` has', async () => {
    // the module itself: `db` is a live binding that resetDb replaces
    const m = await import('./index')
    const names = () => [...m.db.users.all(), ...m.db.groups.all()].map((p) => p.display_name)
    m.resetDb('default')
    expect(names().filter((n) => /[<>]/.test(n))).toEqual([])
    m.resetDb('hostile')
    const mallory = m.db.users.get(m.userId('lumen', 'mallory'))
    expect(mallory?.display_name).toBe(m.HOSTILE_DISPLAY_NAME)
    m.resetDb('default')
  })
})
