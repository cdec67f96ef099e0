/**
 * An instance's network interfaces, with Nexus's rules: they are added, changed and removed
 * only while the instance is stopped; at most 8, all in one VPC; the first is the primary, a
 * secondary can be made primary (`primary: false`, the default, changes nothing: a primary
 * becomes secondary only when another is made primary), and the primary goes last. Private
 * addresses come from the subnet (the first five and the last are reserved); a requested one
 * must lie in the subnet and be free. Transit IPs are networks of a version the interface has.
 */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { COMPUTE_WRITER, requireProject } from '../authz'
import { actorOf } from '../context'
import { db } from '../db'
import { createNic, nextSubnetIp } from '../db/factories'
import { addressIn, cidrContains, ipVersion, parseCidr, type IpVersion } from '../db/ip'
import type { Api, Json } from '../db/schema'
import { insufficientCapacity, notFoundByName } from '../errors'
import { lookupInstance, lookupNic, projectOf, writableInstance } from '../lookup'
import { assertState, MAX_NICS_PER_INSTANCE, type Instance } from './compute-util'
import { stackVersions } from './instance-external-ips'
import { assertNetwork } from './ip-util'
import { assertNameFree, check, paginate, renamePatch, stamp } from './util'

type Nic = Json<Api.InstanceNetworkInterface>
type Subnet = Json<Api.VpcSubnet>
type IpStack = Nic['ip_stack']
type IpConfig = NonNullable<Json<Api.InstanceNetworkInterfaceCreate>['ip_config']>

/** Interfaces change only while the instance is stopped (spec section 4: stopped only). */
const assertStopped = (instance: Instance, action: string) =>
  assertState(instance, ['stopped'], action)

/** The addresses asked for: the stack's versions, and an explicit address per version if any. */
function requested(config: IpConfig | undefined) {
  const c = config ?? {
    type: 'dual_stack',
    value: { v4: { ip: { type: 'auto' } }, v6: { ip: { type: 'auto' } } },
  }
  const v4 = c.type === 'v4' ? c.value : c.type === 'dual_stack' ? c.value.v4 : null
  const v6 = c.type === 'v6' ? c.value : c.type === 'dual_stack' ? c.value.v6 : null
  const explicit = (a: { type: string; value?: string } | undefined) =>
    a?.type === 'explicit' && a.value ? a.value : null
  return {
    type: c.type,
    v4: v4 ? { ip: explicit(v4.ip), transit: v4.transit_ips ?? [] } : null,
    v6: v6 ? { ip: explicit(v6.ip), transit: v6.transit_ips ?? [] } : null,
  }
}

/** Every private address held in a subnet. */
function subnetIps(subnet: Subnet): Set<string> {
  const used = new Set<string>()
  for (const n of db.networkInterfaces.all()) {
    if (n.subnet_id !== subnet.id) continue
    for (const ip of stackIps(n.ip_stack)) used.add(ip)
  }
  return used
}

const stackIps = (s: IpStack) =>
  s.type === 'dual_stack' ? [s.value.v4.ip, s.value.v6.ip] : [s.value.ip]

function checkExplicit(subnet: Subnet, ip: string, version: IpVersion) {
  check(ipVersion(ip) === version, `${ip} is not an IP${version} address`)
  const block = version === 'v4' ? subnet.ipv4_block : subnet.ipv6_block
  check(cidrContains(block, ip), `IP ${ip} is not in subnet ${subnet.name} (${block})`)
  check(!subnetIps(subnet).has(ip), `IP ${ip} is already in use in subnet ${subnet.name}`)
}

/** A free IPv4 address of the subnet, or 507 when the subnet is full. */
function freeV4(subnet: Subnet): string {
  try {
    return nextSubnetIp(db, subnet)
  } catch {
    throw insufficientCapacity(`no free IPv4 addresses in subnet ${subnet.name}`)
  }
}

/** A free IPv6 address: the subnet's /64 plus the v4 host part (or the next free one). */
function freeV6(subnet: Subnet, hint: string | null): string {
  const used = subnetIps(subnet)
  const host = hint ? Number(parseCidr(`${hint}/32`).base & 0xffffn) : 5
  for (let n = host; n < 0xffff; n++) {
    const ip = addressIn(subnet.ipv6_block, BigInt(n))
    if (!used.has(ip)) return ip
  }
  throw insufficientCapacity(`no free IPv6 addresses in subnet ${subnet.name}`)
}

/** Splits transit networks by version; each must be a version the interface has. */
function transitByVersion(nets: string[], versions: IpVersion[]) {
  check(new Set(nets).size === nets.length, 'transit IPs must be unique')
  const out: Record<IpVersion, string[]> = { v4: [], v6: [] }
  for (const net of nets) {
    const [addr = '', width = ''] = net.split('/')
    check(/^\d+$/.test(width), `transit IP ${net} is not an IP network`)
    const version = ipVersion(addr)
    check(Number(width) <= (version === 'v4' ? 32 : 128), `transit IP ${net} has too wide a prefix`)
    assertNetwork('transit IP', net)
    check(
      versions.includes(version),
      `IP${version} transit IP ${net} is not supported by a network interface without an IP${version} address`,
    )
    out[version].push(net)
  }
  return out
}

function withTransit(stack: IpStack, transit: Record<IpVersion, string[]>): IpStack {
  if (stack.type === 'dual_stack') {
    return {
      type: 'dual_stack',
      value: {
        v4: { ...stack.value.v4, transit_ips: transit.v4 },
        v6: { ...stack.value.v6, transit_ips: transit.v6 },
      },
    }
  }
  return stack.type === 'v4'
    ? { type: 'v4', value: { ...stack.value, transit_ips: transit.v4 } }
    : { type: 'v6', value: { ...stack.value, transit_ips: transit.v6 } }
}

function writableNic(
  req: Parameters<typeof actorOf>[0],
  key: string,
  instanceKey?: string,
  project?: string,
) {
  const actor = actorOf(req)
  const nic = lookupNic(actor, key, instanceKey, project)
  const instance = db.instances.get(nic.instance_id)!
  requireProject(actor, projectOf(instance), COMPUTE_WRITER)
  return { nic, instance }
}

export const nicHandlers = {
  instanceNetworkInterfaceList({ query, req }) {
    check(query.instance, 'instance must be specified')
    const instance = lookupInstance(actorOf(req), query.instance, query.project)
    return paginate(db.networkInterfaces, instance.id, query)
  },

  instanceNetworkInterfaceView: ({ path, query, req }) =>
    lookupNic(actorOf(req), path.interface, query.instance, query.project),

  instanceNetworkInterfaceCreate({ query, body, req }) {
    const actor = actorOf(req)
    const instance = writableInstance(actor, query.instance, query.project)
    assertStopped(instance, 'add a network interface to')
    assertNameFree(db.networkInterfaces, instance.id, body.name, 'instance-network-interface')
    const existing = db.networkInterfaces.inScope(instance.id)
    check(
      existing.length < MAX_NICS_PER_INSTANCE,
      `an instance may have at most ${MAX_NICS_PER_INSTANCE} network interfaces`,
    )
    const vpc = db.vpcs.byName(instance.project_id, body.vpc_name)
    if (!vpc) throw notFoundByName('vpc', body.vpc_name)
    check(
      !existing[0] || existing[0].vpc_id === vpc.id,
      'all network interfaces of an instance must be in the same VPC',
    )
    const subnet = db.vpcSubnets.byName(vpc.id, body.subnet_name)
    if (!subnet) throw notFoundByName('vpc-subnet', body.subnet_name)

    const want = requested(body.ip_config)
    if (want.v4?.ip) checkExplicit(subnet, want.v4.ip, 'v4')
    if (want.v6?.ip) checkExplicit(subnet, want.v6.ip, 'v6')
    const versions: IpVersion[] = [
      ...(want.v4 ? ['v4' as const] : []),
      ...(want.v6 ? ['v6' as const] : []),
    ]
    const transit = transitByVersion(
      [...(want.v4?.transit ?? []), ...(want.v6?.transit ?? [])],
      versions,
    )
    // the factory makes a dual-stack interface; the v4 address also seeds the v6 host part
    const v4 = want.v4?.ip ?? freeV4(subnet)
    const v6 = want.v6 ? (want.v6.ip ?? freeV6(subnet, v4)) : null
    const nic = createNic(
      db,
      {
        instanceId: instance.id,
        subnet,
        name: body.name,
        description: body.description,
        primary: existing.length === 0,
        ip: v4,
      },
      stamp(),
    )
    const v4Stack = { ip: v4, transit_ips: transit.v4 }
    const v6Stack = { ip: v6 ?? '', transit_ips: transit.v6 }
    const ip_stack: IpStack =
      want.type === 'v4'
        ? { type: 'v4', value: v4Stack }
        : want.type === 'v6'
          ? { type: 'v6', value: v6Stack }
          : { type: 'dual_stack', value: { v4: v4Stack, v6: v6Stack } }
    return db.networkInterfaces.update(nic.id, { ip_stack })
  },

  instanceNetworkInterfaceUpdate({ path, query, body, req }) {
    const { nic, instance } = writableNic(req, path.interface, query.instance, query.project)
    assertStopped(instance, 'update a network interface of')
    const patch = renamePatch(
      db.networkInterfaces,
      instance.id,
      nic,
      'instance-network-interface',
      body,
    )
    if (body.transit_ips) {
      const transit = transitByVersion(body.transit_ips, stackVersions(nic.ip_stack))
      patch.ip_stack = withTransit(nic.ip_stack, transit)
    }
    if (body.primary && !nic.primary) {
      for (const other of db.networkInterfaces.inScope(instance.id)) {
        if (other.primary) db.networkInterfaces.update(other.id, { primary: false })
      }
      patch.primary = true
    }
    return db.networkInterfaces.update(nic.id, patch)
  },

  instanceNetworkInterfaceDelete({ path, query, req }) {
    const { nic, instance } = writableNic(req, path.interface, query.instance, query.project)
    assertStopped(instance, 'remove a network interface from')
    check(
      !nic.primary || db.networkInterfaces.count(instance.id) === 1,
      `network interface "${nic.name}" is the primary interface and cannot be deleted while ` +
        'secondary interfaces are attached; make another interface primary first',
    )
    db.networkInterfaces.delete(nic.id)
    return 204
  },
} satisfies Partial<MSWHandlers>
