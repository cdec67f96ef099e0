import { queryOptions } from '@tanstack/react-query'

import { call, invalidate, q, qAll, queryClient } from '~/api/client'
import { type ApiError } from '~/api/errors'
import { type ListTarget } from '~/components/guarded-write'
import { type Edit, type Keyed } from '~/util/lost-update'

import {
  accessRows,
  diffPolicies,
  hasChanges,
  mappedGrants,
  type AccessRow,
  type Assignment,
  type MappedGrant,
  type Policy,
  type PolicyChanges,
  type Role,
} from './access-rules'

/**
 * Which policy a page shows: the fleet's, a project's, or a silo's: the signed-in user's own
 * silo, or (with `silo`, from the system area) any silo by name or id.
 */
export type AccessScope =
  { level: 'project'; project: string } | { level: 'silo'; silo?: string } | { level: 'fleet' }

const policyOp = (s: AccessScope) =>
  s.level === 'project'
    ? 'projectPolicyView'
    : s.level === 'silo'
      ? s.silo
        ? 'siloPolicyView'
        : 'policyView'
      : 'systemPolicyView'

const policyParams = (s: AccessScope) =>
  s.level === 'project'
    ? { path: { project: s.project } }
    : s.level === 'silo' && s.silo
      ? { path: { silo: s.silo } }
      : {}

/** Reads the policy now, bypassing the cache. */
async function readPolicy(s: AccessScope): Promise<Policy> {
  if (s.level === 'project') return call('projectPolicyView', { path: { project: s.project } })
  if (s.level === 'silo' && s.silo) return call('siloPolicyView', { path: { silo: s.silo } })
  if (s.level === 'silo') return call('policyView', {})
  return (await call('systemPolicyView', {})) as Policy
}

type Traced = { data: Policy; requestId: string | null }

/** Writes the policy; answers what was stored and the request id the API gave. */
async function writePolicy(s: AccessScope, policy: Policy): Promise<Traced> {
  const { callTraced } = await import('~/components/guarded-write')
  if (s.level === 'project') {
    return callTraced('projectPolicyUpdate', { path: { project: s.project }, body: policy })
  }
  if (s.level === 'silo' && s.silo) {
    return callTraced('siloPolicyUpdate', { path: { silo: s.silo }, body: policy })
  }
  if (s.level === 'silo') return callTraced('policyUpdate', { body: policy })
  const body = policy as Parameters<typeof call<'systemPolicyUpdate'>>[1]['body']
  return (await callTraced('systemPolicyUpdate', { body })) as Traced
}

/** Where the notices of a policy go, and which logged saves are of it. */
export function policyTarget(s: AccessScope): ListTarget {
  const [operation, path] =
    s.level === 'project'
      ? ['project_policy_update', `/v1/projects/${encodeURIComponent(s.project)}/policy`]
      : s.level === 'silo' && s.silo
        ? ['silo_policy_update', `/v1/system/silos/${encodeURIComponent(s.silo)}/policy`]
        : s.level === 'silo'
          ? ['policy_update', '/v1/policy']
          : ['system_policy_update', '/v1/system/policy']
  return {
    id: `policy:${path}`,
    operations: [operation],
    matches: (uri) => uri.pathname === path,
  }
}

export type AccessData = {
  items: AccessRow[]
  nextPage: null
  /** The policy the rows were built from: what the user saw. */
  policy: Policy
  /** At project level, the silo's policy (inherited roles). */
  siloPolicy?: Policy
  /** At fleet level, the fleet roles the user's silo grants by silo role, with its policy. */
  fleetMapping?: { siloPolicy: Policy; mapped: Partial<Record<string, Role[]>> }
  /** At fleet level, the fleet roles every silo grants through its role mappings (null: unread). */
  grants?: MappedGrant[] | null
  /** Whether "why does this user have access" can be answered (the user's own silo). */
  explainable: boolean
  /** Display names of the silo's users and groups, by id. */
  names: Map<string, string>
  /** The silo's users and groups: candidates to assign and people to explain. */
  users: { id: string; displayName: string }[]
  groups: { id: string; displayName: string }[]
}

/**
 * The rows of an access page: the policy with the names of the silo's users and groups (and at
 * project level the silo's policy). Keyed under the policy's operation, so invalidating it
 * refreshes the rows too.
 */
export const accessQuery = (s: AccessScope) =>
  queryOptions<AccessData, ApiError>({
    queryKey: [policyOp(s), policyParams(s), 'rows'] as const,
    queryFn: async () => {
      const other = s.level === 'silo' && s.silo ? await isOtherSilo(s.silo) : false
      const [policy, siloPolicy, users, groups, granted] = await Promise.all([
        readPolicy(s),
        s.level === 'project' ? queryClient.fetchQuery(q('policyView', {})) : undefined,
        other && s.level === 'silo' && s.silo
          ? queryClient.fetchQuery(qAll('siloUserList', { query: { silo: s.silo } }))
          : queryClient.fetchQuery(qAll('userList', {})),
        // another silo's groups cannot be listed: they show by id
        other ? { items: [] } : queryClient.fetchQuery(qAll('groupList', {})),
        // the fleet's own policy shows even when the silos' mappings cannot be read
        s.level === 'fleet' ? readGrants().catch(() => null) : undefined,
      ])
      const fleetMapping = s.level === 'fleet' ? await readFleetMapping() : undefined
      const names = new Map<string, string>()
      for (const [id, name] of granted?.names ?? []) names.set(id, name)
      for (const i of [...users.items, ...groups.items]) names.set(i.id, i.displayName)
      return {
        items: accessRows(policy, names, siloPolicy),
        nextPage: null,
        policy,
        siloPolicy,
        fleetMapping,
        grants: granted === null ? null : granted?.grants,
        explainable: !other,
        names,
        users: users.items,
        groups: groups.items,
      }
    },
  })

/** Whether a silo (name or id) is not the signed-in user's own. */
async function isOtherSilo(silo: string) {
  const [me, view] = await Promise.all([
    queryClient.fetchQuery(q('currentUserView', {})),
    queryClient.fetchQuery(q('siloView', { path: { silo } })),
  ])
  return view.id !== me.siloId
}

/**
 * The fleet roles granted through silo role mappings: every listed silo with a mapping, and the
 * user's own silo (listed or not), each with its policy and its users' names.
 */
async function readGrants(): Promise<{ grants: MappedGrant[]; names: Map<string, string> }> {
  const [silos, me] = await Promise.all([
    queryClient.fetchQuery(qAll('siloList', {})),
    queryClient.fetchQuery(q('currentUserView', {})),
  ])
  const all = [...silos.items]
  if (!all.some((x) => x.id === me.siloId)) {
    all.push(await queryClient.fetchQuery(q('siloView', { path: { silo: me.siloId } })))
  }
  const mapping = all.filter((x) => Object.values(x.mappedFleetRoles).some((r) => r.length > 0))
  const names = new Map<string, string>()
  const sources = await Promise.all(
    mapping.map(async (x) => {
      const [policy, users] = await Promise.all([
        queryClient.fetchQuery(q('siloPolicyView', { path: { silo: x.id } })),
        queryClient.fetchQuery(qAll('siloUserList', { query: { silo: x.id } })),
      ])
      for (const u of users.items) names.set(u.id, u.displayName)
      return { id: x.id, name: x.name, mapped: x.mappedFleetRoles, policy }
    }),
  )
  return { grants: mappedGrants(sources), names }
}

/** The signed-in user's silo policy and its fleet role mapping; none when it cannot be read. */
async function readFleetMapping(): Promise<AccessData['fleetMapping']> {
  try {
    const me = await queryClient.fetchQuery(q('currentUserView', {}))
    const [siloPolicy, silo] = await Promise.all([
      queryClient.fetchQuery(q('policyView', {})),
      queryClient.fetchQuery(q('siloView', { path: { silo: me.siloName } })),
    ])
    return { siloPolicy, mapped: silo.mappedFleetRoles }
  } catch {
    // the explanation leaves mapped roles out rather than failing the page
    return undefined
  }
}

/** The members of a group (user ids), for explaining access that comes through it. */
export const groupMembersQuery = (groupId: string) =>
  qAll('userList', { query: { group: groupId } })

type SaveOutcome = { saved: true } | { conflict: PolicyChanges; fresh: Policy }

/**
 * Applies one edit (role assignments given or removed, by identity) to the policy as it is now.
 * The API replaces the whole policy, so the policy is read again first: when it differs from
 * `baseline` (what the user saw) nothing is written and the changes are returned, for the user
 * to apply the edit on top or cancel. Otherwise the edit is written on a read made immediately
 * before the write, and a save landing at the same moment is looked for (`guardedWrite`).
 */
export async function savePolicy(
  s: AccessScope,
  baseline: Policy,
  edit: Edit<Assignment>,
): Promise<SaveOutcome> {
  const fresh = await readPolicy(s)
  const changes = diffPolicies(baseline, fresh)
  if (hasChanges(changes)) return { conflict: changes, fresh }
  try {
    await writeAssignments(s, edit, fresh.roleAssignments)
  } finally {
    await refreshPolicy(s)
  }
  return { saved: true }
}

const refreshPolicy = async (s: AccessScope) => {
  await invalidate(policyOp(s))
  // the fleet's access page lists what silo roles grant through the silos' mappings
  if (s.level === 'silo' && s.silo) await invalidate('systemPolicyView')
}

const assignmentKeyed: Keyed<Assignment> = {
  key: (a) => a.identityId,
  same: (a, b) => a.roleName === b.roleName && a.identityType === b.identityType,
}

async function writeAssignments(s: AccessScope, edit: Edit<Assignment>, base?: Assignment[]) {
  // loaded with the first save, before the read: nothing comes between the read and the write
  const { guardedWrite } = await import('~/components/guarded-write')
  return guardedWrite<Assignment>({
    target: policyTarget(s),
    keyed: assignmentKeyed,
    read: async () => (await readPolicy(s)).roleAssignments,
    write: async (roleAssignments) => {
      const { data, requestId } = await writePolicy(s, { roleAssignments })
      return { stored: data.roleAssignments, requestId }
    },
    edit,
    base,
    refresh: () => refreshPolicy(s),
  })
}
