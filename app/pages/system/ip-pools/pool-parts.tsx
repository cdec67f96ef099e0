import { useQuery } from '@tanstack/react-query'

import { type IpPool } from '~/api/__generated__/Api'
import { q, qList } from '~/api/client'
import { DocsPopover } from '~/components/docs-popover'
import { Badge } from '~/ui/badge'
import { icon } from '~/ui/icons'
import { Spinner } from '~/ui/spinner'
import { Tooltip } from '~/ui/tooltip'

import { exactIpCount, formatIpCount } from './ip-count'

/** A pool: stacked address blocks. Decorative unless given a title. */
export const IpPoolIcon = icon(
  'IpPool',
  <>
    <rect x="2.5" y="2.5" width="11" height="3" rx="1" />
    <rect x="2.5" y="6.5" width="11" height="3" rx="1" />
    <rect x="2.5" y="10.5" width="11" height="3" rx="1" />
  </>,
)

export const poolPage = (pageToken?: string) => qList('systemIpPoolList', {}, pageToken)
export const poolView = (pool: string) => q('systemIpPoolView', { path: { pool } })
export const poolUtilization = (pool: string) =>
  q('systemIpPoolUtilizationView', { path: { pool } })
export const rangePage = (pool: string) => (pageToken?: string) =>
  qList('systemIpPoolRangeList', { path: { pool } }, pageToken)
export const poolSiloPage = (pool: string) => (pageToken?: string) =>
  qList('systemIpPoolSiloList', { path: { pool } }, pageToken)

export const versionLabel = (v: IpPool['ipVersion']) => (v === 'v4' ? 'IPv4' : 'IPv6')
export const assignmentLabel = (p: IpPool) =>
  p.assignment === 'silos' ? 'Silos' : 'System services'

/** Why a pool cannot be deleted now, from its utilization (undefined: it may be tried). */
export function poolDeleteReason(capacity: number | undefined): string | undefined {
  return capacity ? 'IP pool cannot be deleted while it contains IP ranges' : undefined
}

/** "remaining / capacity", huge IPv6 counts as powers of ten with the exact figure on hover. */
export function IpsRemaining({ pool }: { pool: string }) {
  const { data, isPending, isError } = useQuery({ ...poolUtilization(pool), throwOnError: false })
  if (isPending) return <Spinner size="sm" label="Loading utilization" />
  if (isError || !data) return <span className="text-quaternary">—</span>
  if (data.capacity === 0) return <span className="text-tertiary">No ranges</span>
  const exact = `${exactIpCount(data.remaining)} of ${exactIpCount(data.capacity)} addresses free`
  return (
    <Tooltip content={exact}>
      <span tabIndex={0} className="whitespace-nowrap tabular-nums">
        <span className="text-fg">{formatIpCount(data.remaining)}</span>
        <span className="text-tertiary"> / {formatIpCount(data.capacity)}</span>
      </span>
    </Tooltip>
  )
}

export const VersionBadge = ({ version }: { version: IpPool['ipVersion'] }) => (
  <Badge color="neutral">{versionLabel(version)}</Badge>
)

export const ipPoolsDocs = (
  <DocsPopover
    heading="IP pools"
    summary="An IP pool holds ranges of external addresses. Silos linked to a pool hand its addresses out to instances and floating IPs; a silo's default pool is used when none is chosen."
    links={[{ href: 'https://docs.oxide.computer/guides/operator/ip-pools', label: 'IP pools' }]}
  />
)
