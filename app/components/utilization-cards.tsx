/**
 * Provisioned against quota for CPU, memory and storage, one card each (1024-based units):
 * the share as a big figure, a meter, and the figures under it. The silo's utilization page
 * and the fleet's (summed over silos) both show them.
 */
import { type VirtualResourceCounts } from '~/api/__generated__/Api'
import { Card } from '~/ui/card'

import { available, inUnit, percentOf, UNIT, type Resource } from './utilization-math'

export const RESOURCES = ['cpus', 'memory', 'storage'] as const
export const TITLES: Record<Resource, string> = {
  cpus: 'CPU',
  memory: 'Memory',
  storage: 'Storage',
}

/** A share of 0-100 as a meter: amber over two thirds, red over 90 %. */
export function Meter({ label, value }: { label: string; value: number | null }) {
  return (
    <meter
      className="h-2 w-full"
      aria-label={label}
      min={0}
      max={100}
      low={66}
      high={90}
      optimum={0}
      value={Math.min(100, value ?? 0)}
    />
  )
}

/** "42%", "<1%" for a sliver, "—%" when there is no quota and nothing provisioned. */
export const pct = (p: number | null) =>
  p === null ? '—%' : `${p > 0 && p < 1 ? '<1' : Math.round(p)}%`

function CapacityCard({
  resource,
  provisioned,
  quota,
  quotaLabel,
  description,
}: {
  resource: Resource
  provisioned: number
  quota: number
  quotaLabel: string
  description: string
}) {
  const p = percentOf(provisioned, quota)
  const unit = UNIT[resource].label
  const figure = (label: string, value: number) => (
    <div>
      <dt className="text-tertiary">{label}</dt>
      <dd className={value < 0 ? 'text-danger tabular-nums' : 'text-fg tabular-nums'}>
        {inUnit(resource, value)} {unit}
      </dd>
    </div>
  )
  return (
    <Card title={TITLES[resource]} description={`${description} (${unit})`}>
      <div className="mb-2 text-2xl font-medium text-fg tabular-nums">{pct(p)}</div>
      <Meter label={`${TITLES[resource]} provisioned of quota`} value={p} />
      <dl className="mt-3 grid grid-cols-3 gap-2 text-xs">
        {figure('Provisioned', provisioned)}
        {figure(quotaLabel, quota)}
        {figure('Available', available(provisioned, quota))}
      </dl>
    </Card>
  )
}

type Props = {
  provisioned: VirtualResourceCounts
  quota: VirtualResourceCounts
  /** "Quota", or "Quota (total)" for sums over silos. */
  quotaLabel?: string
  description: string
}

export function CapacityCards({ provisioned, quota, quotaLabel = 'Quota', description }: Props) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {RESOURCES.map((r) => (
        <CapacityCard
          key={r}
          resource={r}
          provisioned={provisioned[r]}
          quota={quota[r]}
          quotaLabel={quotaLabel}
          description={description}
        />
      ))}
    </div>
  )
}
