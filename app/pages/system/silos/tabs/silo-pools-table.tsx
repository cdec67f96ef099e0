/** A silo's linked pools (IP pools or subnet pools): link, unlink, make or clear a default. */
import { Suspense, useMemo, useState, type ReactNode } from 'react'
import { Link } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { invalidate, qList, useApiMutation } from '~/api/client'
import { confirmAction } from '~/components/confirm'
import { type PoolKind } from '~/resources/pools/pool-kind'
import { accessorColumn, descriptionColumn, type TableColumn } from '~/table/columns'
import { useQueryTable, type ListPage, type PageQuery } from '~/table/query-table'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { AddIcon, ServerIcon } from '~/ui/icons'
import { addToast } from '~/ui/toast'

type SiloPool = { id: string; name: string; description: string; isDefault: boolean }

/** The silo's linked pools; every pool of a silo fits in one call in practice. */
export const siloPools =
  <P extends SiloPool>(kind: PoolKind, silo: string) =>
  (pageToken?: string) =>
    qList(kind.ops.siloPools, { path: { silo } }, pageToken) as unknown as PageQuery<ListPage<P>>

export function SiloPoolsTable<P extends SiloPool>({
  kind,
  silo,
  classOf,
  classColumn,
  emptyBody,
  texts,
  linkModal,
}: {
  kind: PoolKind
  silo: string
  /** The class a silo has one default of: "IPv4 unicast", "IPv6". */
  classOf: (pool: P) => string
  classColumn: { id: string; header: string }
  emptyBody: string
  texts: {
    makeDefault: (pool: P, linked: P[]) => { title: string; content: string }
    clearDefault: (pool: P) => string
    unlink: (pool: P) => string
  }
  linkModal: (props: { silo: string; linked: P[]; onDismiss: () => void }) => ReactNode
}) {
  const [linking, setLinking] = useState(false)
  const refetch = () => Promise.all([invalidate(kind.ops.siloPools), invalidate(kind.ops.siloList)])
  const update = useApiMutation(kind.ops.siloUpdate, { onSuccess: refetch })
  const unlink = useApiMutation(kind.ops.siloUnlink, { onSuccess: refetch })

  const columns = useMemo<TableColumn<P>[]>(
    () => [
      accessorColumn({
        id: 'name',
        header: 'name',
        accessorFn: (p) => p.name,
        meta: {
          sortValue: (p) => p.name,
          text: (p) => (p.isDefault ? `${p.name} default` : p.name),
        },
        cell: ({ row }) => (
          <span className="flex items-center gap-2">
            <Link
              to={kind.paths.detail({ pool: row.original.name })}
              className="font-medium text-fg underline-offset-2 hover:text-accent hover:underline"
            >
              {row.original.name}
            </Link>
            {row.original.isDefault && <Badge>default</Badge>}
          </span>
        ),
      }),
      descriptionColumn<P>(),
      accessorColumn({
        ...classColumn,
        accessorFn: (p) => classOf(p),
        meta: { sortValue: classOf, text: classOf },
        cell: ({ row }) => <Badge color="neutral">{classOf(row.original)}</Badge>,
      }),
    ],
    [kind, classOf, classColumn],
  )

  const list = useQueryTable({
    query: siloPools<P>(kind, silo),
    columns,
    noun: `${kind.noun}s`,
    emptyState: (
      <EmptyState icon={<ServerIcon />} title={`No linked ${kind.noun}s`} body={emptyBody} />
    ),
    rowActions: (pool) => {
      const linked = list.data?.items ?? []
      const path = { pool: pool.name, silo }
      const defaultReq = apiRequest(kind.ops.siloUpdate, {
        path,
        body: { isDefault: !pool.isDefault },
      })
      const unlinkReq = apiRequest(kind.ops.siloUnlink, { path })
      return [
        pool.isDefault
          ? {
              label: 'Clear default',
              onActivate: () =>
                confirmAction({
                  title: `Clear default ${kind.defaultNoun}`,
                  content: texts.clearDefault(pool),
                  actionType: 'danger',
                  actionText: 'Clear default',
                  errorTitle: 'Could not clear the default',
                  requests: () => defaultReq,
                  doAction: async () => {
                    await update.mutateAsync(defaultReq)
                    addToast({ content: `${pool.name} is no longer the default` })
                  },
                }),
            }
          : {
              label: 'Make default',
              onActivate: () =>
                confirmAction({
                  ...texts.makeDefault(pool, linked),
                  actionType: 'primary',
                  actionText: 'Make default',
                  errorTitle: 'Could not make it the default',
                  requests: () => defaultReq,
                  doAction: async () => {
                    await update.mutateAsync(defaultReq)
                    addToast({
                      content: `${pool.name} is the default ${classOf(pool)} ${kind.defaultNoun}`,
                    })
                  },
                }),
            },
        {
          label: 'Unlink',
          variant: 'danger' as const,
          onActivate: () =>
            confirmAction({
              title: `Unlink ${kind.defaultNoun}`,
              content: texts.unlink(pool),
              actionType: 'danger',
              actionText: 'Unlink',
              errorTitle: 'Could not unlink the pool',
              requests: () => unlinkReq,
              doAction: async () => {
                await unlink.mutateAsync(unlinkReq)
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
        <Button size="sm" writes onClick={() => setLinking(true)}>
          <AddIcon size={12} />
          Link {kind.defaultNoun}
        </Button>
      </div>
      {list.table}
      {linking && (
        <Suspense fallback={null}>
          {linkModal({ silo, linked: list.data?.items ?? [], onDismiss: () => setLinking(false) })}
        </Suspense>
      )}
    </>
  )
}
