import { type User } from '~/api/__generated__/Api'
import { q, queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { siloSelector } from '~/api/selectors'

export const siloView = (silo: string) => q('siloView', { path: { silo } })

export const loadSilo = (params: Parameters<typeof siloSelector>[0]) =>
  queryClient.ensureQueryData(siloView(siloSelector(params).silo))

/** The audit log over the last week, filtered to what this user did. */
export const auditLogOf = (u: User) =>
  `${pb.auditLog()}?${new URLSearchParams({ range: 'week', actor: u.displayName })}`
