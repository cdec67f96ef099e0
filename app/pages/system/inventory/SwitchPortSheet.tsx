import { useQuery } from '@tanstack/react-query'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { queryClient, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { switchPortSelector, useSelector } from '~/api/selectors'
import { type RouteHandle } from '~/components/shell/crumbs'
import {
  fecLabel,
  LinkBadge,
  readLinkState,
  speedLabel,
} from '~/resources/inventory/switch-display'
import {
  allPorts,
  allPortSettings,
  allSwitches,
  portLldpConfig,
  portNeighbors,
  portStatus,
  slotOf,
  switchPorts,
  switchView,
  type PortAt,
} from '~/resources/inventory/switch-queries'
import { formatDateTime } from '~/table/columns'
import { Button } from '~/ui/button'
import { PropertiesTable } from '~/ui/page-header'
import { SideModal } from '~/ui/side-modal'

import { LldpSection } from './switch-port-lldp-section'
import { SettingsSection } from './switch-port-settings-section'

async function portOf(switchId: string, name: string) {
  const [sw, all] = await Promise.all([
    queryClient.ensureQueryData(switchView(switchId)),
    queryClient.ensureQueryData(allSwitches),
    queryClient.ensureQueryData(allPortSettings),
    queryClient.ensureQueryData(allPorts),
  ])
  const ports = await queryClient.ensureQueryData(switchPorts(sw.rackId, slotOf(sw, all.items)))
  return ports.items.find((p) => p.portName === name)
}

export async function loader({ params }: LoaderFunctionArgs) {
  const { switchId, port } = switchPortSelector(params)
  const p = await portOf(switchId, port)
  if (!p) throw new Response('Not found', { status: 404 })
  return null
}

export const handle: RouteHandle = {
  crumb: ({ params }) => switchPortSelector(params).port,
  titleOnly: true,
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-6 first:mt-0" aria-label={title}>
      <h3 className="mb-2 text-sm font-medium text-fg">{title}</h3>
      {children}
    </section>
  )
}

/** A switch port: its link, settings, LLDP config and neighbors. */
export function Component() {
  const { switchId, port: name } = useSelector(switchPortSelector)
  const navigate = useNavigate()
  const sw = usePrefetchedQuery(switchView(switchId))
  const all = usePrefetchedQuery(allSwitches)
  const slot = slotOf(sw, all.items)
  const ports = usePrefetchedQuery(switchPorts(sw.rackId, slot))
  const port = ports.items.find((p) => p.portName === name)
  const at: PortAt = { rackId: sw.rackId, switchSlot: slot, port: name }
  const configured = !!port?.portSettingsId
  const status = useQuery({ ...portStatus(at), enabled: configured, throwOnError: false })
  const lldp = useQuery({ ...portLldpConfig(at), enabled: configured, throwOnError: false })
  const neighbors = useQuery({ ...portNeighbors(at), enabled: configured, throwOnError: false })
  const onDismiss = () => navigate(pb.switch({ switchId }))
  if (!port) return null
  const report = configured ? readLinkState(status.data) : null

  return (
    <SideModal
      isOpen
      onDismiss={onDismiss}
      title={`Port ${name}`}
      subtitle={`${slot} · switch ${sw.baseboard.serial}`}
      width="wide"
      hideCloseButton
      footer={
        <Button variant="secondary" size="sm" onClick={onDismiss}>
          Close
        </Button>
      }
    >
      <Section title="Status">
        <PropertiesTable>
          <PropertiesTable.Row label="Link">
            {configured && status.isPending ? '…' : <LinkBadge report={report} />}
          </PropertiesTable.Row>
          <PropertiesTable.Row label="Speed">
            {report ? speedLabel(report.speed) : null}
          </PropertiesTable.Row>
          <PropertiesTable.Row label="FEC">
            {report ? fecLabel(report.fec) : null}
          </PropertiesTable.Row>
          <PropertiesTable.Row label="Transceiver">
            {report?.transceiver ?? null}
          </PropertiesTable.Row>
        </PropertiesTable>
      </Section>
      <Section title="Settings">
        <SettingsSection port={port} at={at} />
      </Section>
      <Section title="LLDP config">
        {!configured ? (
          <p className="text-sm text-tertiary">
            LLDP runs on a port's link: apply settings to the port to configure it.
          </p>
        ) : lldp.data ? (
          <LldpSection key={`${lldp.dataUpdatedAt}`} at={at} config={lldp.data} />
        ) : (
          <p className="text-sm text-tertiary">{lldp.error ? lldp.error.message : 'Loading…'}</p>
        )}
      </Section>
      <Section title="LLDP neighbors">
        {!neighbors.data?.items.length ? (
          <p className="text-sm text-tertiary">
            No neighbors heard{configured ? '' : ': the port has no link'}.
          </p>
        ) : (
          neighbors.data.items.map((n) => (
            <PropertiesTable key={n.chassisId} className="mb-3">
              <PropertiesTable.Row label="System name">{n.systemName ?? null}</PropertiesTable.Row>
              <PropertiesTable.Row label="Description">
                {n.systemDescription ?? null}
              </PropertiesTable.Row>
              <PropertiesTable.Row label="Their port">{n.linkName}</PropertiesTable.Row>
              <PropertiesTable.Row label="Chassis ID">{n.chassisId}</PropertiesTable.Row>
              <PropertiesTable.Row label="Management IP">
                {n.managementIp
                  .map((m) => ('ipAddr' in m.addr ? m.addr.ipAddr : 'IEEE 802 address'))
                  .join(', ') || null}
              </PropertiesTable.Row>
              <PropertiesTable.Row label="First seen">
                {formatDateTime(n.firstSeen)}
              </PropertiesTable.Row>
              <PropertiesTable.Row label="Last seen">
                {formatDateTime(n.lastSeen)}
              </PropertiesTable.Row>
            </PropertiesTable>
          ))
        )}
      </Section>
    </SideModal>
  )
}
