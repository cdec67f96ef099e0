import { useQueries, useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'

import { type InstanceNetworkInterface } from '~/api/__generated__/Api'
import { q } from '~/api/client'
import { pb } from '~/api/path-builder'
import { PartError } from '~/components/shell/part-error'
import { Spinner } from '~/ui/spinner'

import { subnetNics } from './subnet-nics-queries'

type SubnetSel = { project: string; vpc: string; subnet: string }

/** An interface's private addresses, IPv4 first. */
const addressesOf = ({ ipStack: s }: InstanceNetworkInterface) =>
  s.type === 'dual_stack' ? [s.value.v4.ip, s.value.v6.ip] : [s.value.ip]

/**
 * The network interfaces in a subnet, each with its addresses and a link to its instance (an
 * interface knows its instance only by id: the names are looked up, one view each).
 */
export function SubnetNics({ sel }: { sel: SubnetSel }) {
  const nics = useQuery({ ...subnetNics(sel), throwOnError: false })
  const items = nics.data?.items ?? []
  const ids = [...new Set(items.map((n) => n.instanceId))]
  const instances = useQueries({
    queries: ids.map((id) => ({
      ...q('instanceView', { path: { instance: id } }),
      throwOnError: false,
    })),
  })
  const nameOf = new Map(ids.map((id, i) => [id, instances[i]?.data?.name]))

  return (
    <section aria-labelledby="subnet-nics-title" className="mt-2">
      <h3 id="subnet-nics-title" className="mb-2 text-sm font-medium text-fg">
        Network interfaces
      </h3>
      {nics.isError ? (
        <PartError what="the network interfaces" onRetry={() => void nics.refetch()} />
      ) : !nics.data ? (
        <span className="flex items-center gap-2 text-sm text-tertiary">
          <Spinner label="Loading" /> Loading…
        </span>
      ) : items.length === 0 ? (
        <p className="text-sm text-secondary">No network interface is in this subnet.</p>
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line text-sm">
          {items.map((nic) => {
            const instance = nameOf.get(nic.instanceId)
            return (
              <li key={nic.id} className="flex items-baseline justify-between gap-3 px-3 py-2">
                <span className="min-w-0">
                  {instance ? (
                    <Link
                      to={pb.instanceNetworking({ project: sel.project, instance })}
                      className="font-medium text-fg underline-offset-2 hover:underline"
                    >
                      {instance}
                    </Link>
                  ) : (
                    <span className="text-tertiary">…</span>
                  )}
                  <span className="ml-2 text-secondary">{nic.name}</span>
                </span>
                <span className="font-mono text-xs text-fg">{addressesOf(nic).join(', ')}</span>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
