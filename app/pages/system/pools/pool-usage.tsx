import { useQuery } from '@tanstack/react-query'

import { q } from '~/api/client'
import { type PoolKind } from '~/resources/pools/pool-kind'
import { Spinner } from '~/ui/spinner'
import { Tooltip } from '~/ui/tooltip'

import { exactIpCount, formatIpCount, usedPercent } from '../ip-pools/ip-count'

export const poolUtilization = (kind: PoolKind, pool: string) =>
  q(kind.ops.utilization, { path: { pool } })

/** "remaining / capacity", huge IPv6 counts as powers of ten with the exact figure on hover. */
export function PoolRemaining({ kind, pool }: { kind: PoolKind; pool: string }) {
  const { data, isPending, isError } = useQuery({
    ...poolUtilization(kind, pool),
    throwOnError: false,
  })
  if (isPending) return <Spinner size="sm" label="Loading utilization" />
  if (isError || !data) return <span className="text-quaternary">—</span>
  if (data.capacity === 0) return <span className="text-tertiary">{kind.usage.none}</span>
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

/** Remaining of capacity, with a meter of the share in use. */
export function PoolUtilization({ kind, pool }: { kind: PoolKind; pool: string }) {
  const { data } = useQuery({ ...poolUtilization(kind, pool), throwOnError: false })
  if (!data) return null
  if (data.capacity === 0) return <span className="text-tertiary">{kind.usage.none} yet</span>
  const used = usedPercent(data.capacity, data.remaining)
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span
        className="tabular-nums"
        title={`${exactIpCount(data.remaining)} of ${exactIpCount(data.capacity)}`}
      >
        <span className="text-fg">{formatIpCount(data.remaining)}</span> of{' '}
        {formatIpCount(data.capacity)} {kind.usage.free}
      </span>
      <meter
        className="h-2 w-28"
        aria-label={kind.usage.meter}
        min={0}
        max={100}
        low={70}
        high={90}
        optimum={0}
        value={used}
      />
      <span className="text-xs text-tertiary">
        {used < 1 && used > 0 ? '<1' : Math.round(used)}% {kind.usage.used}
      </span>
    </span>
  )
}
