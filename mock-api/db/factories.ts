/**
 * Object creation shared by the seed and the handlers, so a VPC made by `vpcCreate` looks like
 * a seeded one (system router, default subnet, default firewall rules, internet gateway).
 */
import { newId, uuidFor } from './ids'
import { addressIn, formatIp, parseCidr, subBlock } from './ip'
import type { Api, Db, Json } from './schema'

/** Ids: deterministic from a key in the seed, random at run time. */
export type IdGen = (key: string) => string
export const seedIds: IdGen = uuidFor
export const randomIds: IdGen = () => newId()

export interface Stamp {
  ids: IdGen
  time: string
}

/** An IPv6 ULA /48 prefix derived from the VPC id, like `fd3b:91c2:7a10::/48`. */
function ulaPrefix(vpcId: string): string {
  const hex = vpcId.replace(/-/g, '')
  return `fd${hex.slice(0, 2)}:${hex.slice(2, 6)}:${hex.slice(6, 10)}`
}

export function createVpc(
  db: Db,
  args: {
    projectId: string
    name: string
    description: string
    dnsName: string
    ipv4Block?: string
    /** A /48 network; derived from the id when not given. */
    ipv6Prefix?: string
  },
  { ids, time }: Stamp,
): Json<Api.Vpc> {
  const id = ids(`vpc:${args.projectId}:${args.name}`)
  const systemRouterId = ids(`router:${id}:system`)
  const prefix = ulaPrefix(id)
  const vpc = db.vpcs.insert(
    {
      id,
      name: args.name,
      description: args.description,
      dns_name: args.dnsName,
      ipv6_prefix: args.ipv6Prefix ?? `${prefix}::/48`,
      project_id: args.projectId,
      system_router_id: systemRouterId,
      time_created: time,
      time_modified: time,
    },
    args.projectId,
  )
  db.vpcRouters.insert(
    {
      id: systemRouterId,
      name: 'system',
      description: 'Routes added automatically for this VPC and its subnets',
      kind: 'system',
      vpc_id: id,
      time_created: time,
      time_modified: time,
    },
    id,
  )
  const defaultRoute = (name: string, net: string): Json<Api.RouterRoute> => ({
    id: ids(`route:${systemRouterId}:${name}`),
    name,
    description: `Default internet route (${net.includes(':') ? 'IPv6' : 'IPv4'})`,
    kind: 'default',
    destination: { type: 'ip_net', value: net },
    target: { type: 'internet_gateway', value: 'default' },
    vpc_router_id: systemRouterId,
    time_created: time,
    time_modified: time,
  })
  db.routerRoutes.insert(defaultRoute('default-v4', '0.0.0.0/0'), systemRouterId)
  db.routerRoutes.insert(defaultRoute('default-v6', '::/0'), systemRouterId)

  createSubnet(
    db,
    vpc,
    {
      name: 'default',
      description: `The default subnet of ${args.name}`,
      ipv4Block: args.ipv4Block ?? '172.30.0.0/22',
    },
    { ids, time },
  )
  for (const rule of defaultFirewallRules(vpc, { ids, time })) db.firewallRules.insert(rule, id)
  createInternetGateway(
    db,
    vpc,
    { name: 'default', description: 'Default internet gateway of this VPC' },
    { ids, time },
  )
  return vpc
}

export function createSubnet(
  db: Db,
  vpc: Json<Api.Vpc>,
  args: {
    name: string
    description: string
    ipv4Block: string
    ipv6Block?: string | null
    customRouterId?: string | null
  },
  { ids, time }: Stamp,
): Json<Api.VpcSubnet> {
  const taken = new Set(db.vpcSubnets.inScope(vpc.id).map((s) => s.ipv6_block))
  // the first /64 of the VPC's prefix that no subnet has
  let n = 0
  while (taken.has(subBlock(vpc.ipv6_prefix, 64, n))) n++
  const subnet = db.vpcSubnets.insert(
    {
      id: ids(`subnet:${vpc.id}:${args.name}`),
      name: args.name,
      description: args.description,
      ipv4_block: args.ipv4Block,
      ipv6_block: args.ipv6Block ?? subBlock(vpc.ipv6_prefix, 64, n),
      custom_router_id: args.customRouterId ?? null,
      vpc_id: vpc.id,
      time_created: time,
      time_modified: time,
    },
    vpc.id,
  )
  // the system router gets a route to every subnet, as in Nexus
  if (!db.routerRoutes.byName(vpc.system_router_id, args.name)) {
    db.routerRoutes.insert(
      {
        id: ids(`route:${vpc.system_router_id}:${args.name}`),
        name: args.name,
        description: `Route to subnet ${args.name}`,
        kind: 'vpc_subnet',
        destination: { type: 'subnet', value: args.name },
        target: { type: 'subnet', value: args.name },
        vpc_router_id: vpc.system_router_id,
        time_created: time,
        time_modified: time,
      },
      vpc.system_router_id,
    )
  }
  return subnet
}

function defaultFirewallRules(
  vpc: Json<Api.Vpc>,
  { ids, time }: Stamp,
): Json<Api.VpcFirewallRule>[] {
  const base = {
    action: 'allow' as const,
    direction: 'inbound' as const,
    priority: 65534,
    status: 'enabled' as const,
    targets: [{ type: 'vpc' as const, value: vpc.name }],
    vpc_id: vpc.id,
    time_created: time,
    time_modified: time,
  }
  const rule = (
    name: string,
    description: string,
    filters: Json<Api.VpcFirewallRuleFilter>,
  ): Json<Api.VpcFirewallRule> => ({
    ...base,
    id: ids(`fw:${vpc.id}:${name}`),
    name,
    description,
    filters,
  })
  return [
    rule('allow-internal-inbound', 'Instances of this VPC may reach each other', {
      hosts: [{ type: 'vpc', value: vpc.name }],
      ports: null,
      protocols: null,
    }),
    rule('allow-ssh', 'SSH (TCP 22) from any address', {
      hosts: null,
      ports: ['22'],
      protocols: [{ type: 'tcp' }],
    }),
    rule('allow-icmp', 'ICMP from any address', {
      hosts: null,
      ports: null,
      protocols: [{ type: 'icmp', value: null }],
    }),
    rule('allow-rdp', 'Remote desktop (TCP 3389) from any address', {
      hosts: null,
      ports: ['3389'],
      protocols: [{ type: 'tcp' }],
    }),
  ]
}

/** The silo's default unicast pool of a version, if any. */
function defaultPool(db: Db, siloId: string, version: 'v4' | 'v6'): Json<Api.IpPool> | undefined {
  for (const link of db.ipPoolSiloLinks) {
    if (link.silo_id !== siloId || !link.is_default) continue
    const pool = db.ipPools.get(link.ip_pool_id)
    if (pool && pool.ip_version === version && pool.pool_type === 'unicast') return pool
  }
  return undefined
}

export function createInternetGateway(
  db: Db,
  vpc: Json<Api.Vpc>,
  args: { name: string; description: string },
  { ids, time }: Stamp,
): Json<Api.InternetGateway> {
  const igw = db.internetGateways.insert(
    {
      id: ids(`igw:${vpc.id}:${args.name}`),
      name: args.name,
      description: args.description,
      vpc_id: vpc.id,
      time_created: time,
      time_modified: time,
    },
    vpc.id,
  )
  // like Nexus, the default gateway is linked to the silo's default pool
  const siloId = db.projects.scopeOf(vpc.project_id)
  const pool = args.name === 'default' && siloId ? defaultPool(db, siloId, 'v4') : undefined
  if (pool) {
    db.igwIpPools.insert(
      {
        id: ids(`igw-pool:${igw.id}:default`),
        name: 'default',
        description: `Addresses from ${pool.name}`,
        internet_gateway_id: igw.id,
        ip_pool_id: pool.id,
        time_created: time,
        time_modified: time,
      },
      igw.id,
    )
  }
  return igw
}

/** A MAC in Oxide's guest range A8:40:25:F0:00:00 and up, derived from the NIC id. */
function macFor(nicId: string): string {
  const hex = nicId.replace(/-/g, '').slice(0, 6).toUpperCase()
  return `A8:40:25:F${hex[0]}:${hex.slice(1, 3)}:${hex.slice(3, 5)}`
}

/** First free address of a subnet; like Nexus the first five and the last are reserved. */
export function nextSubnetIp(db: Db, subnet: Json<Api.VpcSubnet>): string {
  const used = new Set<string>()
  for (const nic of db.networkInterfaces.all()) {
    if (nic.subnet_id !== subnet.id) continue
    const v4 =
      nic.ip_stack.type === 'v4'
        ? nic.ip_stack.value.ip
        : nic.ip_stack.type === 'dual_stack'
          ? nic.ip_stack.value.v4.ip
          : null
    if (v4) used.add(v4)
  }
  const { base, width } = parseCidr(subnet.ipv4_block)
  const size = 2n ** BigInt(32 - width)
  for (let n = 5n; n < size - 1n; n++) {
    const ip = formatIp(base + n, 'v4')
    if (!used.has(ip)) return ip
  }
  throw new Error('subnet full')
}

export function createNic(
  db: Db,
  args: {
    instanceId: string
    subnet: Json<Api.VpcSubnet>
    name: string
    description: string
    primary: boolean
    ip?: string | null
  },
  { ids, time }: Stamp,
): Json<Api.InstanceNetworkInterface> {
  const id = ids(`nic:${args.instanceId}:${args.name}`)
  const v4 = args.ip ?? nextSubnetIp(db, args.subnet)
  const host = parseCidr(v4 + '/32').base & 0xffffn
  const v6 = addressIn(args.subnet.ipv6_block, host)
  return db.networkInterfaces.insert(
    {
      id,
      name: args.name,
      description: args.description,
      instance_id: args.instanceId,
      subnet_id: args.subnet.id,
      vpc_id: args.subnet.vpc_id,
      mac: macFor(id),
      primary: args.primary,
      ip_stack: {
        type: 'dual_stack',
        value: { v4: { ip: v4, transit_ips: [] }, v6: { ip: v6, transit_ips: [] } },
      },
      time_created: time,
      time_modified: time,
    },
    args.instanceId,
  )
}
