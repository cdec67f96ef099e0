import { useIsFetching, useQuery } from '@tanstack/react-query'
import { format } from 'date-fns'
import { useMemo } from 'react'
import { type LoaderFunctionArgs } from 'react-router'

import {
  type Instance,
  type InstanceResultsPage,
  type InstanceState,
} from '~/api/__generated__/Api'
import { invalidate, qAll, qList, queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { projectSelector, useProjectSelector } from '~/api/selectors'
import { ListPage } from '~/components/list-page'
import { ACTIONS_GROUP, useQuickActions, useQuickActionsOpen } from '~/components/quick-actions'
import { InstanceStateWithTime } from '~/components/state-badge'
import {
  dateColumn,
  nameLinkColumn,
  sizeColumn,
  stateColumn,
  type TableColumn,
} from '~/table/columns'
import { type Facet } from '~/table/query-table'
import { InstanceIcon } from '~/ui/icons'
import { Tooltip } from '~/ui/tooltip'
import { INSTANCE_LIST_POLL_SLOW_MS } from '~/util/constants'

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

const STATES: InstanceState[] = [
  'creating',
  'starting',
  'running',
  'rebooting',
  'stopping',
  'stopped',
  'repairing',
  'migrating',
  'failed',
  'destroyed',
]
const facets: Facet<Instance>[] = [
  { id: 'state', label: 'State', options: STATES, value: (i) => i.runState },
]

const columnsFor = (project: string): TableColumn<Instance>[] => [
  nameLinkColumn<Instance>((i) => pb.instance({ project, instance: i.name })),
  stateColumn<Instance>(
    (i) => i.runState,
    (i) => <InstanceStateWithTime state={i.runState} since={i.timeRunStateUpdated} />,
  ),
  {
    id: 'cpu',
    header: 'CPU',
    accessorFn: (i) => i.ncpus as never,
    meta: { sortValue: (i) => i.ncpus },
    cell: ({ row }) => <span className="whitespace-nowrap">{vcpus(row.original.ncpus)}</span>,
  },
  sizeColumn<Instance>('memory', 'memory'),
  {
    id: 'externalIps',
    header: 'external IPs',
    meta: { truncate: true },
    cell: ({ row }) => <ExternalIpsCell project={project} instance={row.original.name} />,
  },
  dateColumn<Instance>('timeCreated', 'created'),
]

const itemsOf = (page: InstanceResultsPage) => page.items

/** The project's instances, polled while any of them is changing state. */
export function Component() {
  const { project } = useProjectSelector()
  const poll = useInstancePolling(itemsOf, { slowMs: INSTANCE_LIST_POLL_SLOW_MS })
  const query = (pageToken?: string) => ({
    ...instancePage(project, pageToken),
    refetchInterval: poll,
  })
  const columns = useMemo(() => columnsFor(project), [project])
  const { actionsFor, modal } = useInstanceActions({ project, resizeLinksToInstance: true })

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
    <ListPage
      title="Instances"
      icon={InstanceIcon}
      docs={<InstancesDocsPopover />}
      create={{ to: pb.instancesNew({ project }), label: 'New instance' }}
      actions={({ dataUpdatedAt }) => (
        <>
          <RefreshButton onClick={refresh} refreshing={refreshing} />
          {dataUpdatedAt > 0 && (
            <Tooltip content="The list refreshes faster for a while after you start, stop or reboot an instance">
              <span tabIndex={0} className="text-xs text-tertiary">
                Updated {format(dataUpdatedAt, 'p')}
              </span>
            </Tooltip>
          )}
        </>
      )}
      empty={{
        title: 'No instances',
        body: 'Instances you create in this project are listed here',
      }}
      query={query}
      columns={columns}
      facets={facets}
      rowActions={(instance) => {
        const a = actionsFor(instance)
        return [a.start, a.stop, a.reboot, a.resize, a.serialConsole, a.delete]
      }}
    >
      {modal}
    </ListPage>
  )
}
