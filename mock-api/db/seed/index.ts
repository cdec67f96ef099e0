import type { Db } from '../schema'
import { seedAlerts } from './alerts'
import { seedAuditLog } from './audit-log'
import { projectId, seedCompute, seedImages } from './compute'
import { seedHardware } from './hardware'
import { seedHardwareExtras } from './hardware-extras'
import { seedHostile } from './hostile'
import { groupId, seedIdentity, userId } from './identity'
import { seedIpPools } from './pools'
import { seedProbesAndMulticast } from './probes-multicast'
import { seedLumenNetworking, seedProjects } from './projects'
import { seedRackNetworking } from './rack-networking'
import { seedScale } from './scale'
import { seedStorage } from './storage'
import { seedSubnetPools } from './subnet-pools'
import { seedSwitchPorts } from './switch-ports'
import { seedUpdate } from './update'

/** `hostile` is for tests only (seed/hostile.ts). */
export type SeedName = 'default' | 'scale' | 'hostile'

/** Fills an empty db with the named seed. Deterministic apart from cooldown/expiry times and session secrets. */
export function seedDb(db: Db, seed: SeedName): void {
  seedIdentity(db)
  seedHardware(db)
  seedHardwareExtras(db)
  seedIpPools(db)
  seedRackNetworking(db)
  seedSwitchPorts(db)
  seedProjects(db)
  seedImages(db)
  seedCompute(db)
  seedLumenNetworking(db)
  seedStorage(db)
  seedSubnetPools(db)
  seedUpdate(db)
  seedAlerts(db)
  seedProbesAndMulticast(db)
  seedAuditLog(db)

  const lumen = (name: string) => projectId('lumen', name)
  db.roleAssignments.push(
    {
      resourceType: 'project',
      resourceId: lumen('web-app'),
      identityId: userId('lumen', 'cleo'),
      identityType: 'silo_user',
      roleName: 'collaborator',
    },
    {
      resourceType: 'project',
      resourceId: lumen('data-pipeline'),
      identityId: groupId('lumen', 'ops-oncall'),
      identityType: 'silo_group',
      roleName: 'admin',
    },
    {
      resourceType: 'project',
      resourceId: lumen('sandbox'),
      identityId: userId('lumen', 'mallory'),
      identityType: 'silo_user',
      roleName: 'viewer',
    },
  )
  if (seed === 'scale') seedScale(db)
  if (seed === 'hostile') seedHostile(db)
}

export { DEMO_PASSWORD, DEMO_TOKEN, FLEET_ID, groupId, siloId, userId } from './identity'
export { projectId } from './compute'
export { poolId } from './pools'
export { sledId, rackId } from './hardware'
export {
  supportBundleId,
  UNADOPTED_DISK_SERIAL,
  UNINITIALIZED_SLED_SERIAL,
} from './hardware-extras'
export { addressLotId, bgpAnnounceSetId, bgpConfigId } from './rack-networking'
export { switchPortId, switchPortSettingsId } from './switch-ports'
export { HOSTILE_DISPLAY_NAME } from './hostile'
export { ARCHIVE_DISKS, ARCHIVE_PROJECT, ARCHIVE_SNAPSHOTS } from './storage'
export {
  SCALE_DISKS,
  SCALE_FIREWALL_RULES,
  SCALE_INSTANCES,
  SCALE_POLICY_ASSIGNMENTS,
  SCALE_PROJECT,
  SCALE_PROJECTS,
  SCALE_SILO_USERS,
  SCALE_VPC,
} from './scale'
