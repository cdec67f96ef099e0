import { type Disk } from '~/api/__generated__/Api'
import { DISK_TRANSITIONAL_STATES } from '~/api/capabilities'
import { StateBadge } from '~/components/state-badge'
import { Badge, type BadgeColor } from '~/ui/badge'
import { OverflowText } from '~/ui/truncate'

import { accessorColumn, dateColumn, sizeColumn, stateText, type TableColumn } from './columns'

type DiskStateName = Disk['state']['state']

const STATE_COLOR: Partial<Record<DiskStateName, BadgeColor>> = {
  attached: 'accent',
  detached: 'neutral',
  faulted: 'danger',
  destroyed: 'danger',
  maintenance: 'warning',
}

/** "importing_from_bulk_writes" reads "importing from bulk writes". */
export const diskStateLabel = (state: DiskStateName) => state.replace(/_/g, ' ')

/** A disk's state; transitional states spin. */
export function DiskStateBadge({ state }: { state: DiskStateName }) {
  return (
    <StateBadge
      state={state}
      color={STATE_COLOR[state] ?? 'info'}
      transitional={DISK_TRANSITIONAL_STATES.includes(state)}
    />
  )
}

/*
 * The boot disk and the other disks are two tables one above the other: fixed header widths
 * keep their columns aligned (auto layout shares out the rest by these widths).
 */
const header = (text: string, width: string) => () => (
  <span className={`inline-block ${width}`}>{text}</span>
)

const nameColumn: TableColumn<Disk> = accessorColumn({
  id: 'name',
  header: header('name', 'w-64'),
  accessorFn: (d) => d.name,
  // the "Read only" badge is the row's flag, not part of the name
  meta: { truncate: true, sortValue: (d) => d.name, text: (d) => d.name },
  cell: ({ row }) => {
    const disk = row.original
    return (
      <span className="flex min-w-0 items-center gap-2">
        <OverflowText text={disk.name} className="font-medium text-fg" />
        {disk.readOnly && <Badge color="neutral">Read only</Badge>}
      </span>
    )
  },
})

const typeText = (d: Disk) => (d.diskType === 'local' ? 'Local' : 'Distributed')

const typeColumn: TableColumn<Disk> = {
  id: 'type',
  header: header('type', 'w-24'),
  meta: { text: typeText },
  cell: ({ row }) => <span className="whitespace-nowrap">{typeText(row.original)}</span>,
}

const stateColumn: TableColumn<Disk> = accessorColumn({
  id: 'state',
  header: header('state', 'w-28'),
  accessorFn: (d) => d.state.state,
  meta: { sortValue: (d) => d.state.state, text: (d) => stateText(d.state.state) },
  cell: ({ row }) => <DiskStateBadge state={row.original.state.state} />,
})

/** name, type, size (1024-based), state, created. */
export const diskColumns: TableColumn<Disk>[] = [
  nameColumn,
  typeColumn,
  // the presets with a fixed-width header: a spread of TanStack's column union is not one of
  // its variants to the compiler, though each copy keeps its own variant's keys
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions
  { ...sizeColumn<Disk>('size'), header: header('size', 'w-20') } as TableColumn<Disk>,
  stateColumn,
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions
  { ...dateColumn<Disk>('timeCreated'), header: header('created', 'w-44') } as TableColumn<Disk>,
]
