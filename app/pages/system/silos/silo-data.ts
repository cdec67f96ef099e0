import { useParams } from 'react-router'

import { type User } from '~/api/__generated__/Api'
import { q, queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { siloSelector } from '~/api/selectors'

export { siloSelector }

export const siloView = (silo: string) => q('siloView', { path: { silo } })

export const loadSilo = (params: Parameters<typeof siloSelector>[0]) =>
  queryClient.ensureQueryData(siloView(siloSelector(params).silo))

/** The silo of the current route, by name (or ID) as in the address. */
export const useSiloSelector = () => siloSelector(useParams())

/** The audit log over the last week, filtered to what this user did. */
export const auditLogOf = (u: User) =>
  `${pb.auditLog()}?${new URLSearchParams({ range: 'week', actor: u.displayName })}`
