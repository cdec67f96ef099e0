/**
 * Seed: what an operator finds waiting in the inventory (a sled cabled in but not yet a member
 * of the rack, a disk seen in a sled but not adopted), the rack's membership history, and the
 * support bundles collected so far.
 */
import { seedTime, uuidFor } from '../ids'
import { FLEET, type Db } from '../schema'
import { rackId } from './hardware'

/** Serial of the seeded sled that is waiting to be added. */
export const UNINITIALIZED_SLED_SERIAL = 'BRM44220005'
/** Serial of the seeded disk that is waiting to be adopted. */
export const UNADOPTED_DISK_SERIAL = 'U2-03NEW1'

export const supportBundleId = (n: number) => uuidFor(`support-bundle:${n}`)

export function seedHardwareExtras(db: Db): void {
  const members = db.sleds
    .inScope(FLEET)
    .filter((s) => s.policy.kind === 'in_service')
    .map((s) => ({ part_number: s.baseboard.part, serial_number: s.baseboard.serial }))
  db.rackMemberships.push({
    rack_id: rackId,
    version: 1,
    members,
    unacknowledged_members: [],
    state: 'committed',
    time_created: seedTime(0.1),
    time_committed: seedTime(0.1),
    time_aborted: null,
  })
  db.uninitializedSleds.push({
    rack_id: rackId,
    cubby: 18,
    baseboard: { part: '913-0000019', revision: 13, serial: UNINITIALIZED_SLED_SERIAL },
  })
  const firstSled = db.sleds.inScope(FLEET)[0]
  if (firstSled) {
    db.unadoptedDisks.push({
      sled_id: firstSled.id,
      slot: 3,
      variant: 'u2',
      disk_id: { vendor: 'WDC', model: 'WUS5EA138ESP7E1', serial: UNADOPTED_DISK_SERIAL },
    })
  }

  db.supportBundles.insert(
    {
      id: supportBundleId(0),
      reason_for_creation: 'Created by external API',
      reason_for_failure: null,
      user_comment: 'Sled 16 reboots under load',
      state: 'active',
      time_created: seedTime(20),
    },
    FLEET,
  )
  db.supportBundles.insert(
    {
      id: supportBundleId(1),
      reason_for_creation: 'Created by external API',
      reason_for_failure: 'The sled holding this bundle was expunged',
      user_comment: null,
      state: 'failed',
      time_created: seedTime(12),
    },
    FLEET,
  )
}
