import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, type LoaderFunctionArgs } from 'react-router'

import { type BgpPeer, type ImportExportPolicy } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { invalidate, queryClient, useApiMutation, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { portSettingsSelector, useSelector } from '~/api/selectors'
import { confirmDelete } from '~/components/confirm'
import { type RouteHandle } from '~/components/shell/crumbs'
import { fecLabel, isUplink, speedLabel } from '~/resources/inventory/switch-display'
import {
  allPorts,
  allSwitches,
  portSettingsView,
  slotOf,
} from '~/resources/inventory/switch-queries'
import { formatDateTime } from '~/table/columns'
import { RowActionsMenu, type RowAction } from '~/table/row-actions'
import { CopyButton } from '~/ui/copy-button'
import { PageHeader, PropertiesTable } from '~/ui/page-header'
import { addToast } from '~/ui/toast'

import { MiniTable, portSettingsDocs, PortSettingsIcon } from './port-settings-display'

export async function loader({ params }: LoaderFunctionArgs) {
  await Promise.all([
    queryClient.ensureQueryData(portSettingsView(portSettingsSelector(params).portSettings)),
    queryClient.prefetchQuery(allPorts),
    queryClient.prefetchQuery(allSwitches),
  ])
  return null
}

export const handle: RouteHandle = {
  crumb: ({ params }) => portSettingsSelector(params).portSettings,
}

const policyLabel = (p: ImportExportPolicy) =>
  p.type === 'no_filtering' ? 'Any prefix' : p.value.join(', ') || 'Nothing'

const peerAddress = (p: BgpPeer) =>
  p.addr.type === 'numbered'
    ? p.addr.targetAddr
    : `Unnumbered (lifetime ${p.addr.routerLifetime} s)`

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <section className="mt-8" aria-label={title}>
    <h2 className="mb-3 text-base font-medium text-fg">{title}</h2>
    {children}
  </section>
)

/** One switch port settings object: its links, interfaces, addresses, routes and BGP peers. */
export function Component() {
  const { portSettings } = useSelector(portSettingsSelector)
  const navigate = useNavigate()
  const s = usePrefetchedQuery(portSettingsView(portSettings))
  const { data: ports } = useQuery({ ...allPorts, throwOnError: false })
  const { data: switches } = useQuery({ ...allSwitches, throwOnError: false })
  const appliedTo = (ports?.items ?? []).filter((p) => p.portSettingsId === s.id)
  const switchFor = (slot: string) =>
    switches?.items.find((sw) => slotOf(sw, switches.items) === slot)

  const del = useApiMutation('networkingSwitchPortSettingsDelete', {
    onSuccess: async () => {
      await invalidate('networkingSwitchPortSettingsList')
      addToast({ content: `Port settings ${s.name} deleted` })
      void navigate(pb.portSettingsList())
    },
  })
  const actions: RowAction[] = [
    {
      label: 'Delete',
      variant: 'danger',
      disabled: appliedTo.length
        ? `Applied to ${appliedTo.map((p) => `${p.switchSlot}/${p.portName}`).join(', ')}: clear the port's settings first`
        : false,
      onActivate: () => {
        const req = apiRequest('networkingSwitchPortSettingsDelete', {
          query: { portSettings: s.name },
        })
        confirmDelete({
          requests: () => req,
          kind: 'port settings',
          label: s.name,
          doDelete: () => del.mutateAsync(req),
        })
      },
    },
  ]

  return (
    <>
      <PageHeader
        title={s.name}
        icon={<PortSettingsIcon size={20} />}
        adornment={portSettingsDocs}
        actions={<RowActionsMenu label="Port settings actions" id={s.id} actions={actions} />}
      />
      <PropertiesTable columns={2}>
        <PropertiesTable.Row label="Description">{s.description || null}</PropertiesTable.Row>
        <PropertiesTable.Row label="ID">
          <span className="inline-flex min-w-0 items-center gap-1">
            <span className="truncate font-mono text-xs">{s.id}</span>
            <CopyButton text={s.id} label="Copy ID" />
          </span>
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Geometry">{s.port.geometry}</PropertiesTable.Row>
        <PropertiesTable.Row label="Kind">
          {isUplink(s) ? 'Uplink' : 'Link only'}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Applied to">
          {appliedTo.length === 0 ? (
            <span className="text-tertiary">No port</span>
          ) : (
            <span className="flex flex-wrap gap-x-2">
              {appliedTo.map((p) => {
                const sw = switchFor(p.switchSlot)
                const text = `${p.switchSlot}/${p.portName}`
                return sw ? (
                  <Link
                    key={p.id}
                    to={pb.switchPort({ switchId: sw.id, port: p.portName })}
                    className="underline"
                  >
                    {text}
                  </Link>
                ) : (
                  <span key={p.id}>{text}</span>
                )
              })}
            </span>
          )}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Created">{formatDateTime(s.timeCreated)}</PropertiesTable.Row>
      </PropertiesTable>

      <Section title="Links">
        <MiniTable
          label="Links"
          headers={['link', 'speed', 'FEC', 'MTU', 'autoneg', 'LLDP']}
          empty="No links"
          rows={s.links.map((l) => [
            l.linkName,
            speedLabel(l.speed),
            fecLabel(l.fec),
            l.mtu,
            l.autoneg ? 'On' : 'Off',
            l.lldpLinkConfig?.enabled ? 'Enabled' : 'Disabled',
          ])}
        />
      </Section>
      <Section title="Interfaces">
        <MiniTable
          label="Interfaces"
          headers={['interface', 'kind', 'IPv6']}
          empty="No layer-3 interfaces"
          rows={s.interfaces.map((i) => [
            i.interfaceName,
            i.kind.type === 'vlan' ? `VLAN ${i.kind.vid}` : i.kind.type,
            i.v6Enabled ? 'Enabled' : 'Disabled',
          ])}
        />
      </Section>
      <Section title="Addresses">
        <MiniTable
          label="Addresses"
          headers={['address', 'link', 'address lot', 'VLAN']}
          empty="No addresses"
          rows={s.addresses.map((a) => [
            <span className="font-mono text-xs">{a.address}</span>,
            a.interfaceName,
            <Link to={pb.addressLot({ addressLot: a.addressLotName })} className="underline">
              {a.addressLotName}
            </Link>,
            a.vlanId ?? '—',
          ])}
        />
      </Section>
      <Section title="Routes">
        <MiniTable
          label="Routes"
          headers={['destination', 'gateway', 'link', 'VLAN', 'RIB priority']}
          empty="No static routes"
          rows={s.routes.map((r) => [
            <span className="font-mono text-xs">{r.dst}</span>,
            <span className="font-mono text-xs">{r.gw}</span>,
            r.interfaceName,
            r.vlanId ?? '—',
            r.ribPriority ?? '—',
          ])}
        />
      </Section>
      <Section title="BGP peers">
        <MiniTable
          label="BGP peers"
          headers={['peer', 'BGP config', 'remote ASN', 'hold / keepalive', 'import', 'export']}
          empty="No BGP peers"
          rows={s.bgpPeers.map((p) => [
            <span className="font-mono text-xs">{peerAddress(p)}</span>,
            <Link to={pb.bgpConfigs()} className="underline">
              {p.bgpConfig}
            </Link>,
            p.remoteAsn ?? 'Any',
            `${p.holdTime} s / ${p.keepalive} s`,
            policyLabel(p.allowedImport),
            policyLabel(p.allowedExport),
          ])}
        />
      </Section>
    </>
  )
}
