/** Instances: CRUD and the run-state actions (start, stop, reboot). */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { COMPUTE_WRITER, requireProject } from '../authz'
import { type Actor, actorOf } from '../context'
import { db } from '../db'
import { createNic, type Stamp } from '../db/factories'
import { isUuid, now } from '../db/ids'
import type { Api, Json } from '../db/schema'
import { alreadyExists, insufficientCapacity, notFoundById, notFoundByName } from '../errors'
import { lookupFloatingIp, lookupInstance, lookupProject, projectOf } from '../lookup'
import { TRANSITION_MS } from '../transitions'
import { quotaExceeded } from '../utilization'
import {
  assertState,
  createDisk,
  type DiskPlan,
  disksOf,
  type Instance,
  MAX_DISKS_PER_INSTANCE,
  MAX_NICS_PER_INSTANCE,
  planDisk,
  setRunState,
  transitionLater,
  validateShape,
} from './compute-util'
import { allocateIp, selectPool } from './ip-util'
import { accepted, assertNameFree, check, paginate, stamp } from './util'

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

type NicRequest = NonNullable<Json<Api.InstanceCreate>['network_interfaces']>

type IpConfig = NonNullable<Json<Api.InstanceNetworkInterfaceCreate>['ip_config']>

/** The IPv4 address an interface asks for, or null for automatic assignment. */
export function explicitV4(config: IpConfig | undefined): string | null {
  if (!config || config.type === 'v6') return null
  const v4 = config.type === 'v4' ? config.value.ip : config.value.v4.ip
  return v4.type === 'explicit' ? v4.value : null
}

/** Resolves the subnets of the requested interfaces (before anything is created). */
function planNics(projectId: string, request: NicRequest) {
  if (request.type === 'none') return []
  if (request.type === 'create') {
    check(
      request.params.length <= MAX_NICS_PER_INSTANCE,
      `an instance may have at most ${MAX_NICS_PER_INSTANCE} network interfaces`,
    )
    const names = new Set<string>()
    return request.params.map((p) => {
      check(!names.has(p.name), `network interface name "${p.name}" is used twice`)
      names.add(p.name)
      const vpc = db.vpcs.byName(projectId, p.vpc_name)
      if (!vpc) throw notFoundByName('vpc', p.vpc_name)
      const subnet = db.vpcSubnets.byName(vpc.id, p.subnet_name)
      if (!subnet) throw notFoundByName('vpc-subnet', p.subnet_name)
      return { name: p.name, description: p.description, subnet, ip: explicitV4(p.ip_config) }
    })
  }
  const vpc = db.vpcs.byName(projectId, 'default')
  if (!vpc) throw notFoundByName('vpc', 'default')
  const subnet = db.vpcSubnets.byName(vpc.id, 'default')
  if (!subnet) throw notFoundByName('vpc-subnet', 'default')
  return [{ name: 'net0', description: 'Default primary interface', subnet, ip: null }]
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

  instanceCreate({ query, body, req }) {
    const actor = actorOf(req)
    const project = lookupProject(actor, query.project)
    requireProject(actor, project, COMPUTE_WRITER)
    assertNameFree(db.instances, project.id, body.name, 'instance')
    validateShape(body.ncpus, body.memory)

    // disks: the boot disk first, then the others, each attached or created
    const requested = [...(body.boot_disk ? [body.boot_disk] : []), ...(body.disks ?? [])]
    check(
      requested.length <= MAX_DISKS_PER_INSTANCE,
      `cannot attach more than ${MAX_DISKS_PER_INSTANCE} disks to an instance`,
    )
    const diskNames = new Set<string>()
    const diskPlans: ({ attach: Json<Api.Disk> } | { create: DiskPlan })[] = requested.map((d) => {
      check(!diskNames.has(d.name), `disk "${d.name}" is named twice`)
      diskNames.add(d.name)
      if (d.type === 'attach') {
        const disk = db.disks.byName(project.id, d.name)
        if (!disk) throw notFoundByName('disk', d.name)
        check(
          disk.state.state === 'detached',
          `disk "${d.name}" must be detached to be attached (it is ${disk.state.state})`,
        )
        return { attach: disk }
      }
      if (db.disks.byName(project.id, d.name)) throw alreadyExists('disk', d.name)
      return { create: planDisk(actor, project.id, d) }
    })

    const externalIps = body.external_ips ?? []
    const ephemeral = externalIps.flatMap((e) => (e.type === 'ephemeral' ? [e] : []))
    check(ephemeral.length <= 1, 'an instance may have at most one ephemeral IP')
    const floating = externalIps.flatMap((e) => (e.type === 'floating' ? [e.floating_ip] : []))
    const floatingIps = floating.map((key) => {
      const fip = lookupFloatingIp(actor, key, isUuid(key) ? undefined : project.id)
      check(fip.project_id === project.id, `floating IP "${fip.name}" belongs to another project`)
      check(!fip.instance_id, `floating IP "${fip.name}" is already attached to an instance`)
      return fip
    })
    const ephemeralPool = ephemeral[0]
      ? selectPool(actor.siloId, ephemeral[0].pool_selector ?? { type: 'auto', ip_version: null })
      : null

    const nics = planNics(project.id, body.network_interfaces ?? { type: 'default_dual_stack' })
    const keyIds =
      body.ssh_public_keys == null
        ? db.sshKeys.inScope(actor.user.id).map((k) => k.id)
        : body.ssh_public_keys.map((key) => {
            const k = isUuid(key) ? db.sshKeys.get(key) : db.sshKeys.byName(actor.user.id, key)
            if (!k || k.silo_user_id !== actor.user.id)
              throw isUuid(key) ? notFoundById('ssh-key', key) : notFoundByName('ssh-key', key)
            return k.id
          })
    const groups = (body.anti_affinity_groups ?? []).map((key) => {
      const g = isUuid(key)
        ? db.antiAffinityGroups.get(key)
        : db.antiAffinityGroups.byName(project.id, key)
      if (!g || g.project_id !== project.id)
        throw isUuid(key)
          ? notFoundById('anti-affinity-group', key)
          : notFoundByName('anti-affinity-group', key)
      return g
    })
    const newStorage = diskPlans.reduce((sum, p) => sum + ('create' in p ? p.create.size : 0), 0)
    requireQuota(actor, {
      storage: newStorage,
      ...(body.start ? { cpus: body.ncpus, memory: body.memory } : {}),
    })
    const ephemeralIp = ephemeralPool ? allocateIp(ephemeralPool) : null

    // everything checked: create
    const s: Stamp = stamp()
    const instance: Instance = {
      id: s.ids('instance'),
      name: body.name,
      description: body.description,
      hostname: body.hostname,
      ncpus: body.ncpus,
      memory: body.memory,
      project_id: project.id,
      run_state: 'creating',
      boot_disk_id: null,
      auto_restart_policy: body.auto_restart_policy ?? null,
      auto_restart_enabled: body.auto_restart_policy !== 'never',
      auto_restart_cooldown_expiration: null,
      time_last_auto_restarted: null,
      cpu_platform: body.cpu_platform ?? null,
      enable_jumbo_frames: body.enable_jumbo_frames ?? false,
      time_created: s.time,
      time_modified: s.time,
      time_run_state_updated: s.time,
    }
    db.instances.insert(instance, project.id)
    const diskIds = diskPlans.map((p) => {
      if ('attach' in p) {
        db.disks.update(p.attach.id, {
          state: { state: 'attached', instance: instance.id },
          time_modified: s.time,
        })
        return p.attach.id
      }
      return createDisk(project.id, p.create, s, instance.id).id
    })
    if (body.boot_disk) instance.boot_disk_id = diskIds[0] ?? null
    nics.forEach((n, i) =>
      createNic(
        db,
        {
          instanceId: instance.id,
          subnet: n.subnet,
          name: n.name,
          description: n.description,
          primary: i === 0,
          ip: n.ip,
        },
        s,
      ),
    )
    for (const fip of floatingIps)
      db.floatingIps.update(fip.id, { instance_id: instance.id, time_modified: s.time })
    if (ephemeralPool && ephemeralIp) {
      db.ephemeralIps.set(instance.id, {
        kind: 'ephemeral',
        ip: ephemeralIp,
        ip_pool_id: ephemeralPool.id,
      })
    }
    db.instanceSshKeys.set(instance.id, keyIds)
    for (const g of groups) {
      const members = db.groupInstances.get(g.id) ?? new Set<string>()
      members.add(instance.id)
      db.groupInstances.set(g.id, members)
    }
    // Nexus returns once the instance exists: starting (then running) or stopped
    return body.start ? boot(instance) : setRunState(instance, 'stopped')
  },

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
