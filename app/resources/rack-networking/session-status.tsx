/**
 * The live state of the rack's routing sessions as the BGP and BFD pages show it: state badges,
 * and how long a peer has been in its state.
 */
import { type BfdState, type BgpPeerState } from '~/api/__generated__/Api'
import { Badge, type BadgeColor } from '~/ui/badge'

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
