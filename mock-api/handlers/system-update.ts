/** System update (repositories, target release, trust roots) and SCIM client tokens. */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { atLeast, fleetRole, requireFleet, siloRole } from '../authz'
import { type Actor, actorOf } from '../context'
import { db } from '../db'
import { now, randomSecret } from '../db/ids'
import { type Api, FLEET, type Json } from '../db/schema'
import { forbidden, invalidRequest, notFoundById, notFoundByName } from '../errors'
import { lookupById, lookupIn } from '../lookup'
import { paginate, paginateArray, stamp } from './util'

/** A sort key that orders semantic versions numerically ("15.10.0" after "15.9.0"). */
const versionKey = (v: string) =>
  v
    .split(/[.+-]/)
    .map((part) => (/^\d+$/.test(part) ? part.padStart(8, '0') : part))
    .join('.')

const compareVersions = (a: string, b: string) => versionKey(a).localeCompare(versionKey(b))

/** SCIM tokens are managed by fleet admins and by the silo's own admins. */
function scimSilo(actor: Actor, key: string) {
  const silo = lookupIn('silo', db.silos, FLEET, key)
  const own = silo.id === actor.siloId && siloRole(actor) === 'admin'
  if (!own && !atLeast(fleetRole(actor), 'admin')) throw forbidden()
  return silo
}

function scimToken(siloId: string, id: string) {
  const token = db.scimTokens.get(id)
  if (!token || db.scimTokens.scopeOf(id) !== siloId)
    throw notFoundById('scim-client-bearer-token', id)
  return token
}

export const systemUpdateHandlers = {
  systemUpdateStatus({ req }) {
    requireFleet(actorOf(req), 'viewer')
    return db.updateStatus!
  },

  systemUpdateRepositoryList({ query, req }) {
    requireFleet(actorOf(req), 'viewer')
    const repos = db.tufRepos.map((r) => ({ ...r, id: r.system_version }))
    const sortBy = query.sortBy === 'version_ascending' ? 'name_ascending' : 'name_descending'
    const page = paginateArray(repos, { ...query, sortBy }, (r) => versionKey(r.system_version))
    return { items: page.items.map(({ id: _id, ...r }) => r), next_page: page.next_page }
  },

  systemUpdateRepositoryView({ path, req }) {
    requireFleet(actorOf(req), 'viewer')
    const repo = db.tufRepos.find((r) => r.system_version === path.systemVersion)
    if (!repo) throw notFoundByName('tuf-repo', path.systemVersion)
    return repo
  },

  targetReleaseUpdate({ body, req }) {
    requireFleet(actorOf(req), 'admin')
    const status = db.updateStatus!
    const version = body.system_version
    if (!db.tufRepos.some((r) => r.system_version === version)) {
      throw invalidRequest(`no uploaded TUF repository has system version ${version}`)
    }
    const current = status.target_release?.version
    if (current && compareVersions(version, current) < 0) {
      throw invalidRequest(
        `Requested target release (${version}) must not be older than current target release (${current}).`,
      )
    }
    status.target_release = { version, time_requested: now() }
    status.time_last_step_planned = now()
    return 204
  },

  systemUpdateTrustRootList({ query, req }) {
    requireFleet(actorOf(req), 'viewer')
    return paginate(db.trustRoots, FLEET, query, 'id_ascending')
  },

  systemUpdateTrustRootView({ path, req }) {
    requireFleet(actorOf(req), 'viewer')
    return lookupById('updates-trust-root', db.trustRoots, path.trustRootId)
  },

  /** The body is a TUF root role document; the mock keeps it as given. */
  async systemUpdateTrustRootCreate({ req }) {
    requireFleet(actorOf(req), 'admin')
    const role: unknown = await req.json()
    if (!role || typeof role !== 'object' || Array.isArray(role)) {
      throw invalidRequest('a trust root must be a TUF root role (a JSON object)')
    }
    const s = stamp()
    const root = {
      id: s.ids('trust-root'),
      root_role: role as Json<Api.UpdatesTrustRoot>['root_role'],
      time_created: s.time,
    }
    return db.trustRoots.insert(root, FLEET)
  },

  systemUpdateTrustRootDelete({ path, req }) {
    requireFleet(actorOf(req), 'admin')
    db.trustRoots.delete(lookupById('updates-trust-root', db.trustRoots, path.trustRootId).id)
    return 204
  },

  scimTokenList({ query, req }) {
    const silo = scimSilo(actorOf(req), query.silo)
    return [...db.scimTokens.inScope(silo.id)]
  },

  scimTokenCreate({ query, req }) {
    const silo = scimSilo(actorOf(req), query.silo)
    const s = stamp()
    const token: Json<Api.ScimClientBearerToken> = {
      id: s.ids('scim'),
      time_created: s.time,
      time_expires: null,
    }
    db.scimTokens.insert(token, silo.id)
    // the secret is shown once, as by Nexus; the mock does not serve SCIM, so it is not kept
    return { ...token, bearer_token: `oxide-scim-${randomSecret(40)}` }
  },

  scimTokenView({ path, query, req }) {
    const silo = scimSilo(actorOf(req), query.silo)
    return scimToken(silo.id, path.tokenId)
  },

  scimTokenDelete({ path, query, req }) {
    const silo = scimSilo(actorOf(req), query.silo)
    db.scimTokens.delete(scimToken(silo.id, path.tokenId).id)
    return 204
  },
} satisfies Partial<MSWHandlers>
