import { queryOptions } from '@tanstack/react-query'

import { call, q, qAll, queryClient } from '~/api/client'
import { type ApiError } from '~/api/errors'
import { groupMembersQuery } from '~/resources/access/access-queries'
import { type AccessSource, type Policy, type Role } from '~/resources/access/access-rules'
import { type ListPage as RowsPage } from '~/table/query-table'

import { groupsByUser, siloRoleOf } from './directory-rules'

export type UserRow = {
  id: string
  name: string
  groups: { id: string; name: string }[]
  siloRole: Role | null
  siloRoleSources: AccessSource[]
  timeCreated: Date
}

export type GroupRow = { id: string; name: string; members: string[]; timeCreated: Date }

export type Directory = {
  users: UserRow[]
  groups: GroupRow[]
  siloPolicy: Policy
  names: Map<string, string>
}

/**
 * The silo's users and groups, who belongs to which group (one member list per group: the API
 * lists members by group only) and the silo policy. Keyed under userList, so refreshing the
 * users refreshes it too.
 */
export const directoryQuery = queryOptions<Directory, ApiError>({
  queryKey: ['userList', {}, 'directory'] as const,
  queryFn: async () => {
    const [users, groups, siloPolicy] = await Promise.all([
      queryClient.fetchQuery(qAll('userList', {})),
      queryClient.fetchQuery(qAll('groupList', {})),
      queryClient.fetchQuery(q('policyView', {})),
    ])
    const memberLists = await Promise.all(
      groups.items.map((g) => queryClient.fetchQuery(groupMembersQuery(g.id))),
    )
    const members = new Map(
      groups.items.map((g, i) => [g.id, (memberLists[i]?.items ?? []).map((u) => u.id)]),
    )
    const names = new Map<string, string>()
    for (const i of [...users.items, ...groups.items]) names.set(i.id, i.displayName)
    const byName = (a: { displayName: string }, b: { displayName: string }) =>
      a.displayName.localeCompare(b.displayName)
    const byUser = groupsByUser(
      [...groups.items].sort(byName).map((g) => g.id),
      members,
    )
    return {
      users: [...users.items].sort(byName).map((u) => {
        const groupIds = byUser.get(u.id) ?? []
        const silo = siloRoleOf(u.id, groupIds, siloPolicy)
        return {
          id: u.id,
          name: u.displayName,
          groups: groupIds.map((id) => ({ id, name: names.get(id) ?? id })),
          siloRole: silo.role,
          siloRoleSources: silo.sources,
          timeCreated: u.timeCreated,
        }
      }),
      groups: [...groups.items].sort(byName).map((g) => ({
        id: g.id,
        name: g.displayName,
        members: members.get(g.id) ?? [],
        timeCreated: g.timeCreated,
      })),
      siloPolicy,
      names,
    }
  },
})

/** The rows of the users list, as the list kit reads them. */
export const userRowsQuery = queryOptions<RowsPage<UserRow>, ApiError>({
  queryKey: ['userList', {}, 'directory-users'] as const,
  queryFn: async () => ({
    items: (await queryClient.fetchQuery(directoryQuery)).users,
    nextPage: null,
  }),
})

/** The rows of the groups list, as the list kit reads them. */
export const groupRowsQuery = queryOptions<RowsPage<GroupRow>, ApiError>({
  queryKey: ['groupList', {}, 'directory-groups'] as const,
  queryFn: async () => ({
    items: (await queryClient.fetchQuery(directoryQuery)).groups,
    nextPage: null,
  }),
})

/**
 * The policies of the projects the signed-in user can see. A project whose policy cannot be
 * read (a 403) is left out rather than failing the page.
 */
export const projectPoliciesQuery = queryOptions({
  queryKey: ['projectPolicyView', {}, 'directory-all'] as const,
  queryFn: async () => {
    const projects = await queryClient.fetchQuery(qAll('projectList', {}))
    const read = await Promise.allSettled(
      projects.items.map((p) => call('projectPolicyView', { path: { project: p.name } })),
    )
    return projects.items.flatMap((p, i) => {
      const r = read[i]
      return r?.status === 'fulfilled' ? [{ name: p.name, policy: r.value as Policy }] : []
    })
  },
})
