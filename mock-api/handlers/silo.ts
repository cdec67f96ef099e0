/** The caller's own silo: users, groups, silo policy, utilization, IP pools, auth settings. */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { requireSilo } from '../authz'
import { actorOf, type Actor } from '../context'
import { db } from '../db'
import { isUuid } from '../db/ids'
import type { Api, Json } from '../db/schema'
import { notFound, notFoundById } from '../errors'
import { policyOf, replacePolicy } from '../policy'
import { provisioned, quotas } from '../utilization'
import { deleteToken, liveTokens } from './session'
import { paginate, paginateArray } from './util'

/** A user of the caller's silo. */
function siloUser(actor: Actor, id: string) {
  const user = db.users.get(id)
  if (!user || user.silo_id !== actor.siloId) throw notFoundById('silo-user', id)
  return user
}

/** Pools linked to a silo, as the silo sees them (with `is_default`). */
export function siloPools(siloId: string): Json<Api.SiloIpPool>[] {
  return db.ipPoolSiloLinks
    .filter((l) => l.silo_id === siloId)
    .map((l) => {
      const pool = db.ipPools.get(l.ip_pool_id)!
      return {
        id: pool.id,
        name: pool.name,
        description: pool.description,
        ip_version: pool.ip_version,
        pool_type: pool.pool_type,
        is_default: l.is_default,
        time_created: pool.time_created,
        time_modified: pool.time_modified,
      }
    })
}

export const siloHandlers = {
  userList({ query, req }) {
    const actor = actorOf(req)
    if (query.group) {
      const group = db.groups.get(query.group)
      if (!group || group.silo_id !== actor.siloId) throw notFoundById('silo-group', query.group)
      const members = [...(db.groupMembers.get(group.id) ?? [])].map((id) => db.users.get(id)!)
      return paginateArray(members, query, (u) => u.id, 'id_ascending')
    }
    return paginate(db.users, actor.siloId, query, 'id_ascending')
  },

  userView: ({ path, req }) => siloUser(actorOf(req), path.userId),

  groupList: ({ query, req }) => paginate(db.groups, actorOf(req).siloId, query, 'id_ascending'),

  groupView({ path, req }) {
    const group = db.groups.get(path.groupId)
    if (!group || group.silo_id !== actorOf(req).siloId)
      throw notFoundById('silo-group', path.groupId)
    return group
  },

  policyView: ({ req }) => policyOf('silo', actorOf(req).siloId),

  policyUpdate({ body, req }) {
    const actor = actorOf(req)
    requireSilo(actor, 'admin')
    return replacePolicy('silo', actor.siloId, body.role_assignments, actor.siloId)
  },

  utilizationView({ req }) {
    const actor = actorOf(req)
    requireSilo(actor, 'viewer')
    return { capacity: quotas(actor.siloId), provisioned: provisioned(actor.siloId) }
  },

  ipPoolList({ query, req }) {
    const pools = siloPools(actorOf(req).siloId).filter(
      (p) =>
        (!query.ipVersion || p.ip_version === query.ipVersion) &&
        (!query.poolType || p.pool_type === query.poolType),
    )
    return paginateArray(pools, query, (p) => p.name)
  },

  ipPoolView({ path, req }) {
    const pools = siloPools(actorOf(req).siloId)
    const pool = pools.find((p) => (isUuid(path.pool) ? p.id : p.name) === path.pool)
    if (!pool) throw notFound('ip-pool', path.pool)
    return pool
  },

  authSettingsView({ req }) {
    const actor = actorOf(req)
    requireSilo(actor, 'viewer')
    return db.siloAuthSettings.get(actor.siloId)!
  },

  authSettingsUpdate({ body, req }) {
    const actor = actorOf(req)
    requireSilo(actor, 'admin')
    const settings = {
      silo_id: actor.siloId,
      device_token_max_ttl_seconds: body.device_token_max_ttl_seconds,
    }
    db.siloAuthSettings.set(actor.siloId, settings)
    return settings
  },

  userTokenList({ path, query, req }) {
    const actor = actorOf(req)
    const user = siloUser(actor, path.userId)
    if (user.id !== actor.user.id) requireSilo(actor, 'admin')
    return paginateArray(liveTokens(user.id), query, (t) => t.id, 'id_ascending')
  },

  userSessionList({ path, query, req }) {
    const actor = actorOf(req)
    const user = siloUser(actor, path.userId)
    if (user.id !== actor.user.id) requireSilo(actor, 'admin')
    const sessions = [...db.sessions.values()]
      .filter((s) => s.userId === user.id)
      .map((s) => ({ id: s.publicId, time_created: s.timeCreated, time_last_used: s.timeLastUsed }))
    return paginateArray(sessions, query, (s) => s.id, 'id_ascending')
  },

  /** Signs a user out everywhere: ends their sessions and revokes their tokens. */
  userLogout({ path, req }) {
    const actor = actorOf(req)
    requireSilo(actor, 'admin')
    const user = siloUser(actor, path.userId)
    for (const [id, s] of db.sessions) if (s.userId === user.id) db.sessions.delete(id)
    for (const t of [...db.deviceTokens.inScope(user.id)]) deleteToken(t.id)
    return 204
  },
} satisfies Partial<MSWHandlers>
