/** Instance run-state machinery and disk creation shared by the compute handlers. */
import {
  LOCAL_DISK_BLOCK_SIZE,
  MAX_DISKS_PER_INSTANCE,
  MAX_DISTRIBUTED_DISK_SIZE_GiB,
  MAX_MEMORY_GiB_PER_INSTANCE,
  MAX_NICS_PER_INSTANCE,
  MAX_VCPUS_PER_INSTANCE,
  MIN_DISK_SIZE_GiB,
  MIN_MEMORY_GiB_PER_INSTANCE,
  MIN_VCPUS_PER_INSTANCE,
} from '../../app/api/__generated__/limits'
import type { Actor } from '../context'
import { db } from '../db'
import type { Stamp } from '../db/factories'
import { GiB, now } from '../db/ids'
import { FLEET, type Api, type Json } from '../db/schema'
import { ON_SLED_STATES } from '../db/states'
import { invalidRequest, notFoundById } from '../errors'
import { canReadProject } from '../lookup'
import { schedule, TRANSITION_MS } from '../transitions'
import { identityMetadata } from './util'

export type Instance = Json<Api.Instance>
export type RunState = Instance['run_state']
export type Disk = Json<Api.Disk>

export { MAX_DISKS_PER_INSTANCE, MAX_NICS_PER_INSTANCE }

/** The in-service, provisionable sled with the fewest instances. */
function pickSled(): string | undefined {
  const load = new Map<string, number>()
  for (const sledId of db.instanceSleds.values()) load.set(sledId, (load.get(sledId) ?? 0) + 1)
  const candidates = db.sleds
    .inScope(FLEET)
    .filter((s) => s.policy.kind === 'in_service' && s.policy.provision_policy === 'provisionable')
  candidates.sort((a, b) => (load.get(a.id) ?? 0) - (load.get(b.id) ?? 0))
  return candidates[0]?.id
}

export function setRunState(instance: Instance, state: RunState): Instance {
  const time = now()
  instance.run_state = state
  instance.time_run_state_updated = time
  instance.time_modified = time
  if (ON_SLED_STATES.has(state)) {
    if (!db.instanceSleds.has(instance.id)) {
      const sled = pickSled()
      if (sled) db.instanceSleds.set(instance.id, sled)
    }
  } else {
    db.instanceSleds.delete(instance.id)
  }
  return instance
}

/** After `ms`, moves the instance from `from` to `to` unless something else changed it. */
export function transitionLater(
  instanceId: string,
  from: RunState,
  to: RunState,
  ms: number,
  then?: () => void,
) {
  schedule(ms, () => {
    const instance = db.instances.get(instanceId)
    if (instance?.run_state !== from) return
    setRunState(instance, to)
    then?.()
  })
}

export function assertState(instance: Instance, allowed: RunState[], action: string): void {
  if (!allowed.includes(instance.run_state)) {
    throw invalidRequest(
      `cannot ${action} instance in state "${instance.run_state}" (allowed: ${allowed.join(', ')})`,
    )
  }
}

/** Nexus's bounds on an instance's shape (the console's forms read the same limits). */
export function validateShape(ncpus: number, memory: number): void {
  const [min, max] = [MIN_VCPUS_PER_INSTANCE, MAX_VCPUS_PER_INSTANCE]
  if (ncpus < min || ncpus > max) throw invalidRequest(`ncpus must be between ${min} and ${max}`)
  if (memory < MIN_MEMORY_GiB_PER_INSTANCE * GiB)
    throw invalidRequest(`memory must be at least ${MIN_MEMORY_GiB_PER_INSTANCE} GiB`)
  if (memory > MAX_MEMORY_GiB_PER_INSTANCE * GiB)
    throw invalidRequest(`memory must be at most ${MAX_MEMORY_GiB_PER_INSTANCE} GiB`)
  if (memory % GiB !== 0) throw invalidRequest('memory must be a multiple of 1 GiB')
}

/** Disks attached to an instance (any attached-ish state naming it). */
export function disksOf(instance: Instance): Disk[] {
  return db.disks
    .inScope(instance.project_id)
    .filter((d) => 'instance' in d.state && d.state.instance === instance.id)
}

export type DiskSourceJson = Json<Api.DiskCreate>['disk_backend']

export interface DiskPlan {
  name: string
  description: string
  size: number
  blockSize: Disk['block_size']
  diskType: Disk['disk_type']
  imageId: string | null
  snapshotId: string | null
  readOnly: boolean
  importing: boolean
}

/** Checks a disk request against its source before anything is created. */
export function planDisk(
  actor: Actor,
  projectId: string,
  spec: { name: string; description: string; size: number; disk_backend: DiskSourceJson },
): DiskPlan {
  const base = { name: spec.name, description: spec.description, size: spec.size }
  let plan: DiskPlan
  const backend = spec.disk_backend
  if (backend.type === 'local') {
    plan = {
      ...base,
      blockSize: LOCAL_DISK_BLOCK_SIZE,
      diskType: 'local',
      imageId: null,
      snapshotId: null,
      readOnly: false,
      importing: false,
    }
  } else {
    const source = backend.disk_source
    const common = {
      ...base,
      diskType: 'distributed' as const,
      imageId: null,
      snapshotId: null,
      readOnly: false,
      importing: false,
    }
    switch (source.type) {
      case 'blank':
        plan = { ...common, blockSize: source.block_size }
        break
      case 'importing_blocks':
        plan = { ...common, blockSize: source.block_size, importing: true }
        break
      case 'image': {
        const image = db.images.get(source.image_id)
        const scope = image && db.images.scopeOf(image.id)
        const visible =
          image &&
          (image.project_id ? image.project_id === projectId : scope === `silo:${actor.siloId}`)
        if (!image || !visible) throw notFoundById('image', source.image_id)
        if (spec.size < image.size) {
          throw invalidRequest(
            `disk size ${spec.size} must be at least the image size ${image.size}`,
          )
        }
        plan = {
          ...common,
          blockSize: image.block_size,
          imageId: image.id,
          readOnly: source.read_only ?? false,
        }
        break
      }
      case 'snapshot': {
        const snapshot = db.snapshots.get(source.snapshot_id)
        if (
          !snapshot ||
          !canReadProject(actor, snapshot.project_id) ||
          snapshot.project_id !== projectId
        ) {
          throw notFoundById('snapshot', source.snapshot_id)
        }
        if (snapshot.state !== 'ready')
          throw invalidRequest(`snapshot ${snapshot.name} is not ready`)
        if (spec.size < snapshot.size) {
          throw invalidRequest(
            `disk size ${spec.size} must be at least the snapshot size ${snapshot.size}`,
          )
        }
        plan = {
          ...common,
          blockSize: db.snapshotBlockSizes.get(snapshot.id) ?? 512,
          snapshotId: snapshot.id,
          readOnly: source.read_only ?? false,
        }
        break
      }
    }
  }
  if (plan.size % plan.blockSize !== 0) {
    throw invalidRequest(`disk size must be a multiple of the block size ${plan.blockSize}`)
  }
  if (plan.size < MIN_DISK_SIZE_GiB * GiB)
    throw invalidRequest(`disk size must be at least ${MIN_DISK_SIZE_GiB} GiB`)
  if (plan.size % GiB !== 0) throw invalidRequest('disk size must be a multiple of 1 GiB')
  // like Nexus, only a distributed disk has a largest size; a local one is bounded by its sled
  if (plan.diskType === 'distributed' && plan.size > MAX_DISTRIBUTED_DISK_SIZE_GiB * GiB) {
    throw invalidRequest(
      `disk size must be at most ${MAX_DISTRIBUTED_DISK_SIZE_GiB} GiB for a distributed disk`,
    )
  }
  return plan
}

/** Creates a planned disk; a normal disk is `creating` for a moment, then detached or attached. */
export function createDisk(projectId: string, plan: DiskPlan, s: Stamp, attachTo?: string): Disk {
  const disk: Disk = {
    ...identityMetadata(s, 'disk', plan),
    size: plan.size,
    block_size: plan.blockSize,
    device_path: `/mnt/${plan.name}`,
    disk_type: plan.diskType,
    image_id: plan.imageId,
    snapshot_id: plan.snapshotId,
    read_only: plan.readOnly,
    project_id: projectId,
    state: attachTo
      ? { state: 'attached', instance: attachTo }
      : plan.importing
        ? { state: 'import_ready' }
        : { state: 'creating' },
  }
  const { id } = disk
  db.disks.insert(disk, projectId)
  if (disk.state.state === 'creating') {
    // created when the API answers; shown creating for a moment (docs/mock-api-fidelity.md)
    schedule(
      TRANSITION_MS.storage,
      () => {
        const d = db.disks.get(id)
        if (d?.state.state === 'creating')
          db.disks.update(id, { state: { state: 'detached' }, time_modified: now() })
      },
      { settlesOnWrite: true },
    )
  }
  return disk
}
