import { Fragment } from 'react'

import { queryClient, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { userBulkActions } from '~/bulk/list-actions'
import { useQuickActions } from '~/components/quick-actions'
import { type RouteHandle } from '~/components/shell/crumbs'
import { useMyRole } from '~/resources/access/my-role'
import {
  directoryQuery,
  userRowsQuery,
  type UserRow,
} from '~/resources/directory/directory-queries'
import { accessorColumn, dateColumn, type TableColumn } from '~/table/columns'
import { ListPage } from '~/table/list-page'
import { UserIcon } from '~/ui/icons'

import {
  directoryDocs,
  groupLink,
  RoleWithSource,
  sourcesText,
  userLink,
} from './directory-display'

export async function loader() {
  await Promise.all([
    queryClient.ensureQueryData(directoryQuery),
    queryClient.ensureQueryData(userRowsQuery),
  ])
  return null
}

export const handle: RouteHandle = { crumb: 'Users', crumbPath: pb.siloUsers() }

/** The silo's users: their groups, their role on the silo and where it comes from. */
export function Component() {
  const dir = usePrefetchedQuery(directoryQuery)
  const nameOf = (id: string) => dir.names.get(id) ?? id
  useQuickActions(
    dir.users.map((u) => ({
      value: u.name,
      group: 'Go to user',
      to: pb.siloUser({ userId: u.id }),
    })),
  )
  const columns: TableColumn<UserRow>[] = [
    accessorColumn({
      id: 'name',
      header: 'name',
      accessorFn: (u) => u.name,
      meta: { sortValue: (u) => u.name.toLowerCase(), truncate: true, text: (u) => u.name },
      cell: ({ row: { original: u } }) => userLink(u.id, u.name),
    }),
    accessorColumn({
      id: 'groups',
      header: 'groups',
      accessorFn: (u) => u.groups.map((g) => g.name).join(', '),
      meta: {
        sortValue: (u) => u.groups.map((g) => g.name).join(', '),
        text: (u) => u.groups.map((g) => g.name).join(', '),
      },
      cell: ({ row: { original: u } }) =>
        u.groups.length === 0 ? (
          <span className="text-tertiary">—</span>
        ) : (
          u.groups.map((g, i) => (
            <Fragment key={g.id}>
              {i > 0 && ', '}
              {groupLink(g.id, g.name)}
            </Fragment>
          ))
        ),
    }),
    accessorColumn({
      id: 'silo-role',
      header: 'silo role',
      accessorFn: (u) => u.siloRole ?? '',
      meta: {
        sortValue: (u) =>
          ['admin', 'collaborator', 'limited_collaborator', 'viewer'].indexOf(u.siloRole ?? '') +
            1 || 9,
        // as the cell words it: the role, then where it comes from
        text: (u) =>
          u.siloRole ? `silo.${u.siloRole} ${sourcesText(u.siloRoleSources, nameOf)}` : '',
      },
      cell: ({ row: { original: u } }) => (
        <RoleWithSource
          prefix="silo"
          role={u.siloRole}
          sources={u.siloRoleSources}
          nameOf={nameOf}
        />
      ),
    }),
    dateColumn<UserRow>('timeCreated', 'created'),
  ]
  const siloAdmin = useMyRole() === 'admin'
  return (
    <ListPage
      title="Users"
      icon={UserIcon}
      docs={directoryDocs('Users')}
      empty={{
        title: 'No users',
        body: 'Users appear here once they are created or first sign in',
      }}
      query={() => userRowsQuery}
      allQuery={userRowsQuery}
      columns={columns}
      facets={[
        {
          id: 'role',
          label: 'Silo role',
          options: ['admin', 'collaborator', 'limited_collaborator', 'viewer', 'none'],
          value: (u) => u.siloRole ?? 'none',
        },
      ]}
      filterFields={(u) => [u.name, u.id, ...u.groups.map((g) => g.name), u.siloRole]}
      // ending a user's sessions is the silo admin's
      bulk={
        siloAdmin
          ? {
              noun: ['user', 'users'],
              labelOf: (u) => u.name,
              keyOf: (u) => u.id,
              href: pb.siloUsers(),
              actions: userBulkActions(),
            }
          : undefined
      }
    />
  )
}
