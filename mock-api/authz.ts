/**
 * Who may do what, enforced by the mock itself. The rules, modelled on Nexus's policy:
 * - Roles come from role assignments on the fleet, the silo and a project, to the user or to any
 *   group the user belongs to. Stronger roles include weaker ones:
 *   admin > collaborator > limited_collaborator > viewer.
 * - Fleet roles: direct fleet assignments, plus the fleet roles the user's silo maps from the
 *   user's silo role (`mapped_fleet_roles`). Fleet viewer reads /v1/system/*; fleet admin
 *   changes it. Fleet roles give no access inside silos.
 * - Silo roles apply only to the user's own silo; other silos' resources do not exist for them.
 * - Project roles: the stronger of the project assignment and the silo role cascaded down:
 *   silo admin or collaborator => project admin, silo limited_collaborator => project
 *   limited_collaborator, silo viewer => project viewer.
 * - Reading a resource needs project viewer; without it the resource is "not found" (404),
 *   as in Nexus. Changing compute (instances, disks, snapshots, images, floating IPs, groups)
 *   needs limited_collaborator; changing networking needs collaborator; renaming or deleting the
 *   project needs collaborator, changing its policy admin. Listing projects needs silo viewer; creating one needs silo
 *   limited_collaborator. Every user of a silo may read its users, groups, IP pools, silo
 *   images (to boot from) and silo policy (the console needs it to explain a 403); changing
 *   silo images needs silo collaborator, the silo policy silo admin.
 */
import type { Actor } from './context'
import { db } from './db'
import type { Api, Json, RoleName } from './db/schema'
import { forbidden } from './errors'

const RANK: Record<RoleName, number> = {
  viewer: 1,
  limited_collaborator: 2,
  collaborator: 3,
  admin: 4,
}

export const atLeast = (role: RoleName | null, min: RoleName): boolean =>
  role !== null && RANK[role] >= RANK[min]

const strongest = (roles: Iterable<RoleName>): RoleName | null => {
  let best: RoleName | null = null
  for (const r of roles) if (best === null || RANK[r] > RANK[best]) best = r
  return best
}

/** Roles assigned on one resource to the actor or the actor's groups. */
function directRoles(actor: Actor, resourceType: 'fleet' | 'silo' | 'project', resourceId: string) {
  const identities = new Set([actor.user.id, ...actor.groupIds])
  return db.roleAssignments
    .filter(
      (a) =>
        a.resourceType === resourceType &&
        a.resourceId === resourceId &&
        identities.has(a.identityId),
    )
    .map((a) => a.roleName)
}

export function siloRole(actor: Actor): RoleName | null {
  return strongest(directRoles(actor, 'silo', actor.siloId))
}

export function fleetRole(actor: Actor): RoleName | null {
  const roles = directRoles(actor, 'fleet', db.fleetId)
  const silo = db.silos.get(actor.siloId)
  const role = siloRole(actor)
  if (silo && role) {
    for (const [siloRoleName, fleetRoles] of Object.entries(silo.mapped_fleet_roles)) {
      if (atLeast(role, siloRoleName as RoleName)) roles.push(...(fleetRoles ?? []))
    }
  }
  return strongest(roles)
}

const CASCADE: Record<RoleName, RoleName> = {
  admin: 'admin',
  collaborator: 'admin',
  limited_collaborator: 'limited_collaborator',
  viewer: 'viewer',
}

export function projectRole(actor: Actor, project: Json<Api.Project>): RoleName | null {
  if (db.projects.scopeOf(project.id) !== actor.siloId) return null
  const fromSilo = siloRole(actor)
  const roles = directRoles(actor, 'project', project.id)
  if (fromSilo) roles.push(CASCADE[fromSilo])
  return strongest(roles)
}

export function requireFleet(actor: Actor, min: RoleName): void {
  if (!atLeast(fleetRole(actor), min)) throw forbidden()
}

export function requireSilo(actor: Actor, min: RoleName): void {
  if (!atLeast(siloRole(actor), min)) throw forbidden()
}

export function requireProject(actor: Actor, project: Json<Api.Project>, min: RoleName): void {
  if (!atLeast(projectRole(actor, project), min)) throw forbidden()
}

/** Minimum project roles for changing each kind of project resource. */
export const COMPUTE_WRITER: RoleName = 'limited_collaborator'
export const NETWORK_WRITER: RoleName = 'collaborator'
