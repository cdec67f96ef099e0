import { useQueries, useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router'

import { type SubnetPool } from '~/api/__generated__/Api'
import { qAll, queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { ListPage, useListQuickActions } from '~/components/list-page'
import { type RouteHandle } from '~/components/shell/crumbs'
import { dateColumn, descriptionColumn, nameLinkColumn, type TableColumn } from '~/table/columns'
import { useDeleteAction } from '~/table/delete-action'
import { type RowAction } from '~/table/row-actions'
import { Badge } from '~/ui/badge'
import { versionLabel } from '~/pages/system/ip-pools/pool-parts'

import {
  AddressesRemaining,
  SubnetPoolIcon,
  subnetPoolDeleteReason,
  subnetPoolPage,
  subnetPoolsDocs,
  subnetPoolUtilization,
  subnetPoolView,
} from './subnet-pool-parts'

export async function loader() {
  await queryClient.ensureQueryData(subnetPoolPage())
  return null
}

export const handle: RouteHandle = { crumb: 'Subnet Pools', crumbPath: pb.subnetPools() }

const columns: TableColumn<SubnetPool>[] = [
  nameLinkColumn<SubnetPool>((p) => pb.subnetPool({ pool: p.name })),
  descriptionColumn<SubnetPool>(),
  {
    id: 'version',
    header: 'version',
    accessorFn: (p) => versionLabel(p.ipVersion) as never,
    meta: { sortValue: (p) => p.ipVersion },
    cell: ({ row }) => <Badge color="neutral">{versionLabel(row.original.ipVersion)}</Badge>,
  },
  {
    id: 'remaining',
    header: 'addresses free',
    accessorFn: (p) => {
      const u = queryClient.getQueryData(subnetPoolUtilization(p.name).queryKey)
      return (u ? `${u.remaining} / ${u.capacity}` : '') as never
    },
    cell: ({ row }) => <AddressesRemaining pool={row.original.name} />,
  },
  dateColumn<SubnetPool>('timeCreated', 'created'),
]

const facets = [
  {
    id: 'version',
    label: 'IP version',
    options: ['IPv4', 'IPv6'],
    value: (p: SubnetPool) => versionLabel(p.ipVersion),
  },
]

const create = { to: pb.subnetPoolsNew(), label: 'New subnet pool' }

/** Every subnet pool of the fleet, with the addresses left in each; create opens here. */
export function Component() {
  const navigate = useNavigate()
  const { data: first } = useQuery(subnetPoolPage())
  // the rows' utilization says how full a pool is, and whether it may be deleted
  const usage = useQueries({
    queries: (first?.items ?? []).map((p) => ({
      ...subnetPoolUtilization(p.name),
      throwOnError: false,
    })),
  })
  const capacityOf = (pool: SubnetPool) =>
    usage[first?.items.findIndex((p) => p.id === pool.id) ?? -1]?.data?.capacity ??
    queryClient.getQueryData(subnetPoolUtilization(pool.name).queryKey)?.capacity

  const deleteAction = useDeleteAction('systemSubnetPoolDelete', {
    kind: 'subnet pool',
    label: (p: SubnetPool) => p.name,
    params: (p) => ({ path: { pool: p.name } }),
    invalidates: ['systemSubnetPoolList'],
  })
  const rowActions = (pool: SubnetPool): RowAction[] => [
    {
      label: 'Edit',
      onActivate() {
        queryClient.setQueryData(subnetPoolView(pool.name).queryKey, pool)
        navigate(pb.subnetPoolEdit({ pool: pool.name }))
      },
    },
    { ...deleteAction(pool), disabled: subnetPoolDeleteReason(capacityOf(pool)) ?? false },
  ]

  useListQuickActions({
    all: qAll('systemSubnetPoolList', {}),
    fallback: first?.items,
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
