/**
 * The live state of the rack's routing sessions as the BGP and BFD pages show it: state badges,
 * how long a peer has been in its state, and the API call an operator can run themselves.
 */
import { type BfdState, type BgpPeerState } from '~/api/__generated__/Api'
import { Badge, type BadgeColor } from '~/ui/badge'
import { CopyButton } from '~/ui/copy-button'

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
