/**
 * utilization: what the silo has provisioned against its quotas (CPU, memory, storage), and
 * the same over time for the whole silo or one project. The charts load after the cards.
 */
import { useQuery } from '@tanstack/react-query'
import { Suspense } from 'react'

import { invalidate, q, qAll, queryClient, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { DocsPopover } from '~/components/docs-popover'
import { type RouteHandle } from '~/components/shell/crumbs'
import { CapacityCards } from '~/components/utilization-cards'
import { icon } from '~/ui/icons'
import { PageHeader } from '~/ui/page-header'
import { preloadable } from '~/ui/preloadable'
import { Spinner } from '~/ui/spinner'

// the charts' code (with the chart library) comes while the loader fetches the cards' data
const UtilizationMetrics = preloadable(() =>
  import('~/pages/utilization/utilization-metrics').then((m) => m.UtilizationMetrics),
)

const UtilizationIcon = icon(
  'Utilization',
  <path d="M2.5 13.5h11M4 11V8M7 11V4.5M10 11V6.5M13 11V3" />,
)

const utilization = q('utilizationView', {})
const allProjects = { ...qAll('projectList', {}), throwOnError: false }

export async function loader() {
  UtilizationMetrics.warm()
  void queryClient.prefetchQuery(allProjects)
  await queryClient.ensureQueryData(utilization)
  return null
}

export const handle: RouteHandle = { crumb: 'Utilization', crumbPath: pb.siloUtilization() }

export function Component() {
  const { capacity, provisioned } = usePrefetchedQuery(utilization)
  const projects = useQuery(allProjects)
  const projectItems = (projects.data?.items ?? []).map((p) => ({ value: p.name, label: p.name }))
  return (
    <>
      <PageHeader
        title="Utilization"
        icon={<UtilizationIcon size={20} />}
        adornment={
          <DocsPopover
            heading="utilization"
            summary="What this silo has provisioned against the quotas its operator set: the CPUs and memory of running instances, and the space of disks and snapshots. Quotas are in 1024-based units."
            links={[
              { href: 'https://docs.oxide.computer/guides/operator/silo-quotas', label: 'Quotas' },
            ]}
          />
        }
      />
      <div className="mb-8">
        <CapacityCards
          provisioned={provisioned}
          quota={capacity}
          description="Provisioned of the silo's quota"
        />
      </div>
      <h2 className="mb-3 text-base font-medium text-fg">Over time</h2>
      <Suspense fallback={<Spinner label="Loading metrics" />}>
        <UtilizationMetrics
          operation="siloMetric"
          filterParam="project"
          filterLabel="Project"
          allLabel="All projects"
          filterItems={projectItems}
          onRefresh={() => void invalidate('utilizationView')}
        />
      </Suspense>
    </>
  )
}
