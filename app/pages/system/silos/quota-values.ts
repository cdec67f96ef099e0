import { type VirtualResourceCounts } from '~/api/__generated__/Api'
import { GiB } from '~/util/units'

export type QuotaValues = { cpus: number; memoryGiB: number; storageGiB: number }

const RESOURCES = [
  { key: 'cpus', label: 'CPU', unit: 'vCPUs', scale: 1 },
  { key: 'memory', label: 'Memory', unit: 'GiB', scale: GiB },
  { key: 'storage', label: 'Storage', unit: 'GiB', scale: GiB },
] as const

/** Rows of the quotas table: what is provisioned against what is allowed, in display units. */
export const quotaRows = (provisioned: VirtualResourceCounts, allocated: VirtualResourceCounts) =>
  RESOURCES.map(({ key, label, unit, scale }) => ({
    label,
    unit,
    provisioned: provisioned[key] / scale,
    quota: allocated[key] / scale,
  }))

export const toQuotaValues = (q: VirtualResourceCounts): QuotaValues => ({
  cpus: q.cpus,
  memoryGiB: round2(q.memory / GiB),
  storageGiB: round2(q.storage / GiB),
})

const round2 = (n: number) => Math.round(n * 100) / 100

export const fromQuotaValues = (v: QuotaValues): VirtualResourceCounts => ({
  cpus: v.cpus,
  memory: Math.round(v.memoryGiB * GiB),
  storage: Math.round(v.storageGiB * GiB),
})

/** "Memory: 12 GiB in use, quota 8 GiB" for each quota set below what is provisioned. */
export function belowUse(v: QuotaValues, provisioned: VirtualResourceCounts): string[] {
  const next = fromQuotaValues(v)
  return RESOURCES.filter(
    ({ key }) => Number.isFinite(next[key]) && next[key] < provisioned[key],
  ).map(
    ({ key, label, unit, scale }) =>
      `${label}: ${round2(provisioned[key] / scale)} ${unit} in use, quota ${round2(next[key] / scale)} ${unit}`,
  )
}
