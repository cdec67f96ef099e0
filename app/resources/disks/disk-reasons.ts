/** Why a disk list action is unavailable, or undefined when it is allowed (spec section 4). */
import { type Disk } from '~/api/__generated__/Api'
import { DISK_TRANSITIONAL_STATES, diskCan } from '~/api/capabilities'

import { orList } from '../instances/reasons'

export { snapshotReason } from '../instances/disk-rules'

type DiskStateName = Disk['state']['state']

/**
 * Delete: detached or faulted disks only. A disk on an instance names it (by name when the
 * caller knows it), since detaching it is what the user has to do first.
 */
export function deleteDiskReason(
  disk: Pick<Disk, 'state'>,
  instanceName?: string,
): string | undefined {
  if (diskCan.delete(disk)) return undefined
  if ('instance' in disk.state) {
    const where = instanceName ? ` from ${instanceName}` : ' from its instance'
    return `Detach the disk${where} before deleting it`
  }
  return `Only ${orList(diskCan.delete.states)} disks can be deleted`
}

/**
 * States that move on by themselves: the transitional ones, and imports (a bulk import ends
 * when its uploader stops it, a URL import by itself). The list refreshes while one shows.
 */
export const DISK_MOVING_STATES: readonly DiskStateName[] = [
  ...DISK_TRANSITIONAL_STATES,
  'importing_from_url',
  'importing_from_bulk_writes',
]

export const isDiskMoving = (disk: Pick<Disk, 'state'>) =>
  DISK_MOVING_STATES.includes(disk.state.state)
