/**
 * Provisioned CPUs, memory and storage over time (`GET /v1/metrics/{metric}` for the silo,
 * `/v1/system/metrics/{metric}` for the fleet): the time ranges and refresh intervals the
 * controls offer, how a range is fetched, and how the samples become a step line.
 *
 * A range is fetched in pages of 3000 samples, oldest first, plus the last sample before it
 * (one, newest first) so the line starts at the left edge at the level it had then. The
 * level holds until the next sample, and the last one holds to the end of the range.
 */
import { type Measurement, type SystemMetricName } from '~/api/__generated__/Api'
import { GiB } from '~/util/units'

export const RANGES = [
  { value: '1h', label: 'Last hour', ms: 3_600_000 },
  { value: '3h', label: 'Last 3 hours', ms: 3 * 3_600_000 },
  { value: '1d', label: 'Last day', ms: 24 * 3_600_000 },
  { value: '7d', label: 'Last week', ms: 7 * 24 * 3_600_000 },
  { value: '30d', label: 'Last 30 days', ms: 30 * 24 * 3_600_000 },
] as const

export const REFRESH_INTERVALS = [
  { value: 'off', label: 'Off', ms: 0 },
  { value: '10s', label: '10 s', ms: 10_000 },
  { value: '1m', label: '1 min', ms: 60_000 },
  { value: '2m', label: '2 min', ms: 120_000 },
  { value: '5m', label: '5 min', ms: 300_000 },
] as const
export type RefreshValue = (typeof REFRESH_INTERVALS)[number]['value']

export const refreshIntervalMs = (value: string) =>
  REFRESH_INTERVALS.find((r) => r.value === value)?.ms ?? 0

export type MetricWindow = { start: Date; end: Date }

/** The three charts: the metric, its title, the unit it is shown in. */
export const CHARTS = [
  {
    metric: 'cpus_provisioned',
    title: 'CPU',
    unit: 'vCPUs',
    divisor: 1,
    about: 'vCPUs of running instances',
  },
  {
    metric: 'ram_provisioned',
    title: 'Memory',
    unit: 'GiB',
    divisor: GiB,
    about: 'Memory of running instances, in GiB',
  },
  {
    metric: 'virtual_disk_space_provisioned',
    title: 'Storage',
    unit: 'TiB',
    divisor: 1024 * GiB,
    about: 'Disks and snapshots, in TiB',
  },
] as const satisfies readonly {
  metric: SystemMetricName
  title: string
  unit: string
  divisor: number
  about: string
}[]

/** The samples of a range and the one before it. */
export type MetricSamples = { before: Measurement | undefined; items: Measurement[] }

/** A sample's value, when it is a number (the provisioning metrics are integers). */
function valueOf(m: Measurement): number | null {
  const d = m.datum as { datum?: unknown }
  return typeof d.datum === 'number' ? d.datum : null
}

const timeOf = (m: Measurement) => new Date(m.timestamp).getTime()

/** The step line of a range: times (ms, ascending) and values in the chart's unit. */
export function toStepData(
  { before, items }: MetricSamples,
  window: MetricWindow,
  divisor: number,
): { times: number[]; values: (number | null)[] } {
  const start = window.start.getTime()
  const end = window.end.getTime()
  const times: number[] = []
  const values: (number | null)[] = []
  const push = (t: number, v: number) => {
    // samples share a timestamp only on a page boundary: the later one wins
    if (times[times.length - 1] === t) values[values.length - 1] = v
    else {
      times.push(t)
      values.push(v)
    }
  }
  const first = before && valueOf(before)
  if (first !== undefined && first !== null) push(start, first / divisor)
  for (const m of [...items].sort((a, b) => timeOf(a) - timeOf(b))) {
    const t = timeOf(m)
    const v = valueOf(m)
    if (v === null || t < start || t > end) continue
    push(t, v / divisor)
  }
  const last = values[values.length - 1]
  if (last !== undefined && last !== null && times[times.length - 1]! < end) push(end, last)
  return { times, values }
}

/** Latest and peak of a step line, or null when it has no values. */
export function stepSummary(values: readonly (number | null)[]) {
  const present = values.filter((v): v is number => v !== null)
  if (present.length === 0) return null
  return { latest: present[present.length - 1]!, peak: Math.max(...present) }
}

/** A level for text: whole numbers as they are, others to two decimals. */
export const formatLevel = (v: number) => Number(v.toFixed(2)).toLocaleString('en-US')

export const PAGE_LIMIT = 3000
/** Pages read at most for one range (a month of 5-minute samples is three). */
export const MAX_PAGES = 10
/** How far back to look for the sample before a range. */
export const BEFORE_MS = 24 * 3_600_000
