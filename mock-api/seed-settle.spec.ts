/**
 * The seed's instances and disks in passing states (a console polls while it shows them) move on
 * like any other after a while, and seed times are recent.
 */
import { describe, expect, it } from 'vitest'

import { SEED_SETTLE_MS } from './seed-settle'
import { clientPerTest, later, type PageJson } from './testing'
import { TRANSITION_MS } from './transitions'

const STEP = TRANSITION_MS.instanceStep
const DAY = 86_400_000

type DiskJson = { state: { state: string; instance?: string } }
type InstanceJson = {
  name: string
  run_state: string
  time_created: string
  time_run_state_updated: string
}

describe('seeded instances in passing states', () => {
  const api = clientPerTest({ fakeDate: true })

  const state = async (name: string) =>
    (await api.get<InstanceJson>(`/v1/instances/${name}?project=web-app`)).body.run_state

  it('stay a while, then settle through the usual steps', async () => {
    expect(await state('web-cache')).toBe('rebooting')
    expect(await state('web-canary')).toBe('starting')
    expect(await state('web-build')).toBe('creating')
    expect(await state('web-staging')).toBe('stopping')

    later(SEED_SETTLE_MS - 1000)
    expect(await state('web-cache')).toBe('rebooting')

    later(1001)
    expect(await state('web-cache')).toBe('running')
    expect(await state('web-canary')).toBe('running')
    expect(await state('web-staging')).toBe('stopped')
    // creating takes two steps: starting, then running after the usual step time
    expect(await state('web-build')).toBe('starting')
    later(STEP + 1)
    expect(await state('web-build')).toBe('running')
  })

  it('nothing is left passing: a list of them would stop polling', async () => {
    // the clock of the seed's operations starts with the mock's first request
    await api.get('/v1/projects')
    later(SEED_SETTLE_MS + 1)
    await api.get('/v1/projects')
    later(STEP + 1)
    const list = await api.get<PageJson<InstanceJson>>('/v1/instances?project=web-app')
    const passing = list.body.items.filter((i) =>
      ['creating', 'starting', 'rebooting', 'stopping'].includes(i.run_state),
    )
    expect(passing).toEqual([])
  })

  it('an instance the user moved meanwhile is left to that', async () => {
    const stop = await api.post('/v1/instances/web-canary/stop?project=web-app')
    expect(stop.status).toBe(202)
    expect(await state('web-canary')).toBe('stopping')
    later(STEP + 1)
    expect(await state('web-canary')).toBe('stopped')
    later(SEED_SETTLE_MS)
    expect(await state('web-canary')).toBe('stopped')
  })

  it('seed times are relative to now: passing states began moments ago, the rest weeks ago', async () => {
    const now = Date.now()
    const cache = (await api.get<InstanceJson>('/v1/instances/web-cache?project=web-app')).body
    expect(now - Date.parse(cache.time_run_state_updated)).toBeLessThan(5 * 60_000)
    const list = await api.get<PageJson<InstanceJson>>('/v1/instances?project=web-app')
    for (const i of list.body.items) {
      const age = now - Date.parse(i.time_created)
      expect(age).toBeGreaterThan(0)
      expect(age).toBeLessThan(120 * DAY)
      expect(now - Date.parse(i.time_run_state_updated)).toBeLessThan(120 * DAY)
    }
  })
})

describe('seeded disks in passing states', () => {
  const api = clientPerTest({ fakeDate: true })

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
    later(SEED_SETTLE_MS + 1)
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
