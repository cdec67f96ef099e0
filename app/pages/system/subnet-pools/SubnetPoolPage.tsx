import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useMemo, useState } from 'react'
import { Link, Outlet, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router'

import { type SubnetPoolMember, type SubnetPoolSiloLink } from '~/api/__generated__/Api'
import { invalidate, q, qAll, queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { subnetPoolSelector, useSelector } from '~/api/selectors'
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
import { versionLabel } from '~/pages/system/ip-pools/pool-parts'

import { exactIpCount, formatIpCount, usedPercent } from '../ip-pools/ip-count'
import {
  memberPage,
  SubnetPoolIcon,
  subnetPoolDeleteReason,
  subnetPoolSiloPage,
  subnetPoolsDocs,
  subnetPoolUtilization,
  subnetPoolView,
} from './subnet-pool-parts'

// the silo picker (Headless UI combobox) loads when "Link silo" is first chosen
const LinkSiloModal = lazy(() => import('./link-silo').then((m) => ({ default: m.LinkSiloModal })))

export async function loader({ params }: LoaderFunctionArgs) {
  const { pool } = subnetPoolSelector(params)
  void queryClient.prefetchQuery(subnetPoolUtilization(pool))
  void queryClient.prefetchQuery(memberPage(pool)())
  await queryClient.ensureQueryData(subnetPoolView(pool))
  return null
}

export const handle: RouteHandle = { crumb: ({ params }) => subnetPoolSelector(params).pool }

type Tab = 'members' | 'silos'

function Tabs({ current }: { current: Tab }) {
  const tabs: { id: Tab; label: string }[] = [
    { id: 'members', label: 'Subnets' },
    { id: 'silos', label: 'Linked silos' },
  ]
  return (
    <nav aria-label="Subnet pool sections" className="mb-4 border-b border-line">
      <ul className="-mb-px flex gap-1">
        {tabs.map((t) => (
          <li key={t.id}>
            <Link
              to={t.id === 'members' ? '?' : `?tab=${t.id}`}
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

/** Addresses free of capacity, with a meter of the share taken by external subnets. */
function Utilization({ pool }: { pool: string }) {
  const { data } = useQuery({ ...subnetPoolUtilization(pool), throwOnError: false })
  if (!data) return null
  if (data.capacity === 0) return <span className="text-tertiary">No subnets yet</span>
  const used = usedPercent(data.capacity, data.remaining)
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span
        className="tabular-nums"
        title={`${exactIpCount(data.remaining)} of ${exactIpCount(data.capacity)}`}
      >
        <span className="text-fg">{formatIpCount(data.remaining)}</span> of{' '}
        {formatIpCount(data.capacity)} addresses free
      </span>
      <meter
        className="h-2 w-28"
        aria-label="Share of addresses allocated"
        min={0}
        max={100}
        low={70}
        high={90}
        optimum={0}
        value={used}
      />
      <span className="text-xs text-tertiary">
        {used < 1 && used > 0 ? '<1' : Math.round(used)}% allocated
      </span>
    </span>
  )
}

const mono = (text: string) => <span className="font-mono text-xs">{text}</span>

function MembersTable({ pool }: { pool: string }) {
  const remove = useApiMutation('systemSubnetPoolMemberRemove', {
    onSuccess() {
      void invalidate('systemSubnetPoolMemberList')
      void invalidate('systemSubnetPoolUtilizationView')
    },
  })
  const columns = useMemo<TableColumn<SubnetPoolMember>[]>(
    () => [
      {
        id: 'subnet',
        header: 'subnet',
        accessorFn: (m) => m.subnet as never,
        cell: ({ row }) => mono(row.original.subnet),
      },
      {
        id: 'min',
        header: 'min prefix length',
        accessorFn: (m) => m.minPrefixLength as never,
        cell: ({ row }) => mono(`/${row.original.minPrefixLength}`),
      },
      {
        id: 'max',
        header: 'max prefix length',
        accessorFn: (m) => m.maxPrefixLength as never,
        cell: ({ row }) => mono(`/${row.original.maxPrefixLength}`),
      },
      {
        id: 'created',
        header: 'added',
        accessorFn: (m) => m.timeCreated as never,
        cell: ({ row }) => formatDateTime(row.original.timeCreated),
      },
    ],
    [],
  )
  const rowActions = (m: SubnetPoolMember): RowAction[] => [
    {
      label: 'Remove',
      variant: 'danger',
      onActivate: () =>
        confirmAction({
          title: 'Remove subnet',
          actionType: 'danger',
          actionText: 'Remove',
          errorTitle: 'Could not remove subnet',
          content: (
            <p>
              Remove <strong>{m.subnet}</strong> from <strong>{pool}</strong>? Projects can no
              longer take external subnets from it. It cannot be removed while any external subnet
              cut from it is allocated.
            </p>
          ),
          doAction: async () => {
            await remove.mutateAsync({ path: { pool }, body: { subnet: m.subnet } })
            addToast({ content: `Subnet ${m.subnet} removed` })
          },
        }),
    },
  ]
  const add = pb.subnetPoolMembersAdd({ pool })
  const list = useQueryTable({
    query: (t?: string) => ({ ...memberPage(pool)(t), throwOnError: false }),
    noun: 'subnets',
    columns,
    rowActions,
    filterFields: (m) => [m.subnet],
    emptyState: (
      <EmptyState
        icon={<SubnetPoolIcon />}
        title="No subnets"
        body="Add a subnet to see it here"
        action={
          <Link to={add} className={buttonClass('ghost', 'sm')}>
            <AddIcon size={12} />
            Add subnet
          </Link>
        }
      />
    ),
  })
  return (
    <>
      <div className="mb-3 flex justify-end">
        <Link to={add} className={buttonClass('primary', 'sm')}>
          <AddIcon size={12} />
          Add subnet
        </Link>
      </div>
      {list.table}
    </>
  )
}

/** A silo's name from the list of silos (its id until the list comes). */
function SiloName({ id }: { id: string }) {
  const all = useQuery({ ...qAll('siloList', {}), throwOnError: false })
  const name = all.data?.items.find((s) => s.id === id)?.name
  if (!name) return <span className="font-mono text-xs">{id}</span>
  return (
    <Link
      to={pb.siloSubnetPools({ silo: name })}
      className="font-medium text-fg underline-offset-2 hover:text-accent hover:underline"
    >
      {name}
    </Link>
  )
}

function SilosTable({ pool, family }: { pool: string; family: string }) {
  const [linking, setLinking] = useState(false)
  const refetch = () => {
    void invalidate('systemSubnetPoolSiloList')
    void invalidate('siloSubnetPoolList')
  }
  const update = useApiMutation('systemSubnetPoolSiloUpdate', { onSuccess: refetch })
  const unlink = useApiMutation('systemSubnetPoolSiloUnlink', { onSuccess: refetch })
  const silos = useQuery({ ...qAll('siloList', {}), throwOnError: false })
  const nameOf = (id: string) => silos.data?.items.find((s) => s.id === id)?.name ?? 'that silo'

  const columns = useMemo<TableColumn<SubnetPoolSiloLink>[]>(
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

  const makeDefault = async (link: SubnetPoolSiloLink) => {
    const silo = nameOf(link.siloId)
    // say which pool stops being the default, when there is one
    const pools = await queryClient
      .fetchQuery(qAll('siloSubnetPoolList', { path: { silo: link.siloId } }))
      .catch(() => null)
    const current = pools?.items.find(
      (p) => p.isDefault && versionLabel(p.ipVersion) === family && p.name !== pool,
    )
    confirmAction({
      title: 'Make default',
      actionType: 'primary',
      actionText: 'Make default',
      errorTitle: 'Could not make default',
      content: (
        <p>
          Make <strong>{pool}</strong> the default {family} subnet pool of silo{' '}
          <strong>{silo}</strong>? External subnets asked for in {silo} without naming a pool will
          come from it.{' '}
          {current ? (
            <>
              The current default, <strong>{current.name}</strong>, stays linked but is no longer
              the default.
            </>
          ) : (
            <>The silo has no default {family} subnet pool now.</>
          )}
        </p>
      ),
      doAction: async () => {
        await update.mutateAsync({ path: { pool, silo: link.siloId }, body: { isDefault: true } })
        addToast({
          content: (
            <>
              <ToastName>{pool}</ToastName> is now the default {family} subnet pool of {silo}
            </>
          ),
        })
      },
    })
  }

  const rowActions = (link: SubnetPoolSiloLink): RowAction[] => {
    const silo = nameOf(link.siloId)
    return [
      link.isDefault
        ? {
            label: 'Clear default',
            onActivate: () =>
              confirmAction({
                title: 'Clear default',
                actionType: 'danger',
                actionText: 'Clear default',
                errorTitle: 'Could not clear default',
                content: (
                  <p>
                    Stop using <strong>{pool}</strong> as the default {family} subnet pool of silo{' '}
                    <strong>{silo}</strong>? The pool stays linked, but the silo will have no
                    default {family} subnet pool: projects must name a pool whenever they ask for an
                    external subnet.
                  </p>
                ),
                doAction: () =>
                  update.mutateAsync({
                    path: { pool, silo: link.siloId },
                    body: { isDefault: false },
                  }),
              }),
          }
        : { label: 'Make default', onActivate: () => void makeDefault(link) },
      {
        label: 'Unlink',
        variant: 'danger',
        onActivate: () =>
          confirmAction({
            title: 'Unlink silo',
            actionType: 'danger',
            actionText: 'Unlink',
            errorTitle: 'Could not unlink silo',
            content: (
              <p>
                Unlink silo <strong>{silo}</strong> from <strong>{pool}</strong>? Projects in the
                silo will no longer be able to take external subnets from this pool. It cannot be
                unlinked while external subnets from the pool are in use in the silo.
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
    query: (t?: string) => ({ ...subnetPoolSiloPage(pool)(t), throwOnError: false }),
    noun: 'linked silos',
    columns,
    rowActions,
    getId: (l) => l.siloId,
    filterFields: (l) => [l.siloId, nameOf(l.siloId)],
    emptyState: (
      <EmptyState
        icon={<SubnetPoolIcon />}
        title="No linked silos"
        body="Link this pool to a silo to see it here"
      />
    ),
  })
  const linkedIds = list.data?.items.map((l) => l.siloId) ?? []
  return (
    <>
      <div className="mb-3 flex justify-end">
        <Button size="sm" onClick={() => setLinking(true)}>
          <AddIcon size={12} />
          Link silo
        </Button>
      </div>
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
  const { data: pool } = useQuery(subnetPoolView(props.pool))
  return pool ? <LinkSiloModal {...props} pool={pool} /> : null
}

/** A subnet pool: its properties and use, its subnets and the silos linked to it. */
export function Component() {
  const { pool: poolName } = useSelector(subnetPoolSelector)
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const tab: Tab = params.get('tab') === 'silos' ? 'silos' : 'members'
  const { data: pool } = useQuery(subnetPoolView(poolName))
  const { data: usage } = useQuery({ ...subnetPoolUtilization(poolName), throwOnError: false })

  const deletePool = useApiMutation('systemSubnetPoolDelete', {
    onSuccess: () => invalidate('systemSubnetPoolList'),
  })

  // the loader put it there; it is only missing for a moment after a rename or delete
  if (!pool) return null

  const family = versionLabel(pool.ipVersion)
  const actions: RowAction[] = [
    { label: 'Edit', onActivate: () => navigate(pb.subnetPoolEdit({ pool: pool.name })) },
    {
      label: 'Delete',
      variant: 'danger',
      disabled: subnetPoolDeleteReason(usage?.capacity) ?? false,
      onActivate: () =>
        confirmDelete({
          kind: 'subnet pool',
          label: pool.name,
          doDelete: async () => {
            await deletePool.mutateAsync({ path: { pool: pool.name } })
            await navigate(pb.subnetPools())
            queryClient.removeQueries(q('systemSubnetPoolView', { path: { pool: pool.name } }))
            addToast({
              content: (
                <>
                  Subnet pool <ToastName>{pool.name}</ToastName> deleted
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
        icon={<SubnetPoolIcon size={20} />}
        adornment={subnetPoolsDocs}
        actions={<RowActionsMenu label="Subnet pool actions" id={pool.id} actions={actions} />}
      />
      <PropertiesTable columns={2}>
        <PropertiesTable.Row label="Description">{pool.description || null}</PropertiesTable.Row>
        <PropertiesTable.Row label="IP version">{family}</PropertiesTable.Row>
        <PropertiesTable.Row label="Addresses free">
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
      {tab === 'members' ? (
        <MembersTable pool={pool.name} />
      ) : (
        <SilosTable pool={pool.name} family={family} />
      )}
      <Outlet />
    </>
  )
}
