/**
 * What the signed-in user may do, read from the policies as the access pages read them: their
 * effective role on the silo, on a project (the project's policy and what their silo role
 * gives there) or on the fleet, through their own assignments and their groups'. The area
 * layouts turn writes off with it (app/ui/write-gate), a list page its create action.
 *
 * The layouts' loaders read these policies with the page's data (`loadMyRole`,
 * `loadMyFleetRole`), so the first paint already shows what the user may do: no button that
 * turns itself off a moment later, no request still running after the page has settled.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query'

import { type CurrentUser } from '~/api/__generated__/Api'
import { q, queryClient } from '~/api/client'
import { type ApiError } from '~/api/errors'

import { explainAccess, isWeaker, type Policy, type Role } from './access-rules'

const NO_POLICY: Policy = { roleAssignments: [] }

/** For a loader: reads what `useMyRole(project)` needs; a failed read does not fail the page. */
export const loadMyRole = (project?: string) =>
  Promise.allSettled([
    queryClient.ensureQueryData(q('currentUserView', {})),
    queryClient.ensureQueryData(q('currentUserGroups', {})),
    queryClient.ensureQueryData(q('policyView', {})),
    ...(project
      ? [queryClient.ensureQueryData(q('projectPolicyView', { path: { project } }))]
      : []),
  ])

/** For a loader: reads what `useMyFleetRole()` needs; a failed read does not fail the page. */
export const loadMyFleetRole = (me: CurrentUser) =>
  Promise.allSettled(
    me.fleetViewer
      ? [
          queryClient.ensureQueryData(q('currentUserGroups', {})),
          queryClient.ensureQueryData(q('systemPolicyView', {})),
          queryClient.ensureQueryData(q('policyView', {})),
          queryClient.ensureQueryData(q('siloView', { path: { silo: me.siloName } })),
        ]
      : [],
  )

/**
 * A policy read's answer: the policy; nothing through it when the API says the user may not
 * read it (403, as it answers a user without a role there); unknown (undefined) while pending
 * or when the read failed otherwise, since nothing is turned off on a guess.
 */
function policyOf(r: UseQueryResult<Policy, ApiError>): Policy | undefined {
  if (r.data) return r.data
  if (r.error?.statusCode === 403) return NO_POLICY
  return undefined
}

/**
 * The user's role through a policy: their own and their groups' assignments in it, and with a
 * project's policy what their silo role gives there. Undefined while something it needs is not
 * known (nothing is turned off on a guess).
 */
function useRoleThrough() {
  const me = useQuery({ ...q('currentUserView', {}), throwOnError: false })
  const groups = useQuery({ ...q('currentUserGroups', {}), throwOnError: false })
  const silo = policyOf(useQuery({ ...q('policyView', {}), throwOnError: false }))
  const through = (policy: Policy | undefined, onProject: boolean): Role | null | undefined =>
    me.data && groups.data && silo && policy
      ? explainAccess({
          userId: me.data.id,
          groupIds: groups.data.items.map((g) => g.id),
          policy,
          siloPolicy: onProject ? silo : undefined,
        }).effective
      : undefined
  return { through, silo }
}

/** The user's role on a project from that project's policy (for a list of projects). */
export const useRoleOnProjects = () => {
  const { through } = useRoleThrough()
  return (projectPolicy: Policy | undefined) => through(projectPolicy, true)
}

/**
 * The user's effective role on the silo, or on `project`; null for none, undefined while it is
 * not known (nothing is turned off on a guess).
 */
export function useMyRole(project?: string): Role | null | undefined {
  const { through, silo } = useRoleThrough()
  const onProject = policyOf(
    useQuery({
      ...q('projectPolicyView', { path: { project: project ?? '' } }),
      enabled: !!project,
      throwOnError: false,
    }),
  )
  return project ? through(onProject, true) : through(silo, false)
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
  const fleet = policyOf(
    useQuery({ ...q('systemPolicyView', {}), enabled: operator, throwOnError: false }),
  )
  const siloPolicy = policyOf(
    useQuery({ ...q('policyView', {}), enabled: operator, throwOnError: false }),
  )
  const silo = useQuery({
    ...q('siloView', { path: { silo: me.data?.siloName ?? '' } }),
    enabled: operator,
    throwOnError: false,
  })
  if (!me.data) return undefined
  if (!operator) return null
  if (!groups.data || !fleet || !siloPolicy || !silo.data) return undefined
  return explainAccess({
    userId: me.data.id,
    groupIds: groups.data.items.map((g) => g.id),
    policy: fleet,
    fleetMapping: { siloPolicy, mapped: silo.data.mappedFleetRoles },
  }).effective
}
