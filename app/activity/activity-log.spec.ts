// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type * as ActivityModule from './activity-log'

type Log = typeof ActivityModule

/** A fresh page load: a new module instance (a new session id) over the same localStorage. */
async function load(user = 'u1'): Promise<Log> {
  vi.resetModules()
  const mod = await import('./activity-log')
  mod.setActivityUser(user)
  return mod
}

const stored = (user = 'u1') =>
  JSON.parse(localStorage.getItem(`ferrite-activity:${user}`) ?? '[]') as { title: string }[]

const bulk = (n: number) => ({
  kind: 'bulk' as const,
  title: 'Stop instances',
  resume: { action: 'instance.stop', params: { project: 'mock-project' } },
  items: Array.from({ length: n }, (_, i) => ({
    key: `i${i}`,
    label: `inst-${i}`,
    status: 'pending' as const,
  })),
})

beforeEach(() => localStorage.clear())
afterEach(() => vi.useRealTimers())

describe('activity log', () => {
  it('keeps entries newest first, at most 200, and per user', async () => {
    const { activityLog, setActivityUser } = await load('u1')
    for (let i = 0; i < 205; i++) {
      const id = activityLog.start({ kind: 'mutation', title: `Op ${i}` })
      activityLog.finish(id)
    }
    expect(activityLog.entries()).toHaveLength(200)
    expect(activityLog.entries()[0]?.title).toBe('Op 204')
    expect(activityLog.entries().at(-1)?.title).toBe('Op 5')
    expect(stored('u1')).toHaveLength(200)

    setActivityUser('u2')
    expect(activityLog.entries()).toEqual([])
    activityLog.start({ kind: 'mutation', title: 'Theirs' })
    expect(stored('u2').map((e) => e.title)).toEqual(['Theirs'])
    setActivityUser('u1')
    expect(activityLog.entries()).toHaveLength(200)
  })

  it('derives the status of a finished entry from its items', async () => {
    const { activityLog, deriveStatus } = await load()
    const id = activityLog.start(bulk(3))
    activityLog.updateItem(id, 'i0', { status: 'succeeded' })
    activityLog.updateItem(id, 'i1', { status: 'failed', message: 'Instance is running' })
    activityLog.updateItem(id, 'i2', { status: 'succeeded' })
    activityLog.finish(id)
    const [entry] = activityLog.entries()
    expect(entry?.status).toBe('partial')
    expect(entry?.finishedAt).toBeDefined()
    expect(entry?.items?.[1]).toMatchObject({ status: 'failed', message: 'Instance is running' })

    const ok = (s: 'succeeded' | 'failed') => ({ key: s, label: s, status: s })
    expect(deriveStatus([ok('succeeded'), ok('succeeded')])).toBe('succeeded')
    expect(deriveStatus([ok('failed'), ok('failed')])).toBe('failed')
    expect(deriveStatus(undefined)).toBe('succeeded')

    const single = activityLog.start({ kind: 'mutation', title: 'Delete disk', target: 'disk-1' })
    activityLog.finish(single, 'failed', 'Disk is attached')
    expect(activityLog.entries()[0]).toMatchObject({
      status: 'failed',
      message: 'Disk is attached',
    })
  })

  it('survives a reload, and a reload marks what was running as interrupted', async () => {
    const first = await load()
    const id = first.activityLog.start(bulk(12))
    for (let i = 0; i < 7; i++) first.activityLog.updateItem(id, `i${i}`, { status: 'succeeded' })
    first.activityLog.updateItem(id, 'i7', { status: 'running' })
    const done = first.activityLog.start({ kind: 'mutation', title: 'Create disk' })
    first.activityLog.finish(done)
    window.dispatchEvent(new Event('pagehide')) // the reload: unsaved progress is written

    const second = await load()
    const [create, run] = second.activityLog.entries()
    expect(create).toMatchObject({ title: 'Create disk', status: 'succeeded' })
    if (!run) throw new Error('the run is gone')
    expect(run.status).toBe('interrupted')
    const progress = second.progressOf(run)
    expect([progress.done, progress.total]).toEqual([7, 12])
    expect(progress.notDone.map((it) => it.key)).toEqual(['i7', 'i8', 'i9', 'i10', 'i11'])
    expect(run.items?.[7]?.status).toBe('pending') // cut short: not known to be done
    expect(stored()[1]).toMatchObject({ status: 'interrupted' })
  })

  it('resumes an interrupted entry through the registered resumer', async () => {
    const first = await load()
    const id = first.activityLog.start(bulk(3))
    first.activityLog.updateItem(id, 'i0', { status: 'succeeded' })
    window.dispatchEvent(new Event('pagehide'))

    const { activityLog, registerResumer, runResume, canResume } = await load()
    const entry = activityLog.entries()[0]
    if (!entry) throw new Error('the interrupted entry is gone')
    expect(canResume(entry)).toBe(false) // nothing registered yet
    const seen: string[][] = []
    registerResumer('instance.stop', () =>
      Promise.resolve(async (e, keys) => {
        seen.push(keys)
        expect(activityLog.entries()[0]?.status).toBe('running')
        for (const key of keys) activityLog.updateItem(e.id, key, { status: 'succeeded' })
      }),
    )
    expect(canResume(entry)).toBe(true)
    await runResume(entry)
    expect(seen).toEqual([['i1', 'i2']])
    expect(activityLog.entries()[0]).toMatchObject({ id, status: 'succeeded' })
  })

  it('clear keeps only what runs', async () => {
    const { activityLog } = await load()
    activityLog.finish(activityLog.start({ kind: 'mutation', title: 'Old' }))
    activityLog.start({ kind: 'transition', title: 'Start instance' })
    activityLog.clear()
    expect(activityLog.entries().map((e) => e.title)).toEqual(['Start instance'])
    expect(stored()).toHaveLength(1)
  })

  it("hears another tab's changes and keeps its own running entries as it runs them", async () => {
    const { activityLog } = await load()
    vi.useFakeTimers()
    const calls = vi.fn()
    activityLog.subscribe(calls)
    const id = activityLog.start(bulk(2))
    activityLog.updateItem(id, 'i0', { status: 'succeeded' })

    // another tab loads: it marks our run interrupted and adds an entry of its own
    const theirs = {
      id: 'other-1',
      kind: 'mutation',
      title: 'Delete disk',
      startedAt: new Date().toISOString(),
      status: 'succeeded',
      session: 'other',
    }
    const ours = { ...activityLog.entries()[0], status: 'interrupted' }
    const newValue = JSON.stringify([theirs, ours])
    localStorage.setItem('ferrite-activity:u1', newValue)
    window.dispatchEvent(new StorageEvent('storage', { key: 'ferrite-activity:u1', newValue }))
    expect(activityLog.entries().map((e) => [e.title, e.status])).toEqual([
      ['Delete disk', 'succeeded'],
      ['Stop instances', 'running'],
    ])
    expect(calls).toHaveBeenCalled()
    vi.runAllTimers() // ours is put back for the other tab to hear
    expect(stored()[1]).toMatchObject({ status: 'running' })

    // another user's key is none of this tab's business
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'ferrite-activity:u2', newValue: '[]' }),
    )
    expect(activityLog.entries()).toHaveLength(2)
  })
})
