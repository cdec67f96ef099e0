/**
 * What the signed-in user may do, read from the policies as the access pages read them: their
 * effective role on the silo, or on a project (the project's policy and what their silo role
 * gives there), through their own assignments and their groups'. A list page uses it to turn
 * its create action off, saying why, for a user the API would refuse.
 */
import { useQuery } from '@tanstack/react-query'

import { q } from '~/api/client'

import { explainAccess, isWeaker, type Policy, type Role } from './access-logic'

const NO_POLICY: Policy = { roleAssignments: [] }

/**
 * The user's effective role on the silo, or on `project`; null for none, undefined while it is
 * not known yet (nothing is turned off on a guess). A policy the user may not read gives them
 * nothing through it, as the API answers.
 */
export function useMyRole(project?: string): Role | null | undefined {
  const me = useQuery({ ...q('currentUserView', {}), throwOnError: false })
  const groups = useQuery({ ...q('currentUserGroups', {}), throwOnError: false })
  const silo = useQuery({ ...q('policyView', {}), throwOnError: false })
  const onProject = useQuery({
    ...q('projectPolicyView', { path: { project: project ?? '' } }),
    enabled: !!project,
    throwOnError: false,
  })
  const pending = [me, groups, silo, ...(project ? [onProject] : [])].some((r) => r.isPending)
  if (pending || !me.data) return undefined
  const siloPolicy = silo.data ?? NO_POLICY
  return explainAccess({
    userId: me.data.id,
    groupIds: (groups.data?.items ?? []).map((g) => g.id),
    policy: project ? (onProject.data ?? NO_POLICY) : siloPolicy,
    siloPolicy: project ? siloPolicy : undefined,
  }).effective
}

/** The reason to give when `role` is weaker than `min`; nothing while the role is unknown. */
export const unlessRole = (role: Role | null | undefined, min: Role, reason: string) =>
  role !== undefined && isWeaker(role, min) ? reason : undefined

/**
 * The user's fleet role: the fleet policy's assignments to them or their groups, plus the fleet
 * roles their silo maps their silo role to. Null for none (not a fleet viewer: the fleet policy
 * is not theirs to read), undefined while not known.
 */
export function useMyFleetRole(): Role | null | undefined {
  const me = useQuery({ ...q('currentUserView', {}), throwOnError: false })
  const operator = !!me.data?.fleetViewer
  const groups = useQuery({ ...q('currentUserGroups', {}), throwOnError: false })
  const fleet = useQuery({ ...q('systemPolicyView', {}), enabled: operator, throwOnError: false })
  const siloPolicy = useQuery({ ...q('policyView', {}), enabled: operator, throwOnError: false })
  const silo = useQuery({
    ...q('siloView', { path: { silo: me.data?.siloName ?? '' } }),
    enabled: operator,
    throwOnError: false,
  })
  if (!me.data) return undefined
  if (!operator) return null
  if ([groups, fleet, siloPolicy, silo].some((r) => r.isPending)) return undefined
  return explainAccess({
    userId: me.data.id,
    groupIds: (groups.data?.items ?? []).map((g) => g.id),
    policy: fleet.data ?? NO_POLICY,
    fleetMapping: {
      siloPolicy: siloPolicy.data ?? NO_POLICY,
      mapped: silo.data?.mappedFleetRoles ?? {},
    },
  }).effective
}
