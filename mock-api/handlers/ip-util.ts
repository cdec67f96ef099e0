/** External address allocation from the IP pools linked to a silo. */
import { db } from '../db'
import { firstFree, hasHostBits, ipVersion, networkOf, parseIp } from '../db/ip'
import type { Api, Json } from '../db/schema'
import { insufficientCapacity, invalidRequest } from '../errors'
import { lookupIn } from '../lookup'

type PoolSelector = Json<Api.PoolSelector>

/** Every external address in use (floating, ephemeral, SNAT, internet gateway). */
export function usedIps(): Set<string> {
  const used = new Set<string>()
  for (const f of db.floatingIps.all()) used.add(f.ip)
  for (const ips of db.ephemeralIps.values()) for (const e of ips) used.add(e.ip)
  // a deleted instance's SNAT address is free again (unless another instance shares it)
  for (const [id, snat] of db.snatIps) if (db.instances.get(id)) used.add(snat.ip)
  for (const a of db.igwIpAddresses.all()) used.add(a.address)
  for (const p of db.probes.all()) for (const e of p.external_ips) used.add(e.ip)
  return used
}

/** A pool linked to the silo, chosen explicitly or as the silo's default of an IP version. */
export function selectPool(siloId: string, selector: PoolSelector): Json<Api.IpPool> {
  const linked = db.ipPoolSiloLinks.filter((l) => l.silo_id === siloId)
  if (selector.type === 'explicit') {
    return lookupIn('ip-pool', db.ipPools, 'fleet', selector.pool, (pool) =>
      linked.some((l) => l.ip_pool_id === pool.id),
    )
  }
  const version = selector.ip_version ?? 'v4'
  const link = linked.find((l) => {
    const pool = db.ipPools.get(l.ip_pool_id)
    return l.is_default && pool?.ip_version === version && pool.pool_type === 'unicast'
  })
  if (!link)
    throw invalidRequest(`silo has no default ${version} IP pool; choose a pool explicitly`)
  return db.ipPools.get(link.ip_pool_id)!
}

/** The next free address of a pool (507 when it is exhausted). */
export function allocateIp(pool: Json<Api.IpPool>): string {
  const ranges = db.ipPoolRanges.inScope(pool.id).map((r) => r.range)
  const ip = firstFree(ranges, usedIps())
  if (!ip) throw insufficientCapacity(`no external IP addresses available in pool ${pool.name}`)
  return ip
}

/** The unicast pool linked to the silo whose ranges hold `ip`, if any. */
export function siloPoolHolding(siloId: string, ip: string): Json<Api.IpPool> | undefined {
  return db.ipPoolSiloLinks
    .filter((l) => l.silo_id === siloId)
    .map((l) => db.ipPools.get(l.ip_pool_id)!)
    .find((p) => p.pool_type === 'unicast' && poolContains(p, ip))
}

/** Whether an address lies in one of a pool's ranges. */
export function poolContains(pool: Json<Api.IpPool>, ip: string): boolean {
  return db.ipPoolRanges.inScope(pool.id).some((r) => inRange(r.range, ip))
}

export function inRange(range: { first: string; last: string }, ip: string): boolean {
  if (ipVersion(range.first) !== ipVersion(ip)) return false
  const n = parseIp(ip)
  return n >= parseIp(range.first) && n <= parseIp(range.last)
}

/**
 * 400 unless a block is a network, with no host bits set (as Nexus refuses an Ipv4Net or
 * Ipv6Net like 10.0.0.5/24), naming the field and the network meant.
 */
export function assertNetwork(field: string, cidr: string): void {
  if (hasHostBits(cidr)) {
    throw invalidRequest(
      `${field} ${cidr} has host bits set; the network address is ${networkOf(cidr)}`,
    )
  }
}
