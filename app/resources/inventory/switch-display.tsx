import { type LinkFec, type LinkSpeed, type SwitchPortSettings } from '~/api/__generated__/Api'
import { DocsPopover } from '~/components/docs-popover'
import { StateBadge } from '~/components/state-badge'

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
