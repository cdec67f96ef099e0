import { type SiloUtilization, type VirtualResourceCounts } from '~/api/__generated__/Api'
import { GiB } from '~/util/units'

const TiB = 1024 * GiB

export type Resource = keyof VirtualResourceCounts

/** The unit each resource is shown in: CPUs as a count, memory in GiB, storage in TiB. */
export const UNIT: Record<Resource, { label: string; divisor: number }> = {
  cpus: { label: 'vCPUs', divisor: 1 },
  memory: { label: 'GiB', divisor: GiB },
  storage: { label: 'TiB', divisor: TiB },
}

/** A value in its resource's unit, at most two decimals ("1.5", "64", "0.01"). */
export function inUnit(resource: Resource, value: number): string {
  const n = value / UNIT[resource].divisor
  return Number(n.toFixed(2)).toLocaleString('en-US')
}

const zero = (): VirtualResourceCounts => ({ cpus: 0, memory: 0, storage: 0 })

/** The fleet's totals: quotas (allocated) and provisioned, summed over silos. */
export function fleetTotals(silos: readonly SiloUtilization[]) {
  const allocated = zero()
  const provisioned = zero()
  for (const s of silos) {
    for (const r of ['cpus', 'memory', 'storage'] as const) {
      allocated[r] += s.allocated[r]
      provisioned[r] += s.provisioned[r]
    }
  }
  return { allocated, provisioned }
}

/** Provisioned as a share of the quota, 0-100 and beyond (null when there is no quota). */
export function percentOf(provisioned: number, quota: number): number | null {
  if (quota <= 0) return provisioned > 0 ? 100 : null
  return (provisioned / quota) * 100
}

/** What is left of the quota (negative when over it, which a lowered quota allows). */
export const available = (provisioned: number, quota: number) => quota - provisioned
