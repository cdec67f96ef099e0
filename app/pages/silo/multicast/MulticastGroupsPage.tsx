import { type MulticastGroup } from '~/api/__generated__/Api'
import { queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { DocsPopover } from '~/components/docs-popover'
import { type RouteHandle } from '~/components/shell/crumbs'
import { multicastDocs, MulticastIcon, sourcesLabel } from '~/resources/multicast/multicast-display'
import { groupPage } from '~/resources/multicast/multicast-queries'
import {
  accessorColumn,
  descriptionColumn,
  nameLinkColumn,
  type TableColumn,
} from '~/table/columns'
import { ListPage } from '~/table/list-page'

export async function loader() {
  await queryClient.ensureQueryData(groupPage())
  return null
}

export const handle: RouteHandle = { crumb: 'Multicast Groups', crumbPath: pb.multicastGroups() }

const columns: TableColumn<MulticastGroup>[] = [
  nameLinkColumn<MulticastGroup>((g) => pb.multicastGroup({ group: g.name })),
  descriptionColumn<MulticastGroup>(),
  accessorColumn({
    id: 'ip',
    header: 'multicast IP',
    accessorFn: (g) => g.multicastIp,
    meta: { sortValue: (g) => g.multicastIp },
  }),
  accessorColumn({
    id: 'sources',
    header: 'sources',
    accessorFn: (g) => sourcesLabel(g),
    meta: { sortValue: sourcesLabel },
  }),
  accessorColumn({
    id: 'state',
    header: 'state',
    accessorFn: (g) => g.state,
    meta: { sortValue: (g) => g.state },
  }),
]

const create = { to: pb.multicastGroupsJoin(), label: 'Join a group' }

/**
 * The multicast groups instances can join (experimental). Joining by a new name or address
 * creates the group; it goes away when its last member leaves.
 */
export function Component() {
  return (
    <ListPage
      title="Multicast Groups"
      icon={MulticastIcon}
      docs={
        <DocsPopover
          heading="multicast groups"
          summary="A multicast group is an address that delivers one sender's packets to every instance in the group. An instance joins a group by its name or address; a new name or address creates the group, and the group goes away when its last member leaves."
          links={multicastDocs}
        />
      }
      create={create}
      empty={{ title: 'No multicast groups', body: 'Join an instance to a group to see it here' }}
      query={groupPage}
      columns={columns}
    />
  )
}
