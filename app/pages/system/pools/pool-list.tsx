/** The parts a fleet list of pools shares between IP pools and subnet pools. */
import { useQueries, useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router'

import { q, qList, queryClient, type DataOf } from '~/api/client'
import { versionLabel, type PoolKind } from '~/resources/pools/pool-kind'
import { accessorColumn, lookup, type TableColumn } from '~/table/columns'
import { useDeleteAction } from '~/table/delete-action'
import { type RowAction } from '~/table/row-actions'
import { Badge } from '~/ui/badge'

import { formatIpCount } from '../ip-pools/ip-count'
import { PoolRemaining, poolUtilization } from './pool-usage'

type Pool = { id: string; name: string; ipVersion: 'v4' | 'v6' }

export function poolVersionColumn<T extends Pool>(): TableColumn<T> {
  return accessorColumn({
    id: 'version',
    header: 'version',
    accessorFn: (p) => versionLabel(p.ipVersion),
    meta: { sortValue: (p) => p.ipVersion, text: (p) => versionLabel(p.ipVersion) },
    cell: ({ row }) => <Badge color="neutral">{versionLabel(row.original.ipVersion)}</Badge>,
  })
}

/** Remaining of capacity, as "remaining / capacity" once the pool's utilization is in. */
export function poolRemainingColumn<T extends Pool>(
  kind: PoolKind,
  header: string,
): TableColumn<T> {
  return accessorColumn({
    id: 'remaining',
    header,
    accessorFn: (p) => {
      const u = queryClient.getQueryData(poolUtilization(kind, p.name).queryKey)
      return u ? `${u.remaining} / ${u.capacity}` : ''
    },
    meta: {
      lookup: lookup(
        (p) => poolUtilization(kind, p.name),
        (_, u) =>
          !u
            ? ''
            : u.capacity === 0
              ? kind.usage.none
              : `${formatIpCount(u.remaining)} / ${formatIpCount(u.capacity)}`,
      ),
    },
    cell: ({ row }) => <PoolRemaining kind={kind} pool={row.original.name} />,
  })
}

export const versionFacet = <T extends Pool>() => ({
  id: 'version',
  label: 'IP version',
  options: ['IPv4', 'IPv6'],
  value: (p: T) => versionLabel(p.ipVersion),
})

/**
 * The rows' Edit (which seeds the pool's view, so its form opens at once) and Delete, refused
 * with `deleteReason` of the pool's capacity: the first page's utilization says how full each
 * pool is, and so whether it may be deleted.
 */
export function usePoolRowActions<T extends Pool & DataOf<PoolKind['ops']['view']>>(
  kind: PoolKind,
  deleteReason: (capacity: number | undefined) => string | undefined,
) {
  const navigate = useNavigate()
  const { data: first } = useQuery(qList(kind.ops.list, {}))
  const items = (first?.items ?? []) as unknown as T[]
  const usage = useQueries({
    queries: items.map((p) => ({ ...poolUtilization(kind, p.name), throwOnError: false })),
  })
  const capacityOf = (pool: T) =>
    usage[items.findIndex((p) => p.id === pool.id)]?.data?.capacity ??
    queryClient.getQueryData(poolUtilization(kind, pool.name).queryKey)?.capacity

  const deleteAction = useDeleteAction(kind.ops.delete, {
    kind: kind.noun,
    label: (p: T) => p.name,
    params: (p) => ({ path: { pool: p.name } }),
    invalidates: [kind.ops.list],
  })
  return {
    first: items,
    rowActions: (pool: T): RowAction[] => [
      {
        label: 'Edit',
        onActivate() {
          queryClient.setQueryData(q(kind.ops.view, { path: { pool: pool.name } }).queryKey, pool)
          void navigate(kind.paths.edit({ pool: pool.name }))
        },
      },
      { ...deleteAction(pool), disabled: deleteReason(capacityOf(pool)) ?? false },
    ],
  }
}
