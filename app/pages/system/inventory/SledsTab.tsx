import { useQuery } from '@tanstack/react-query'

import { type Sled } from '~/api/__generated__/Api'
import { queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useQuickActions } from '~/components/quick-actions'
import { type RouteHandle } from '~/components/shell/crumbs'
import { accessorColumn, sizeColumn, stateColumn, type TableColumn } from '~/table/columns'
import { idLinkColumn } from '~/table/id-link-column'
import { useQueryTable } from '~/table/query-table'
import { EmptyState } from '~/ui/empty-state'

import { UninitializedSleds } from './hardware-extras'
import {
  HardwareStateBadge,
  InventoryIcon,
  PolicyBadge,
  policyLabel,
  ProvisionBadge,
  provisionLabel,
} from './sled-display'
import { sledPage } from './sled-queries'

export async function loader() {
  await queryClient.ensureQueryData(sledPage())
  return null
}

export const handle: RouteHandle = { crumb: 'Sleds', crumbPath: pb.sleds() }

const text = (id: string, header: string, value: (s: Sled) => string | number) =>
  accessorColumn({
    id,
    header,
    accessorFn: (s) => value(s),
    meta: { sortValue: value },
  }) satisfies TableColumn<Sled>

const columns: TableColumn<Sled>[] = [
  idLinkColumn((s) => pb.sledInstances({ sledId: s.id })),
  text('part', 'part', (s) => s.baseboard.part),
  text('serial', 'serial', (s) => s.baseboard.serial),
  text('revision', 'revision', (s) => s.baseboard.revision),
  accessorColumn({
    id: 'policy',
    header: 'policy',
    accessorFn: (s) => policyLabel(s),
    meta: { sortValue: policyLabel, text: policyLabel },
    cell: ({ row }) => <PolicyBadge sled={row.original} />,
  }),
  accessorColumn({
    id: 'provision',
    header: 'provision policy',
    accessorFn: (s) => provisionLabel(s) ?? '',
    meta: { sortValue: (s) => provisionLabel(s) ?? '', text: (s) => provisionLabel(s) ?? '' },
    cell: ({ row }) => <ProvisionBadge sled={row.original} />,
  }),
  stateColumn<Sled>(
    (s) => s.state,
    (s) => <HardwareStateBadge state={s.state} />,
  ),
  text('threads', 'hardware threads', (s) => s.usableHardwareThreads),
  sizeColumn<Sled>('usablePhysicalRam', 'physical RAM'),
]

const facets = [
  {
    id: 'policy',
    label: 'Policy',
    options: ['In service', 'Expunged'],
    value: policyLabel,
  },
]

/** Every sled of the fleet with its baseboard, policies, state and capacity. */
export function Component() {
  const { data } = useQuery(sledPage())
  useQuickActions(
    (data?.items ?? []).map((s) => ({
      value: `${s.baseboard.serial} (${s.id.slice(0, 8)})`,
      group: 'Go to sled',
      to: pb.sledInstances({ sledId: s.id }),
    })),
  )
  const list = useQueryTable({
    query: sledPage,
    noun: 'sleds',
    columns,
    facets,
    filterFields: (s) => [s.id, s.baseboard.part, s.baseboard.serial],
    emptyState: (
      <EmptyState
        icon={<InventoryIcon />}
        title="No sleds"
        body="The sleds of the rack are listed here once they are initialized"
      />
    ),
  })
  return (
    <>
      {list.table}
      <UninitializedSleds />
    </>
  )
}
