import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useMemo, useState } from 'react'
import { Link, Outlet, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router'

import { type IpPoolRange, type IpPoolSiloLink } from '~/api/__generated__/Api'
import { invalidate, q, qAll, queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { ipPoolSelector, useSelector } from '~/api/selectors'
import { confirmAction, confirmDelete } from '~/components/confirm'
import { type RouteHandle } from '~/components/shell/crumbs'
import { formatDateTime, type TableColumn } from '~/table/columns'
import { useQueryTable } from '~/table/query-table'
import { RowActionsMenu, type RowAction } from '~/table/row-actions'
import { Badge } from '~/ui/badge'
import { Button, buttonClass } from '~/ui/button'
import { cn } from '~/ui/cn'
import { EmptyState } from '~/ui/empty-state'
import { AddIcon } from '~/ui/icons'
import { PageHeader, PropertiesTable } from '~/ui/page-header'
import { addToast, ToastName } from '~/ui/toast'

import { exactIpCount, formatIpCount, usedPercent } from './ip-count'
import {
  assignmentLabel,
  IpPoolIcon,
  ipPoolsDocs,
  poolDeleteReason,
  poolSiloPage,
  poolUtilization,
  poolView,
  rangePage,
  versionLabel,
} from './pool-parts'

// the silo picker (Headless UI combobox) loads when "Link silo" is first chosen
const LinkSiloModal = lazy(() => import('./link-silo').then((m) => ({ default: m.LinkSiloModal })))

export async function loader({ params }: LoaderFunctionArgs) {
  const { pool } = ipPoolSelector(params)
  void queryClient.prefetchQuery(poolUtilization(pool))
  void queryClient.prefetchQuery(rangePage(pool)())
  await queryClient.ensureQueryData(poolView(pool))
  return null
}

export const handle: RouteHandle = { crumb: ({ params }) => ipPoolSelector(params).pool }

type Tab = 'ranges' | 'silos'

function Tabs({ current }: { current: Tab }) {
  const tabs: { id: Tab; label: string }[] = [
    { id: 'ranges', label: 'IP ranges' },
    { id: 'silos', label: 'Linked silos' },
  ]
  return (
    <nav aria-label="IP pool sections" className="mb-4 border-b border-line">
      <ul className="-mb-px flex gap-1">
        {tabs.map((t) => (
          <li key={t.id}>
            <Link
              to={t.id === 'ranges' ? '?' : `?tab=${t.id}`}
              aria-current={current === t.id ? 'page' : undefined}
              className={cn(
                'inline-flex h-9 items-center border-b-2 px-3 text-sm whitespace-nowrap',
                current === t.id
                  ? 'border-accent font-medium text-fg'
                  : 'border-transparent text-tertiary hover:border-line-strong hover:text-secondary',
              )}
            >
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Remaining of capacity, with a meter of the share in use. */
function Utilization({ pool }: { pool: string }) {
  const { data } = useQuery({ ...poolUtilization(pool), throwOnError: false })
  if (!data) return null
  if (data.capacity === 0) return <span className="text-tertiary">No ranges yet</span>
  const used = usedPercent(data.capacity, data.remaining)
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span
        className="tabular-nums"
        title={`${exactIpCount(data.remaining)} of ${exactIpCount(data.capacity)}`}
      >
        <span className="text-fg">{formatIpCount(data.remaining)}</span> of{' '}
        {formatIpCount(data.capacity)} free
      </span>
      <meter
        className="h-2 w-28"
        aria-label="Share of addresses in use"
        min={0}
        max={100}
        low={70}
        high={90}
        optimum={0}
        value={used}
      />
      <span className="text-xs text-tertiary">
        {used < 1 && used > 0 ? '<1' : Math.round(used)}% used
      </span>
    </span>
  )
}

function RangesTable({ pool, readOnly }: { pool: string; readOnly?: string }) {
  const remove = useApiMutation('systemIpPoolRangeRemove', {
    onSuccess() {
      void invalidate('systemIpPoolRangeList')
      void invalidate('systemIpPoolUtilizationView')
    },
  })
  const columns = useMemo<TableColumn<IpPoolRange>[]>(
    () => [
      {
        id: 'first',
        header: 'first',
        accessorFn: (r) => r.range.first as never,
        meta: { sortValue: (r) => r.range.first },
        cell: ({ row }) => <span className="font-mono text-xs">{row.original.range.first}</span>,
      },
      {
        id: 'last',
        header: 'last',
        accessorFn: (r) => r.range.last as never,
        meta: { sortValue: (r) => r.range.last },
        cell: ({ row }) => <span className="font-mono text-xs">{row.original.range.last}</span>,
      },
    ],
    [],
  )
  const rowActions = (r: IpPoolRange): RowAction[] => [
    {
      label: 'Remove',
      variant: 'danger',
      disabled: readOnly ?? false,
      onActivate: () =>
        confirmAction({
          title: 'Remove range',
          actionType: 'danger',
          actionText: 'Remove',
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
            await remove.mutateAsync({ path: { pool }, body: r.range })
            addToast({ content: `IP range ${r.range.first}–${r.range.last} removed` })
          },
        }),
    },
  ]
  const add = pb.ipPoolRangesAdd({ pool })
  const list = useQueryTable({
    query: (t?: string) => ({ ...rangePage(pool)(t), throwOnError: false }),
    noun: 'IP ranges',
    columns,
    rowActions,
    filterFields: (r) => [r.range.first, r.range.last],
    emptyState: (
      <EmptyState
        icon={<IpPoolIcon />}
        title="No IP ranges"
        body="Add a range to see it here"
        action={
          readOnly ? undefined : (
            <Link to={add} className={buttonClass('ghost', 'sm')}>
              <AddIcon size={12} />
              Add range
            </Link>
          )
        }
      />
    ),
  })
  return (
    <>
      <div className="mb-3 flex justify-end">
        {readOnly ? (
          <Button size="sm" disabled disabledReason={readOnly}>
            <AddIcon size={12} />
            Add range
          </Button>
        ) : (
          <Link to={add} className={buttonClass('primary', 'sm')}>
            <AddIcon size={12} />
            Add range
          </Link>
        )}
      </div>
      {readOnly && <p className="mb-3 text-sm text-secondary">{readOnly}</p>}
      {list.table}
    </>
  )
}

/** A silo's name from the list of silos, or from the silo itself (hidden ones are not listed). */
function SiloName({ id }: { id: string }) {
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
      to={pb.siloIpPools({ silo: name })}
      className="font-medium text-fg underline-offset-2 hover:text-accent hover:underline"
    >
      {name}
    </Link>
  )
}

function SilosTable({
  pool,
  family,
  readOnly,
}: {
  pool: string
  family: string
  readOnly?: string
}) {
  const [linking, setLinking] = useState(false)
  const update = useApiMutation('systemIpPoolSiloUpdate', {
    onSuccess() {
      void invalidate('systemIpPoolSiloList')
      void invalidate('siloIpPoolList')
    },
  })
  const unlink = useApiMutation('systemIpPoolSiloUnlink', {
    onSuccess() {
      void invalidate('systemIpPoolSiloList')
      void invalidate('siloIpPoolList')
    },
  })
  const silos = useQuery({ ...qAll('siloList', {}), throwOnError: false })
  const nameOf = (id: string) => silos.data?.items.find((s) => s.id === id)?.name ?? 'that silo'

  const columns = useMemo<TableColumn<IpPoolSiloLink>[]>(
    () => [
      {
        id: 'silo',
        header: 'silo',
        accessorFn: (l) => l.siloId as never,
        cell: ({ row }) => <SiloName id={row.original.siloId} />,
      },
      {
        id: 'default',
        header: 'silo default',
        accessorFn: (l) => (l.isDefault ? 'default' : '') as never,
        meta: { sortValue: (l) => (l.isDefault ? 0 : 1) },
        cell: ({ row }) => (row.original.isDefault ? <Badge>default</Badge> : null),
      },
    ],
    [],
  )

  const makeDefault = async (link: IpPoolSiloLink) => {
    const silo = nameOf(link.siloId)
    // say which pool stops being the default, when there is one
    const pools = await queryClient
      .fetchQuery(qAll('siloIpPoolList', { path: { silo: link.siloId } }))
      .catch(() => null)
    const current = pools?.items.find(
      (p) =>
        p.isDefault && `${p.ipVersion}` === (family === 'IPv4' ? 'v4' : 'v6') && p.name !== pool,
    )
    confirmAction({
      title: 'Make default',
      actionType: 'primary',
      actionText: 'Make default',
      errorTitle: 'Could not make default',
      content: (
        <p>
          Make <strong>{pool}</strong> the default {family} pool of silo <strong>{silo}</strong>?
          Addresses asked for in {silo} without naming a pool will come from it.{' '}
          {current ? (
            <>
              The current default, <strong>{current.name}</strong>, stays linked but is no longer
              the default.
            </>
          ) : (
            <>The silo has no default {family} pool now.</>
          )}
        </p>
      ),
      doAction: async () => {
        await update.mutateAsync({
          path: { pool, silo: link.siloId },
          body: { isDefault: true },
        })
        addToast({
          content: (
            <>
              <ToastName>{pool}</ToastName> is now the default {family} pool of {silo}
            </>
          ),
        })
      },
    })
  }

  const rowActions = (link: IpPoolSiloLink): RowAction[] => {
    const silo = nameOf(link.siloId)
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
                content: (
                  <p>
                    Stop using <strong>{pool}</strong> as the default {family} pool of silo{' '}
                    <strong>{silo}</strong>? The pool stays linked, but the silo will have no
                    default {family} pool: users must name a pool whenever they ask for an address.
                  </p>
                ),
                doAction: () =>
                  update.mutateAsync({
                    path: { pool, silo: link.siloId },
                    body: { isDefault: false },
                  }),
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
            content: (
              <p>
                Unlink silo <strong>{silo}</strong> from <strong>{pool}</strong>? Users in the silo
                will no longer be able to take addresses from this pool. It cannot be unlinked while
                addresses from the pool are in use in the silo.
              </p>
            ),
            doAction: async () => {
              await unlink.mutateAsync({ path: { pool, silo: link.siloId } })
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
    query: (t?: string) => ({ ...poolSiloPage(pool)(t), throwOnError: false }),
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
          <LinkSiloModalHost
            pool={pool}
            linkedSiloIds={linkedIds}
            onDismiss={() => setLinking(false)}
          />
        </Suspense>
      )}
    </>
  )
}

function LinkSiloModalHost(props: {
  pool: string
  linkedSiloIds: string[]
  onDismiss: () => void
}) {
  const { data: pool } = useQuery(poolView(props.pool))
  return pool ? <LinkSiloModal {...props} pool={pool} /> : null
}

/** An IP pool: its properties and use, its ranges and the silos linked to it. */
export function Component() {
  const { pool: poolName } = useSelector(ipPoolSelector)
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const tab: Tab = params.get('tab') === 'silos' ? 'silos' : 'ranges'
  const { data: pool } = useQuery(poolView(poolName))
  const { data: usage } = useQuery({ ...poolUtilization(poolName), throwOnError: false })

  const deletePool = useApiMutation('systemIpPoolDelete', {
    onSuccess: () => invalidate('systemIpPoolList'),
  })

  // the loader put it there; it is only missing for a moment after a rename or delete
  if (!pool) return null

  const family = versionLabel(pool.ipVersion)
  const reserved =
    pool.assignment === 'silos'
      ? undefined
      : 'This pool is reserved for system services: it cannot be linked to silos'
  const actions: RowAction[] = [
    { label: 'Edit', onActivate: () => navigate(pb.ipPoolEdit({ pool: pool.name })) },
    {
      label: 'Delete',
      variant: 'danger',
      disabled: poolDeleteReason(usage?.capacity) ?? false,
      onActivate: () =>
        confirmDelete({
          kind: 'IP pool',
          label: pool.name,
          doDelete: async () => {
            await deletePool.mutateAsync({ path: { pool: pool.name } })
            await navigate(pb.ipPools())
            queryClient.removeQueries(poolView(pool.name))
            addToast({
              content: (
                <>
                  IP pool <ToastName>{pool.name}</ToastName> deleted
                </>
              ),
            })
          },
        }),
    },
  ]

  return (
    <>
      <PageHeader
        title={pool.name}
        icon={<IpPoolIcon size={20} />}
        adornment={ipPoolsDocs}
        actions={<RowActionsMenu label="IP pool actions" id={pool.id} actions={actions} />}
      />
      <PropertiesTable columns={2}>
        <PropertiesTable.Row label="Description">{pool.description || null}</PropertiesTable.Row>
        <PropertiesTable.Row label="IP version">{family}</PropertiesTable.Row>
        <PropertiesTable.Row label="Assigned to">{assignmentLabel(pool)}</PropertiesTable.Row>
        <PropertiesTable.Row label="Type">{pool.poolType}</PropertiesTable.Row>
        <PropertiesTable.Row label="IPs remaining">
          <Utilization pool={pool.name} />
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Created">
          {formatDateTime(pool.timeCreated)}
        </PropertiesTable.Row>
        <PropertiesTable.IdRow id={pool.id} />
        <PropertiesTable.Row label="Updated">
          {formatDateTime(pool.timeModified)}
        </PropertiesTable.Row>
      </PropertiesTable>
      <Tabs current={tab} />
      {tab === 'ranges' ? (
        <RangesTable
          pool={pool.name}
          readOnly={
            reserved &&
            'The ranges of the system services pool are set up with the rack; they are shown here read-only'
          }
        />
      ) : (
        <SilosTable pool={pool.name} family={family} readOnly={reserved} />
      )}
      <Outlet />
    </>
  )
}
