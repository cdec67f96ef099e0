/** Operator management of IP pools: pools, ranges, silo links, utilization. */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { requireFleet } from '../authz'
import { actorOf } from '../context'
import { db } from '../db'
import { now } from '../db/ids'
import { ipVersion, parseIp, rangeSize } from '../db/ip'
import { type Api, FLEET, type Json } from '../db/schema'
import { alreadyExists, invalidRequest, notFoundByName } from '../errors'
import { lookupIn } from '../lookup'
import { inRange, usedIps } from './ip-util'
import {
  assertNameFree,
  check,
  identityMetadata,
  paginate,
  paginateArray,
  renamePatch,
  stamp,
} from './util'

type Range = Json<Api.IpRange>

const lookupPool = (key: string) => lookupIn('ip-pool', db.ipPools, FLEET, key)
const lookupSilo = (key: string) => lookupIn('silo', db.silos, FLEET, key)

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
function demoteOtherDefaults(pool: Json<Api.IpPool>, siloId: string) {
  for (const link of db.ipPoolSiloLinks) {
    const other = db.ipPools.get(link.ip_pool_id)
    if (
      link.silo_id === siloId &&
      link.ip_pool_id !== pool.id &&
      link.is_default &&
      other?.ip_version === pool.ip_version &&
      other.pool_type === pool.pool_type
    ) {
      link.is_default = false
    }
  }
}

export const systemPoolHandlers = {
  systemIpPoolList({ query, req }) {
    requireFleet(actorOf(req), 'viewer')
    return paginate(db.ipPools, FLEET, query)
  },

  systemIpPoolView({ path, req }) {
    requireFleet(actorOf(req), 'viewer')
    return lookupPool(path.pool)
  },

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

  systemIpPoolUpdate({ path, body, req }) {
    requireFleet(actorOf(req), 'admin')
    const pool = lookupPool(path.pool)
    return db.ipPools.update(pool.id, renamePatch(db.ipPools, FLEET, pool, 'ip-pool', body))
  },

  systemIpPoolDelete({ path, req }) {
    requireFleet(actorOf(req), 'admin')
    const pool = lookupPool(path.pool)
    check(!db.ipPoolRanges.count(pool.id), 'IP Pool cannot be deleted while it contains IP ranges')
    check(
      !db.ipPoolSiloLinks.some((l) => l.ip_pool_id === pool.id),
      'IP Pool cannot be deleted while it is linked to a silo',
    )
    db.ipPools.delete(pool.id)
    return 204
  },

  systemIpPoolAssign({ path, body, req }) {
    requireFleet(actorOf(req), 'admin')
    const pool = lookupPool(path.pool)
    if (body.assignment === 'system_services') {
      check(
        !db.ipPoolSiloLinks.some((l) => l.ip_pool_id === pool.id),
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

  systemIpPoolSiloList({ path, query, req }) {
    requireFleet(actorOf(req), 'viewer')
    const pool = lookupPool(path.pool)
    const links = db.ipPoolSiloLinks
      .filter((l) => l.ip_pool_id === pool.id)
      .map((l) => ({ ...l, id: l.silo_id }))
    const page = paginateArray(links, query, (l) => l.id, 'id_ascending')
    return { items: page.items.map(({ id: _id, ...l }) => l), next_page: page.next_page }
  },

  systemIpPoolSiloLink({ path, body, req }) {
    requireFleet(actorOf(req), 'admin')
    const pool = lookupPool(path.pool)
    const silo = lookupSilo(body.silo)
    check(pool.assignment === 'silos', `pool "${pool.name}" is reserved for system services`)
    if (db.ipPoolSiloLinks.some((l) => l.ip_pool_id === pool.id && l.silo_id === silo.id)) {
      throw alreadyExists('ip-pool-resource', `${pool.name} in silo ${silo.name}`)
    }
    if (body.is_default) demoteOtherDefaults(pool, silo.id)
    const link = { ip_pool_id: pool.id, silo_id: silo.id, is_default: body.is_default }
    db.ipPoolSiloLinks.push(link)
    return link
  },

  systemIpPoolSiloUpdate({ path, body, req }) {
    requireFleet(actorOf(req), 'admin')
    const pool = lookupPool(path.pool)
    const silo = lookupSilo(path.silo)
    const link = db.ipPoolSiloLinks.find((l) => l.ip_pool_id === pool.id && l.silo_id === silo.id)
    if (!link) throw notFoundByName('ip-pool-resource', `${pool.name} in silo ${silo.name}`)
    if (body.is_default) demoteOtherDefaults(pool, silo.id)
    link.is_default = body.is_default
    return link
  },

  systemIpPoolSiloUnlink({ path, req }) {
    requireFleet(actorOf(req), 'admin')
    const pool = lookupPool(path.pool)
    const silo = lookupSilo(path.silo)
    const link = db.ipPoolSiloLinks.find((l) => l.ip_pool_id === pool.id && l.silo_id === silo.id)
    if (!link) throw notFoundByName('ip-pool-resource', `${pool.name} in silo ${silo.name}`)
    const inUse = [...db.floatingIps.all()].some(
      (f) => f.ip_pool_id === pool.id && db.projects.scopeOf(f.project_id) === silo.id,
    )
    check(!inUse, 'IP addresses from this pool are in use in the silo')
    db.ipPoolSiloLinks = db.ipPoolSiloLinks.filter((l) => l !== link)
    return 204
  },

  systemIpPoolUtilizationView({ path, req }) {
    requireFleet(actorOf(req), 'viewer')
    const pool = lookupPool(path.pool)
    const capacity = db.ipPoolRanges
      .inScope(pool.id)
      .reduce((sum, r) => sum + Number(rangeSize(r.range.first, r.range.last)), 0)
    return { capacity, remaining: capacity - allocatedIn(pool).length }
  },
} satisfies Partial<MSWHandlers>
