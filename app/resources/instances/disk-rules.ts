/**
 * Why a storage action is unavailable, or undefined when it is allowed. The state rules come
 * from the capability table (spec section 4); the rest are limits the API enforces too.
 */
import { type Disk, type Instance } from '~/api/__generated__/Api'
import { MAX_DISKS_PER_INSTANCE } from '~/api/__generated__/limits'
import { diskCan, type Capability } from '~/api/capabilities'

import { instanceDisabledReason, orList, type InstanceAction } from './reasons'

type InstanceLike = Pick<Instance, 'runState'>
type DiskLike = Pick<Disk, 'state' | 'diskType' | 'readOnly'>

const instanceReason = (action: InstanceAction, instance: InstanceLike) =>
  instanceDisabledReason(action, instance) || undefined

/** "Only attached or detached disks …", worded like the instance reasons. */
const diskReason = (can: Capability<DiskLike>, disk: DiskLike, predicate: string) =>
  can(disk) ? undefined : `Only ${orList(can.states)} disks ${predicate}`

/** "Attach existing disk" and "Create disk". */
export function attachDiskReason(instance: InstanceLike, diskCount: number): string | undefined {
  const reason = instanceReason('attachDisk', instance)
  if (reason) return reason
  if (diskCount >= MAX_DISKS_PER_INSTANCE)
    return `An instance can have at most ${MAX_DISKS_PER_INSTANCE} disks`
  return undefined
}

export function detachDiskReason(
  instance: InstanceLike,
  disk: DiskLike,
  isBoot: boolean,
): string | undefined {
  if (isBoot) return 'Unset it as the boot disk first'
  return (
    instanceReason('detachDisk', instance) ?? diskReason(diskCan.detach, disk, 'can be detached')
  )
}

export function setBootDiskReason(instance: InstanceLike, disk: DiskLike): string | undefined {
  return (
    instanceReason('updateBootDisk', instance) ??
    diskReason(diskCan.setAsBootDisk, disk, 'can be the boot disk')
  )
}

export function unsetBootDiskReason(instance: InstanceLike): string | undefined {
  return instanceReason('updateBootDisk', instance)
}

export function snapshotReason(disk: DiskLike): string | undefined {
  if (disk.diskType === 'local') return 'A local disk cannot be snapshotted'
  if (disk.readOnly) return 'A read-only disk cannot be snapshotted'
  return diskReason(diskCan.snapshot, disk, 'can be snapshotted')
}

/** Boot disk first (when attached), then the others by name. */
export function splitDisks<D extends Pick<Disk, 'id' | 'name'>>(
  disks: D[],
  bootDiskId: string | null | undefined,
): { boot: D | undefined; others: D[] } {
  const boot = bootDiskId ? disks.find((d) => d.id === bootDiskId) : undefined
  const others = disks
    .filter((d) => d !== boot)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  return { boot, others }
}
