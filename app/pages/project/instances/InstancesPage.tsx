import { useIsFetching, useQuery } from '@tanstack/react-query'
import { format } from 'date-fns'
import { useCallback, useMemo } from 'react'
import { Link, type LoaderFunctionArgs } from 'react-router'

import { type Instance, type InstanceResultsPage } from '~/api/__generated__/Api'
import { invalidate, qAll, qList, queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { projectSelector, useProjectSelector } from '~/api/selectors'
import { ACTIONS_GROUP, useQuickActions, useQuickActionsOpen } from '~/components/quick-actions'
import { InstanceStateWithTime } from '~/components/state-badge'
import { dateColumn, nameLinkColumn, type TableColumn } from '~/table/columns'
import { useQueryTable } from '~/table/query-table'
import { type RowAction } from '~/table/row-actions'
import { buttonClass } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { AddIcon, InstanceIcon } from '~/ui/icons'
import { PageHeader } from '~/ui/page-header'
import { Tooltip } from '~/ui/tooltip'
import { INSTANCE_LIST_POLL_SLOW_MS } from '~/util/constants'
import { formatBytes } from '~/util/units'

import { useInstanceActions } from './actions'
import { ExternalIpsCell, externalIpList } from './ExternalIps'
import { vcpus } from './format'
import { InstancesDocsPopover, RefreshButton } from './header-parts'
import { useInstancePolling } from './polling'

const instancePage = (project: string, pageToken?: string) =>
  qList('instanceList', { query: { project } }, pageToken)

/** IPs of the first rows are awaited (they are in view at once); the rest load in the cells. */
const AWAITED_IP_ROWS = 6

export async function loader({ params }: LoaderFunctionArgs) {
  const { project } = projectSelector(params)
  const page = await queryClient.ensureQueryData(instancePage(project))
  const ipQueries = page.items.map((i) =>
    queryClient.prefetchQuery(externalIpList({ project, instance: i.name })),
  )
  await Promise.all(ipQueries.slice(0, AWAITED_IP_ROWS))
  return null
}

function columnsFor(project: string): TableColumn<Instance>[] {
  return [
    nameLinkColumn<Instance>((i) => pb.instance({ project, instance: i.name })),
    {
      id: 'state',
      header: 'state',
      cell: ({ row }) => (
        <InstanceStateWithTime
          state={row.original.runState}
          since={row.original.timeRunStateUpdated}
        />
      ),
    },
    {
      id: 'cpu',
      header: 'CPU',
      cell: ({ row }) => <span className="whitespace-nowrap">{vcpus(row.original.ncpus)}</span>,
    },
    {
      id: 'memory',
      header: 'memory',
      cell: ({ row }) => (
        <span className="whitespace-nowrap">{formatBytes(row.original.memory)}</span>
      ),
    },
    {
      id: 'externalIps',
      header: 'external IPs',
      cell: ({ row }) => <ExternalIpsCell project={project} instance={row.original.name} />,
    },
    dateColumn<Instance>('timeCreated', 'created'),
  ]
}

function NewInstanceLink({ project, variant }: { project: string; variant: 'primary' | 'ghost' }) {
  return (
    <Link to={pb.instancesNew({ project })} className={buttonClass(variant, 'sm')}>
      <AddIcon size={12} />
      New instance
    </Link>
  )
}

const itemsOf = (page: InstanceResultsPage) => page.items

/** The project's instances, polled while any of them is changing state. */
export function Component() {
  const { project } = useProjectSelector()
  const poll = useInstancePolling(itemsOf, { slowMs: INSTANCE_LIST_POLL_SLOW_MS })
  const query = useCallback(
    (pageToken?: string) => ({ ...instancePage(project, pageToken), refetchInterval: poll }),
    [project, poll],
  )
  const columns = useMemo(() => columnsFor(project), [project])

  const { actionsFor, modal } = useInstanceActions({ project, resizeLinksToInstance: true })
  const rowActions = useCallback(
    (instance: Instance): RowAction[] => {
      const a = actionsFor(instance)
      return [a.start, a.stop, a.reboot, a.resize, a.serialConsole, a.delete]
    },
    [actionsFor],
  )

  const { table, dataUpdatedAt } = useQueryTable({
    query,
    columns,
    rowActions,
    emptyState: (
      <EmptyState
        icon={<InstanceIcon />}
        title="No instances"
        body="Instances you create in this project are listed here"
        action={<NewInstanceLink project={project} variant="ghost" />}
      />
    ),
  })

  const refreshing = useIsFetching({ queryKey: ['instanceList'] }) > 0
  const refresh = () => {
    void invalidate('instanceList')
    void invalidate('instanceExternalIpList')
    void invalidate('antiAffinityGroupMemberList')
  }

  // every instance for "Go to instance", fetched when the palette opens
  const { data: all } = useQuery({
    ...qAll('instanceList', { query: { project } }),
    enabled: useQuickActionsOpen(),
  })
  useQuickActions(
    useMemo(
      () => [
        { value: 'New instance', group: ACTIONS_GROUP, to: pb.instancesNew({ project }) },
        ...(all?.items ?? []).map((i) => ({
          value: i.name,
          group: 'Go to instance',
          to: pb.instance({ project, instance: i.name }),
        })),
      ],
      [all, project],
    ),
  )

  return (
    <>
      <PageHeader
        title="Instances"
        icon={<InstanceIcon size={20} />}
        adornment={<InstancesDocsPopover />}
      />
      <div className="-mt-2 mb-3 flex items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <RefreshButton onClick={refresh} refreshing={refreshing} />
          {dataUpdatedAt > 0 && (
            <Tooltip content="The list refreshes faster for a while after you start, stop or reboot an instance">
              <span tabIndex={0} className="text-xs text-tertiary">
                Updated {format(dataUpdatedAt, 'p')}
              </span>
            </Tooltip>
          )}
        </div>
        <NewInstanceLink project={project} variant="primary" />
      </div>
      {table}
      {modal}
    </>
  )
}
