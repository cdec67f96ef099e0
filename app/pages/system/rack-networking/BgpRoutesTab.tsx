import { useQuery } from '@tanstack/react-query'

import { queryClient, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { type RouteHandle } from '~/components/shell/crumbs'
import { mono } from '~/resources/rack-networking/rack-net-display'
import {
  bgpConfigPage,
  bgpExported,
  bgpImported,
  bgpStatus,
} from '~/resources/rack-networking/rack-net-queries'
import { SimpleTable } from '~/table/simple-table'
import { Spinner } from '~/ui/spinner'

import { rackAsn } from './bgp-asn'

export async function loader() {
  const [peers, configs] = await Promise.all([
    queryClient.ensureQueryData(bgpStatus),
    queryClient.ensureQueryData(bgpConfigPage()),
    queryClient.ensureQueryData(bgpExported),
  ])
  const asn = rackAsn(peers, configs.items)
  if (asn !== undefined) await queryClient.ensureQueryData(bgpImported(asn))
  return null
}

export const handle: RouteHandle = { crumb: 'Routes', crumbPath: pb.bgpRoutes() }

/** The IPv4 routes the switches learned from their peers, and the prefixes they announce. */
export function Component() {
  const peers = usePrefetchedQuery(bgpStatus)
  const configs = usePrefetchedQuery(bgpConfigPage())
  const exported = usePrefetchedQuery(bgpExported)
  const asn = rackAsn(peers, configs.items)
  const imported = useQuery({ ...bgpImported(asn ?? 0), enabled: asn !== undefined })
  return (
    <div className="space-y-8">
      <section className="space-y-3">
        <h2 className="text-base font-medium text-fg">
          Imported routes {asn !== undefined && <span className="text-tertiary">(AS{asn})</span>}
        </h2>
        {imported.isPending && asn !== undefined ? (
          <Spinner label="Loading imported routes" />
        ) : (
          <SimpleTable
            label="Imported routes"
            headers={['switch', 'prefix', 'next hop', 'originating router']}
            empty="No routes imported"
            rows={(imported.data ?? []).map((r, i) => ({
              key: `${r.switch}-${r.prefix}-${r.nexthop}-${i}`,
              cells: [r.switch, mono(r.prefix), mono(r.nexthop), mono(routerId(r.id))],
            }))}
          />
        )}
      </section>
      <section className="space-y-3">
        <h2 className="text-base font-medium text-fg">Exported routes</h2>
        <SimpleTable
          label="Exported routes"
          headers={['switch', 'peer', 'prefix']}
          empty="No routes exported"
          rows={exported.map((r, i) => ({
            key: `${r.switch}-${r.peerId}-${r.prefix}-${i}`,
            cells: [r.switch, mono(r.peerId), mono(r.prefix)],
          }))}
        />
      </section>
    </div>
  )
}

/** A BGP identifier is a 32-bit number written like an IPv4 address. */
const routerId = (id: number) =>
  [id >>> 24, (id >>> 16) & 255, (id >>> 8) & 255, id & 255].join('.')
