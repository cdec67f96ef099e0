import { describe, expect, it } from 'vitest'

import { BULK_CONCURRENCY, runPool } from './run-pool'

const tick = () => new Promise((r) => setTimeout(r, 1))

describe('runPool', () => {
  it('keeps at most four requests in flight and gives each item its result', async () => {
    let inFlight = 0
    let most = 0
    const keys = Array.from({ length: 13 }, (_, i) => `k${i}`)
    const started: string[] = []
    const ended: string[] = []
    const results = await runPool(
      keys,
      async (key) => {
        inFlight++
        most = Math.max(most, inFlight)
        await tick()
        inFlight--
        if (key === 'k5') throw new Error('disk k5 is attached')
      },
      { onStart: (k) => started.push(k), onItem: (k) => ended.push(k) },
    )
    expect(BULK_CONCURRENCY).toBe(4)
    expect(most).toBe(4)
    expect(started).toEqual(keys)
    expect(ended.sort()).toEqual([...keys].sort())
    expect(results.get('k5')).toEqual({ ok: false, message: 'disk k5 is attached' })
    expect([...results.values()].filter((r) => r.ok)).toHaveLength(12)
  })

  it('retrying the failed keys runs only those', async () => {
    const attempts: string[] = []
    let fail = true
    const work = async (key: string) => {
      attempts.push(key)
      await tick()
      if (key === 'b' && fail) throw new Error('no')
    }
    const first = await runPool(['a', 'b', 'c'], work)
    const failed = [...first].filter(([, r]) => !r.ok).map(([k]) => k)
    expect(failed).toEqual(['b'])
    fail = false
    const retry = await runPool(failed, work)
    expect(retry.get('b')).toEqual({ ok: true })
    expect(attempts).toEqual(['a', 'b', 'c', 'b'])
  })

  it('runs nothing for no keys', async () => {
    expect((await runPool([], () => Promise.reject(new Error('x')))).size).toBe(0)
  })
})
