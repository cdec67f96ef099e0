import { describe, expect, it } from 'vitest'

import {
  addSample,
  formatDuration,
  initialSteps,
  isUploadLeftoverDisk,
  isUploadLeftoverSnapshot,
  planDiskCleanup,
  RATE_WINDOW_MS,
  tempDiskSize,
  tempResources,
  UPLOAD_STEPS,
  uploadFigures,
} from './image-upload-plan'

const GiB = 1024 ** 3
const disk = (state: string) => ({ state: { state } }) as Parameters<typeof planDiskCleanup>[0]

describe('tempDiskSize', () => {
  it('rounds the file up to whole GiB, at least 1', () => {
    expect(tempDiskSize(512)).toBe(GiB)
    expect(tempDiskSize(4 * 1024 * 1024)).toBe(GiB)
    expect(tempDiskSize(GiB)).toBe(GiB)
    expect(tempDiskSize(GiB + 512)).toBe(2 * GiB)
    expect(tempDiskSize(10 * GiB - 4096)).toBe(10 * GiB)
  })
})

describe('steps', () => {
  it('go in the order of the bulk import, all pending at first', () => {
    expect(UPLOAD_STEPS.map((s) => s.id)).toEqual([
      'createDisk',
      'startImport',
      'upload',
      'stopImport',
      'finalize',
      'createImage',
      'deleteTemporary',
    ])
    expect(new Set(Object.values(initialSteps()))).toEqual(new Set(['pending']))
  })
})

describe('temporary names', () => {
  const t = tempResources(4711, 'alpine')
  const own = { id: 'd1', name: t.disk, description: t.description }

  it('tie the disk and the snapshot of one upload together', () => {
    expect(t).toEqual({
      disk: 'tmp-for-image-4711',
      snapshot: 'tmp-for-image-4711-snapshot',
      description: 'temporary disk for importing image alpine',
    })
  })
  it('recognise a leftover disk by name and description', () => {
    expect(isUploadLeftoverDisk(own)).toBe(true)
    expect(isUploadLeftoverDisk({ ...own, description: 'my own disk' })).toBe(false)
    expect(isUploadLeftoverDisk({ ...own, name: 'tmp-for-image-x' })).toBe(false)
    expect(isUploadLeftoverDisk({ ...own, name: 'data' })).toBe(false)
  })
  it('recognise a leftover snapshot: its disk is the same upload’s, or gone', () => {
    expect(isUploadLeftoverSnapshot({ name: t.snapshot, diskId: 'd1' }, [own])).toBe(true)
    expect(isUploadLeftoverSnapshot({ name: t.snapshot, diskId: 'gone' }, [own])).toBe(true)
    // a user's disk named like it: not ours
    const users = { id: 'd2', name: 'tmp-for-image-4711', description: 'mine' }
    expect(isUploadLeftoverSnapshot({ name: t.snapshot, diskId: 'd2' }, [users])).toBe(false)
    expect(isUploadLeftoverSnapshot({ name: 'nightly', diskId: 'gone' }, [own])).toBe(false)
  })
})

describe('planDiskCleanup', () => {
  it('stops and finalizes an importing disk before deleting it', () => {
    expect(planDiskCleanup(disk('importing_from_bulk_writes'))).toEqual({
      kind: 'run',
      actions: ['stopImport', 'finalize', 'deleteDisk'],
    })
    expect(planDiskCleanup(disk('import_ready'))).toEqual({
      kind: 'run',
      actions: ['finalize', 'deleteDisk'],
    })
  })
  it('deletes a detached or faulted disk at once', () => {
    expect(planDiskCleanup(disk('detached'))).toEqual({ kind: 'run', actions: ['deleteDisk'] })
    expect(planDiskCleanup(disk('faulted'))).toEqual({ kind: 'run', actions: ['deleteDisk'] })
  })
  it('waits out a disk in motion and gives up on one attached somewhere', () => {
    expect(planDiskCleanup(disk('creating'))).toEqual({ kind: 'wait' })
    expect(planDiskCleanup(disk('finalizing'))).toEqual({ kind: 'wait' })
    expect(planDiskCleanup(disk('attached'))).toEqual({ kind: 'stuck', state: 'attached' })
    expect(planDiskCleanup(disk('importing_from_url'))).toEqual({
      kind: 'stuck',
      state: 'importing from url',
    })
  })
})

describe('progress figures', () => {
  it('give a whole percent, the rate over the window and the time left', () => {
    const total = 100 * 1024 * 1024
    let samples = [{ at: 0, done: 0 }]
    expect(uploadFigures(samples, total)).toEqual({ percent: 0, rate: null, secondsLeft: null })
    samples = addSample(samples, { at: 1000, done: 10 * 1024 * 1024 })
    expect(uploadFigures(samples, total)).toEqual({
      percent: 10,
      rate: 10 * 1024 * 1024,
      secondsLeft: 9,
    })
    expect(uploadFigures([{ at: 0, done: total }], total).percent).toBe(100)
  })
  it('forget samples older than the window, keeping one as the base', () => {
    let samples = [{ at: 0, done: 0 }]
    for (let t = 1000; t <= 20_000; t += 1000) samples = addSample(samples, { at: t, done: t })
    expect(samples[0]!.at).toBe(20_000 - RATE_WINDOW_MS - 1000)
    expect(uploadFigures(samples, 40_000).rate).toBe(1000)
  })
  it('words durations', () => {
    expect(formatDuration(0)).toBe('0 s')
    expect(formatDuration(45)).toBe('45 s')
    expect(formatDuration(120)).toBe('2 min')
    expect(formatDuration(185)).toBe('3 min 5 s')
    expect(formatDuration(3720)).toBe('1 h 2 min')
  })
})
