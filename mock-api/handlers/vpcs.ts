/** VPCs, their subnets and firewall rules. */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { NETWORK_WRITER } from '../authz'
import { actorOf } from '../context'
import { db } from '../db'
import { createSubnet, createVpc } from '../db/factories'
import { now } from '../db/ids'
import { cidrContains, cidrsOverlap, networkOf, parseCidr } from '../db/ip'
import type { Api, Json } from '../db/schema'
import {
  lookupIn,
  lookupSubnet,
  lookupVpc,
  vpcProject,
  writableSubnet,
  writableVpc,
} from '../lookup'
import { assertNetwork } from './ip-util'
import { projectCreate, projectPage } from './project-scoped'
import {
  assertNameFree,
  check,
  identityMetadata,
  paginate,
  paginateArray,
  renamePatch,
  stamp,
} from './util'

const PRIVATE_V4 = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16']
/** Nexus limits on firewall rules per VPC. */
const MAX_FIREWALL_RULES = 1024

/** A custom router of the VPC for a subnet, by name or id. */
function customRouter(vpc: Json<Api.Vpc>, key: string) {
  const router = lookupIn('vpc-router', db.vpcRouters, vpc.id, key, (r) => r.vpc_id === vpc.id)
  check(router.kind === 'custom', 'a subnet can only use a custom router')
  return router
}

function checkSubnetBlocks(vpc: Json<Api.Vpc>, ipv4: string, ipv6: string | null | undefined) {
  assertNetwork('ipv4_block', ipv4)
  if (ipv6) assertNetwork('ipv6_block', ipv6)
  const { width } = parseCidr(ipv4)
  check(
    // the whole block inside one private range, not only its first address
    PRIVATE_V4.some(
      (net) => cidrContains(net, ipv4.split('/')[0]!) && width >= parseCidr(net).width,
    ),
    'VPC subnet IPv4 blocks must be in a private range (10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16)',
  )
  check(width >= 8 && width <= 26, 'VPC subnet IPv4 prefix length must be between /8 and /26')
  for (const other of db.vpcSubnets.inScope(vpc.id)) {
    check(
      !cidrsOverlap(other.ipv4_block, ipv4),
      `IPv4 block ${ipv4} overlaps subnet "${other.name}" (${other.ipv4_block})`,
    )
    if (ipv6)
      check(
        !cidrsOverlap(other.ipv6_block, ipv6),
        `IPv6 block ${ipv6} overlaps subnet "${other.name}" (${other.ipv6_block})`,
      )
  }
  if (ipv6) {
    check(parseCidr(ipv6).width === 64, 'VPC subnet IPv6 blocks must be /64')
    check(
      cidrsOverlap(vpc.ipv6_prefix, ipv6),
      `IPv6 block ${ipv6} is not within the VPC prefix ${vpc.ipv6_prefix}`,
    )
  }
}

const nicsInSubnet = (subnetId: string) =>
  [...db.networkInterfaces.all()].filter((n) => n.subnet_id === subnetId)

/** Removes a subnet and its route in the system router. */
function removeSubnet(subnet: Json<Api.VpcSubnet>) {
  const vpc = db.vpcs.get(subnet.vpc_id)!
  const route = db.routerRoutes.byName(vpc.system_router_id, subnet.name)
  if (route?.kind === 'vpc_subnet') db.routerRoutes.delete(route.id)
  db.vpcSubnets.delete(subnet.id)
}

export const vpcHandlers = {
  vpcList: ({ query, req }) => projectPage(db.vpcs, query, req),

  vpcView: ({ path, query, req }) => lookupVpc(actorOf(req), path.vpc, query.project),

  vpcCreate({ query, body, req }) {
    const { project } = projectCreate(req, query.project, NETWORK_WRITER, db.vpcs, body.name, 'vpc')
    if (body.ipv6_prefix) {
      check(parseCidr(body.ipv6_prefix).width === 48, 'VPC IPv6 prefix must be a /48')
      // the first 16 bits, as written before any "::" (fd12:… yes; fd::, which is 00fd::, no)
      const head = body.ipv6_prefix.split('::')[0]!.split(':')[0]!.toLowerCase()
      check(
        head.length === 4 && head.startsWith('fd'),
        'VPC IPv6 prefix must be a unique local address (fd00::/8)',
      )
      assertNetwork('ipv6_prefix', body.ipv6_prefix)
    }
    const vpc = createVpc(
      db,
      {
        projectId: project.id,
        name: body.name,
        description: body.description,
        dnsName: body.dns_name,
        // in its usual text form (fd12:3456:789a:0::/48 is kept as fd12:3456:789a::/48)
        ipv6Prefix: body.ipv6_prefix ? networkOf(body.ipv6_prefix) : undefined,
      },
      stamp(),
    )
    return vpc
  },

  vpcUpdate({ path, query, body, req }) {
    const actor = actorOf(req)
    const vpc = writableVpc(actor, path.vpc, query.project)
    const patch = renamePatch(db.vpcs, vpc.project_id, vpc, 'vpc', body)
    if (body.dns_name) patch.dns_name = body.dns_name
    return db.vpcs.update(vpc.id, patch)
  },

  /**
   * As in Nexus, a VPC is deleted only once its subnets are gone (the default one too; a subnet
   * itself cannot go while network interfaces are in it). Its routers, routes, firewall rules
   * and internet gateways go with it.
   */
  vpcDelete({ path, query, req }) {
    const actor = actorOf(req)
    const vpc = writableVpc(actor, path.vpc, query.project)
    check(
      db.vpcSubnets.inScope(vpc.id).length === 0,
      'VPC cannot be deleted while VPC Subnets exist',
    )
    for (const r of [...db.vpcRouters.inScope(vpc.id)]) {
      for (const route of [...db.routerRoutes.inScope(r.id)]) db.routerRoutes.delete(route.id)
      db.vpcRouters.delete(r.id)
    }
    for (const rule of [...db.firewallRules.inScope(vpc.id)]) db.firewallRules.delete(rule.id)
    for (const igw of [...db.internetGateways.inScope(vpc.id)]) {
      for (const p of [...db.igwIpPools.inScope(igw.id)]) db.igwIpPools.delete(p.id)
      for (const a of [...db.igwIpAddresses.inScope(igw.id)]) db.igwIpAddresses.delete(a.id)
      db.internetGateways.delete(igw.id)
    }
    db.vpcs.delete(vpc.id)
    return 204
  },

  vpcSubnetList({ query, req }) {
    check(query.vpc, 'vpc must be specified')
    return paginate(db.vpcSubnets, lookupVpc(actorOf(req), query.vpc, query.project).id, query)
  },

  vpcSubnetView: ({ path, query, req }) =>
    lookupSubnet(actorOf(req), path.subnet, query.vpc, query.project),

  vpcSubnetCreate({ query, body, req }) {
    const actor = actorOf(req)
    const vpc = writableVpc(actor, query.vpc, query.project)
    assertNameFree(db.vpcSubnets, vpc.id, body.name, 'vpc-subnet')
    checkSubnetBlocks(vpc, body.ipv4_block, body.ipv6_block)
    const router = body.custom_router ? customRouter(vpc, body.custom_router) : null
    return createSubnet(
      db,
      vpc,
      {
        name: body.name,
        description: body.description,
        ipv4Block: body.ipv4_block,
        ipv6Block: body.ipv6_block,
        customRouterId: router?.id ?? null,
      },
      stamp(),
    )
  },

  vpcSubnetUpdate({ path, query, body, req }) {
    const actor = actorOf(req)
    const subnet = writableSubnet(actor, path.subnet, query.vpc, query.project)
    const { vpc } = vpcProject(subnet)
    const patch = renamePatch(db.vpcSubnets, vpc.id, subnet, 'vpc-subnet', body)
    if (body.custom_router !== undefined) {
      patch.custom_router_id = body.custom_router ? customRouter(vpc, body.custom_router).id : null
    }
    if (patch.name && patch.name !== subnet.name) {
      // keep the system router's route to the subnet named after it
      const route = db.routerRoutes.byName(vpc.system_router_id, subnet.name)
      if (route?.kind === 'vpc_subnet') {
        db.routerRoutes.update(route.id, {
          name: patch.name,
          destination: { type: 'subnet', value: patch.name },
          target: { type: 'subnet', value: patch.name },
        })
      }
    }
    return db.vpcSubnets.update(subnet.id, patch)
  },

  vpcSubnetDelete({ path, query, req }) {
    const actor = actorOf(req)
    const subnet = writableSubnet(actor, path.subnet, query.vpc, query.project)
    check(
      !nicsInSubnet(subnet.id).length,
      'VPC Subnet cannot be deleted while network interfaces in the subnet exist',
    )
    removeSubnet(subnet)
    return 204
  },

  vpcSubnetListNetworkInterfaces({ path, query, req }) {
    const subnet = lookupSubnet(actorOf(req), path.subnet, query.vpc, query.project)
    return paginateArray(nicsInSubnet(subnet.id), query, (n) => n.name)
  },

  vpcFirewallRulesView({ query, req }) {
    const vpc = lookupVpc(actorOf(req), query.vpc, query.project)
    return { rules: [...db.firewallRules.inScope(vpc.id)] }
  },

  vpcFirewallRulesUpdate({ query, body, req }) {
    const actor = actorOf(req)
    const vpc = writableVpc(actor, query.vpc, query.project)
    const rules = body.rules ?? []
    check(
      rules.length <= MAX_FIREWALL_RULES,
      `a VPC may have at most ${MAX_FIREWALL_RULES} firewall rules`,
    )
    const names = new Set<string>()
    for (const r of rules) {
      check(!names.has(r.name), `firewall rule names must be unique; "${r.name}" is used twice`)
      names.add(r.name)
      for (const p of r.filters.ports ?? []) {
        const [start = 0, end = start] = p.split('-').map(Number)
        check(start <= end, `invalid port range "${p}": the end is below the start`)
        check(
          start >= 1 && end <= 65535,
          `invalid port range "${p}": port numbers must be between 1 and 65535`,
        )
      }
      for (const t of r.targets) if (t.type === 'ip_net') assertNetwork('target', t.value)
      for (const h of r.filters.hosts ?? [])
        if (h.type === 'ip_net') assertNetwork('host filter', h.value)
    }
    const s = stamp()
    for (const old of [...db.firewallRules.inScope(vpc.id)]) db.firewallRules.delete(old.id)
    for (const r of rules) {
      db.firewallRules.insert({ ...r, ...identityMetadata(s, 'rule', r), vpc_id: vpc.id }, vpc.id)
    }
    db.vpcs.update(vpc.id, { time_modified: now() })
    return { rules: [...db.firewallRules.inScope(vpc.id)] }
  },
} satisfies Partial<MSWHandlers>
