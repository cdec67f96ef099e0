import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'

import { type ExternalIp } from '~/api/__generated__/Api'
import { externalIpCan } from '~/api/capabilities'
import { q } from '~/api/client'
import { pb } from '~/api/path-builder'
import { type InstanceSelector } from '~/api/selectors'
import { CopyButton } from '~/ui/copy-button'
import { Spinner } from '~/ui/spinner'

import { IpOverflow } from './ip-overflow'

export const externalIpList = ({ project, instance }: InstanceSelector) =>
  q('instanceExternalIpList', { path: { instance }, query: { project } })

const KIND_ORDER: Record<ExternalIp['kind'], number> = { floating: 0, ephemeral: 1, snat: 2 }

/** The addresses others can reach the instance at: floating first, then ephemeral; no SNAT. */
export function reachableIps(ips: readonly ExternalIp[]): ExternalIp[] {
  return ips
    .filter(externalIpCan.acceptInbound)
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind])
}

/**
 * An instance's external IPs. A missing instance (deleted a moment ago) is an empty answer
 * here, not the 404 screen.
 */
export function useExternalIps(sel: InstanceSelector) {
  return useQuery({ ...externalIpList(sel), throwOnError: false })
}

function Ip({ ip }: { ip: string }) {
  return (
    <span className="inline-flex items-center gap-0.5">
      <span className="font-mono text-xs text-secondary">{ip}</span>
      <CopyButton text={ip} label={`Copy ${ip}`} />
    </span>
  )
}

const Empty = () => <span className="text-quaternary">—</span>

/** Where an address will show while it loads: its width, so nothing moves when it comes. */
const IpPlaceholder = () => (
  <span
    role="status"
    aria-label="Loading IPs"
    className="inline-block h-3 w-24 animate-pulse rounded-sm bg-line-strong align-middle"
  />
)

/** The list's cell: the first IP copyable, the others behind "+N". */
export function ExternalIpsCell(sel: InstanceSelector) {
  const { data, isPending } = useExternalIps(sel)
  if (isPending) return <IpPlaceholder />
  const ips = reachableIps(data?.items ?? [])
  const [first, ...rest] = ips
  if (!first) return <Empty />
  return (
    <IpOverflow
      first={<Ip ip={first.ip} />}
      rest={rest.map((ip) => ip.ip)}
      restTitle="Other external IPs"
    />
  )
}

/** The header's property: the first two copyable, then a link to the networking tab. */
export function ExternalIpsProperty(sel: InstanceSelector) {
  const { data, isPending } = useExternalIps(sel)
  if (isPending) return <Spinner size="sm" className="text-quaternary" label="Loading IPs" />
  const ips = reachableIps(data?.items ?? [])
  if (ips.length === 0) return <Empty />
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2">
      {ips.slice(0, 2).map((ip) => (
        <Ip key={ip.ip} ip={ip.ip} />
      ))}
      {ips.length > 2 && (
        <Link
          to={pb.instanceNetworking(sel)}
          className="text-xs text-tertiary hover:text-accent"
          aria-label={`${ips.length - 2} more on the networking tab`}
        >
          +{ips.length - 2} more
        </Link>
      )}
    </span>
  )
}
