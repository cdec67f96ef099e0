/**
 * instance_create. Like the Nexus saga, every part of the request is checked first (name,
 * shape, disks and their sources, network interfaces, external IPs, SSH keys, groups, user
 * data, quota) and only then is anything created, so a rejected request leaves no trace.
 */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { COMPUTE_WRITER } from '../authz'
import { type Actor } from '../context'
import { db } from '../db'
import { createNic, type Stamp } from '../db/factories'
import { isUuid } from '../db/ids'
import { cidrContains, ipVersion } from '../db/ip'
import type { Api, EphemeralIp, Json } from '../db/schema'
import { alreadyExists, insufficientCapacity, notFoundByName } from '../errors'
import { lookupFloatingIp, lookupIn } from '../lookup'
import { TRANSITION_MS } from '../transitions'
import { quotaExceeded } from '../utilization'
import {
  createDisk,
  MAX_DISKS_PER_INSTANCE,
  MAX_NICS_PER_INSTANCE,
  planDisk,
  setRunState,
  transitionLater,
  validateShape,
  type DiskPlan,
  type Instance,
} from './compute-util'
import { allocateIp, selectPool } from './ip-util'
import { projectCreate } from './project-scoped'
import { check, identityMetadata, stamp } from './util'

/** Nexus accepts at most 32 KiB of user data, counted after base64 decoding. */
const MAX_USER_DATA_BYTES = 32 * 1024

type Body = Json<Api.InstanceCreate>
type Project = Json<Api.Project>
type Subnet = Json<Api.VpcSubnet>
type Stack = 'v4' | 'v6' | 'dual_stack'
type IpVersion = 'v4' | 'v6'

const versionsOf = (stack: Stack | null): IpVersion[] =>
  stack === null ? [] : stack === 'dual_stack' ? ['v4', 'v6'] : [stack]

/** Decoded length of standard base64 (RFC 4648 §4, with padding); 400 when it is not base64. */
function userDataBytes(data: string): number {
  check(
    /^[A-Za-z0-9+/]*={0,2}$/.test(data) && data.length % 4 === 0,
    'user_data must be base64-encoded (RFC 4648 §4, + and / characters with padding)',
  )
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0
  return (data.length / 4) * 3 - padding
}

function checkUserData(data: string | undefined) {
  if (!data) return
  const bytes = userDataBytes(data)
  check(
    bytes <= MAX_USER_DATA_BYTES,
    `user data is ${bytes} bytes; at most ${MAX_USER_DATA_BYTES} bytes (32 KiB) are allowed`,
  )
}

type DiskStep = { attach: Json<Api.Disk> } | { create: DiskPlan }

/** The boot disk first, then the others; each exists (attach) or can be made (create). */
function planDisks(actor: Actor, project: Project, body: Body): DiskStep[] {
  const requested = [...(body.boot_disk ? [body.boot_disk] : []), ...(body.disks ?? [])]
  check(
    requested.length <= MAX_DISKS_PER_INSTANCE,
    `an instance may have at most ${MAX_DISKS_PER_INSTANCE} disks, including the boot disk (${requested.length} requested)`,
  )
  const names = new Set<string>()
  return requested.map((d) => {
    check(!names.has(d.name), `disk "${d.name}" is named twice`)
    names.add(d.name)
    if (d.type === 'attach') {
      const disk = db.disks.byName(project.id, d.name)
      if (!disk) throw notFoundByName('disk', d.name)
      check(
        disk.state.state === 'detached',
        `disk "${d.name}" must be detached to be attached (it is ${disk.state.state.replace(/_/g, ' ')})`,
      )
      return { attach: disk }
    }
    if (db.disks.byName(project.id, d.name)) throw alreadyExists('disk', d.name)
    return { create: planDisk(actor, project.id, d) }
  })
}

interface NicPlan {
  name: string
  description: string
  subnet: Subnet
  stack: Stack
  v4: string | null
  v6: string | null
}

type IpConfig = NonNullable<Json<Api.InstanceNetworkInterfaceCreate>['ip_config']>

function explicitIps(config: IpConfig | undefined): { v4: string | null; v6: string | null } {
  if (!config) return { v4: null, v6: null }
  const v4 =
    config.type === 'v4'
      ? config.value.ip
      : config.type === 'dual_stack'
        ? config.value.v4.ip
        : null
  const v6 =
    config.type === 'v6'
      ? config.value.ip
      : config.type === 'dual_stack'
        ? config.value.v6.ip
        : null
  return {
    v4: v4?.type === 'explicit' ? v4.value : null,
    v6: v6?.type === 'explicit' ? v6.value : null,
  }
}

function defaultSubnet(projectId: string): Subnet {
  const vpc = db.vpcs.byName(projectId, 'default')
  if (!vpc) throw notFoundByName('vpc', 'default')
  const subnet = db.vpcSubnets.byName(vpc.id, 'default')
  if (!subnet) throw notFoundByName('vpc-subnet', 'default')
  return subnet
}

/** Resolves the requested interfaces; the first is the primary one. */
function planNics(projectId: string, request: Body['network_interfaces']): NicPlan[] {
  const req = request ?? { type: 'default_dual_stack' }
  if (req.type === 'none') return []
  if (req.type !== 'create') {
    const stack: Stack =
      req.type === 'default_ipv4' ? 'v4' : req.type === 'default_ipv6' ? 'v6' : 'dual_stack'
    return [
      {
        name: 'net0',
        description: 'Default primary interface',
        subnet: defaultSubnet(projectId),
        stack,
        v4: null,
        v6: null,
      },
    ]
  }
  check(
    req.params.length <= MAX_NICS_PER_INSTANCE,
    `an instance may have at most ${MAX_NICS_PER_INSTANCE} network interfaces (${req.params.length} requested)`,
  )
  const names = new Set<string>()
  let vpcId: string | null = null
  const explicit = new Set<string>()
  return req.params.map((p) => {
    check(!names.has(p.name), `network interface name "${p.name}" is used twice`)
    names.add(p.name)
    const vpc = db.vpcs.byName(projectId, p.vpc_name)
    if (!vpc) throw notFoundByName('vpc', p.vpc_name)
    check(
      vpcId === null || vpcId === vpc.id,
      'all network interfaces of an instance must be in the same VPC',
    )
    vpcId = vpc.id
    const subnet = db.vpcSubnets.byName(vpc.id, p.subnet_name)
    if (!subnet) throw notFoundByName('vpc-subnet', p.subnet_name)
    const { v4, v6 } = explicitIps(p.ip_config)
    for (const [ip, block] of [
      [v4, subnet.ipv4_block],
      [v6, subnet.ipv6_block],
    ] as const) {
      if (!ip) continue
      check(cidrContains(block, ip), `IP ${ip} is not in subnet ${subnet.name} (${block})`)
      check(!ipTaken(subnet, ip), `IP ${ip} is already in use in subnet ${subnet.name}`)
      check(!explicit.has(ip), `IP ${ip} is requested twice`)
      explicit.add(ip)
    }
    return {
      name: p.name,
      description: p.description,
      subnet,
      stack: p.ip_config?.type ?? 'dual_stack',
      v4,
      v6,
    }
  })
}

/** Checks the external IPs against the primary interface's IP versions; allocates nothing. */
function planExternalIps(actor: Actor, project: Project, body: Body, primary: Stack | null) {
  const versions = versionsOf(primary)
  const requested = body.external_ips ?? []
  check(
    requested.length === 0 || versions.length > 0,
    'an instance without network interfaces cannot have external IPs',
  )
  const ephemeralPools = requested.flatMap((e) =>
    e.type === 'ephemeral'
      ? [selectPool(actor.siloId, e.pool_selector ?? { type: 'auto', ip_version: null })]
      : [],
  )
  const seen = new Set<string>()
  for (const pool of ephemeralPools) {
    check(pool.pool_type === 'unicast', `IP pool "${pool.name}" is not a unicast pool`)
    check(
      !seen.has(pool.ip_version),
      `an instance may have at most one ephemeral ${pool.ip_version} IP`,
    )
    seen.add(pool.ip_version)
    check(
      versions.includes(pool.ip_version),
      `an ephemeral ${pool.ip_version} IP needs a primary network interface with ${pool.ip_version} addressing`,
    )
  }
  const floatingIds = new Set<string>()
  const floatingIps = requested.flatMap((e) => {
    if (e.type !== 'floating') return []
    const fip = lookupFloatingIp(
      actor,
      e.floating_ip,
      isUuid(e.floating_ip) ? undefined : project.id,
    )
    check(fip.project_id === project.id, `floating IP "${fip.name}" belongs to another project`)
    check(!fip.instance_id, `floating IP "${fip.name}" is already attached to an instance`)
    check(!floatingIds.has(fip.id), `floating IP "${fip.name}" is named twice`)
    floatingIds.add(fip.id)
    const version = ipVersion(fip.ip)
    check(
      versions.includes(version),
      `floating IP "${fip.name}" (${version}) needs a primary network interface with ${version} addressing`,
    )
    return [fip]
  })
  return { ephemeralPools, floatingIps }
}

function resolveSshKeys(actor: Actor, keys: Body['ssh_public_keys']): string[] {
  // null or absent: every key of the caller; [] means none
  if (keys == null) return db.sshKeys.inScope(actor.user.id).map((k) => k.id)
  const own = (k: { silo_user_id: string }) => k.silo_user_id === actor.user.id
  return keys.map((key) => lookupIn('ssh-key', db.sshKeys, actor.user.id, key, own).id)
}

function resolveGroups(projectId: string, keys: Body['anti_affinity_groups']) {
  return (keys ?? []).map((key) =>
    lookupIn(
      'anti-affinity-group',
      db.antiAffinityGroups,
      projectId,
      key,
      (g) => g.project_id === projectId,
    ),
  )
}

/** Gives a created interface the IP stack that was asked for (the factory makes dual stack). */
function applyStack(nic: Json<Api.InstanceNetworkInterface>, plan: NicPlan) {
  if (nic.ip_stack.type !== 'dual_stack' || (plan.stack === 'dual_stack' && !plan.v6)) return
  const { v4, v6: generated } = nic.ip_stack.value
  const v6 = { ...generated, ip: plan.v6 ?? generated.ip }
  const ip_stack: Json<Api.InstanceNetworkInterface>['ip_stack'] =
    plan.stack === 'v4'
      ? { type: 'v4', value: v4 }
      : plan.stack === 'v6'
        ? { type: 'v6', value: v6 }
        : { type: 'dual_stack', value: { v4, v6 } }
  db.networkInterfaces.update(nic.id, { ip_stack })
}

/** Whether a private address is already held by an interface in the subnet. */
function ipTaken(subnet: Subnet, ip: string): boolean {
  return [...db.networkInterfaces.all()].some((n) => {
    if (n.subnet_id !== subnet.id) return false
    const s = n.ip_stack
    const ips = s.type === 'dual_stack' ? [s.value.v4.ip, s.value.v6.ip] : [s.value.ip]
    return ips.includes(ip)
  })
}

const STEP = () => TRANSITION_MS.instanceStep

export const instanceCreate: MSWHandlers['instanceCreate'] = ({ query, body, req }) => {
  const { actor, project } = projectCreate(
    req,
    query.project,
    COMPUTE_WRITER,
    db.instances,
    body.name,
    'instance',
  )
  validateShape(body.ncpus, body.memory)
  checkUserData(body.user_data)

  const diskSteps = planDisks(actor, project, body)
  const nics = planNics(project.id, body.network_interfaces)
  const { ephemeralPools, floatingIps } = planExternalIps(
    actor,
    project,
    body,
    nics[0]?.stack ?? null,
  )
  const keyIds = resolveSshKeys(actor, body.ssh_public_keys)
  const groups = resolveGroups(project.id, body.anti_affinity_groups)
  const storage = diskSteps.reduce((sum, p) => sum + ('create' in p ? p.create.size : 0), 0)
  const problem = quotaExceeded(actor.siloId, {
    storage,
    ...(body.start !== false ? { cpus: body.ncpus, memory: body.memory } : {}),
  })
  if (problem) throw insufficientCapacity(problem)
  // one pool per version, so two allocations never pick the same address
  const ephemeralIps: EphemeralIp[] = ephemeralPools.map((pool) => ({
    kind: 'ephemeral',
    ip: allocateIp(pool),
    ip_pool_id: pool.id,
  }))

  // everything checked: create
  const s: Stamp = stamp()
  const instance: Instance = {
    ...identityMetadata(s, 'instance', body),
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
    time_run_state_updated: s.time,
  }
  db.instances.insert(instance, project.id)
  const diskIds = diskSteps.map((p) => {
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
  nics.forEach((n, i) => {
    const nic = createNic(
      db,
      {
        instanceId: instance.id,
        subnet: n.subnet,
        name: n.name,
        description: n.description,
        primary: i === 0,
        ip: n.v4,
      },
      s,
    )
    applyStack(nic, n)
  })
  for (const fip of floatingIps)
    db.floatingIps.update(fip.id, { instance_id: instance.id, time_modified: s.time })
  if (ephemeralIps.length) db.ephemeralIps.set(instance.id, ephemeralIps)
  db.instanceSshKeys.set(instance.id, keyIds)
  for (const g of groups) {
    const members = db.groupInstances.get(g.id) ?? new Set<string>()
    members.add(instance.id)
    db.groupInstances.set(g.id, members)
  }
  // creating for a moment, then starting and running (start, the default), or stopped
  if (body.start !== false) {
    transitionLater(instance.id, 'creating', 'starting', STEP(), () =>
      transitionLater(instance.id, 'starting', 'running', STEP()),
    )
  } else {
    transitionLater(instance.id, 'creating', 'stopped', STEP())
  }
  return setRunState(instance, 'creating')
}
