import { useQuery } from '@tanstack/react-query'

import { queryClient, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { type RouteHandle } from '~/components/shell/crumbs'
import { mono, RackNetIcon } from '~/resources/rack-networking/rack-net-display'
import { bgpConfigPage, bgpHistory, bgpStatus } from '~/resources/rack-networking/rack-net-queries'
import { formatDateTime } from '~/table/columns'
import { SimpleTable } from '~/table/simple-table'
import { EmptyState } from '~/ui/empty-state'
import { Spinner } from '~/ui/spinner'

import { rackAsn } from './bgp-asn'

export async function loader() {
  const [peers, configs] = await Promise.all([
    queryClient.ensureQueryData(bgpStatus),
    queryClient.ensureQueryData(bgpConfigPage()),
  ])
  const asn = rackAsn(peers, configs.items)
  if (asn !== undefined) await queryClient.ensureQueryData(bgpHistory(asn))
  return null
}

export const handle: RouteHandle = { crumb: 'Message history', crumbPath: pb.bgpHistory() }

type Entry = { timestamp?: unknown; message?: { type?: unknown } & Record<string, unknown> }

/** The API leaves a peer's history free-form: read what is there, show the rest as JSON. */
function entries(history: Record<string, unknown>): { direction: string; entry: Entry }[] {
  const out: { direction: string; entry: Entry }[] = []
  for (const direction of ['received', 'sent']) {
    const list = history[direction]
    if (Array.isArray(list)) for (const e of list) out.push({ direction, entry: e as Entry })
  }
  return out.sort((a, b) => timeOf(b.entry) - timeOf(a.entry))
}

/** The client turns ISO timestamps into dates; a history may carry either. */
const dateOf = (e: Entry) =>
  e.timestamp instanceof Date
    ? e.timestamp
    : typeof e.timestamp === 'string'
      ? new Date(e.timestamp)
      : undefined
const timeOf = (e: Entry) => dateOf(e)?.getTime() ?? 0

function details(message: Entry['message']): string {
  if (!message) return ''
  const { type: _type, ...rest } = message
  void _type
  return Object.keys(rest).length ? JSON.stringify(rest) : ''
}

/** Recent BGP messages each switch exchanged with each peer, newest first. */
export function Component() {
  const peers = usePrefetchedQuery(bgpStatus)
  const configs = usePrefetchedQuery(bgpConfigPage())
  const asn = rackAsn(peers, configs.items)
  const { data, isPending } = useQuery({ ...bgpHistory(asn ?? 0), enabled: asn !== undefined })
  if (asn !== undefined && isPending) return <Spinner label="Loading message history" />
  const sessions = (data?.switchHistories ?? []).flatMap((s) =>
    Object.entries(s.history).map(([peer, h]) => ({ sw: s.switch, peer, h })),
  )
  if (sessions.length === 0) {
    return (
      <EmptyState
        icon={<RackNetIcon />}
        title="No message history"
        body="The switches have exchanged no BGP messages yet"
      />
    )
  }
  return (
    <div className="space-y-8">
      {sessions.map(({ sw, peer, h }) => (
        <section key={`${sw}-${peer}`} className="space-y-3">
          <h2 className="text-base font-medium text-fg">
            {sw} ↔ {peer}
          </h2>
          <SimpleTable
            label={`Messages between ${sw} and ${peer}`}
            headers={['time', 'direction', 'message', 'details']}
            empty="No messages"
            rows={entries(h).map(({ direction, entry }, i) => ({
              key: String(i),
              cells: [
                dateOf(entry) ? formatDateTime(dateOf(entry)!) : '—',
                direction,
                String(entry.message?.type ?? 'unknown').replace(/_/g, ' '),
                mono(details(entry.message)),
              ],
            }))}
          />
        </section>
      ))}
    </div>
  )
}
