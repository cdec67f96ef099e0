import { useQuery } from '@tanstack/react-query'

import { q, qList } from '~/api/client'
import { DocsPopover } from '~/components/docs-popover'
import { Spinner } from '~/ui/spinner'
import { Tooltip } from '~/ui/tooltip'

import { exactIpCount, formatIpCount } from '../ip-pools/ip-count'

export { IpPoolIcon as SubnetPoolIcon } from '../ip-pools/pool-parts'

export const subnetPoolPage = (pageToken?: string) => qList('systemSubnetPoolList', {}, pageToken)
export const subnetPoolView = (pool: string) => q('systemSubnetPoolView', { path: { pool } })
export const subnetPoolUtilization = (pool: string) =>
  q('systemSubnetPoolUtilizationView', { path: { pool } })
export const memberPage = (pool: string) => (pageToken?: string) =>
  qList('systemSubnetPoolMemberList', { path: { pool } }, pageToken)
export const subnetPoolSiloPage = (pool: string) => (pageToken?: string) =>
  qList('systemSubnetPoolSiloList', { path: { pool } }, pageToken)

/** Why a pool cannot be deleted now, from its utilization (undefined: it may be tried). */
export function subnetPoolDeleteReason(capacity: number | undefined): string | undefined {
  return capacity ? 'Subnet pool cannot be deleted while it contains subnets' : undefined
}

/** "remaining / capacity" in addresses, huge counts as powers of ten with the exact figure on hover. */
export function AddressesRemaining({ pool }: { pool: string }) {
  const { data, isPending, isError } = useQuery({
    ...subnetPoolUtilization(pool),
    throwOnError: false,
  })
  if (isPending) return <Spinner size="sm" label="Loading utilization" />
  if (isError || !data) return <span className="text-quaternary">—</span>
  if (data.capacity === 0) return <span className="text-tertiary">No subnets</span>
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

const subnetPoolDocLinks = [
  { href: 'https://docs.oxide.computer/guides/operator/ip-pools', label: 'IP and subnet pools' },
]

export const subnetPoolsDocs = (
  <DocsPopover
    heading="Subnet pools"
    summary="A subnet pool holds blocks of external addresses. Projects in linked silos take external subnets from it, cut to a prefix length each block allows; a silo's default pool is used when none is chosen."
    links={subnetPoolDocLinks}
  />
)
