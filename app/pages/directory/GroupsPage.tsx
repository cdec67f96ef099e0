import { queryClient, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useQuickActions } from '~/components/quick-actions'
import { type RouteHandle } from '~/components/shell/crumbs'
import { groupRowsQuery, type GroupRow } from '~/resources/directory/directory-queries'
import { accessorColumn, dateColumn, type TableColumn } from '~/table/columns'
import { ListPage } from '~/table/list-page'
import { UserIcon } from '~/ui/icons'

import { directoryDocs, groupLink } from './directory-display'

export async function loader() {
  await queryClient.ensureQueryData(groupRowsQuery)
  return null
}

export const handle: RouteHandle = { crumb: 'Groups', crumbPath: pb.siloGroups() }

const columns: TableColumn<GroupRow>[] = [
  accessorColumn({
    id: 'name',
    header: 'name',
    accessorFn: (g) => g.name,
    meta: { sortValue: (g) => g.name.toLowerCase(), truncate: true, text: (g) => g.name },
    cell: ({ row: { original: g } }) => groupLink(g.id, g.name),
  }),
  accessorColumn({
    id: 'members',
    header: 'members',
    accessorFn: (g) => g.members.length,
    meta: { sortValue: (g) => g.members.length, text: (g) => String(g.members.length) },
  }),
  dateColumn<GroupRow>('timeCreated', 'created'),
]

/** The silo's groups and how many members each has. */
export function Component() {
  const rows = usePrefetchedQuery(groupRowsQuery).items
  useQuickActions(
    rows.map((g) => ({ value: g.name, group: 'Go to group', to: pb.siloGroup({ groupId: g.id }) })),
  )
  return (
    <ListPage
      title="Groups"
      icon={UserIcon}
      docs={directoryDocs('Groups')}
      empty={{
        title: 'No groups',
        body: 'Groups come from the identity provider and appear here once they have a member',
      }}
      query={() => groupRowsQuery}
      allQuery={groupRowsQuery}
      columns={columns}
      filterFields={(g) => [g.name, g.id]}
    />
  )
}
