/**
 * Subnet pools: CIDR blocks an operator sets aside for external subnets, their members (each
 * with the prefix lengths it may be cut into), silo links with one default per IP version, and
 * the silo's view of them.
 */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { requireFleet } from '../authz'
import { actorOf } from '../context'
import { db } from '../db'
import { isUuid } from '../db/ids'
import { parseCidr, type IpVersion } from '../db/ip'
import { FLEET, type Api, type Json } from '../db/schema'
import { invalidRequest, notFound, notFoundByName } from '../errors'
import { lookupIn } from '../lookup'
import { assertNetwork } from './ip-util'
import { fleetPoolHandlers, poolSiloLinks } from './pool-silo-links'
import { assertNameFree, check, identityMetadata, paginate, paginateArray, stamp } from './util'

type Pool = Json<Api.SubnetPool>

export const bitsOf = (v: IpVersion) => (v === 'v4' ? 32 : 128)

/** A CIDR block as numbers: its first and last address. */
export function blockOf(cidr: string) {
  const { base, width, version } = parseCidr(cidr)
  const size = 1n << BigInt(bitsOf(version) - width)
  return { first: base, last: base + size - 1n, width, version, size }
}

/** Whether two blocks of the same family share an address. */
export function blocksOverlap(a: string, b: string): boolean {
  const x = blockOf(a)
  const y = blockOf(b)
  return x.version === y.version && x.first <= y.last && y.first <= x.last
}

/** Whether `inner` lies wholly inside `outer`. */
export function blockContains(outer: string, inner: string): boolean {
  const o = blockOf(outer)
  const i = blockOf(inner)
  return o.version === i.version && o.first <= i.first && i.last <= o.last
}

const pools = fleetPoolHandlers(() => db.subnetPools, 'subnet-pool')
const lookupSubnetPool = pools.lookup
const lookupSilo = (key: string) => lookupIn('silo', db.silos, FLEET, key)

/** External subnets allocated from a pool (any project, any silo). */
const allocatedFrom = (poolId: string) =>
  [...db.externalSubnets.all()].filter((s) => s.subnet_pool_id === poolId)

/** The pools linked to a silo, as the silo sees them. */
function siloSubnetPools(siloId: string): Json<Api.SiloSubnetPool>[] {
  return db.subnetPoolSiloLinks
    .filter((l) => l.silo_id === siloId)
    .map((l) => ({ ...db.subnetPools.get(l.subnet_pool_id)!, is_default: l.is_default }))
}

/** Links stay unique per (pool, silo); a silo has one default subnet pool per IP version. */
const siloLinks = poolSiloLinks({
  links: () => db.subnetPoolSiloLinks,
  setLinks: (links) => (db.subnetPoolSiloLinks = links),
  poolIdOf: (l) => l.subnet_pool_id,
  newLink: (pool: Pool, siloId, isDefault) => ({
    subnet_pool_id: pool.id,
    silo_id: siloId,
    is_default: isDefault,
  }),
  sameDefaultClass: (pool, otherId) => db.subnetPools.get(otherId)?.ip_version === pool.ip_version,
  resource: 'subnet-pool-silo-link',
  inUse: (pool, siloId) =>
    allocatedFrom(pool.id).some((s) => db.projects.scopeOf(s.project_id) === siloId),
  inUseMessage: 'External subnets from this pool are in use in the silo',
})

const links = siloLinks.handlers(lookupSubnetPool)

export const subnetPoolHandlers = {
  systemSubnetPoolList: pools.list,
  systemSubnetPoolView: pools.view,

  systemSubnetPoolCreate({ body, req }) {
    requireFleet(actorOf(req), 'admin')
    assertNameFree(db.subnetPools, FLEET, body.name, 'subnet-pool')
    const s = stamp()
    return db.subnetPools.insert(
      { ...identityMetadata(s, 'subnet-pool', body), ip_version: body.ip_version },
      FLEET,
    )
  },

  systemSubnetPoolUpdate: pools.update,

  systemSubnetPoolDelete({ path, req }) {
    requireFleet(actorOf(req), 'admin')
    const pool = lookupSubnetPool(path.pool)
    check(
      !db.subnetPoolMembers.count(pool.id),
      'Subnet pool cannot be deleted while it contains subnets',
    )
    check(!siloLinks.isLinked(pool), 'Subnet pool cannot be deleted while it is linked to a silo')
    db.subnetPools.delete(pool.id)
    return 204
  },

  systemSubnetPoolMemberList({ path, query, req }) {
    requireFleet(actorOf(req), 'viewer')
    return paginate(db.subnetPoolMembers, lookupSubnetPool(path.pool).id, query)
  },

  systemSubnetPoolMemberAdd({ path, body, req }) {
    requireFleet(actorOf(req), 'admin')
    const pool = lookupSubnetPool(path.pool)
    const { width, version } = parseCidr(body.subnet)
    check(
      version === pool.ip_version,
      `subnet ${body.subnet} is ${version} but pool "${pool.name}" is ${pool.ip_version}`,
    )
    assertNetwork('subnet', body.subnet)
    const bits = bitsOf(version)
    const min = body.min_prefix_length ?? width
    const max = body.max_prefix_length ?? bits
    check(
      min >= width && min <= bits,
      `min_prefix_length must be between the subnet's prefix length (${width}) and ${bits}`,
    )
    check(
      max >= width && max <= bits,
      `max_prefix_length must be between the subnet's prefix length (${width}) and ${bits}`,
    )
    check(min <= max, 'min_prefix_length must not be greater than max_prefix_length')
    for (const m of db.subnetPoolMembers.all()) {
      if (blocksOverlap(m.subnet, body.subnet)) {
        throw invalidRequest(
          `The provided subnet ${body.subnet} overlaps with an existing subnet ${m.subnet}`,
        )
      }
    }
    const s = stamp()
    return db.subnetPoolMembers.insert(
      {
        id: s.ids('subnet-pool-member'),
        subnet_pool_id: pool.id,
        subnet: body.subnet,
        min_prefix_length: min,
        max_prefix_length: max,
        time_created: s.time,
      },
      pool.id,
    )
  },

  systemSubnetPoolMemberRemove({ path, body, req }) {
    requireFleet(actorOf(req), 'admin')
    const pool = lookupSubnetPool(path.pool)
    const member = db.subnetPoolMembers.inScope(pool.id).find((m) => m.subnet === body.subnet)
    if (!member) throw notFoundByName('subnet-pool-member', body.subnet)
    check(
      !allocatedFrom(pool.id).some((s) => s.subnet_pool_member_id === member.id),
      'Subnet pool members cannot be removed while external subnets in them are allocated',
    )
    db.subnetPoolMembers.delete(member.id)
    return 204
  },

  systemSubnetPoolSiloList: links.list,
  systemSubnetPoolSiloLink: links.link,
  systemSubnetPoolSiloUpdate: links.update,
  systemSubnetPoolSiloUnlink: links.unlink,

  systemSubnetPoolUtilizationView({ path, req }) {
    requireFleet(actorOf(req), 'viewer')
    const pool = lookupSubnetPool(path.pool)
    const capacity = db.subnetPoolMembers
      .inScope(pool.id)
      .reduce((sum, m) => sum + Number(blockOf(m.subnet).size), 0)
    const used = allocatedFrom(pool.id).reduce((sum, s) => sum + Number(blockOf(s.subnet).size), 0)
    return { capacity, remaining: capacity - used }
  },

  siloSubnetPoolList({ path, query, req }) {
    requireFleet(actorOf(req), 'viewer')
    return paginateArray(siloSubnetPools(lookupSilo(path.silo).id), query, (p) => p.name)
  },

  subnetPoolList({ query, req }) {
    return paginateArray(siloSubnetPools(actorOf(req).siloId), query, (p) => p.name)
  },

  subnetPoolView({ path, req }) {
    const pool = siloSubnetPools(actorOf(req).siloId).find(
      (p) => (isUuid(path.pool) ? p.id : p.name) === path.pool,
    )
    if (!pool) throw notFound('subnet-pool', path.pool)
    return pool
  },
} satisfies Partial<MSWHandlers>
