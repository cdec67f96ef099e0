import { queryOptions, useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'

import { q, qAll, queryClient } from '~/api/client'
import { type RouteHandle } from '~/components/shell/crumbs'
import { formatDateTime } from '~/table/columns'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { RefreshIcon, WarningIcon } from '~/ui/icons'
import { PageHeader } from '~/ui/page-header'

import { gatherFleetIssues, type FleetIssue } from './fleet-issues'

/** One query over everything the issues are gathered from; refreshed when asked, never polled. */
const issuesQ = queryOptions({
  queryKey: ['fleetIssues'] as const,
  queryFn: async () => {
    const [me, sleds, physicalDisks, pools, silos, update, projects, receivers] = await Promise.all(
      [
        queryClient.fetchQuery(q('currentUserView', {})),
        queryClient.fetchQuery(qAll('sledList', { query: {} })),
        queryClient.fetchQuery(qAll('physicalDiskList', { query: {} })),
        queryClient.fetchQuery(qAll('systemIpPoolList', { query: {} })),
        queryClient.fetchQuery(qAll('siloUtilizationList', { query: {} })),
        queryClient.fetchQuery(q('systemUpdateStatus', {})),
        queryClient.fetchQuery(qAll('projectList', { query: {} })),
        queryClient.fetchQuery(qAll('alertReceiverList', { query: {} })),
      ],
    )
    const [sledInstances, poolUtil, disks, instances, deliveries] = await Promise.all([
      Promise.all(
        sleds.items.map(async (s) =>
          (
            await queryClient.fetchQuery(
              qAll('sledInstanceList', { path: { sledId: s.id }, query: {} }),
            )
          ).items.map((i) => ({ ...i, sledId: s.id })),
        ),
      ),
      Promise.all(
        pools.items.map(async (pool) => ({
          pool,
          utilization: await queryClient.fetchQuery(
            q('systemIpPoolUtilizationView', { path: { pool: pool.name } }),
          ),
        })),
      ),
      Promise.all(
        projects.items.map(async (p) =>
          (
            await queryClient.fetchQuery(qAll('diskList', { query: { project: p.name } }))
          ).items.map((disk) => ({ project: p.name, disk })),
        ),
      ),
      Promise.all(
        projects.items.map(async (p) =>
          (
            await queryClient.fetchQuery(qAll('instanceList', { query: { project: p.name } }))
          ).items.map((instance) => ({ project: p.name, instance })),
        ),
      ),
      // each receiver's latest deliveries: is it failing now?
      Promise.all(
        receivers.items.map(async (receiver) => ({
          receiver,
          latest: (
            await queryClient.fetchQuery(
              q('alertDeliveryList', {
                path: { receiver: receiver.id },
                query: { sortBy: 'time_and_id_descending', limit: 20 },
              }),
            )
          ).items,
        })),
      ),
    ])
    return gatherFleetIssues({
      ownSilo: me.siloName,
      sledInstances: sledInstances.flat(),
      disks: disks.flat(),
      instances: instances.flat(),
      sleds: sleds.items,
      physicalDisks: physicalDisks.items,
      pools: poolUtil,
      silos: silos.items,
      update,
      receivers: deliveries,
      now: Date.now(),
    })
  },
})

export async function loader() {
  await queryClient.ensureQueryData(issuesQ)
  return null
}

export const handle: RouteHandle = { crumb: 'Fleet Issues' }

function IssueRow({ issue }: { issue: FleetIssue }) {
  return (
    <li className="flex flex-wrap items-start gap-x-4 gap-y-1 border-b border-line px-4 py-3 last:border-b-0">
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <Badge color={issue.severity === 'critical' ? 'danger' : 'warning'}>{issue.kind}</Badge>
          <span className="font-medium text-fg">{issue.what}</span>
        </div>
        <div className="mt-1 text-sm text-secondary">
          <span className="font-mono text-xs">{issue.where}</span>
          {issue.since && (
            <span className="text-tertiary"> · since {formatDateTime(issue.since)}</span>
          )}
        </div>
      </div>
      <Link
        to={issue.link.to}
        className="text-sm text-accent underline"
        aria-label={`${issue.link.label}: ${issue.where}`}
      >
        {issue.link.label}
      </Link>
    </li>
  )
}

/** The operator's health page: what in the fleet needs attention, and where to fix it. */
export function Component() {
  const { data: issues, refetch, isFetching } = useQuery(issuesQ)
  if (!issues) return null
  const critical = issues.filter((i) => i.severity === 'critical').length
  return (
    <>
      <PageHeader
        title="Fleet Issues"
        icon={<WarningIcon />}
        actions={
          <Button size="sm" variant="ghost" loading={isFetching} onClick={() => void refetch()}>
            <RefreshIcon size={12} />
            Refresh
          </Button>
        }
      />
      {issues.length === 0 ? (
        <EmptyState
          title="No issues"
          body="Nothing in the fleet needs attention: no failed instances or faulted disks, every sled and physical disk is in service, no pool or quota is nearly full, and the update is healthy."
        />
      ) : (
        <section aria-labelledby="issues-heading">
          <h2 id="issues-heading" className="mb-3 text-sm text-secondary">
            {issues.length} {issues.length === 1 ? 'issue needs' : 'issues need'} attention
            {critical > 0 && ` (${critical} critical)`}
          </h2>
          <ul className="overflow-hidden rounded-lg border border-line bg-default">
            {issues.map((issue, i) => (
              <IssueRow key={i} issue={issue} />
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
