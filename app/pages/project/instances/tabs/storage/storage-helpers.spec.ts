import { describe, expect, it } from 'vitest'

import { type Disk, type InstanceState } from '~/api/__generated__/Api'
import {
  attachDiskReason,
  detachDiskReason,
  setBootDiskReason,
  snapshotReason,
  splitDisks,
  unsetBootDiskReason,
} from '~/resources/instances/disk-rules'
import { diskPoll } from '~/resources/instances/storage-queries'

type DiskState = Disk['state']
const disk = (state: DiskState, extra: Partial<Disk> = {}) => ({
  state,
  diskType: 'distributed' as const,
  readOnly: false,
  ...extra,
})
const attached: DiskState = { state: 'attached', instance: 'i' }
const detached: DiskState = { state: 'detached' }
const at = (runState: InstanceState) => ({ runState })

describe('storage action reasons', () => {
  it('attach and create: creating or stopped instances, at most 12 disks', () => {
    expect(attachDiskReason(at('stopped'), 3)).toBeUndefined()
    expect(attachDiskReason(at('creating'), 0)).toBeUndefined()
    expect(attachDiskReason(at('running'), 0)).toBe(
      'Only creating or stopped instances can have disks attached',
    )
    expect(attachDiskReason(at('failed'), 0)).toMatch(/^Only creating or stopped/)
    expect(attachDiskReason(at('stopped'), 12)).toBe('An instance can have at most 12 disks')
  })

  it('detach: never the boot disk; creating, stopped or failed instances; attached disks', () => {
    expect(detachDiskReason(at('stopped'), disk(attached), true)).toBe(
      'Unset it as the boot disk first',
    )
    expect(detachDiskReason(at('failed'), disk(attached), false)).toBeUndefined()
    expect(detachDiskReason(at('running'), disk(attached), false)).toBe(
      'Only creating, stopped, or failed instances can have disks detached',
    )
    expect(
      detachDiskReason(at('stopped'), disk({ state: 'attaching', instance: 'i' }), false),
    ).toBe('Only attached disks can be detached')
  })

  it('boot disk changes: stopped, failed or creating instances; attached disks', () => {
    expect(setBootDiskReason(at('stopped'), disk(attached))).toBeUndefined()
    expect(setBootDiskReason(at('running'), disk(attached))).toBe(
      'Only stopped, failed, or creating instances can change their boot disk',
    )
    expect(setBootDiskReason(at('stopped'), disk({ state: 'detaching', instance: 'i' }))).toBe(
      'Only attached disks can be the boot disk',
    )
    expect(unsetBootDiskReason(at('creating'))).toBeUndefined()
    expect(unsetBootDiskReason(at('starting'))).toMatch(/^Only stopped, failed, or creating/)
  })

  it('snapshots: attached or detached, distributed, writable disks', () => {
    expect(snapshotReason(disk(attached))).toBeUndefined()
    expect(snapshotReason(disk(detached))).toBeUndefined()
    expect(snapshotReason(disk({ state: 'creating' }))).toBe(
      'Only attached or detached disks can be snapshotted',
    )
    expect(snapshotReason(disk(attached, { diskType: 'local' }))).toBe(
      'A local disk cannot be snapshotted',
    )
    expect(snapshotReason(disk(attached, { readOnly: true }))).toBe(
      'A read-only disk cannot be snapshotted',
    )
  })
})

describe('splitDisks', () => {
  const d = (id: string, name: string) => ({ id, name })
  it('puts the boot disk apart and sorts the others by name', () => {
    const disks = [d('3', 'zeta'), d('1', 'boot'), d('2', 'alpha')]
    expect(splitDisks(disks, '1')).toEqual({
      boot: d('1', 'boot'),
      others: [d('2', 'alpha'), d('3', 'zeta')],
    })
  })
  it('has no boot disk when none is set or the set one is not attached', () => {
    expect(splitDisks([d('1', 'a')], null).boot).toBeUndefined()
    expect(splitDisks([d('1', 'a')], 'gone')).toEqual({ boot: undefined, others: [d('1', 'a')] })
  })
})

describe('diskPoll', () => {
  const page = (...states: DiskState['state'][]) => ({
    state: {
      data: { items: states.map((s, i) => ({ id: `d${i}`, state: { state: s } }) as Disk) },
    },
  })
  it('polls every 3 s while a disk is moving, for 30 s per new state, then stops', () => {
    let now = 0
    const poll = diskPoll(() => now)
    expect(poll(page('attached'))).toBe(false)
    expect(poll(page('attached', 'creating'))).toBe(3000)
    now = 29_000
    expect(poll(page('attached', 'creating'))).toBe(3000)
    now = 31_000
    expect(poll(page('attached', 'creating'))).toBe(false)
    // a new state opens a new window
    expect(poll(page('attached', 'detaching'))).toBe(3000)
    expect(poll({ state: { data: undefined } })).toBe(false)
  })
})
