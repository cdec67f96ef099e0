import { type IpPool } from '~/api/__generated__/Api'
import { qAll, queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { type RouteHandle } from '~/components/shell/crumbs'
import { ipPoolKind } from '~/resources/pools/pool-kind'
import {
  accessorColumn,
  dateColumn,
  descriptionColumn,
  nameLinkColumn,
  type TableColumn,
} from '~/table/columns'
import { ListPage, useListQuickActions } from '~/table/list-page'

import {
  poolRemainingColumn,
  poolVersionColumn,
  usePoolRowActions,
  versionFacet,
} from '../pools/pool-list'
import { assignmentLabel, IpPoolIcon, ipPoolsDocs, poolDeleteReason } from './ip-pool-display'
import { poolPage } from './ip-pool-queries'

export async function loader() {
  await queryClient.ensureQueryData(poolPage())
  return null
}

export const handle: RouteHandle = { crumb: 'IP Pools', crumbPath: pb.ipPools() }

const columns: TableColumn<IpPool>[] = [
  nameLinkColumn<IpPool>((p) => pb.ipPool({ pool: p.name })),
  descriptionColumn<IpPool>(),
  poolVersionColumn<IpPool>(),
  accessorColumn({
    id: 'assignment',
    header: 'assigned to',
    accessorFn: (p) => assignmentLabel(p),
    meta: { sortValue: assignmentLabel },
  }),
  poolRemainingColumn<IpPool>(ipPoolKind, 'IPs remaining'),
  dateColumn<IpPool>('timeCreated', 'created'),
]

const facets = [
  versionFacet<IpPool>(),
  {
    id: 'assigned',
    label: 'Assigned to',
    options: ['Silos', 'System services'],
    value: assignmentLabel,
  },
]

const create = { to: pb.ipPoolsNew(), label: 'New IP pool' }

/** Every IP pool of the fleet, with the addresses left in each; create and edit open here. */
export function Component() {
  const { first, rowActions } = usePoolRowActions<IpPool>(ipPoolKind, poolDeleteReason)

  useListQuickActions({
    all: qAll('systemIpPoolList', {}),
    fallback: first,
    create,
    group: 'Go to IP pool',
    to: (p) => pb.ipPool({ pool: p.name }),
  })

  return (
    <ListPage
      title="IP Pools"
      icon={IpPoolIcon}
      docs={ipPoolsDocs}
      create={create}
      empty={{ title: 'No IP pools', body: 'Create an IP pool to see it here' }}
      query={poolPage}
      columns={columns}
      facets={facets}
      rowActions={rowActions}
    />
  )
}
