import { useQueries, useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router'

import { type IpPool } from '~/api/__generated__/Api'
import { qAll, queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { ListPage, useListQuickActions } from '~/components/list-page'
import { type RouteHandle } from '~/components/shell/crumbs'
import { dateColumn, descriptionColumn, nameLinkColumn, type TableColumn } from '~/table/columns'
import { useDeleteAction } from '~/table/delete-action'
import { type RowAction } from '~/table/row-actions'

import {
  assignmentLabel,
  IpPoolIcon,
  ipPoolsDocs,
  IpsRemaining,
  poolDeleteReason,
  poolPage,
  poolUtilization,
  poolView,
  VersionBadge,
  versionLabel,
} from './pool-parts'

export async function loader() {
  await queryClient.ensureQueryData(poolPage())
  return null
}

export const handle: RouteHandle = { crumb: 'IP Pools', crumbPath: pb.ipPools() }

const columns: TableColumn<IpPool>[] = [
  nameLinkColumn<IpPool>((p) => pb.ipPool({ pool: p.name })),
  descriptionColumn<IpPool>(),
  {
    id: 'version',
    header: 'version',
    accessorFn: (p) => versionLabel(p.ipVersion) as never,
    meta: { sortValue: (p) => p.ipVersion },
    cell: ({ row }) => <VersionBadge version={row.original.ipVersion} />,
  },
  {
    id: 'assignment',
    header: 'assigned to',
    accessorFn: (p) => assignmentLabel(p) as never,
    meta: { sortValue: assignmentLabel },
  },
  {
    id: 'remaining',
    header: 'IPs remaining',
    accessorFn: (p) => {
      const u = queryClient.getQueryData(poolUtilization(p.name).queryKey)
      return (u ? `${u.remaining} / ${u.capacity}` : '') as never
    },
    cell: ({ row }) => <IpsRemaining pool={row.original.name} />,
  },
  dateColumn<IpPool>('timeCreated', 'created'),
]

const facets = [
  {
    id: 'version',
    label: 'IP version',
    options: ['IPv4', 'IPv6'],
    value: (p: IpPool) => versionLabel(p.ipVersion),
  },
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
  const navigate = useNavigate()
  const { data: first } = useQuery(poolPage())
  // the rows' utilization: it says how full a pool is, and whether it may be deleted
  const usage = useQueries({
    queries: (first?.items ?? []).map((p) => ({ ...poolUtilization(p.name), throwOnError: false })),
  })
  const capacityOf = (pool: IpPool) =>
    usage[first?.items.findIndex((p) => p.id === pool.id) ?? -1]?.data?.capacity ??
    queryClient.getQueryData(poolUtilization(pool.name).queryKey)?.capacity

  const deleteAction = useDeleteAction('systemIpPoolDelete', {
    kind: 'IP pool',
    label: (p: IpPool) => p.name,
    params: (p) => ({ path: { pool: p.name } }),
    invalidates: ['systemIpPoolList'],
  })
  const rowActions = (pool: IpPool): RowAction[] => {
    const del = deleteAction(pool)
    return [
      {
        label: 'Edit',
        onActivate() {
          queryClient.setQueryData(poolView(pool.name).queryKey, pool)
          navigate(pb.ipPoolEdit({ pool: pool.name }))
        },
      },
      { ...del, disabled: poolDeleteReason(capacityOf(pool)) ?? false },
    ]
  }

  useListQuickActions({
    all: qAll('systemIpPoolList', {}),
    fallback: first?.items,
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
