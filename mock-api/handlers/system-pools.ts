/** Operator management of IP pools: pools, ranges, silo links, utilization. */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { requireFleet } from '../authz'
import { actorOf } from '../context'
import { db } from '../db'
import { now } from '../db/ids'
import { ipVersion, parseIp, rangeSize } from '../db/ip'
import { FLEET, type Api, type Json } from '../db/schema'
import { invalidRequest, notFoundByName } from '../errors'
import { inRange, usedIps } from './ip-util'
import { fleetPoolHandlers, poolSiloLinks } from './pool-silo-links'
import { assertNameFree, check, identityMetadata, paginate, stamp } from './util'

type Range = Json<Api.IpRange>

const pools = fleetPoolHandlers(() => db.ipPools, 'ip-pool')
const lookupPool = pools.lookup

const overlaps = (a: Range, b: Range) =>
  ipVersion(a.first) === ipVersion(b.first) &&
  parseIp(a.first) <= parseIp(b.last) &&
  parseIp(b.first) <= parseIp(a.last)

/** Addresses of a pool that are handed out. */
function allocatedIn(pool: Json<Api.IpPool>): string[] {
  const ranges = db.ipPoolRanges.inScope(pool.id).map((r) => r.range)
  return [...usedIps()].filter((ip) => ranges.some((r) => inRange(r, ip)))
}

/** Links stay unique per (pool, silo); a silo has one default pool per IP version and type. */
const siloLinks = poolSiloLinks({
  links: () => db.ipPoolSiloLinks,
  setLinks: (links) => (db.ipPoolSiloLinks = links),
  poolIdOf: (l) => l.ip_pool_id,
  newLink: (pool: Json<Api.IpPool>, siloId, isDefault) => ({
    ip_pool_id: pool.id,
    silo_id: siloId,
    is_default: isDefault,
  }),
  sameDefaultClass: (pool, otherId) => {
    const other = db.ipPools.get(otherId)
    return other?.ip_version === pool.ip_version && other.pool_type === pool.pool_type
  },
  resource: 'ip-pool-resource',
  assertLinkable: (pool) =>
    check(pool.assignment === 'silos', `pool "${pool.name}" is reserved for system services`),
  inUse: (pool, siloId) =>
    [...db.floatingIps.all()].some(
      (f) => f.ip_pool_id === pool.id && db.projects.scopeOf(f.project_id) === siloId,
    ),
  inUseMessage: 'IP addresses from this pool are in use in the silo',
})

const links = siloLinks.handlers(lookupPool)

export const systemPoolHandlers = {
  systemIpPoolList: pools.list,
  systemIpPoolView: pools.view,

  systemIpPoolCreate({ body, req }) {
    requireFleet(actorOf(req), 'admin')
    assertNameFree(db.ipPools, FLEET, body.name, 'ip-pool')
    const s = stamp()
    return db.ipPools.insert(
      {
        ...identityMetadata(s, 'ip-pool', body),
        ip_version: body.ip_version ?? 'v4',
        pool_type: body.pool_type ?? 'unicast',
        assignment: body.assignment ?? 'silos',
      },
      FLEET,
    )
  },

  systemIpPoolUpdate: pools.update,

  systemIpPoolDelete({ path, req }) {
    requireFleet(actorOf(req), 'admin')
    const pool = lookupPool(path.pool)
    check(!db.ipPoolRanges.count(pool.id), 'IP Pool cannot be deleted while it contains IP ranges')
    check(!siloLinks.isLinked(pool), 'IP Pool cannot be deleted while it is linked to a silo')
    db.ipPools.delete(pool.id)
    return 204
  },

  systemIpPoolAssign({ path, body, req }) {
    requireFleet(actorOf(req), 'admin')
    const pool = lookupPool(path.pool)
    if (body.assignment === 'system_services') {
      check(
        !siloLinks.isLinked(pool),
        'unlink the pool from every silo before reserving it for system services',
      )
    }
    return db.ipPools.update(pool.id, { assignment: body.assignment, time_modified: now() })
  },

  systemIpPoolRangeList({ path, query, req }) {
    requireFleet(actorOf(req), 'viewer')
    return paginate(db.ipPoolRanges, lookupPool(path.pool).id, query)
  },

  systemIpPoolRangeAdd({ path, body, req }) {
    requireFleet(actorOf(req), 'admin')
    const pool = lookupPool(path.pool)
    check(
      ipVersion(body.first) === ipVersion(body.last),
      'the first and last addresses of a range must be the same IP version',
    )
    check(
      ipVersion(body.first) === pool.ip_version,
      `range is ${ipVersion(body.first)} but pool "${pool.name}" is ${pool.ip_version}`,
    )
    check(
      parseIp(body.first) <= parseIp(body.last),
      'the last address of a range must not be below the first',
    )
    for (const r of db.ipPoolRanges.all()) {
      if (overlaps(r.range, body)) {
        throw invalidRequest(
          `The provided IP range ${body.first}-${body.last} overlaps with an existing range ${r.range.first}-${r.range.last}`,
        )
      }
    }
    const s = stamp()
    return db.ipPoolRanges.insert(
      { id: s.ids('range'), ip_pool_id: pool.id, range: body, time_created: s.time },
      pool.id,
    )
  },

  systemIpPoolRangeRemove({ path, body, req }) {
    requireFleet(actorOf(req), 'admin')
    const pool = lookupPool(path.pool)
    const range = db.ipPoolRanges
      .inScope(pool.id)
      .find((r) => r.range.first === body.first && r.range.last === body.last)
    if (!range) throw notFoundByName('ip-pool-range', `${body.first}-${body.last}`)
    check(
      !allocatedIn(pool).some((ip) => inRange(range.range, ip)),
      'IP pool ranges cannot be deleted while IP addresses in them are allocated',
    )
    db.ipPoolRanges.delete(range.id)
    return 204
  },

  systemIpPoolSiloList: links.list,
  systemIpPoolSiloLink: links.link,
  systemIpPoolSiloUpdate: links.update,
  systemIpPoolSiloUnlink: links.unlink,

  systemIpPoolUtilizationView({ path, req }) {
    requireFleet(actorOf(req), 'viewer')
    const pool = lookupPool(path.pool)
    const capacity = db.ipPoolRanges
      .inScope(pool.id)
      .reduce((sum, r) => sum + Number(rangeSize(r.range.first, r.range.last)), 0)
    return { capacity, remaining: capacity - allocatedIn(pool).length }
  },
} satisfies Partial<MSWHandlers>
