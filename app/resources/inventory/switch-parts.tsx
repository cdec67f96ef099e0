import { queryOptions } from '@tanstack/react-query'

import {
  type LinkFec,
  type LinkSpeed,
  type Switch,
  type SwitchPort,
  type SwitchPortSettings,
  type SwitchSlot,
} from '~/api/__generated__/Api'
import { q, qAll, qList, queryClient } from '~/api/client'
import { DocsPopover } from '~/components/docs-popover'
import { StateBadge } from '~/components/state-badge'

export const switchPage = (pageToken?: string) => qList('switchList', {}, pageToken)
export const allSwitches = qAll('switchList', {})
export const switchView = (switchId: string) => q('switchView', { path: { switchId } })
export const allPorts = qAll('networkingSwitchPortList', {})
export const allPortSettings = qAll('networkingSwitchPortSettingsList', {})
export const portSettingsView = (name: string) =>
  q('networkingSwitchPortSettingsView', { path: { port: name } })

/** Where a port is: its rack, the switch's slot, its name. */
export type PortAt = { rackId: string; switchSlot: SwitchSlot; port: string }

const portQuery = (at: PortAt) => ({
  path: { port: at.port },
  query: { rackId: at.rackId, switchSlot: at.switchSlot },
})
export const portStatus = (at: PortAt) => q('networkingSwitchPortStatus', portQuery(at))
export const portLldpConfig = (at: PortAt) => q('networkingSwitchPortLldpConfigView', portQuery(at))
export const portNeighbors = (at: PortAt) =>
  q('networkingSwitchPortLldpNeighbors', {
    path: { rackId: at.rackId, switchSlot: at.switchSlot, port: at.port },
    query: {},
  })

/**
 * The slot of each switch of a rack. The API's switch carries no slot, so it is inferred:
 * the rack's switches in order of serial number take switch0 then switch1.
 */
export function slotOf(sw: Switch, switches: readonly Switch[]): SwitchSlot {
  const inRack = switches
    .filter((s) => s.rackId === sw.rackId)
    .sort((a, b) => a.baseboard.serial.localeCompare(b.baseboard.serial))
  return inRack.findIndex((s) => s.id === sw.id) === 1 ? 'switch1' : 'switch0'
}

const portNumber = (p: SwitchPort) => Number(/\d+$/.exec(p.portName)?.[0] ?? 0)

/** The ports of one switch, in port order (qsfp0, qsfp1, ... qsfp31), as one page. */
export const switchPorts = (rackId: string, slot: SwitchSlot) =>
  queryOptions({
    ...allPorts,
    queryKey: [...allPorts.queryKey, { rackId, slot }] as unknown as typeof allPorts.queryKey,
    // from the cached list of every port, so a loader that fetched it asks for nothing more
    queryFn: async () => {
      const all = await queryClient.fetchQuery({ ...allPorts, staleTime: 1000 })
      const items = all.items
        .filter((p) => p.rackId === rackId && p.switchSlot === slot)
        .sort((a, b) => portNumber(a) - portNumber(b))
      return { items, nextPage: null }
    },
  })

/** What the switch reports for a port's link; the API passes it through untyped. */
export type LinkReport = {
  up: boolean
  speed: string | null
  fec: string | null
  transceiver: string | null
}

const str = (v: unknown) => (typeof v === 'string' ? v : null)

/** Reads the untyped link state the API returns (snake_case or camelCase keys). */
export function readLinkState(raw: Record<string, unknown> | undefined): LinkReport | null {
  const link = raw?.link
  if (!link || typeof link !== 'object') return null
  const l = link as Record<string, unknown>
  const state = str(l.linkState ?? l.link_state)
  const presence = l.presence
  const media = str(l.media)
  return {
    up: state?.toLowerCase() === 'up',
    speed: str(l.speed),
    fec: str(l.fec),
    transceiver: presence === false ? 'None' : media ? capitalize(media) : null,
  }
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

const SPEEDS: Record<LinkSpeed, string> = {
  speed0_g: '0',
  speed1_g: '1',
  speed10_g: '10',
  speed25_g: '25',
  speed40_g: '40',
  speed50_g: '50',
  speed100_g: '100',
  speed200_g: '200',
  speed400_g: '400',
}

/** "100 Gbit/s" from the API's `speed100_g`. */
export const speedLabel = (speed: string | null | undefined) =>
  speed && speed in SPEEDS ? `${SPEEDS[speed as LinkSpeed]} Gbit/s` : (speed ?? '—')

const FECS: Record<LinkFec, string> = {
  rs: 'Reed-Solomon',
  firecode: 'Firecode',
  none: 'None',
}
export const fecLabel = (fec: string | null | undefined) =>
  fec ? (FECS[fec as LinkFec] ?? fec) : 'Media default'

export function LinkBadge({ report }: { report: LinkReport | null | undefined }) {
  if (!report) return <StateBadge state="No link" color="neutral" />
  return report.up ? (
    <StateBadge state="Up" color="default" />
  ) : (
    <StateBadge state="Down" color="danger" />
  )
}

/**
 * An uplink carries the rack's external traffic: settings with routes or BGP peers. Taking
 * them off a port cuts that path.
 */
export const isUplink = (s: SwitchPortSettings | undefined) =>
  !!s && (s.routes.length > 0 || s.bgpPeers.length > 0)

/** The API calls an operator runs to change an uplink by hand (the console does not). */
export const clearSettingsCall = (at: PortAt) =>
  `oxide api --method DELETE '/v1/system/hardware/switch-port/${at.port}/settings?rack_id=${at.rackId}&switch_slot=${at.switchSlot}'`
export const applySettingsCall = (at: PortAt, settings: string) =>
  `echo '{"port_settings": "${settings}"}' | oxide api --method POST '/v1/system/hardware/switch-port/${at.port}/settings?rack_id=${at.rackId}&switch_slot=${at.switchSlot}' --input -`

export const switchDocs = (
  <DocsPopover
    heading="switches"
    summary="The rack's two switches and their 32 QSFP ports each. Settings applied to a port bring up its link; uplinks carry the rack's traffic to the outside network."
    links={[
      {
        href: 'https://docs.oxide.computer/guides/operator/configuring-rack-networking',
        label: 'Rack networking',
      },
    ]}
  />
)
