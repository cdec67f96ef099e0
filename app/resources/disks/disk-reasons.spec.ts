import { describe, expect, it } from 'vitest'

import { type Disk } from '~/api/__generated__/Api'
import { diskCan } from '~/api/capabilities'

import { deleteDiskReason, isDiskMoving, snapshotReason } from './disk-reasons'

type DiskState = Disk['state']
const withInstance = ['attaching', 'attached', 'detaching'] as const
const ALL: DiskState[] = [
  { state: 'creating' },
  { state: 'detached' },
  { state: 'import_ready' },
  { state: 'importing_from_url' },
  { state: 'importing_from_bulk_writes' },
  { state: 'finalizing' },
  { state: 'maintenance' },
  ...withInstance.map((state) => ({ state, instance: 'i1' })),
  { state: 'destroyed' },
  { state: 'faulted' },
]
const disk = (state: DiskState) => ({
  state,
  diskType: 'distributed' as const,
  readOnly: false,
})

describe('disk list actions, from the capability table', () => {
  it.each(ALL.map((s) => [s.state, s] as const))('delete when %s', (_, state) => {
    const reason = deleteDiskReason(disk(state), 'web-1')
    if (diskCan.delete(disk(state))) expect(reason).toBeUndefined()
    else expect(reason).toMatch(/\S/)
  })

  it('allows delete of detached and faulted disks only', () => {
    const allowed = ALL.filter((s) => !deleteDiskReason(disk(s))).map((s) => s.state)
    expect(allowed).toEqual(['detached', 'faulted'])
  })

  it('asks to detach a disk on an instance first, naming the instance', () => {
    expect(deleteDiskReason(disk({ state: 'attached', instance: 'i1' }), 'web-1')).toBe(
      'Detach the disk from web-1 before deleting it',
    )
    expect(deleteDiskReason(disk({ state: 'attaching', instance: 'i1' }))).toBe(
      'Detach the disk from its instance before deleting it',
    )
    expect(deleteDiskReason(disk({ state: 'creating' }))).toBe(
      'Only detached or faulted disks can be deleted',
    )
  })

  it('allows snapshots of attached and detached disks only', () => {
    const allowed = ALL.filter((s) => !snapshotReason(disk(s))).map((s) => s.state)
    expect(allowed).toEqual(['detached', 'attached'])
  })

  it('refreshes while a disk is in a state that moves by itself', () => {
    const moving = ALL.filter((s) => isDiskMoving({ state: s })).map((s) => s.state)
    expect(moving).toEqual([
      'creating',
      'importing_from_url',
      'importing_from_bulk_writes',
      'finalizing',
      'attaching',
      'detaching',
    ])
  })
})
