/**
 * Multicast groups (experimental). A group holds a multicast address from a multicast IP pool
 * linked to the silo; instances join and leave it. Joining a group by a name or an address
 * that has no group yet creates it (an address from the silo's multicast pool for a name); a
 * group whose last member leaves is deleted. A source-specific address (232.0.0.0/8,
 * ff3x::/32) needs the member's source IPs.
 *
 * Who may: anyone signed in lists and views groups; members are shown for the instances the
 * caller can read; joining and leaving change the instance (compute writers of its project).
 * A member of an instance without a running VMM is "left", one with a VMM "joined".
 */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { actorOf, type Actor } from '../context'
import { db } from '../db'
import { isUuid, now } from '../db/ids'
import { firstFree, ipVersion, parseIp } from '../db/ip'
import { FLEET, type Api, type Json } from '../db/schema'
import { insufficientCapacity, invalidRequest, notFound } from '../errors'
import { canReadProject, lookupInstance, writableInstance } from '../lookup'
import { inRange } from './ip-util'
import { check, paginate, paginateArray, stamp } from './util'

type Group = Json<Api.MulticastGroup>
type Member = Json<Api.MulticastGroupMember>

const MAX_SOURCES = 64
const looksLikeIp = (s: string) => /^[\d.]+$/.test(s) || s.includes(':')

/** Source-specific multicast: 232.0.0.0/8 and ff3x::/32. */
export function isSsm(ip: string): boolean {
  return ipVersion(ip) === 'v4' ? ip.startsWith('232.') : /^ff3[0-9a-f]:/i.test(ip)
}

/** Whether a text is a multicast address: 224.0.0.0/4 or ff00::/8. */
function isMulticast(ip: string): boolean {
  try {
    if (ipVersion(ip) === 'v6') return /^ff[0-9a-f]{2}:/i.test(ip) && parseIp(ip) >= 0n
    const first = Number(ip.split('.')[0])
    return parseIp(ip) >= 0n && first >= 224 && first <= 239
  } catch {
    return false
  }
}

/** The multicast pools linked to the caller's silo. */
const multicastPools = (actor: Actor) =>
  db.ipPoolSiloLinks
    .filter((l) => l.silo_id === actor.siloId)
    .map((l) => db.ipPools.get(l.ip_pool_id))
    .filter((p): p is Json<Api.IpPool> => p?.pool_type === 'multicast')

const poolHolding = (actor: Actor, ip: string) =>
  multicastPools(actor).find((p) => db.ipPoolRanges.inScope(p.id).some((r) => inRange(r.range, ip)))

/** A group by id, name or multicast address; "not found" worded for how it was named. */
function findGroup(key: string): Group | undefined {
  if (isUuid(key)) return db.multicastGroups.get(key)
  if (looksLikeIp(key)) return db.multicastGroups.inScope(FLEET).find((g) => g.multicast_ip === key)
  return db.multicastGroups.byName(FLEET, key)
}

function lookupGroup(key: string): Group {
  const group = findGroup(key)
  if (group) return group
  throw notFound('multicast-group', key)
}

/** Members whose instance still exists (a deleted instance leaves its groups). */
function members(groupId: string): Member[] {
  const all = db.multicastMembers.inScope(groupId)
  for (const m of all) if (!db.instances.get(m.instance_id)) db.multicastMembers.delete(m.id)
  return db.multicastMembers.inScope(groupId).filter((m) => db.instances.get(m.instance_id))
}

const memberView = (m: Member): Member => ({
  ...m,
  state: db.instanceSleds.has(m.instance_id) ? 'joined' : 'left',
})

/** A group's source IPs and any-source flag follow its members; the last one out deletes it. */
function refresh(group: Group): void {
  const list = members(group.id)
  if (list.length === 0) {
    db.multicastGroups.delete(group.id)
    return
  }
  const sources = [...new Set(list.flatMap((m) => m.source_ips))].sort()
  db.multicastGroups.update(group.id, {
    source_ips: sources,
    has_any_source_member: list.some((m) => m.source_ips.length === 0),
    time_modified: now(),
  })
}

/** A new group for a name or an address the caller joins. */
function createGroup(actor: Actor, key: string, version: 'v4' | 'v6' | null): Group {
  check(
    !isUuid(key),
    `multicast group ${key} does not exist; to create one, join it by name or address`,
  )
  let ip: string
  let poolId: string
  if (looksLikeIp(key)) {
    check(isMulticast(key), `${key} is not a multicast address`)
    const pool = poolHolding(actor, key)
    check(pool, `address ${key} is not in a multicast pool linked to this silo`)
    ip = key
    poolId = pool.id
  } else {
    const pools = multicastPools(actor)
    const versions = [...new Set(pools.map((p) => p.ip_version))]
    check(pools.length > 0, 'this silo has no multicast IP pool')
    const want = version ?? (versions.length === 1 ? versions[0]! : null)
    check(want, 'ip_version is required: this silo has multicast pools of both IP versions')
    const pool = pools.find((p) => p.ip_version === want)
    check(pool, `this silo has no ${want} multicast IP pool`)
    const used = new Set(db.multicastGroups.inScope(FLEET).map((g) => g.multicast_ip))
    const free = firstFree(
      db.ipPoolRanges.inScope(pool.id).map((r) => r.range),
      used,
    )
    if (!free) throw insufficientCapacity(`no multicast addresses available in pool ${pool.name}`)
    ip = free
    poolId = pool.id
  }
  const s = stamp()
  const name = looksLikeIp(key) ? `mcast-${key.replace(/[.:]/g, '-')}`.replace(/-+$/, '') : key
  check(!db.multicastGroups.byName(FLEET, name), `already exists: multicast-group "${name}"`)
  return db.multicastGroups.insert(
    {
      id: s.ids('multicast-group'),
      name,
      description: `Created when an instance joined ${key}`,
      multicast_ip: ip,
      ip_pool_id: poolId,
      source_ips: [],
      has_any_source_member: false,
      state: 'active',
      time_created: s.time,
      time_modified: s.time,
    },
    FLEET,
  )
}

export const multicastHandlers = {
  multicastGroupList({ query, req }) {
    actorOf(req)
    return paginate(db.multicastGroups, FLEET, query)
  },

  multicastGroupView({ path, req }) {
    actorOf(req)
    return lookupGroup(path.multicastGroup)
  },

  multicastGroupMemberList({ path, query, req }) {
    const actor = actorOf(req)
    const group = lookupGroup(path.multicastGroup)
    const visible = members(group.id).filter((m) => {
      const instance = db.instances.get(m.instance_id)
      return instance && canReadProject(actor, instance.project_id)
    })
    const page = paginateArray(visible, query, (m) => m.name)
    return { ...page, items: page.items.map(memberView) }
  },

  instanceMulticastGroupList({ path, query, req }) {
    const instance = lookupInstance(actorOf(req), path.instance, query.project)
    const mine = [...db.multicastMembers.all()].filter(
      (m) => m.instance_id === instance.id && db.multicastGroups.get(m.multicast_group_id),
    )
    // one instance's memberships all carry its name: page them by group name
    const groupName = (m: Member) => db.multicastGroups.get(m.multicast_group_id)!.name
    const page = paginateArray(mine, query, groupName)
    return { ...page, items: page.items.map(memberView) }
  },

  instanceMulticastGroupJoin({ path, query, body, req }) {
    const actor = actorOf(req)
    const instance = writableInstance(actor, path.instance, query.project)
    const sources = [...new Set(body.source_ips ?? [])]
    check(sources.length <= MAX_SOURCES, `at most ${MAX_SOURCES} source IPs are allowed`)
    for (const ip of sources) {
      check(!isMulticast(ip), `source IP ${ip} must be a unicast address`)
    }
    const group =
      findGroup(path.multicastGroup) ??
      createGroup(actor, path.multicastGroup, body.ip_version ?? null)
    if (sources.length > 0) {
      check(
        sources.every((ip) => ipVersion(ip) === ipVersion(group.multicast_ip)),
        `source IPs must be of the same IP version as the group address ${group.multicast_ip}`,
      )
    }
    check(
      !isSsm(group.multicast_ip) || sources.length > 0,
      `source IPs are required to join ${group.multicast_ip}, a source-specific multicast address`,
    )
    const existing = members(group.id).find((m) => m.instance_id === instance.id)
    const time = now()
    const member = existing
      ? db.multicastMembers.update(existing.id, { source_ips: sources, time_modified: time })
      : db.multicastMembers.insert(
          {
            id: stamp().ids('multicast-group-member'),
            name: instance.name,
            description: `${instance.name} in ${group.name}`,
            instance_id: instance.id,
            multicast_group_id: group.id,
            multicast_ip: group.multicast_ip,
            source_ips: sources,
            state: 'joined',
            time_created: time,
            time_modified: time,
          },
          group.id,
        )
    refresh(group)
    return memberView(member)
  },

  instanceMulticastGroupLeave({ path, query, req }) {
    const actor = actorOf(req)
    const instance = writableInstance(actor, path.instance, query.project)
    const group = lookupGroup(path.multicastGroup)
    const member = members(group.id).find((m) => m.instance_id === instance.id)
    if (!member) {
      throw invalidRequest(
        `instance "${instance.name}" is not a member of multicast group "${group.name}"`,
      )
    }
    db.multicastMembers.delete(member.id)
    refresh(group)
    return 204
  },
} satisfies Partial<MSWHandlers>
