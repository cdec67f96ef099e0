/**
 * The parts a pool's page shares between IP pools and subnet pools: tabs, actions, what the pool
 * holds and its linked silos.
 */
import { type ReactNode } from 'react'
import { Link, Outlet, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router'

import { apiRequest, type SomeRequest } from '~/api/api-request'
import { invalidate, q, queryClient, useApiMutation } from '~/api/client'
import { confirmAction, confirmDelete } from '~/components/confirm'
import { CreateLink } from '~/components/create-link'
import { versionLabel, type PoolKind } from '~/resources/pools/pool-kind'
import { formatDateTime, type TableColumn } from '~/table/columns'
import { useQueryTable, type ListPage, type PageQuery } from '~/table/query-table'
import { RowActionsMenu, type RowAction } from '~/table/row-actions'
import { cn } from '~/ui/cn'
import { EmptyState } from '~/ui/empty-state'
import { PageHeader, PropertiesTable } from '~/ui/page-header'
import { addToast, ToastName } from '~/ui/toast'
import { capitalize } from '~/util/str'

import { IpPoolIcon } from '../ip-pools/ip-pool-display'
import { PoolSilosTable } from './pool-silos-table'
import { poolUtilization, PoolUtilization } from './pool-usage'

const poolView = (kind: PoolKind, pool: string) => q(kind.ops.view, { path: { pool } })
type Tab = 'contents' | 'silos'

/** Which tab of a pool's page is open: what it holds (the default) or its linked silos. */
function usePoolTab(): Tab {
  const [params] = useSearchParams()
  return params.get('tab') === 'silos' ? 'silos' : 'contents'
}

function PoolTabs({ kind, current }: { kind: PoolKind; current: Tab }) {
  const tabs: { id: Tab; label: string }[] = [
    { id: 'contents', label: kind.contents },
    { id: 'silos', label: 'Linked silos' },
  ]
  return (
    <nav aria-label={`${capitalize(kind.noun)} sections`} className="mb-4 border-b border-line">
      <ul className="-mb-px flex gap-1">
        {tabs.map((t) => (
          <li key={t.id}>
            <Link
              to={t.id === 'contents' ? '?' : `?tab=${t.id}`}
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

/** The page's Edit and Delete actions; Delete is refused with `deleteReason` when there is one. */
export function usePoolActions(
  kind: PoolKind,
  pool: { name: string },
  deleteReason: string | undefined,
): RowAction[] {
  const navigate = useNavigate()
  const deletePool = useApiMutation(kind.ops.delete, {
    onSuccess: () => invalidate(kind.ops.list),
  })
  return [
    { label: 'Edit', onActivate: () => navigate(kind.paths.edit({ pool: pool.name })) },
    {
      label: 'Delete',
      variant: 'danger',
      disabled: deleteReason ?? false,
      onActivate: () => {
        const req = apiRequest(kind.ops.delete, { path: { pool: pool.name } })
        confirmDelete({
          kind: kind.noun,
          label: pool.name,
          requests: () => req,
          doDelete: async () => {
            await deletePool.mutateAsync(req)
            await navigate(kind.paths.list())
            queryClient.removeQueries(poolView(kind, pool.name))
            addToast({
              content: (
                <>
                  {capitalize(kind.noun)} <ToastName>{pool.name}</ToastName> deleted
                </>
              ),
            })
          },
        })
      },
    },
  ]
}

/**
 * What a pool holds (an IP pool's ranges, a subnet pool's subnets): a list with Add, and Remove
 * on each row after a confirmation the caller words and carries out.
 */
export function PoolContentsTable<R>({
  query,
  noun,
  columns,
  filterFields,
  add,
  empty,
  remove,
  readOnly,
}: {
  query: (pageToken?: string) => PageQuery<ListPage<R>>
  noun: string
  columns: TableColumn<R>[]
  filterFields: (row: R) => string[]
  add: { to: string; label: string }
  empty: { title: string; body: string }
  remove: (row: R) => {
    title: string
    errorTitle: string
    content: ReactNode
    /** The request Remove sends, shown as "Equivalent CLI". */
    request: SomeRequest
    doAction: () => Promise<unknown>
  }
  /** Why the contents cannot change, if they cannot. */
  readOnly?: string
}) {
  const rowActions = (r: R): RowAction[] => [
    {
      label: 'Remove',
      variant: 'danger',
      disabled: readOnly ?? false,
      onActivate: () => {
        const { request, ...texts } = remove(r)
        confirmAction({
          ...texts,
          requests: () => request,
          actionType: 'danger',
          actionText: 'Remove',
        })
      },
    },
  ]
  const list = useQueryTable({
    query: (t?: string) => ({ ...query(t), throwOnError: false }),
    noun,
    columns,
    rowActions,
    filterFields,
    emptyState: (
      <EmptyState
        icon={<IpPoolIcon />}
        title={empty.title}
        body={empty.body}
        action={readOnly ? undefined : <CreateLink to={add.to} label={add.label} variant="ghost" />}
      />
    ),
  })
  return (
    <>
      <div className="mb-3 flex justify-end">
        <CreateLink to={add.to} label={add.label} disabledReason={readOnly} />
      </div>
      {readOnly && <p className="mb-3 text-sm text-secondary">{readOnly}</p>}
      {list.table}
    </>
  )
}

/**
 * A pool page's loader: the pool itself is awaited, its use and the first page of what it holds
 * (`contents`) are prefetched.
 */
export const poolPageLoader =
  <D,>(kind: PoolKind, contents: (pool: string) => () => PageQuery<D>) =>
  async ({ params }: LoaderFunctionArgs) => {
    const { pool } = kind.selector(params)
    void queryClient.prefetchQuery(poolUtilization(kind, pool))
    void queryClient.prefetchQuery(contents(pool)())
    await queryClient.ensureQueryData(poolView(kind, pool))
    return null
  }

/**
 * A pool's page: header with its actions, properties (the kind's own `rows` after the IP
 * version), then the tabs: what it holds (`contents`) and its linked silos.
 */
export function PoolPageLayout({
  kind,
  pool,
  docs,
  actions,
  rows,
  usageLabel,
  contents,
  readOnly,
}: {
  kind: PoolKind
  pool: {
    id: string
    name: string
    description: string
    ipVersion: 'v4' | 'v6'
    timeCreated: Date
    timeModified: Date
  }
  docs: ReactNode
  actions: RowAction[]
  rows?: ReactNode
  usageLabel: string
  contents: ReactNode
  /** Why the pool's links cannot change, if they cannot. */
  readOnly?: string
}) {
  const tab = usePoolTab()
  return (
    <>
      <PageHeader
        title={pool.name}
        icon={<IpPoolIcon size={20} />}
        adornment={docs}
        actions={
          <RowActionsMenu
            label={`${capitalize(kind.noun)} actions`}
            id={pool.id}
            actions={actions}
          />
        }
      />
      <PropertiesTable columns={2}>
        <PropertiesTable.Row label="Description">{pool.description || null}</PropertiesTable.Row>
        <PropertiesTable.Row label="IP version">{versionLabel(pool.ipVersion)}</PropertiesTable.Row>
        {rows}
        <PropertiesTable.Row label={usageLabel}>
          <PoolUtilization kind={kind} pool={pool.name} />
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Created">
          {formatDateTime(pool.timeCreated)}
        </PropertiesTable.Row>
        <PropertiesTable.IdRow id={pool.id} />
        <PropertiesTable.Row label="Updated">
          {formatDateTime(pool.timeModified)}
        </PropertiesTable.Row>
      </PropertiesTable>
      <PoolTabs kind={kind} current={tab} />
      {tab === 'contents' ? (
        contents
      ) : (
        <PoolSilosTable kind={kind} pool={pool} readOnly={readOnly} />
      )}
      <Outlet />
    </>
  )
}
