import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'

import { q } from '~/api/client'
import { isWeaker, type Role } from '~/resources/access/access-rules'
import { unlessRole, useMyRole, useRoleOnProjects } from '~/resources/access/my-role'

/** The names of the projects in the list pages fetched so far, one string (a stable snapshot). */
const listedNames = (client: QueryClient) =>
  [
    ...new Set(
      client
        .getQueriesData<{ items: { name: string }[] }>({ queryKey: ['projectList'] })
        .flatMap(([, page]) => page?.items.map((p) => p.name) ?? []),
    ),
  ]
    .sort()
    .join('\n')

/**
 * For the list of the silo's projects: why the user may not change a given project (edit,
 * delete), or undefined. A silo collaborator or admin administers every project, so nothing is
 * read for them. Anyone weaker may still hold a role on some projects, directly or through a
 * group: the policies of the projects the list has fetched so far are read (again as pages
 * arrive), and a project whose policy is not known yet is not refused on a guess.
 */
export function useProjectRefusal(min: Role, reason: string) {
  const siloRole = useMyRole()
  const weak = siloRole !== undefined && isWeaker(siloRole, 'collaborator')
  const client = useQueryClient()
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  )
  const snapshot = useSyncExternalStore(subscribe, () => (weak ? listedNames(client) : ''))
  const names = snapshot ? snapshot.split('\n') : []
  const policies = useQuery({
    queryKey: ['projectPoliciesOfList', names],
    queryFn: () =>
      Promise.all(
        names.map((project) =>
          client.fetchQuery(q('projectPolicyView', { path: { project } })).catch(() => null),
        ),
      ),
    enabled: names.length > 0,
    throwOnError: false,
  })
  const roleOn = useRoleOnProjects()
  return (project: string): string | undefined =>
    weak
      ? unlessRole(roleOn(policies.data?.[names.indexOf(project)] ?? undefined), min, reason)
      : undefined
}
