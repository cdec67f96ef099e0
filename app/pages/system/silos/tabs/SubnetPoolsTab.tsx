import { lazy, Suspense, useState } from 'react'
import { Link, type LoaderFunctionArgs } from 'react-router'

import { type SiloSubnetPool } from '~/api/__generated__/Api'
import { invalidate, qList, queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { confirmAction } from '~/components/confirm'
import { type RouteHandle } from '~/components/shell/crumbs'
import { descriptionColumn, type TableColumn } from '~/table/columns'
import { useQueryTable } from '~/table/query-table'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { AddIcon, ServerIcon } from '~/ui/icons'
import { addToast } from '~/ui/toast'

import { siloSelector, useSiloSelector } from '../silo-data'
import {
  clearDefaultSubnetText,
  makeDefaultSubnetText,
  subnetFamily,
  unlinkSubnetText,
} from '../subnet-pool-texts'

const LinkSubnetPoolModal = lazy(() =>
  import('./link-subnet-pool-modal').then((m) => ({ default: m.LinkSubnetPoolModal })),
)

/** The silo's linked subnet pools; every pool of a silo fits in one call in practice. */
const siloPools = (silo: string) => (pageToken?: string) =>
  qList('siloSubnetPoolList', { path: { silo } }, pageToken)

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(siloPools(siloSelector(params).silo)())
  return null
}

export const handle: RouteHandle = { crumb: 'Subnet pools' }

const refetch = () =>
  Promise.all([invalidate('siloSubnetPoolList'), invalidate('systemSubnetPoolSiloList')])

const columns: TableColumn<SiloSubnetPool>[] = [
  {
    id: 'name',
    header: 'name',
    accessorFn: (p) => p.name as never,
    meta: { sortValue: (p) => p.name },
    cell: ({ row }) => (
      <span className="flex items-center gap-2">
        <Link
          to={pb.subnetPool({ pool: row.original.name })}
          className="font-medium text-fg underline-offset-2 hover:text-accent hover:underline"
        >
          {row.original.name}
        </Link>
        {row.original.isDefault && <Badge>default</Badge>}
      </span>
    ),
  },
  descriptionColumn<SiloSubnetPool>(),
  {
    id: 'version',
    header: 'version',
    accessorFn: (p) => subnetFamily(p) as never,
    meta: { sortValue: subnetFamily },
    cell: ({ row }) => <Badge color="neutral">{subnetFamily(row.original)}</Badge>,
  },
]

/** Link, unlink and set the defaults of the subnet pools a silo's projects take subnets from. */
export function Component() {
  const { silo } = useSiloSelector()
  const [linking, setLinking] = useState(false)
  const update = useApiMutation('systemSubnetPoolSiloUpdate', { onSuccess: refetch })
  const unlink = useApiMutation('systemSubnetPoolSiloUnlink', { onSuccess: refetch })

  const list = useQueryTable({
    query: siloPools(silo),
    columns,
    noun: 'subnet pools',
    emptyState: (
      <EmptyState
        icon={<ServerIcon />}
        title="No linked subnet pools"
        body="Link a subnet pool so that this silo's projects can take external subnets"
      />
    ),
    rowActions: (pool) => {
      const linked = list.data?.items ?? []
      const path = { pool: pool.name, silo }
      return [
        pool.isDefault
          ? {
              label: 'Clear default',
              onActivate: () =>
                confirmAction({
                  title: 'Clear default subnet pool',
                  content: clearDefaultSubnetText(pool),
                  actionType: 'danger',
                  actionText: 'Clear default',
                  errorTitle: 'Could not clear the default',
                  doAction: async () => {
                    await update.mutateAsync({ path, body: { isDefault: false } })
                    addToast({ content: `${pool.name} is no longer the default` })
                  },
                }),
            }
          : {
              label: 'Make default',
              onActivate: () =>
                confirmAction({
                  ...makeDefaultSubnetText(pool, linked),
                  actionType: 'primary',
                  actionText: 'Make default',
                  errorTitle: 'Could not make it the default',
                  doAction: async () => {
                    await update.mutateAsync({ path, body: { isDefault: true } })
                    addToast({
                      content: `${pool.name} is the default ${subnetFamily(pool)} subnet pool`,
                    })
                  },
                }),
            },
        {
          label: 'Unlink',
          variant: 'danger' as const,
          onActivate: () =>
            confirmAction({
              title: 'Unlink subnet pool',
              content: unlinkSubnetText(pool),
              actionType: 'danger',
              actionText: 'Unlink',
              errorTitle: 'Could not unlink the pool',
              doAction: async () => {
                await unlink.mutateAsync({ path })
                addToast({ content: `${pool.name} unlinked` })
              },
            }),
        },
      ]
    },
  })

  return (
    <>
      <div className="mb-3 flex justify-end">
        <Button size="sm" onClick={() => setLinking(true)}>
          <AddIcon size={12} />
          Link subnet pool
        </Button>
      </div>
      {list.table}
      {linking && (
        <Suspense fallback={null}>
          <LinkSubnetPoolModal
            silo={silo}
            linked={list.data?.items ?? []}
            onDismiss={() => setLinking(false)}
          />
        </Suspense>
      )}
    </>
  )
}
