/** The seed's disks in passing states (a console polls while it shows them) settle after a while. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SEED_SETTLE_MS } from './seed-settle'
import { freshClient, type MockClient } from './testing'

type DiskJson = { state: { state: string; instance?: string } }

describe('seeded disks in passing states', () => {
  let api: MockClient
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    api = freshClient()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const state = async (name: string, project: string) =>
    (await api.get<DiskJson>(`/v1/disks/${name}?project=${project}`)).body.state

  it('stay so for a while to be looked at, then move on', async () => {
    const seeded = {
      'web-fresh@web-app': 'creating',
      'spark-shuffle@data-pipeline': 'attaching',
      'spark-old-shuffle@data-pipeline': 'detaching',
      'warehouse-import@data-pipeline': 'finalizing',
    }
    for (const [key, s] of Object.entries(seeded)) {
      const [name, project] = key.split('@') as [string, string]
      expect((await state(name, project)).state).toBe(s)
    }
    vi.advanceTimersByTime(SEED_SETTLE_MS + 1)
    expect((await state('web-fresh', 'web-app')).state).toBe('detached')
    const attached = await state('spark-shuffle', 'data-pipeline')
    expect(attached.state).toBe('attached')
    expect(attached.instance).toBeTruthy()
    expect((await state('spark-old-shuffle', 'data-pipeline')).state).toBe('detached')
    expect((await state('warehouse-import', 'data-pipeline')).state).toBe('detached')
    // states that are not passing stay
    expect((await state('kafka-logs-repair', 'data-pipeline')).state).toBe('maintenance')
  })
})
