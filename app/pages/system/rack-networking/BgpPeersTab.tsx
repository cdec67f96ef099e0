import { useQuery } from '@tanstack/react-query'

import { queryClient, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { type RouteHandle } from '~/components/shell/crumbs'
import { mono, RackNetIcon } from '~/resources/rack-networking/rack-net-display'
import { bfdStatus, bgpStatus } from '~/resources/rack-networking/rack-net-queries'
import {
  BfdStateBadge,
  formatDuration,
  PeerStateBadge,
} from '~/resources/rack-networking/session-status'
import { SimpleTable } from '~/table/simple-table'
import { EmptyState } from '~/ui/empty-state'

export async function loader() {
  void queryClient.prefetchQuery(bfdStatus)
  await queryClient.ensureQueryData(bgpStatus)
  return null
}

export const handle: RouteHandle = { crumb: 'Peers', crumbPath: pb.bgpPeers() }

/** Every BGP session of the rack's switches, with its state and the BFD session beside it. */
export function Component() {
  const peers = usePrefetchedQuery(bgpStatus)
  const { data: bfd } = useQuery({ ...bfdStatus, throwOnError: false })
  if (peers.length === 0) {
    return (
      <EmptyState
        icon={<RackNetIcon />}
        title="No BGP peers"
        body="Peers appear here once switch port settings with a BGP configuration are applied to an uplink"
      />
    )
  }
  const down = peers.filter((p) => p.state !== 'established').length
  return (
    <div className="space-y-3">
      <p className="text-sm text-secondary">
        {peers.length - down} of {peers.length} peers established
        {down > 0 && <span className="text-warning"> · {down} not established</span>}
      </p>
      <SimpleTable
        label="BGP peers"
        headers={[
          'switch',
          'peer address',
          'interface',
          'local ASN',
          'remote ASN',
          'state',
          'in state for',
          'BFD',
        ]}
        rows={peers.map((p) => {
          const session = bfd?.find((s) => s.peer === p.addr && s.switchSlot === p.switch)
          return {
            key: `${p.switch}-${p.addr}`,
            cells: [
              p.switch,
              mono(p.addr),
              mono(p.peerId),
              p.localAsn,
              p.remoteAsn,
              <PeerStateBadge key="s" state={p.state} />,
              formatDuration(p.stateDurationMillis),
              session ? (
                <BfdStateBadge key="b" state={session.state} />
              ) : (
                <span className="text-quaternary">—</span>
              ),
            ],
          }
        })}
      />
    </div>
  )
}
