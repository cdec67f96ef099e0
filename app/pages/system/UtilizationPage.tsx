import { useQueries, useQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { Link, useSearchParams } from 'react-router'

import { type SiloUtilization } from '~/api/__generated__/Api'
import { invalidate, qAll, qList, queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { DocsPopover } from '~/components/docs-popover'
import { type RouteHandle } from '~/components/shell/crumbs'
import { CapacityCards, Meter, pct, RESOURCES, TITLES } from '~/components/utilization-cards'
import {
  available,
  fleetTotals,
  inUnit,
  percentOf,
  UNIT,
  type Resource,
} from '~/components/utilization-math'
import { accessorColumn, type TableColumn } from '~/table/columns'
import { useQueryTable } from '~/table/query-table'
import { Card } from '~/ui/card'
import { cn } from '~/ui/cn'
import { EmptyState } from '~/ui/empty-state'
import { icon } from '~/ui/icons'
import { PageHeader } from '~/ui/page-header'
import { preloadable } from '~/ui/preloadable'
import { Spinner } from '~/ui/spinner'
import { formatBytes } from '~/util/units'

const UtilizationIcon = icon(
  'Utilization',
  <path d="M2.5 13.5h11M4 11V8M7 11V4.5M10 11V6.5M13 11V3" />,
)

// the charts' code (with the chart library) comes while the loader fetches the cards' data
const UtilizationMetrics = preloadable(() =>
  import('~/pages/utilization/utilization-metrics').then((m) => m.UtilizationMetrics),
)

const TABS = [
  { value: 'summary', label: 'Summary' },
  { value: 'metrics', label: 'Metrics' },
] as const

/** Summary or Metrics, kept in the address (`?tab=metrics`); the metrics keep their range. */
function TabLinks({ current }: { current: string }) {
  return (
    <nav aria-label="Utilization views" className="mb-4">
      <ul className="flex gap-1 border-b border-line">
        {TABS.map((t) => (
          <li key={t.value}>
            <Link
              to={t.value === 'summary' ? '?' : '?tab=metrics'}
              replace
              aria-current={current === t.value ? 'page' : undefined}
              className={cn(
                '-mb-px inline-flex h-9 items-center border-b-2 px-3 text-sm',
                current === t.value
                  ? 'border-accent text-fg'
                  : 'border-transparent text-tertiary hover:text-fg',
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

const siloUsagePage = (pageToken?: string) => qList('siloUtilizationList', {}, pageToken)
const allSiloUsage = qAll('siloUtilizationList', {})
const allSleds = qAll('sledList', {})

export async function loader() {
  UtilizationMetrics.warm()
  void queryClient.prefetchQuery(allSleds)
  await Promise.all([
    queryClient.ensureQueryData(allSiloUsage),
    queryClient.ensureQueryData(siloUsagePage()),
  ])
  return null
}

export const handle: RouteHandle = { crumb: 'Utilization', crumbPath: pb.systemUtilization() }

const usedColumn = (r: Resource): TableColumn<SiloUtilization> =>
  accessorColumn({
    id: r,
    header: `${TITLES[r]} (${UNIT[r].label})`,
    accessorFn: (s) => `${inUnit(r, s.provisioned[r])} / ${inUnit(r, s.allocated[r])}`,
    meta: {
      sortValue: (s) => percentOf(s.provisioned[r], s.allocated[r]) ?? -1,
      text: (s) =>
        `${inUnit(r, s.provisioned[r])} / ${inUnit(r, s.allocated[r])} ${pct(percentOf(s.provisioned[r], s.allocated[r]))}`,
    },
    cell: ({ row: { original: s } }) => {
      const p = percentOf(s.provisioned[r], s.allocated[r])
      return (
        <span className="flex flex-col gap-1 tabular-nums">
          <span>
            <span className="text-fg">{inUnit(r, s.provisioned[r])}</span>
            <span className="text-tertiary"> / {inUnit(r, s.allocated[r])}</span>
            <span className="ml-2 text-xs text-tertiary">{pct(p)}</span>
          </span>
        </span>
      )
    },
  })

const availableColumn = (r: Resource): TableColumn<SiloUtilization> =>
  accessorColumn({
    id: `available-${r}`,
    header: `${TITLES[r]} left`,
    accessorFn: (s) => inUnit(r, available(s.provisioned[r], s.allocated[r])),
    meta: {
      sortValue: (s) => available(s.provisioned[r], s.allocated[r]),
      text: (s) => inUnit(r, available(s.provisioned[r], s.allocated[r])),
    },
    cell: ({ row: { original: s } }) => {
      const left = available(s.provisioned[r], s.allocated[r])
      return (
        <span className={left < 0 ? 'text-danger tabular-nums' : 'tabular-nums'}>
          {inUnit(r, left)}
        </span>
      )
    },
  })

const columns: TableColumn<SiloUtilization>[] = [
  accessorColumn({
    id: 'name',
    header: 'silo',
    accessorFn: (s) => s.siloName,
    meta: { sortValue: (s) => s.siloName, text: (s) => s.siloName },
    cell: ({ row: { original: s } }) => (
      <Link
        to={pb.siloQuotas({ silo: s.siloName })}
        className="font-medium text-fg underline-offset-2 hover:text-accent hover:underline"
      >
        {s.siloName}
      </Link>
    ),
  }),
  ...RESOURCES.map(usedColumn),
  ...RESOURCES.map(availableColumn),
]

/** For each sled in service: vCPUs and memory of its instances against its threads and RAM. */
function PhysicalCapacity() {
  const sleds = useQuery({ ...allSleds, throwOnError: false })
  const inService = (sleds.data?.items ?? []).filter((s) => s.policy.kind === 'in_service')
  const instances = useQueries({
    queries: inService.map((s) => ({
      ...qAll('sledInstanceList', { path: { sledId: s.id } }),
      throwOnError: false,
    })),
  })
  if (sleds.isPending || instances.some((i) => i.isPending)) {
    return <Spinner label="Loading sleds" />
  }
  if (sleds.isError) return <p>The sleds could not be read.</p>
  const rows = inService.map((s, i) => {
    const items = instances[i]?.data?.items ?? []
    return {
      sled: s,
      cpus: items.reduce((n, x) => n + x.ncpus, 0),
      memory: items.reduce((n, x) => n + x.memory, 0),
    }
  })
  const total = rows.reduce(
    (t, r) => ({
      cpus: t.cpus + r.cpus,
      memory: t.memory + r.memory,
      threads: t.threads + r.sled.usableHardwareThreads,
      ram: t.ram + r.sled.usablePhysicalRam,
    }),
    { cpus: 0, memory: 0, threads: 0, ram: 0 },
  )
  const cell = (used: string, of: string, p: number | null, label: string) => (
    <td className="px-3 py-2">
      <span className="flex items-center gap-3 tabular-nums">
        <span className="min-w-32">
          <span className="text-fg">{used}</span>
          <span className="text-tertiary"> / {of}</span>
        </span>
        <span className="w-24">
          <Meter label={label} value={p} />
        </span>
        <span className="text-xs text-tertiary">{pct(p)}</span>
      </span>
    </td>
  )
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-mono-caps text-tertiary">
        <tr>
          <th className="px-3 py-2 font-normal">Sled</th>
          <th className="px-3 py-2 font-normal">vCPUs / hardware threads</th>
          <th className="px-3 py-2 font-normal">Memory / physical RAM</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {rows.map(({ sled, cpus, memory }) => (
          <tr key={sled.id}>
            <th scope="row" className="px-3 py-2 font-normal">
              <Link
                to={pb.sledInstances({ sledId: sled.id })}
                className="text-fg underline-offset-2 hover:text-accent hover:underline"
              >
                {sled.baseboard.serial}
              </Link>
            </th>
            {cell(
              String(cpus),
              String(sled.usableHardwareThreads),
              percentOf(cpus, sled.usableHardwareThreads),
              `vCPUs on ${sled.baseboard.serial}`,
            )}
            {cell(
              formatBytes(memory),
              formatBytes(sled.usablePhysicalRam),
              percentOf(memory, sled.usablePhysicalRam),
              `Memory on ${sled.baseboard.serial}`,
            )}
          </tr>
        ))}
        <tr className="font-medium">
          <th scope="row" className="px-3 py-2">
            Fleet
          </th>
          {cell(
            String(total.cpus),
            String(total.threads),
            percentOf(total.cpus, total.threads),
            'vCPUs in the fleet',
          )}
          {cell(
            formatBytes(total.memory),
            formatBytes(total.ram),
            percentOf(total.memory, total.ram),
            'Memory in the fleet',
          )}
        </tr>
      </tbody>
    </table>
  )
}

/** What the silos have provisioned against their quotas, and against the rack's hardware. */
export function Component() {
  const [params] = useSearchParams()
  const tab = params.get('tab') === 'metrics' ? 'metrics' : 'summary'
  const { data } = useQuery(allSiloUsage)
  const totals = fleetTotals(data?.items ?? [])
  const list = useQueryTable({
    query: siloUsagePage,
    noun: 'silos',
    columns,
    getId: (s) => s.siloId,
    filterFields: (s) => [s.siloName, s.siloId],
    emptyState: (
      <EmptyState
        icon={<UtilizationIcon />}
        title="No silos"
        body="Silos are listed here with their use"
      />
    ),
  })
  return (
    <>
      <PageHeader
        title="Utilization"
        icon={<UtilizationIcon size={20} />}
        adornment={
          <DocsPopover
            heading="utilization"
            summary="What the silos have provisioned (running instances' CPUs and memory, disks and snapshots) against their quotas, and what the instances on each sled take of its hardware."
            links={[
              { href: 'https://docs.oxide.computer/guides/operator/silo-quotas', label: 'Quotas' },
            ]}
          />
        }
      />
      <div className="mb-8">
        <CapacityCards
          provisioned={totals.provisioned}
          quota={totals.allocated}
          quotaLabel="Quota (total)"
          description="Provisioned of the silos' quotas"
        />
      </div>
      <TabLinks current={tab} />
      {tab === 'metrics' ? (
        <Suspense fallback={<Spinner label="Loading metrics" />}>
          <UtilizationMetrics
            operation="systemMetric"
            filterParam="silo"
            filterLabel="Silo"
            allLabel="All silos"
            filterItems={(data?.items ?? []).map((s) => ({ value: s.siloName, label: s.siloName }))}
            onRefresh={() => void invalidate('siloUtilizationList')}
          />
        </Suspense>
      ) : (
        <>
          <h2 className="mb-3 text-base font-medium text-fg">By silo</h2>
          <div className="mb-8">{list.table}</div>
          <Card
            title="Physical capacity"
            description="vCPUs and memory of the instances on each sled in service, against its hardware threads and RAM"
          >
            <PhysicalCapacity />
          </Card>
        </>
      )}
    </>
  )
}
