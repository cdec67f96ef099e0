import { type PhysicalDisk } from '~/api/__generated__/Api'
import { queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { StateBadge } from '~/components/state-badge'
import { type RouteHandle } from '~/components/shell/crumbs'
import { linkColumn, stateColumn, type TableColumn } from '~/table/columns'
import { useQueryTable } from '~/table/query-table'
import { EmptyState } from '~/ui/empty-state'

import { UnadoptedDisks } from './hardware-extras'
import { diskPolicyLabel, formFactorLabel, InventoryIcon, physicalDiskPage } from './sled-parts'

export async function loader() {
  await queryClient.ensureQueryData(physicalDiskPage())
  return null
}

export const handle: RouteHandle = { crumb: 'Disks', crumbPath: pb.physicalDisks() }

const text = (id: string, header: string, value: (d: PhysicalDisk) => string) =>
  ({
    id,
    header,
    accessorFn: (d) => value(d) as never,
    meta: { sortValue: value },
  }) satisfies TableColumn<PhysicalDisk>

const columns: TableColumn<PhysicalDisk>[] = [
  text('formFactor', 'form factor', formFactorLabel),
  text('vendor', 'vendor', (d) => d.vendor),
  text('model', 'model', (d) => d.model),
  text('serial', 'serial', (d) => d.serial),
  linkColumn<PhysicalDisk>(
    'sled',
    'sled',
    (d) => d.sledId,
    (d) => (d.sledId ? pb.sledInstances({ sledId: d.sledId }) : null),
  ),
  {
    id: 'policy',
    header: 'policy',
    accessorFn: (d) => diskPolicyLabel(d) as never,
    meta: { sortValue: diskPolicyLabel },
    cell: ({ row }) => (
      <StateBadge
        state={diskPolicyLabel(row.original)}
        color={row.original.policy.kind === 'in_service' ? 'default' : 'danger'}
      />
    ),
  },
  stateColumn<PhysicalDisk>(
    (d) => d.state,
    (d) => <StateBadge state={d.state} color={d.state === 'active' ? 'default' : 'neutral'} />,
  ),
]

const facets = [
  { id: 'formFactor', label: 'Form factor', options: ['U.2', 'M.2'], value: formFactorLabel },
  { id: 'policy', label: 'Policy', options: ['In service', 'Expunged'], value: diskPolicyLabel },
]

/** The physical disks of every sled. */
export function Component() {
  const list = useQueryTable({
    query: physicalDiskPage,
    noun: 'physical disks',
    columns,
    facets,
    filterFields: (d) => [d.id, d.model, d.serial, d.vendor, d.sledId],
    emptyState: (
      <EmptyState
        icon={<InventoryIcon />}
        title="No physical disks"
        body="Disks appear here once their sleds are initialized"
      />
    ),
  })
  return (
    <>
      {list.table}
      <UnadoptedDisks />
    </>
  )
}
