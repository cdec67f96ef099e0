import { useQuery } from '@tanstack/react-query'

import { type IpPool, type IpPoolRange } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { invalidate, qList, queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { ipPoolSelector, useSelector } from '~/api/selectors'
import { confirmAction } from '~/components/confirm'
import { type RouteHandle } from '~/components/shell/crumbs'
import { ipPoolKind } from '~/resources/pools/pool-kind'
import { accessorColumn, type TableColumn } from '~/table/columns'
import { type RowAction } from '~/table/row-actions'
import { PropertiesTable } from '~/ui/page-header'
import { addToast } from '~/ui/toast'

import {
  PoolContentsTable,
  PoolPageLayout,
  poolPageLoader,
  usePoolActions,
} from '../pools/pool-detail'
import { assignmentLabel, ipPoolsDocs, poolDeleteReason } from './ip-pool-display'
import { poolUtilization, poolView, rangePage } from './ip-pool-queries'

export const loader = poolPageLoader(ipPoolKind, rangePage)

export const handle: RouteHandle = { crumb: ({ params }) => ipPoolSelector(params).pool }

const mono = (text: string) => <span className="font-mono text-xs">{text}</span>

const rangeColumns: TableColumn<IpPoolRange>[] = [
  accessorColumn({
    id: 'first',
    header: 'first',
    accessorFn: (r) => r.range.first,
    meta: { sortValue: (r) => r.range.first, text: (r) => r.range.first },
    cell: ({ row }) => mono(row.original.range.first),
  }),
  accessorColumn({
    id: 'last',
    header: 'last',
    accessorFn: (r) => r.range.last,
    meta: { sortValue: (r) => r.range.last, text: (r) => r.range.last },
    cell: ({ row }) => mono(row.original.range.last),
  }),
]

function RangesTable({ pool, readOnly }: { pool: string; readOnly?: string }) {
  const remove = useApiMutation('systemIpPoolRangeRemove', {
    onSuccess() {
      void invalidate('systemIpPoolRangeList')
      void invalidate('systemIpPoolUtilizationView')
    },
  })
  return (
    <PoolContentsTable
      query={rangePage(pool)}
      noun="IP ranges"
      columns={rangeColumns}
      filterFields={(r) => [r.range.first, r.range.last]}
      add={{ to: pb.ipPoolRangesAdd({ pool }), label: 'Add range' }}
      empty={{ title: 'No IP ranges', body: 'Add a range to see it here' }}
      readOnly={readOnly}
      remove={(r) => {
        const request = apiRequest('systemIpPoolRangeRemove', { path: { pool }, body: r.range })
        return {
          title: 'Remove range',
          request,
          errorTitle: 'Could not remove range',
          content: (
            <p>
              Remove the range{' '}
              <strong>
                {r.range.first}–{r.range.last}
              </strong>{' '}
              from <strong>{pool}</strong>? Its addresses can no longer be handed out. It cannot be
              removed while any of them is in use.
            </p>
          ),
          doAction: async () => {
            await remove.mutateAsync(request)
            addToast({ content: `IP range ${r.range.first}–${r.range.last} removed` })
          },
        }
      }}
    />
  )
}

/**
 * Moves a pool between silos and system services (`systemIpPoolAssign`). A pool still linked
 * to a silo cannot be reserved for system services: the action says so instead of failing.
 */
function useAssignAction(pool: IpPool | undefined): RowAction | null {
  const links = useQuery({
    ...qList('systemIpPoolSiloList', { path: { pool: pool?.name ?? '' } }),
    enabled: !!pool && pool.assignment === 'silos',
    throwOnError: false,
  })
  const assign = useApiMutation('systemIpPoolAssign', {
    onSuccess(updated) {
      queryClient.setQueryData(poolView(updated.name).queryKey, updated)
      void invalidate('systemIpPoolList')
      void invalidate('systemIpPoolView')
    },
  })
  if (!pool) return null
  const toSystem = pool.assignment === 'silos'
  const linked = links.data?.items.length ?? 0
  const target = toSystem ? 'system_services' : 'silos'
  return {
    label: toSystem ? 'Reserve for system services' : 'Make available to silos',
    disabled:
      toSystem && linked > 0
        ? 'Unlink the pool from every silo before reserving it for system services'
        : false,
    onActivate: () => {
      const req = apiRequest('systemIpPoolAssign', {
        path: { pool: pool.name },
        body: { assignment: target },
      })
      confirmAction({
        title: toSystem ? 'Reserve for system services' : 'Make available to silos',
        requests: () => req,
        actionType: toSystem ? 'danger' : 'primary',
        actionText: toSystem ? 'Reserve' : 'Make available',
        errorTitle: 'Could not change what the pool is assigned to',
        content: toSystem ? (
          <p>
            Reserve <strong>{pool.name}</strong> for the rack&apos;s own services (NTP, DNS and the
            like)? It can then no longer be linked to silos, and its ranges are no longer changed
            from here.
          </p>
        ) : (
          <p>
            Make <strong>{pool.name}</strong> available to silos? It stops being reserved for system
            services and can be linked to silos.
          </p>
        ),
        doAction: async () => {
          await assign.mutateAsync(req)
          addToast({
            content: toSystem
              ? `IP pool ${pool.name} reserved for system services`
              : `IP pool ${pool.name} available to silos`,
          })
        },
      })
    },
  }
}

/** An IP pool: its properties and use, its ranges and the silos linked to it. */
export function Component() {
  const { pool: poolName } = useSelector(ipPoolSelector)
  const { data: pool } = useQuery(poolView(poolName))
  const { data: usage } = useQuery({ ...poolUtilization(poolName), throwOnError: false })
  const poolActions = usePoolActions(
    ipPoolKind,
    { name: poolName },
    poolDeleteReason(usage?.capacity),
  )
  const assignAction = useAssignAction(pool)
  const actions = assignAction
    ? [...poolActions.slice(0, -1), assignAction, ...poolActions.slice(-1)]
    : poolActions

  // the loader put it there; it is only missing for a moment after a rename or delete
  if (!pool) return null

  const reserved =
    pool.assignment === 'silos'
      ? undefined
      : 'This pool is reserved for system services: it cannot be linked to silos'

  return (
    <PoolPageLayout
      kind={ipPoolKind}
      pool={pool}
      docs={ipPoolsDocs}
      actions={actions}
      rows={
        <>
          <PropertiesTable.Row label="Assigned to">{assignmentLabel(pool)}</PropertiesTable.Row>
          <PropertiesTable.Row label="Type">{pool.poolType}</PropertiesTable.Row>
        </>
      }
      usageLabel="IPs remaining"
      contents={
        <RangesTable
          pool={pool.name}
          readOnly={
            reserved &&
            'The ranges of the system services pool are set up with the rack; they are shown here read-only'
          }
        />
      }
      readOnly={reserved}
    />
  )
}
