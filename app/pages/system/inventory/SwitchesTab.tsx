import { useQuery } from '@tanstack/react-query'

import { type Switch } from '~/api/__generated__/Api'
import { queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useQuickActions } from '~/components/quick-actions'
import { type RouteHandle } from '~/components/shell/crumbs'
import { allSwitches, slotOf, switchPage } from '~/resources/inventory/switch-queries'
import { accessorColumn, type TableColumn } from '~/table/columns'
import { idLinkColumn } from '~/table/id-link-column'
import { useQueryTable } from '~/table/query-table'
import { EmptyState } from '~/ui/empty-state'
import { middleTruncate } from '~/ui/truncate'

import { InventoryIcon } from './sled-display'

export async function loader() {
  await Promise.all([
    queryClient.ensureQueryData(switchPage()),
    queryClient.ensureQueryData(allSwitches),
  ])
  return null
}

export const handle: RouteHandle = { crumb: 'Switches', crumbPath: pb.switches() }

const text = (id: string, header: string, value: (s: Switch) => string | number) =>
  accessorColumn({
    id,
    header,
    accessorFn: (s) => value(s),
    meta: { sortValue: value },
  }) satisfies TableColumn<Switch>

const slot = (s: Switch) => slotOf(s, queryClient.getQueryData(allSwitches.queryKey)?.items ?? [])

const columns: TableColumn<Switch>[] = [
  idLinkColumn((s) => pb.switch({ switchId: s.id })),
  text('slot', 'slot', slot),
  accessorColumn({
    id: 'rack',
    header: 'rack',
    accessorFn: (s) => s.rackId,
    meta: { sortValue: (s) => s.rackId, text: (s) => s.rackId },
    cell: ({ row }) => (
      <span title={row.original.rackId} className="font-mono text-xs text-secondary">
        {middleTruncate(row.original.rackId, 18)}
      </span>
    ),
  }),
  text('part', 'part', (s) => s.baseboard.part),
  text('serial', 'serial', (s) => s.baseboard.serial),
  text('revision', 'revision', (s) => s.baseboard.revision),
]

/** The rack's switches: each links to its ports. */
export function Component() {
  const { data } = useQuery(switchPage())
  useQuickActions(
    (data?.items ?? []).map((s) => ({
      value: `Switch ${s.baseboard.serial}`,
      group: 'Go to switch',
      to: pb.switch({ switchId: s.id }),
    })),
  )
  const list = useQueryTable({
    query: switchPage,
    noun: 'switches',
    columns,
    filterFields: (s) => [s.id, s.baseboard.part, s.baseboard.serial],
    emptyState: (
      <EmptyState
        icon={<InventoryIcon />}
        title="No switches"
        body="The rack's switches are listed here once the rack is initialized"
      />
    ),
  })
  return list.table
}
