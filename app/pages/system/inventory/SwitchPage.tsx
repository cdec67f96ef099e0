import { useQuery } from '@tanstack/react-query'
import { Link, Outlet, type LoaderFunctionArgs } from 'react-router'

import { type SwitchPort } from '~/api/__generated__/Api'
import { queryClient, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { switchSelector, useSelector } from '~/api/selectors'
import { type RouteHandle } from '~/components/shell/crumbs'
import {
  LinkBadge,
  readLinkState,
  speedLabel,
  switchDocs,
} from '~/resources/inventory/switch-display'
import {
  allPorts,
  allPortSettings,
  allSwitches,
  portNeighbors,
  portStatus,
  slotOf,
  switchPorts,
  switchView,
  type PortAt,
} from '~/resources/inventory/switch-queries'
import { accessorColumn, formatDateTime, lookup, type TableColumn } from '~/table/columns'
import { useQueryTable } from '~/table/query-table'
import { CopyButton } from '~/ui/copy-button'
import { EmptyState } from '~/ui/empty-state'
import { PageHeader, PropertiesTable } from '~/ui/page-header'
import { middleTruncate } from '~/ui/truncate'

import { InventoryIcon } from './sled-display'

export async function loader({ params }: LoaderFunctionArgs) {
  const { switchId } = switchSelector(params)
  const [sw, all] = await Promise.all([
    queryClient.ensureQueryData(switchView(switchId)),
    queryClient.ensureQueryData(allSwitches),
    queryClient.ensureQueryData(allPortSettings),
    queryClient.ensureQueryData(allPorts),
  ])
  await queryClient.ensureQueryData(switchPorts(sw.rackId, slotOf(sw, all.items)))
  return null
}

export const handle: RouteHandle = {
  crumb: ({ params }) => middleTruncate(switchSelector(params).switchId, 12),
}

const at = (p: SwitchPort): PortAt => ({
  rackId: p.rackId,
  switchSlot: p.switchSlot,
  port: p.portName,
})

/** A link column's text, from the same status the cell reads (no settings, no link). */
const linkLookup = (word: (report: ReturnType<typeof readLinkState> | null) => string) =>
  lookup(
    (p: SwitchPort) => (p.portSettingsId ? portStatus(at(p)) : null),
    (p, data) => word(p.portSettingsId ? readLinkState(data) : null),
  )

/** A port's link as its switch reports it; a port without settings has no link. */
function LinkCell({ port, show }: { port: SwitchPort; show: 'state' | 'speed' }) {
  const { data, isPending } = useQuery({
    ...portStatus(at(port)),
    enabled: !!port.portSettingsId,
    throwOnError: false,
  })
  if (!port.portSettingsId) {
    return show === 'state' ? <LinkBadge report={null} /> : <span className="text-tertiary">—</span>
  }
  if (isPending) return <span className="text-tertiary">…</span>
  const report = readLinkState(data)
  if (show === 'state') return <LinkBadge report={report} />
  return <>{report?.up ? speedLabel(report.speed) : '—'}</>
}

function NeighborCell({ port }: { port: SwitchPort }) {
  const { data } = useQuery({
    ...portNeighbors(at(port)),
    enabled: !!port.portSettingsId,
    throwOnError: false,
  })
  const first = data?.items[0]
  if (!first) return <span className="text-tertiary">—</span>
  return <>{first.systemName ?? first.chassisId}</>
}

function SettingsCell({ port }: { port: SwitchPort }) {
  const { data } = useQuery({ ...allPortSettings, throwOnError: false })
  if (!port.portSettingsId) return <span className="text-tertiary">None</span>
  const name = data?.items.find((s) => s.id === port.portSettingsId)?.name
  if (!name) return <span className="font-mono text-xs">{port.portSettingsId}</span>
  return (
    <Link
      to={pb.portSettings({ portSettings: name })}
      className="text-secondary underline-offset-2 hover:text-fg hover:underline"
    >
      {name}
    </Link>
  )
}

/** A switch: its baseboard and its ports with their link, settings and LLDP neighbour. */
export function Component() {
  const { switchId } = useSelector(switchSelector)
  const sw = usePrefetchedQuery(switchView(switchId))
  const all = usePrefetchedQuery(allSwitches)
  const slot = slotOf(sw, all.items)

  const columns: TableColumn<SwitchPort>[] = [
    accessorColumn({
      id: 'port',
      header: 'port',
      accessorFn: (p) => p.portName,
      meta: {
        sortValue: (p) => Number(/\d+$/.exec(p.portName)?.[0] ?? 0),
        text: (p) => p.portName,
      },
      cell: ({ row }) => (
        <Link
          to={pb.switchPort({ switchId, port: row.original.portName })}
          className="font-medium text-fg underline-offset-2 hover:underline"
        >
          {row.original.portName}
        </Link>
      ),
    }),
    accessorColumn({
      id: 'link',
      header: 'link',
      accessorFn: (p) => (p.portSettingsId ? 'configured' : 'no link'),
      meta: { lookup: linkLookup((report) => (!report ? 'No link' : report.up ? 'Up' : 'Down')) },
      cell: ({ row }) => <LinkCell port={row.original} show="state" />,
    }),
    accessorColumn({
      id: 'speed',
      header: 'speed',
      accessorFn: () => '',
      meta: { lookup: linkLookup((report) => (report?.up ? speedLabel(report.speed) : '')) },
      cell: ({ row }) => <LinkCell port={row.original} show="speed" />,
    }),
    accessorColumn({
      id: 'settings',
      header: 'settings',
      accessorFn: (p) => p.portSettingsId ?? '',
      meta: {
        sortValue: (p) => p.portSettingsId ?? '',
        lookup: lookup(
          () => allPortSettings,
          (p, data) =>
            !p.portSettingsId
              ? 'None'
              : (data?.items.find((s) => s.id === p.portSettingsId)?.name ?? p.portSettingsId),
        ),
      },
      cell: ({ row }) => <SettingsCell port={row.original} />,
    }),
    accessorColumn({
      id: 'neighbor',
      header: 'LLDP neighbor',
      accessorFn: () => '',
      meta: {
        lookup: lookup(
          (p) => (p.portSettingsId ? portNeighbors(at(p)) : null),
          (_, data) => {
            const first = data?.items[0]
            return first ? (first.systemName ?? first.chassisId) : ''
          },
        ),
      },
      cell: ({ row }) => <NeighborCell port={row.original} />,
    }),
  ]

  const list = useQueryTable({
    query: () => switchPorts(sw.rackId, slot),
    allQuery: switchPorts(sw.rackId, slot),
    noun: 'ports',
    columns,
    filterFields: (p) => [p.portName, p.id],
    emptyState: (
      <EmptyState
        icon={<InventoryIcon />}
        title="No ports"
        body="The switch reports no ports yet"
      />
    ),
  })

  return (
    <>
      <PageHeader
        title={`Switch ${sw.baseboard.serial}`}
        icon={<InventoryIcon size={20} />}
        adornment={switchDocs}
      />
      <PropertiesTable columns={2}>
        <PropertiesTable.Row label="Switch ID">
          <span className="inline-flex min-w-0 items-center gap-1">
            <span className="truncate font-mono text-xs">{sw.id}</span>
            <CopyButton text={sw.id} label="Copy ID" />
          </span>
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Slot">{slot}</PropertiesTable.Row>
        <PropertiesTable.Row label="Part">{sw.baseboard.part}</PropertiesTable.Row>
        <PropertiesTable.Row label="Serial">{sw.baseboard.serial}</PropertiesTable.Row>
        <PropertiesTable.Row label="Revision">{sw.baseboard.revision}</PropertiesTable.Row>
        <PropertiesTable.Row label="Rack ID">
          <span className="truncate font-mono text-xs">{sw.rackId}</span>
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Created">{formatDateTime(sw.timeCreated)}</PropertiesTable.Row>
      </PropertiesTable>
      <h2 className="mt-8 mb-3 text-base font-medium text-fg">Ports</h2>
      {list.table}
      <Outlet />
    </>
  )
}
