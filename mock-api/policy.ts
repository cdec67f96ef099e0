/** Policies (fleet, silo, project) assembled from and written back to the flat assignment table. */
import { db } from './db'
import type { RoleName, RoleResource } from './db/schema'
import { invalidRequest } from './errors'

interface AssignmentJson<R extends string = RoleName> {
  identity_id: string
  identity_type: 'silo_user' | 'silo_group'
  role_name: R
}

/** Nexus caps a policy at 64 role assignments. */
const MAX_ASSIGNMENTS = 64

export function policyOf<R extends string = RoleName>(
  resourceType: RoleResource,
  resourceId: string,
): { role_assignments: AssignmentJson<R>[] } {
  return {
    role_assignments: db.roleAssignments
      .filter((a) => a.resourceType === resourceType && a.resourceId === resourceId)
      .map((a) => ({
        identity_id: a.identityId,
        identity_type: a.identityType,
        role_name: a.roleName as R,
      })),
  }
}

/**
 * Replaces a resource's assignments. Identities must exist and, unless `anySilo` (the fleet
 * policy), belong to `siloId`. Validates everything before changing anything.
 */
export function replacePolicy<R extends string>(
  resourceType: RoleResource,
  resourceId: string,
  assignments: AssignmentJson<R>[],
  siloId: string | null,
): { role_assignments: AssignmentJson<R>[] } {
  if (assignments.length > MAX_ASSIGNMENTS) {
    throw invalidRequest(`a policy may have at most ${MAX_ASSIGNMENTS} role assignments`)
  }
  for (const a of assignments) {
    const identity =
      a.identity_type === 'silo_user' ? db.users.get(a.identity_id) : db.groups.get(a.identity_id)
    if (!identity || (siloId !== null && identity.silo_id !== siloId)) {
      const kind = a.identity_type === 'silo_user' ? 'silo-user' : 'silo-group'
      throw invalidRequest(`not found: ${kind} with id "${a.identity_id}"`)
    }
  }
  db.roleAssignments = db.roleAssignments.filter(
    (a) => !(a.resourceType === resourceType && a.resourceId === resourceId),
  )
  for (const a of assignments) {
    db.roleAssignments.push({
      resourceType,
      resourceId,
      identityId: a.identity_id,
      identityType: a.identity_type,
      roleName: a.role_name as RoleName,
    })
  }
  return policyOf<R>(resourceType, resourceId)
}
