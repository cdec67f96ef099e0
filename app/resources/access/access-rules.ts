/**
 * Role assignments at the three levels (fleet, silo, project), as pure functions: the rows the
 * access page lists, the policy edits (spec section 5: adding replaces, deleting removes), what
 * changed between two reads of a policy, and why a user has the access they have.
 */

export type Role = 'admin' | 'collaborator' | 'limited_collaborator' | 'viewer'
export type IdentityType = 'silo_user' | 'silo_group'
type AccessLevel = 'fleet' | 'silo' | 'project'

export type Assignment = { identityId: string; identityType: IdentityType; roleName: Role }
export type Policy = { roleAssignments: Assignment[] }

/** Strongest first (spec section 6). */
const ROLE_ORDER: readonly Role[] = ['admin', 'collaborator', 'limited_collaborator', 'viewer']

/** The roles each level offers, strongest first (the fleet has no limited collaborator). */
export const LEVEL_ROLES: Record<AccessLevel, readonly Role[]> = {
  fleet: ['admin', 'collaborator', 'viewer'],
  silo: ROLE_ORDER,
  project: ROLE_ORDER,
}

export const roleLabel = (role: Role) =>
  role === 'limited_collaborator' ? 'limited collaborator' : role

const rank = (role: Role) => ROLE_ORDER.indexOf(role)

/** The strongest of some roles (the first in ROLE_ORDER), or null for none. */
export function strongest(roles: readonly (Role | null | undefined)[]): Role | null {
  let best: Role | null = null
  for (const r of roles) if (r && (best === null || rank(r) < rank(best))) best = r
  return best
}

export const isWeaker = (a: Role | null, than: Role | null) =>
  than !== null && (a === null || rank(a) > rank(than))

/**
 * What a silo role gives on each of the silo's projects, as the API grants it: a silo admin or
 * collaborator administers every project, the other roles carry over as they are.
 */
const SILO_TO_PROJECT: Record<Role, Role> = {
  admin: 'admin',
  collaborator: 'admin',
  limited_collaborator: 'limited_collaborator',
  viewer: 'viewer',
}

export type AccessRow = {
  id: string
  identityType: IdentityType
  name: string
  /** The role assigned at this level, if any. */
  role: Role | null
  /** At project level: the identity's silo role, if any. */
  siloRole: Role | null
  /** The strongest role this assignment gives here (project: silo role carried down). */
  effective: Role
}

const roleIn = (policy: Policy | undefined, id: string) =>
  strongest(policy?.roleAssignments.filter((a) => a.identityId === id).map((a) => a.roleName) ?? [])

/**
 * The rows of the access page: one per identity assigned at this level, and at project level
 * also every identity with a silo role. Groups before users, then by name (spec section 6).
 */
export function accessRows(
  policy: Policy,
  names: ReadonlyMap<string, string>,
  siloPolicy?: Policy,
): AccessRow[] {
  const identities = new Map<string, IdentityType>()
  for (const a of [...policy.roleAssignments, ...(siloPolicy?.roleAssignments ?? [])]) {
    identities.set(a.identityId, a.identityType)
  }
  const rows = [...identities].map(([id, identityType]): AccessRow => {
    const role = roleIn(policy, id)
    const siloRole = siloPolicy ? roleIn(siloPolicy, id) : null
    const effective = strongest([role, siloRole && SILO_TO_PROJECT[siloRole]])!
    return { id, identityType, name: names.get(id) ?? id, role, siloRole, effective }
  })
  return rows.sort(
    (a, b) =>
      (a.identityType === b.identityType ? 0 : a.identityType === 'silo_group' ? -1 : 1) ||
      a.name.localeCompare(b.name) ||
      a.id.localeCompare(b.id),
  )
}

/** The policy with `identity` given `role`: any assignment it had is replaced. */
export function withRole(
  policy: Policy,
  identity: { identityId: string; identityType: IdentityType },
  role: Role,
): Policy {
  return {
    roleAssignments: [
      ...policy.roleAssignments.filter((a) => a.identityId !== identity.identityId),
      { identityId: identity.identityId, identityType: identity.identityType, roleName: role },
    ],
  }
}

/** The policy without any assignment to `identityId`. */
export function withoutIdentity(policy: Policy, identityId: string): Policy {
  return { roleAssignments: policy.roleAssignments.filter((a) => a.identityId !== identityId) }
}

export type PolicyChanges = {
  added: { id: string; role: Role }[]
  changed: { id: string; from: Role; to: Role }[]
  removed: { id: string; role: Role }[]
}

/** What someone else changed between two reads of the same policy, by identity. */
export function diffPolicies(before: Policy, after: Policy): PolicyChanges {
  const ids = new Set(
    [...before.roleAssignments, ...after.roleAssignments].map((a) => a.identityId),
  )
  const changes: PolicyChanges = { added: [], changed: [], removed: [] }
  for (const id of ids) {
    const from = roleIn(before, id)
    const to = roleIn(after, id)
    if (from === to) continue
    if (!from) changes.added.push({ id, role: to! })
    else if (!to) changes.removed.push({ id, role: from })
    else changes.changed.push({ id, from, to })
  }
  return changes
}

export const hasChanges = (c: PolicyChanges) =>
  c.added.length + c.changed.length + c.removed.length > 0

export type AccessSource =
  | { kind: 'direct'; role: Role }
  | { kind: 'group'; role: Role; groupId: string }
  | { kind: 'silo'; role: Role; siloRole: Role; groupId?: string }
  | { kind: 'mapped'; role: Role; siloRole: Role; groupId?: string }

type Explanation = {
  /** The strongest role the user has at this level, or null for none. */
  effective: Role | null
  /** Every assignment that gives the user a role here, strongest first. */
  sources: AccessSource[]
}

/**
 * Why a user has the access they have at this level: their own assignment, their groups'
 * assignments, and at project level the silo roles carried down to the project.
 */
export function explainAccess({
  userId,
  groupIds,
  policy,
  siloPolicy,
  fleetMapping,
}: {
  userId: string
  groupIds: readonly string[]
  policy: Policy
  /** At project level: the silo's policy, whose roles the project inherits. */
  siloPolicy?: Policy
  /** At fleet level: the user's silo policy and the fleet roles its silo roles map to. */
  fleetMapping?: { siloPolicy: Policy; mapped: Partial<Record<string, readonly Role[]>> }
}): Explanation {
  const groups = new Set(groupIds)
  const sources: AccessSource[] = []
  for (const a of policy.roleAssignments) {
    if (a.identityId === userId) sources.push({ kind: 'direct', role: a.roleName })
    else if (groups.has(a.identityId))
      sources.push({ kind: 'group', role: a.roleName, groupId: a.identityId })
  }
  for (const a of siloPolicy?.roleAssignments ?? []) {
    if (a.identityId !== userId && !groups.has(a.identityId)) continue
    const source: AccessSource = {
      kind: 'silo',
      role: SILO_TO_PROJECT[a.roleName],
      siloRole: a.roleName,
    }
    if (a.identityId !== userId) source.groupId = a.identityId
    sources.push(source)
  }
  for (const a of fleetMapping?.siloPolicy.roleAssignments ?? []) {
    if (a.identityId !== userId && !groups.has(a.identityId)) continue
    for (const [siloRole, fleetRoles] of Object.entries(fleetMapping?.mapped ?? {})) {
      // a mapping applies to its silo role and every stronger one
      if (rank(a.roleName) > rank(siloRole as Role)) continue
      for (const role of fleetRoles ?? []) {
        const source: AccessSource = { kind: 'mapped', role, siloRole: a.roleName }
        if (a.identityId !== userId) source.groupId = a.identityId
        sources.push(source)
      }
    }
  }
  sources.sort((a, b) => rank(a.role) - rank(b.role))
  return { effective: strongest(sources.map((s) => s.role)), sources }
}

/** Which groups of the policies to read the members of, to explain anyone's access. */
export const groupsIn = (...policies: (Policy | undefined)[]) => [
  ...new Set(
    policies.flatMap(
      (p) =>
        p?.roleAssignments
          .filter((a) => a.identityType === 'silo_group')
          .map((a) => a.identityId) ?? [],
    ),
  ),
]

/** A silo as the fleet's access page reads it: its fleet role mapping and its policy. */
export type SiloGrantSource = {
  id: string
  name: string
  mapped: Partial<Record<string, readonly Role[]>>
  policy: Policy
}

/** A fleet role an identity holds because its silo maps one of its silo roles to it. */
export type MappedGrant = {
  identityId: string
  identityType: IdentityType
  /** The fleet role granted. */
  role: Role
  siloId: string
  siloName: string
  /** The role the identity holds on its silo. */
  siloRole: Role
}

/**
 * The fleet roles the silos grant through their role mappings: every identity of a silo holding
 * a mapped silo role (or a stronger one, which includes it) holds the fleet roles it maps to.
 * One row per identity and fleet role, the strongest silo role that gives it; strongest fleet
 * role first, then by silo.
 */
export function mappedGrants(silos: readonly SiloGrantSource[]): MappedGrant[] {
  const grants = new Map<string, MappedGrant>()
  for (const silo of silos) {
    for (const a of silo.policy.roleAssignments) {
      for (const [siloRole, fleetRoles] of Object.entries(silo.mapped)) {
        if (rank(a.roleName) > rank(siloRole as Role)) continue
        for (const role of fleetRoles ?? []) {
          const key = `${a.identityId}/${role}`
          const prev = grants.get(key)
          if (prev && rank(prev.siloRole) <= rank(a.roleName)) continue
          grants.set(key, {
            identityId: a.identityId,
            identityType: a.identityType,
            role,
            siloId: silo.id,
            siloName: silo.name,
            siloRole: a.roleName,
          })
        }
      }
    }
  }
  return [...grants.values()].sort(
    (a, b) =>
      rank(a.role) - rank(b.role) ||
      a.siloName.localeCompare(b.siloName) ||
      a.identityId.localeCompare(b.identityId),
  )
}
