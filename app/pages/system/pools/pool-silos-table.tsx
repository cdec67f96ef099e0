import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useMemo, useState } from 'react'
import { Link } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { invalidate, q, qAll, qList, queryClient, useApiMutation } from '~/api/client'
import { confirmAction } from '~/components/confirm'
import { versionLabel, type PoolKind } from '~/resources/pools/pool-kind'
import { accessorColumn, lookup, type TableColumn } from '~/table/columns'
import { useQueryTable, type ListPage, type PageQuery } from '~/table/query-table'
import { type RowAction } from '~/table/row-actions'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { AddIcon } from '~/ui/icons'
import { addToast, ToastName } from '~/ui/toast'
import { capitalize } from '~/util/str'

import { IpPoolIcon } from '../ip-pools/ip-pool-display'

// the silo picker (Headless UI combobox) loads when "Link silo" is first chosen
const LinkSiloModal = lazy(() => import('./link-silo').then((m) => ({ default: m.LinkSiloModal })))

type SiloLink = { siloId: string; isDefault: boolean }

/** A page of the pool's links (the two kinds' links are read through what they share). */
const poolSiloPage = (kind: PoolKind, pool: string) => (pageToken?: string) =>
  qList(kind.ops.siloList, { path: { pool } }, pageToken) as unknown as PageQuery<
    ListPage<SiloLink>
  >

/** A silo's name from the list of silos, or from the silo itself (hidden ones are not listed). */
function SiloName({ kind, id }: { kind: PoolKind; id: string }) {
  const all = useQuery({ ...qAll('siloList', {}), throwOnError: false })
  const listed = all.data?.items.find((s) => s.id === id)
  const one = useQuery({
    ...q('siloView', { path: { silo: id } }),
    enabled: all.isSuccess && !listed,
    throwOnError: false,
  })
  const name = listed?.name ?? one.data?.name
  if (!name) return <span className="font-mono text-xs">{id}</span>
  return (
    <Link
      to={kind.paths.siloTab({ silo: name })}
      className="font-medium text-fg underline-offset-2 hover:text-accent hover:underline"
    >
      {name}
    </Link>
  )
}

/** The silos linked to a pool: link, unlink, and make or clear the silo's default. */
export function PoolSilosTable({
  kind,
  pool,
  readOnly,
}: {
  kind: PoolKind
  pool: { name: string; ipVersion: 'v4' | 'v6' }
  /** Why the pool's links cannot change, if they cannot. */
  readOnly?: string
}) {
  const [linking, setLinking] = useState(false)
  const family = versionLabel(pool.ipVersion)
  /** "IPv4 pool", "IPv6 subnet pool" */
  const poolOfFamily = `${family} ${kind.defaultNoun}`
  const refetch = () => {
    void invalidate(kind.ops.siloList)
    void invalidate(kind.ops.siloPools)
  }
  const update = useApiMutation(kind.ops.siloUpdate, { onSuccess: refetch })
  const unlink = useApiMutation(kind.ops.siloUnlink, { onSuccess: refetch })
  const silos = useQuery({ ...qAll('siloList', {}), throwOnError: false })
  const nameOf = (id: string) => silos.data?.items.find((s) => s.id === id)?.name ?? 'that silo'

  const columns = useMemo<TableColumn<SiloLink>[]>(
    () => [
      accessorColumn({
        id: 'silo',
        header: 'silo',
        accessorFn: (l) => l.siloId,
        meta: {
          lookup: lookup(
            () => qAll('siloList', {}),
            (l, data) => data?.items.find((s) => s.id === l.siloId)?.name ?? l.siloId,
          ),
        },
        cell: ({ row }) => <SiloName kind={kind} id={row.original.siloId} />,
      }),
      accessorColumn({
        id: 'default',
        header: 'silo default',
        accessorFn: (l) => (l.isDefault ? 'default' : ''),
        meta: {
          sortValue: (l) => (l.isDefault ? 0 : 1),
          text: (l) => (l.isDefault ? 'default' : ''),
        },
        cell: ({ row }) => (row.original.isDefault ? <Badge>default</Badge> : null),
      }),
    ],
    [kind],
  )

  const makeDefault = async (link: SiloLink) => {
    const silo = nameOf(link.siloId)
    // say which pool stops being the default, when there is one
    const pools = await queryClient
      .fetchQuery(qAll(kind.ops.siloPools, { path: { silo: link.siloId } }))
      .catch(() => null)
    const current = pools?.items.find(
      (p) => p.isDefault && versionLabel(p.ipVersion) === family && p.name !== pool.name,
    )
    const req = apiRequest(kind.ops.siloUpdate, {
      path: { pool: pool.name, silo: link.siloId },
      body: { isDefault: true },
    })
    confirmAction({
      title: 'Make default',
      requests: () => req,
      actionType: 'primary',
      actionText: 'Make default',
      errorTitle: 'Could not make default',
      content: (
        <p>
          Make <strong>{pool.name}</strong> the default {poolOfFamily} of silo{' '}
          <strong>{silo}</strong>? {capitalize(kind.takes)} asked for in {silo} without naming a
          pool will come from it.{' '}
          {current ? (
            <>
              The current default, <strong>{current.name}</strong>, stays linked but is no longer
              the default.
            </>
          ) : (
            <>The silo has no default {poolOfFamily} now.</>
          )}
        </p>
      ),
      doAction: async () => {
        await update.mutateAsync(req)
        addToast({
          content: (
            <>
              <ToastName>{pool.name}</ToastName> is now the default {poolOfFamily} of {silo}
            </>
          ),
        })
      },
    })
  }

  const rowActions = (link: SiloLink): RowAction[] => {
    const silo = nameOf(link.siloId)
    const path = { pool: pool.name, silo: link.siloId }
    const clearReq = apiRequest(kind.ops.siloUpdate, { path, body: { isDefault: false } })
    const unlinkReq = apiRequest(kind.ops.siloUnlink, { path })
    return [
      link.isDefault
        ? {
            label: 'Clear default',
            disabled: readOnly ?? false,
            onActivate: () =>
              confirmAction({
                title: 'Clear default',
                actionType: 'danger',
                actionText: 'Clear default',
                errorTitle: 'Could not clear default',
                requests: () => clearReq,
                content: (
                  <p>
                    Stop using <strong>{pool.name}</strong> as the default {poolOfFamily} of silo{' '}
                    <strong>{silo}</strong>? The pool stays linked, but the silo will have no
                    default {poolOfFamily}: {kind.takers} must name a pool whenever they ask for{' '}
                    {kind.oneTaken}.
                  </p>
                ),
                doAction: () => update.mutateAsync(clearReq),
              }),
          }
        : {
            label: 'Make default',
            disabled: readOnly ?? false,
            onActivate: () => void makeDefault(link),
          },
      {
        label: 'Unlink',
        variant: 'danger',
        disabled: readOnly ?? false,
        onActivate: () =>
          confirmAction({
            title: 'Unlink silo',
            actionType: 'danger',
            actionText: 'Unlink',
            errorTitle: 'Could not unlink silo',
            requests: () => unlinkReq,
            content: (
              <p>
                Unlink silo <strong>{silo}</strong> from <strong>{pool.name}</strong>?{' '}
                {capitalize(kind.takers)} in the silo will no longer be able to take {kind.takes}{' '}
                from this pool. It cannot be unlinked while {kind.takes} from the pool are in use in
                the silo.
              </p>
            ),
            doAction: async () => {
              await unlink.mutateAsync(unlinkReq)
              addToast({
                content: (
                  <>
                    Silo <ToastName>{silo}</ToastName> unlinked
                  </>
                ),
              })
            },
          }),
      },
    ]
  }

  const list = useQueryTable({
    query: (t?: string) => ({ ...poolSiloPage(kind, pool.name)(t), throwOnError: false }),
    noun: 'linked silos',
    columns,
    rowActions,
    getId: (l) => l.siloId,
    filterFields: (l) => [l.siloId, nameOf(l.siloId)],
    emptyState: (
      <EmptyState
        icon={<IpPoolIcon />}
        title="No linked silos"
        body="Link this pool to a silo to see it here"
      />
    ),
  })
  const linkedIds = list.data?.items.map((l) => l.siloId) ?? []
  return (
    <>
      <div className="mb-3 flex justify-end">
        <Button
          size="sm"
          disabled={!!readOnly}
          disabledReason={readOnly}
          writes
          onClick={() => setLinking(true)}
        >
          <AddIcon size={12} />
          Link silo
        </Button>
      </div>
      {readOnly && <p className="mb-3 text-sm text-secondary">{readOnly}</p>}
      {list.table}
      {linking && (
        <Suspense fallback={null}>
          <LinkSiloModal
            kind={kind}
            pool={pool}
            linkedSiloIds={linkedIds}
            onDismiss={() => setLinking(false)}
          />
        </Suspense>
      )}
    </>
  )
}
