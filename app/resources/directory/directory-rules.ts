/**
 * The silo's directory as pure functions: who belongs to which group, each user's silo role and
 * where it comes from, and the role assignments of a user or a group across projects. Roles and
 * their order come from the access pages' logic.
 */
import {
  explainAccess,
  roleLabel,
  strongest,
  type AccessSource,
  type Policy,
  type Role,
} from '~/resources/access/access-rules'

/** Each user's groups (ids, in the order of `groupIds`), from each group's member list. */
export function groupsByUser(
  groupIds: readonly string[],
  members: ReadonlyMap<string, readonly string[]>,
): Map<string, string[]> {
  const byUser = new Map<string, string[]>()
  for (const g of groupIds) {
    for (const u of members.get(g) ?? []) byUser.set(u, [...(byUser.get(u) ?? []), g])
  }
  return byUser
}

/** Where a role comes from, in words: "direct" or "through group readers". */
export function sourceText(source: AccessSource, nameOf: (id: string) => string): string {
  if (source.kind === 'direct') return 'direct'
  if (source.kind === 'group') return `through group ${nameOf(source.groupId)}`
  const via = source.groupId ? ` through group ${nameOf(source.groupId)}` : ''
  return `silo ${roleLabel(source.siloRole)}${via}`
}

export type RoleWithSources = { role: Role | null; sources: AccessSource[] }

/** A user's role on the silo (direct or through their groups), with every source of it. */
export function siloRoleOf(userId: string, groupIds: readonly string[], siloPolicy: Policy) {
  const { effective, sources } = explainAccess({ userId, groupIds, policy: siloPolicy })
  return { role: effective, sources }
}

export type ProjectRoleRow = {
  project: string
  /** The strongest role assigned on the project itself (direct or through a group). */
  role: Role
  sources: AccessSource[]
  /** With the silo role carried down: what the user can do there. */
  effective: Role
}

/**
 * A user's role assignments on each project (of those whose policy could be read), with their
 * sources and the effective role once the silo role is carried down. Projects by name.
 */
export function projectRolesOf(
  userId: string,
  groupIds: readonly string[],
  projects: readonly { name: string; policy: Policy }[],
  siloPolicy: Policy,
): ProjectRoleRow[] {
  const rows: ProjectRoleRow[] = []
  for (const p of projects) {
    const own = explainAccess({ userId, groupIds, policy: p.policy })
    if (!own.effective) continue
    const all = explainAccess({ userId, groupIds, policy: p.policy, siloPolicy })
    rows.push({
      project: p.name,
      role: own.effective,
      sources: own.sources,
      effective: all.effective ?? own.effective,
    })
  }
  return rows.sort((a, b) => a.project.localeCompare(b.project))
}

export type GroupAssignment = { level: 'silo' | 'project'; project?: string; role: Role }

/** A group's role assignments: on the silo first, then on each project by name. */
export function groupAssignments(
  groupId: string,
  siloPolicy: Policy,
  projects: readonly { name: string; policy: Policy }[],
): GroupAssignment[] {
  const roleIn = (p: Policy) =>
    strongest(p.roleAssignments.filter((a) => a.identityId === groupId).map((a) => a.roleName))
  const out: GroupAssignment[] = []
  const silo = roleIn(siloPolicy)
  if (silo) out.push({ level: 'silo', role: silo })
  for (const p of [...projects].sort((a, b) => a.name.localeCompare(b.name))) {
    const role = roleIn(p.policy)
    if (role) out.push({ level: 'project', project: p.name, role })
  }
  return out
}
