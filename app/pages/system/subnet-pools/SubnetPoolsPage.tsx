import { type SubnetPool } from '~/api/__generated__/Api'
import { qAll, queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { type RouteHandle } from '~/components/shell/crumbs'
import { subnetPoolKind } from '~/resources/pools/pool-kind'
import { dateColumn, descriptionColumn, nameLinkColumn, type TableColumn } from '~/table/columns'
import { ListPage, useListQuickActions } from '~/table/list-page'

import { IpPoolIcon as SubnetPoolIcon } from '../ip-pools/ip-pool-display'
import {
  poolRemainingColumn,
  poolVersionColumn,
  usePoolRowActions,
  versionFacet,
} from '../pools/pool-list'
import { subnetPoolDeleteReason, subnetPoolsDocs } from './subnet-pool-display'
import { subnetPoolPage } from './subnet-pool-queries'

export async function loader() {
  await queryClient.ensureQueryData(subnetPoolPage())
  return null
}

export const handle: RouteHandle = { crumb: 'Subnet Pools', crumbPath: pb.subnetPools() }

const columns: TableColumn<SubnetPool>[] = [
  nameLinkColumn<SubnetPool>((p) => pb.subnetPool({ pool: p.name })),
  descriptionColumn<SubnetPool>(),
  poolVersionColumn<SubnetPool>(),
  poolRemainingColumn<SubnetPool>(subnetPoolKind, 'addresses free'),
  dateColumn<SubnetPool>('timeCreated', 'created'),
]

const facets = [versionFacet<SubnetPool>()]

const create = { to: pb.subnetPoolsNew(), label: 'New subnet pool' }

/** Every subnet pool of the fleet, with the addresses left in each; create opens here. */
export function Component() {
  const { first, rowActions } = usePoolRowActions<SubnetPool>(
    subnetPoolKind,
    subnetPoolDeleteReason,
  )

  useListQuickActions({
    all: qAll('systemSubnetPoolList', {}),
    fallback: first,
    create,
    group: 'Go to subnet pool',
    to: (p) => pb.subnetPool({ pool: p.name }),
  })

  return (
    <ListPage
      title="Subnet Pools"
      icon={SubnetPoolIcon}
      docs={subnetPoolsDocs}
      create={create}
      empty={{ title: 'No subnet pools', body: 'Create a subnet pool to see it here' }}
      query={subnetPoolPage}
      columns={columns}
      facets={facets}
      rowActions={rowActions}
    />
  )
}
