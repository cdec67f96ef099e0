import { type AddressLot, type BfdState, type BgpPeerState } from '~/api/__generated__/Api'
import { DocsPopover } from '~/components/docs-popover'
import { Badge, type BadgeColor } from '~/ui/badge'
import { CopyButton } from '~/ui/copy-button'
import { icon } from '~/ui/icons'

/** Two routers joined by a link: the rack's external routing. Decorative unless titled. */
export const RackNetIcon = icon(
  'RackNet',
  <>
    <rect x="1.5" y="5.5" width="4" height="5" rx="1" />
    <rect x="10.5" y="5.5" width="4" height="5" rx="1" />
    <path d="M5.5 8h5" />
  </>,
)

export const bgpDocs = (
  <DocsPopover
    heading="BGP"
    summary="The rack's switches speak BGP with your upstream routers: they announce the rack's public prefixes and learn routes back. A BGP configuration names the rack's ASN and the announce set it advertises; switch port settings apply it to uplinks."
    links={[
      {
        href: 'https://docs.oxide.computer/guides/operator/rack-networking',
        label: 'Rack networking',
      },
    ]}
  />
)

export const rackNetDocs = (heading: string, summary: string) => (
  <DocsPopover
    heading={heading}
    summary={summary}
    links={[
      {
        href: 'https://docs.oxide.computer/guides/operator/rack-networking',
        label: 'Rack networking',
      },
    ]}
  />
)

const PEER_COLOR: Record<BgpPeerState, BadgeColor> = {
  established: 'accent',
  idle: 'danger',
  connect: 'warning',
  active: 'warning',
  open_sent: 'warning',
  open_confirm: 'warning',
  connection_collision: 'warning',
  session_setup: 'warning',
}

export const PeerStateBadge = ({ state }: { state: BgpPeerState }) => (
  <Badge color={PEER_COLOR[state]}>{state.replace(/_/g, ' ')}</Badge>
)

const BFD_COLOR: Record<BfdState, BadgeColor> = {
  up: 'accent',
  init: 'warning',
  down: 'danger',
  admin_down: 'neutral',
}

export const BfdStateBadge = ({ state }: { state: BfdState }) => (
  <Badge color={BFD_COLOR[state]}>{state.replace(/_/g, ' ')}</Badge>
)

/** "19d 1h", "47m 0s": how long a peer has been in its state. */
export function formatDuration(ms: number): string {
  const s = Math.floor(ms / 1000)
  const d = Math.floor(s / 86400)
  const h = Math.floor((s % 86400) / 3600)
  const m = Math.floor((s % 3600) / 60)
  if (d) return `${d}d ${h}h`
  if (h) return `${h}h ${m}m`
  return `${m}m ${s % 60}s`
}

/** A command the operator can copy and run themselves (curl or the oxide CLI). */
export function CommandBlock({ label, command }: { label: string; command: string }) {
  return (
    <figure className="rounded-lg border border-line bg-raise">
      <figcaption className="flex items-center justify-between border-b border-line px-3 py-1.5 text-xs text-tertiary">
        {label}
        <CopyButton text={command} label={`Copy ${label.toLowerCase()}`} />
      </figcaption>
      {/* focusable: a long command scrolls sideways, and keyboard users must reach it */}
      <pre
        tabIndex={0}
        aria-label={label}
        className="overflow-x-auto px-3 py-2 font-mono text-xs whitespace-pre text-secondary"
      >
        {command}
      </pre>
    </figure>
  )
}

/** `oxide api` for one call: the method, path and JSON body, ready to paste. */
export function oxideApi(method: string, path: string, body?: unknown): string {
  const head = `oxide api ${path}${method === 'GET' ? '' : ` --method ${method}`}`
  if (body === undefined) return head
  return `${head} --input - <<'EOF'\n${JSON.stringify(body, null, 2)}\nEOF`
}

export const mono = (text: string) => <span className="font-mono text-xs">{text}</span>

export const kindLabel = (k: AddressLot['kind']) => (k === 'infra' ? 'Infrastructure' : 'Pool')
