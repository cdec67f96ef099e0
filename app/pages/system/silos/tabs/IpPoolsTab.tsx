import { lazy, Suspense, useState } from 'react'
import { Link, type LoaderFunctionArgs } from 'react-router'

import { type SiloIpPool } from '~/api/__generated__/Api'
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

import { clearDefaultText, makeDefaultText, poolKind, unlinkText } from '../pool-texts'
import { siloSelector, useSiloSelector } from '../silo-data'

const LinkPoolModal = lazy(() =>
  import('./link-pool-modal').then((m) => ({ default: m.LinkPoolModal })),
)

/** The silo's linked pools; every pool of a silo fits in one call in practice. */
const siloPools = (silo: string) => (pageToken?: string) =>
  qList('siloIpPoolList', { path: { silo } }, pageToken)

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(siloPools(siloSelector(params).silo)())
  return null
}

export const handle: RouteHandle = { crumb: 'IP pools' }

const refetch = () =>
  Promise.all([invalidate('siloIpPoolList'), invalidate('systemIpPoolSiloList')])

const columns: TableColumn<SiloIpPool>[] = [
  {
    id: 'name',
    header: 'name',
    accessorFn: (p) => p.name as never,
    meta: { sortValue: (p) => p.name },
    cell: ({ row }) => (
      <span className="flex items-center gap-2">
        <Link
          to={pb.ipPool({ pool: row.original.name })}
          className="font-medium text-fg underline-offset-2 hover:text-accent hover:underline"
        >
          {row.original.name}
        </Link>
        {row.original.isDefault && <Badge>default</Badge>}
      </span>
    ),
  },
  descriptionColumn<SiloIpPool>(),
  {
    id: 'kind',
    header: 'version and type',
    accessorFn: (p) => poolKind(p) as never,
    meta: { sortValue: poolKind },
    cell: ({ row }) => <Badge color="neutral">{poolKind(row.original)}</Badge>,
  },
]

/** Link, unlink and set the defaults of the IP pools a silo's users allocate from. */
export function Component() {
  const { silo } = useSiloSelector()
  const [linking, setLinking] = useState(false)
  const update = useApiMutation('systemIpPoolSiloUpdate', { onSuccess: refetch })
  const unlink = useApiMutation('systemIpPoolSiloUnlink', { onSuccess: refetch })

  const list = useQueryTable({
    query: siloPools(silo),
    columns,
    noun: 'IP pools',
    emptyState: (
      <EmptyState
        icon={<ServerIcon />}
        title="No linked IP pools"
        body="Link an IP pool so that this silo's users can allocate external IPs"
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
                  title: 'Clear default pool',
                  content: clearDefaultText(pool),
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
              onActivate: () => {
                const text = makeDefaultText(pool, linked)
                confirmAction({
                  ...text,
                  actionType: 'primary',
                  actionText: 'Make default',
                  errorTitle: 'Could not make it the default',
                  doAction: async () => {
                    await update.mutateAsync({ path, body: { isDefault: true } })
                    addToast({ content: `${pool.name} is the default ${poolKind(pool)} pool` })
                  },
                })
              },
            },
        {
          label: 'Unlink',
          variant: 'danger' as const,
          onActivate: () =>
            confirmAction({
              title: 'Unlink pool',
              content: unlinkText(pool),
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
          Link pool
        </Button>
      </div>
      {list.table}
      {linking && (
        <Suspense fallback={null}>
          <LinkPoolModal
            silo={silo}
            linked={list.data?.items ?? []}
            onDismiss={() => setLinking(false)}
          />
        </Suspense>
      )}
    </>
  )
}
