import { useQuery } from '@tanstack/react-query'

import { type SubnetPoolMember } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { invalidate, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { subnetPoolSelector, useSelector } from '~/api/selectors'
import { type RouteHandle } from '~/components/shell/crumbs'
import { subnetPoolKind } from '~/resources/pools/pool-kind'
import { accessorColumn, formatDateTime, type TableColumn } from '~/table/columns'
import { addToast } from '~/ui/toast'

import {
  PoolContentsTable,
  PoolPageLayout,
  poolPageLoader,
  usePoolActions,
} from '../pools/pool-detail'
import { subnetPoolDeleteReason, subnetPoolsDocs } from './subnet-pool-display'
import { memberPage, subnetPoolUtilization, subnetPoolView } from './subnet-pool-queries'

export const loader = poolPageLoader(subnetPoolKind, memberPage)

export const handle: RouteHandle = { crumb: ({ params }) => subnetPoolSelector(params).pool }

const mono = (text: string) => <span className="font-mono text-xs">{text}</span>

const memberColumns: TableColumn<SubnetPoolMember>[] = [
  accessorColumn({
    id: 'subnet',
    header: 'subnet',
    accessorFn: (m) => m.subnet,
    meta: { text: (m) => m.subnet },
    cell: ({ row }) => mono(row.original.subnet),
  }),
  accessorColumn({
    id: 'min',
    header: 'min prefix length',
    accessorFn: (m) => m.minPrefixLength,
    meta: { text: (m) => `/${m.minPrefixLength}` },
    cell: ({ row }) => mono(`/${row.original.minPrefixLength}`),
  }),
  accessorColumn({
    id: 'max',
    header: 'max prefix length',
    accessorFn: (m) => m.maxPrefixLength,
    meta: { text: (m) => `/${m.maxPrefixLength}` },
    cell: ({ row }) => mono(`/${row.original.maxPrefixLength}`),
  }),
  accessorColumn({
    id: 'created',
    header: 'added',
    accessorFn: (m) => m.timeCreated,
    meta: { text: (m) => formatDateTime(m.timeCreated) },
    cell: ({ row }) => formatDateTime(row.original.timeCreated),
  }),
]

function MembersTable({ pool }: { pool: string }) {
  const remove = useApiMutation('systemSubnetPoolMemberRemove', {
    onSuccess() {
      void invalidate('systemSubnetPoolMemberList')
      void invalidate('systemSubnetPoolUtilizationView')
    },
  })
  return (
    <PoolContentsTable
      query={memberPage(pool)}
      noun="subnets"
      columns={memberColumns}
      filterFields={(m) => [m.subnet]}
      add={{ to: pb.subnetPoolMembersAdd({ pool }), label: 'Add subnet' }}
      empty={{ title: 'No subnets', body: 'Add a subnet to see it here' }}
      remove={(m) => {
        const request = apiRequest('systemSubnetPoolMemberRemove', {
          path: { pool },
          body: { subnet: m.subnet },
        })
        return {
          title: 'Remove subnet',
          request,
          errorTitle: 'Could not remove subnet',
          content: (
            <p>
              Remove <strong>{m.subnet}</strong> from <strong>{pool}</strong>? Projects can no
              longer take external subnets from it. It cannot be removed while any external subnet
              cut from it is allocated.
            </p>
          ),
          doAction: async () => {
            await remove.mutateAsync(request)
            addToast({ content: `Subnet ${m.subnet} removed` })
          },
        }
      }}
    />
  )
}

/** A subnet pool: its properties and use, its subnets and the silos linked to it. */
export function Component() {
  const { pool: poolName } = useSelector(subnetPoolSelector)
  const { data: pool } = useQuery(subnetPoolView(poolName))
  const { data: usage } = useQuery({ ...subnetPoolUtilization(poolName), throwOnError: false })
  const actions = usePoolActions(
    subnetPoolKind,
    { name: poolName },
    subnetPoolDeleteReason(usage?.capacity),
  )

  // the loader put it there; it is only missing for a moment after a rename or delete
  if (!pool) return null

  return (
    <PoolPageLayout
      kind={subnetPoolKind}
      pool={pool}
      docs={subnetPoolsDocs}
      actions={actions}
      usageLabel="Addresses free"
      contents={<MembersTable pool={pool.name} />}
    />
  )
}
