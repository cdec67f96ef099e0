/**
 * An instance's external addresses: the list (ephemeral, floating and SNAT), ephemeral attach
 * and detach, and the rules floating IPs share (floating-ips.ts).
 *
 * When they may change, as Nexus decides it: the instance must be settled, with or without a
 * VMM — running or rebooting (the change is pushed to the sled), stopped or failed (only the
 * database changes). While it is being created or moving between states the request is refused.
 * Each address is NATed to the primary interface's private address of its version, so the
 * instance needs an interface with that version. One ephemeral IP per version.
 *
 * SNAT: an instance without an inbound IPv4 address of its own (no ephemeral or floating v4)
 * reaches out through a shared source-NAT address, a block of 16384 ports of it, taken from the
 * silo's default IPv4 pool the first time it is listed and kept for the instance's lifetime.
 */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { actorOf } from '../context'
import { db } from '../db'
import { ipVersion, type IpVersion } from '../db/ip'
import type { Api, Json, SnatIp } from '../db/schema'
import { invalidRequest } from '../errors'
import { lookupInstance, writableInstance } from '../lookup'
import { assertState, type Instance, type RunState } from './compute-util'
import { allocateIp, selectPool } from './ip-util'
import { check } from './util'

const EXTERNAL_IP_STATES: RunState[] = ['running', 'rebooting', 'stopped', 'failed']

/** Nexus caps the floating IPs of one instance. */
export const MAX_FLOATING_IPS_PER_INSTANCE = 32

/** 400 unless the instance's external IPs may change now; `action` reads "attach an ephemeral IP to". */
export function assertExternalIpChange(instance: Instance, action: string): void {
  if (instance.run_state === 'creating') {
    throw invalidRequest(`cannot ${action} instance "${instance.name}": it is still being created`)
  }
  assertState(instance, EXTERNAL_IP_STATES, action)
}

type IpStack = Json<Api.InstanceNetworkInterface>['ip_stack']

/** The IP versions an interface has a private address of. */
export function stackVersions(stack: IpStack): IpVersion[] {
  return stack.type === 'dual_stack' ? ['v4', 'v6'] : [stack.type]
}

/**
 * An external address is NATed to the primary interface's private address of the same
 * version, so the instance needs an interface, and one with that version.
 */
export function assertIpVersionFits(instance: Instance, version: IpVersion, what: string): void {
  const nics = db.networkInterfaces.inScope(instance.id)
  check(
    nics.length > 0,
    `instance "${instance.name}" has no network interfaces, so it cannot have external IPs`,
  )
  const primary = nics.find((n) => n.primary) ?? nics[0]!
  check(
    stackVersions(primary.ip_stack).includes(version),
    `the primary network interface of instance "${instance.name}" has no ${version} address, ` +
      `so it cannot have a ${version} ${what}`,
  )
}

/** The versions of the primary interface, or none without interfaces. */
function primaryVersions(instance: Instance): IpVersion[] {
  const nics = db.networkInterfaces.inScope(instance.id)
  const primary = nics.find((n) => n.primary) ?? nics[0]
  return primary ? stackVersions(primary.ip_stack) : []
}

const SNAT_PORTS = 16384
const SNAT_BLOCKS = 65536 / SNAT_PORTS

/** The instance's SNAT address, allocated on first use (undefined when it cannot have one). */
function snatOf(instance: Instance, siloId: string): SnatIp | undefined {
  const known = db.snatIps.get(instance.id)
  if (known) return known
  if (!primaryVersions(instance).includes('v4')) return undefined
  let pool: Json<Api.IpPool>
  try {
    pool = selectPool(siloId, { type: 'auto', ip_version: 'v4' })
  } catch {
    return undefined // no default IPv4 pool: no outbound NAT either
  }
  // share an address that still has a free port block, else take a new one
  const blocks = new Map<string, Set<number>>()
  for (const [id, s] of db.snatIps) {
    if (s.ip_pool_id !== pool.id || !db.instances.get(id)) continue
    const used = blocks.get(s.ip) ?? new Set<number>()
    used.add(s.first_port / SNAT_PORTS)
    blocks.set(s.ip, used)
  }
  let ip: string | undefined
  let block = 0
  for (const [addr, used] of blocks) {
    if (used.size >= SNAT_BLOCKS) continue
    ip = addr
    while (used.has(block)) block++
    break
  }
  if (!ip) {
    try {
      ip = allocateIp(pool)
    } catch {
      return undefined
    }
  }
  const snat: SnatIp = {
    kind: 'snat',
    ip,
    ip_pool_id: pool.id,
    first_port: block * SNAT_PORTS,
    last_port: (block + 1) * SNAT_PORTS - 1,
  }
  db.snatIps.set(instance.id, snat)
  return snat
}

export const externalIpHandlers = {
  instanceExternalIpList({ path, query, req }) {
    const actor = actorOf(req)
    const instance = lookupInstance(actor, path.instance, query.project)
    const items: Json<Api.ExternalIp>[] = [...(db.ephemeralIps.get(instance.id) ?? [])]
    for (const fip of db.floatingIps.inScope(instance.project_id)) {
      if (fip.instance_id === instance.id) items.push({ ...fip, kind: 'floating' })
    }
    if (!items.some((ip) => ipVersion(ip.ip) === 'v4')) {
      const snat = snatOf(instance, actor.siloId)
      if (snat) items.push(snat)
    }
    return { items, next_page: null }
  },

  instanceEphemeralIpAttach({ path, query, body, req }) {
    const actor = actorOf(req)
    const instance = writableInstance(actor, path.instance, query.project)
    assertExternalIpChange(instance, 'attach an ephemeral IP to')
    const current = db.ephemeralIps.get(instance.id) ?? []
    const taken = new Set(current.map((e) => ipVersion(e.ip)))
    let selector = body.pool_selector ?? { type: 'auto', ip_version: null }
    // no version given: the first one the instance can still take (v4, then v6)
    if (selector.type === 'auto' && !selector.ip_version) {
      const open = primaryVersions(instance).find((v) => !taken.has(v))
      if (open) selector = { type: 'auto', ip_version: open }
    }
    const pool = selectPool(actor.siloId, selector)
    check(pool.pool_type === 'unicast', `IP pool "${pool.name}" is not a unicast pool`)
    assertIpVersionFits(instance, pool.ip_version, 'ephemeral IP')
    check(
      !taken.has(pool.ip_version),
      `instance "${instance.name}" already has an ephemeral ${pool.ip_version} IP`,
    )
    const ip: Json<Api.ExternalIp> & { kind: 'ephemeral' } = {
      kind: 'ephemeral',
      ip: allocateIp(pool),
      ip_pool_id: pool.id,
    }
    db.ephemeralIps.set(instance.id, [...current, ip])
    return ip
  },

  instanceEphemeralIpDetach({ path, query, req }) {
    const actor = actorOf(req)
    const instance = writableInstance(actor, path.instance, query.project)
    const current = db.ephemeralIps.get(instance.id) ?? []
    const version = query.ipVersion
    check(current.length > 0, `instance "${instance.name}" has no ephemeral IP`)
    check(
      version || current.length === 1,
      `instance "${instance.name}" has ephemeral IPs of both versions; specify ip_version`,
    )
    const rest = version ? current.filter((e) => ipVersion(e.ip) !== version) : []
    check(
      rest.length < current.length,
      `instance "${instance.name}" has no ephemeral ${version ?? ''} IP`,
    )
    assertExternalIpChange(instance, 'detach an ephemeral IP from')
    if (rest.length) db.ephemeralIps.set(instance.id, rest)
    else db.ephemeralIps.delete(instance.id)
    return 204
  },
} satisfies Partial<MSWHandlers>
