import {
  type ExternalIpResultsPage,
  type Instance,
  type InstanceState,
} from '~/api/__generated__/Api'
import { pb } from '~/api/path-builder'
import { InstanceStateWithTime } from '~/components/instance-state-time'
import { externalIpList, ExternalIpsCell, reachableIps } from '~/resources/instances/external-ips'
import { vcpus } from '~/resources/instances/format'
import {
  accessorColumn,
  dateColumn,
  lookup,
  nameLinkColumn,
  sizeColumn,
  stateColumn,
  type TableColumn,
} from '~/table/columns'
import { type Facet } from '~/table/query-table'

/* The instance list's columns and its run-state facet. */

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

export const instanceFacets: Facet<Instance>[] = [
  { id: 'state', label: 'State', options: STATES, value: (i) => i.runState },
]

export const instanceColumns = (project: string): TableColumn<Instance>[] => [
  nameLinkColumn<Instance>((i) => pb.instance({ project, instance: i.name })),
  stateColumn<Instance>(
    (i) => i.runState,
    (i) => <InstanceStateWithTime state={i.runState} since={i.timeRunStateUpdated} />,
  ),
  accessorColumn({
    id: 'cpu',
    header: 'CPU',
    accessorFn: (i) => i.ncpus,
    meta: { sortValue: (i) => i.ncpus, text: (i) => vcpus(i.ncpus) },
    cell: ({ row }) => <span className="whitespace-nowrap">{vcpus(row.original.ncpus)}</span>,
  }),
  sizeColumn<Instance>('memory', 'memory'),
  {
    id: 'externalIps',
    header: 'external IPs',
    // every address the cell shows, the ones behind its "+N" included
    meta: {
      lookup: lookup<Instance, ExternalIpResultsPage>(
        (i) => externalIpList({ project, instance: i.name }),
        (_, data) =>
          reachableIps(data?.items ?? [])
            .map((ip) => ip.ip)
            .join(' '),
      ),
    },
    cell: ({ row }) => <ExternalIpsCell project={project} instance={row.original.name} />,
  },
  dateColumn<Instance>('timeCreated', 'created'),
]
