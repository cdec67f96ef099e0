/** System update (repositories, target release, trust roots) and SCIM client tokens. */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { atLeast, fleetRole, requireFleet, siloRole } from '../authz'
import { actorOf, type Actor } from '../context'
import { db } from '../db'
import { now, randomSecret } from '../db/ids'
import { FLEET, type Api, type Db, type Json } from '../db/schema'
import { apiError, forbidden, invalidRequest, notFoundById, notFoundByName } from '../errors'
import { lookupById, lookupIn } from '../lookup'
import { readTufZipVersion } from '../tuf-zip'
import { paginate, paginateArray, stamp } from './util'

/** How the simulated update moves: a few components reach the target release every step. */
const UPDATE_STEP = { ms: 1500, components: 5 }

/**
 * After a target is set, components move to it a few at a time. Like ../transitions, this is
 * simulated time with no timers, but computed when the status is read rather than queued: the
 * API's answer to the PUT is final (the target is set), the rack moving is a separate story.
 */
type UpdateRun = { version: string; start: number; from: Record<string, number> }
const updateRuns = new WeakMap<Db, UpdateRun>()

function applyUpdateProgress(status: Json<Api.UpdateStatus>, nowMs = Date.now()) {
  const run = updateRuns.get(db)
  if (!run || status.target_release?.version !== run.version) return
  const pending = Object.entries(run.from).filter(([v]) => v !== run.version)
  const behind = pending.reduce((n, [, c]) => n + c, 0)
  const stepsNeeded = Math.ceil(behind / UPDATE_STEP.components)
  const steps = Math.min(stepsNeeded, Math.floor((nowMs - run.start) / UPDATE_STEP.ms))
  let moved = Math.min(behind, steps * UPDATE_STEP.components)
  const counts: Record<string, number> = { [run.version]: (run.from[run.version] ?? 0) + moved }
  for (const [v, c] of pending) {
    const take = Math.min(c, moved)
    moved -= take
    if (c - take > 0) counts[v] = c - take
  }
  status.components_by_release_version = counts
  if (steps > 0) {
    status.time_last_step_planned = new Date(run.start + steps * UPDATE_STEP.ms).toISOString()
  }
}

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as BufferSource)
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

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
    applyUpdateProgress(db.updateStatus!)
    return db.updateStatus!
  },

  systemUpdateRepositoryList({ query, req }) {
    requireFleet(actorOf(req), 'viewer')
    const repos = db.tufRepos.map((r) => ({ ...r, id: r.system_version }))
    const sortBy = query.sortBy === 'version_ascending' ? 'name_ascending' : 'name_descending'
    const page = paginateArray(repos, { ...query, sortBy }, (r) => versionKey(r.system_version))
    return { items: page.items.map(({ id: _id, ...r }) => r), next_page: page.next_page }
  },

  /** The body is the repository zip; its version comes from the zip's artifacts.json. */
  async systemUpdateRepositoryUpload({ query, req }) {
    requireFleet(actorOf(req), 'admin')
    const bytes = new Uint8Array(await req.arrayBuffer())
    if (bytes.length === 0)
      throw invalidRequest('the request body is empty: upload a TUF repository zip')
    if (db.trustRoots.count(FLEET) === 0) {
      throw invalidRequest(
        'no trusted root roles are configured: add a trust root before uploading',
      )
    }
    const read = await readTufZipVersion(bytes)
    if (!read.ok) throw invalidRequest(read.message)
    const hash = await sha256Hex(bytes)
    const existing = db.tufRepos.find((r) => r.system_version === read.version)
    if (existing) {
      if (existing.hash !== hash) {
        throw apiError(
          409,
          'Conflict',
          `Uploaded repository with system version ${read.version} has hash ${hash}, which differs from the existing repository's hash ${existing.hash}`,
        )
      }
      return { repo: existing, status: 'already_exists' as const }
    }
    const repo = {
      system_version: read.version,
      file_name: query.fileName,
      hash,
      time_created: now(),
    }
    db.tufRepos.push(repo)
    return { repo, status: 'inserted' as const }
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
    applyUpdateProgress(status)
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
    updateRuns.set(db, {
      version,
      start: Date.now(),
      from: { ...status.components_by_release_version },
    })
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
