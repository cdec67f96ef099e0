import { type LoaderFunctionArgs } from 'react-router'

import { type SledInstance } from '~/api/__generated__/Api'
import { queryClient } from '~/api/client'
import { sledSelector, useSelector } from '~/api/selectors'
import { type RouteHandle } from '~/components/shell/crumbs'
import { InstanceStateBadge } from '~/components/state-badge'
import { accessorColumn, sizeColumn, stateColumn, type TableColumn } from '~/table/columns'
import { useQueryTable } from '~/table/query-table'
import { EmptyState } from '~/ui/empty-state'
import { InstanceIcon } from '~/ui/icons'

import { sledInstancePage } from './sled-queries'

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(sledInstancePage(sledSelector(params).sledId)())
  return null
}

export const handle: RouteHandle = { crumb: 'Instances' }

const columns: TableColumn<SledInstance>[] = [
  accessorColumn({
    id: 'name',
    header: 'name',
    accessorFn: (i) => `${i.siloName} / ${i.projectName} / ${i.name}`,
    meta: {
      sortValue: (i) => `${i.siloName}/${i.projectName}/${i.name}`,
      text: (i) => `${i.siloName} / ${i.projectName} / ${i.name}`,
    },
    cell: ({ row: { original: i } }) => (
      <span className="flex flex-col">
        <span className="text-xs text-tertiary">
          {i.siloName} / {i.projectName} /
        </span>
        <span className="font-medium text-fg">{i.name}</span>
      </span>
    ),
  }),
  stateColumn<SledInstance>(
    (i) => i.state,
    (i) => <InstanceStateBadge state={i.state} />,
  ),
  accessorColumn({
    id: 'cpus',
    header: 'vCPUs',
    accessorFn: (i) => i.ncpus,
    meta: { sortValue: (i) => i.ncpus },
  }),
  sizeColumn<SledInstance>('memory', 'memory'),
]

/** The instances a sled runs now, from every silo. */
export function Component() {
  const { sledId } = useSelector(sledSelector)
  const list = useQueryTable({
    query: sledInstancePage(sledId),
    noun: 'instances',
    columns,
    filterFields: (i) => [i.id, i.name, i.projectName, i.siloName],
    emptyState: (
      <EmptyState
        icon={<InstanceIcon />}
        title="No instances"
        body="Instances running on this sled are listed here"
      />
    ),
  })
  return list.table
}
