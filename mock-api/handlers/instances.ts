/** Instances: CRUD and the run-state actions (start, stop, reboot). */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { COMPUTE_WRITER, requireProject } from '../authz'
import { type Actor, actorOf } from '../context'
import { db } from '../db'
import { isUuid, now } from '../db/ids'
import type { Api, Json } from '../db/schema'
import { insufficientCapacity, notFoundById, notFoundByName } from '../errors'
import { lookupInstance, lookupProject, projectOf } from '../lookup'
import { TRANSITION_MS } from '../transitions'
import { quotaExceeded } from '../utilization'
import {
  assertState,
  disksOf,
  type Instance,
  setRunState,
  transitionLater,
  validateShape,
} from './compute-util'
import { instanceCreate } from './instance-create'
import { accepted, check, paginate } from './util'

const STEP = () => TRANSITION_MS.instanceStep

function requireQuota(actor: Actor, extra: { cpus?: number; memory?: number; storage?: number }) {
  const problem = quotaExceeded(actor.siloId, extra)
  if (problem) throw insufficientCapacity(problem)
}

/** Boots an instance: starting now, running after a while. */
function boot(instance: Instance): Instance {
  setRunState(instance, 'starting')
  transitionLater(instance.id, 'starting', 'running', STEP())
  return instance
}

type IpConfig = NonNullable<Json<Api.InstanceNetworkInterfaceCreate>['ip_config']>

/** The IPv4 address an interface asks for, or null for automatic assignment. */
export function explicitV4(config: IpConfig | undefined): string | null {
  if (!config || config.type === 'v6') return null
  const v4 = config.type === 'v4' ? config.value.ip : config.value.v4.ip
  return v4.type === 'explicit' ? v4.value : null
}

/** Removes an instance and everything that belonged only to it. */
function destroyInstance(instance: Instance) {
  for (const disk of disksOf(instance))
    db.disks.update(disk.id, { state: { state: 'detached' }, time_modified: now() })
  for (const nic of [...db.networkInterfaces.inScope(instance.id)])
    db.networkInterfaces.delete(nic.id)
  for (const fip of db.floatingIps.inScope(instance.project_id)) {
    if (fip.instance_id === instance.id) db.floatingIps.update(fip.id, { instance_id: null })
  }
  db.ephemeralIps.delete(instance.id)
  for (const members of db.groupInstances.values()) members.delete(instance.id)
  db.instanceSshKeys.delete(instance.id)
  db.instanceSleds.delete(instance.id)
  db.instances.delete(instance.id)
}

export const instanceHandlers = {
  instanceList({ query, req }) {
    check(query.project, 'project must be specified')
    const project = lookupProject(actorOf(req), query.project)
    return paginate(db.instances, project.id, query)
  },

  instanceView: ({ path, query, req }) =>
    lookupInstance(actorOf(req), path.instance, query.project),

  // every check first, then the instance and its parts (instance-create.ts)
  instanceCreate,

  instanceUpdate({ path, query, body, req }) {
    const actor = actorOf(req)
    const instance = lookupInstance(actor, path.instance, query.project)
    requireProject(actor, projectOf(instance), COMPUTE_WRITER)
    validateShape(body.ncpus, body.memory)
    const resizing = body.ncpus !== instance.ncpus || body.memory !== instance.memory
    if (resizing) assertState(instance, ['stopped', 'failed', 'creating'], 'resize')
    let bootDiskId: string | null = null
    if (body.boot_disk) {
      const key = body.boot_disk
      const disk = isUuid(key) ? db.disks.get(key) : db.disks.byName(instance.project_id, key)
      if (!disk || disk.project_id !== instance.project_id)
        throw isUuid(key) ? notFoundById('disk', key) : notFoundByName('disk', key)
      check(
        'instance' in disk.state && disk.state.instance === instance.id,
        `disk "${disk.name}" is not attached to this instance`,
      )
      bootDiskId = disk.id
    }
    if (bootDiskId !== (instance.boot_disk_id ?? null)) {
      assertState(instance, ['stopped', 'failed', 'creating'], 'change the boot disk of')
    }
    return db.instances.update(instance.id, {
      ncpus: body.ncpus,
      memory: body.memory,
      boot_disk_id: bootDiskId,
      auto_restart_policy: body.auto_restart_policy,
      auto_restart_enabled: body.auto_restart_policy !== 'never',
      cpu_platform: body.cpu_platform,
      enable_jumbo_frames: body.enable_jumbo_frames,
      time_modified: now(),
    })
  },

  instanceDelete({ path, query, req }) {
    const actor = actorOf(req)
    const instance = lookupInstance(actor, path.instance, query.project)
    requireProject(actor, projectOf(instance), COMPUTE_WRITER)
    assertState(instance, ['stopped', 'failed'], 'delete')
    destroyInstance(instance)
    return 204
  },

  instanceStart({ path, query, req }) {
    const actor = actorOf(req)
    const instance = lookupInstance(actor, path.instance, query.project)
    requireProject(actor, projectOf(instance), COMPUTE_WRITER)
    if (instance.run_state === 'starting' || instance.run_state === 'running')
      return accepted(instance)
    assertState(instance, ['stopped', 'failed'], 'start')
    requireQuota(actor, { cpus: instance.ncpus, memory: instance.memory })
    return accepted(boot(instance))
  },

  instanceStop({ path, query, req }) {
    const actor = actorOf(req)
    const instance = lookupInstance(actor, path.instance, query.project)
    requireProject(actor, projectOf(instance), COMPUTE_WRITER)
    if (instance.run_state === 'stopping' || instance.run_state === 'stopped')
      return accepted(instance)
    assertState(instance, ['running', 'starting', 'rebooting', 'failed'], 'stop')
    if (instance.run_state === 'failed') return accepted(setRunState(instance, 'stopped'))
    setRunState(instance, 'stopping')
    transitionLater(instance.id, 'stopping', 'stopped', STEP())
    return accepted(instance)
  },

  instanceReboot({ path, query, req }) {
    const actor = actorOf(req)
    const instance = lookupInstance(actor, path.instance, query.project)
    requireProject(actor, projectOf(instance), COMPUTE_WRITER)
    assertState(instance, ['running'], 'reboot')
    setRunState(instance, 'rebooting')
    transitionLater(instance.id, 'rebooting', 'running', STEP())
    return accepted(instance)
  },
} satisfies Partial<MSWHandlers>
