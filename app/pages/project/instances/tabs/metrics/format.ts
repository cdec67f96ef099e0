/**
 * Readable values for the metric charts: bytes in 1024-based units (app/util/units.ts), counts
 * with k/M/B suffixes, both as rates per second, and CPU as a percentage.
 */
import { formatBytes } from '~/util/units'

/** `count`: a plain level (vCPUs, GiB) rather than a rate. */
export type MetricUnit = 'percent' | 'bytesPerSecond' | 'perSecond' | 'count'

const BYTE_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const
const COUNT_SUFFIXES = ['', 'k', 'M', 'B', 'T'] as const

/** Three significant digits, without trailing zeros: 1.23, 12.3, 123. */
export function sig3(value: number): string {
  if (value === 0) return '0'
  const digits = Math.max(0, 2 - Math.floor(Math.log10(Math.abs(value))))
  return String(Number(value.toFixed(Math.min(digits, 2))))
}

/** 1234 -> "1.23k", 12 -> "12", 0.5 -> "0.5". */
export function formatCount(value: number): string {
  let v = Math.abs(value)
  let i = 0
  while (v >= 1000 && i < COUNT_SUFFIXES.length - 1) {
    v /= 1000
    i++
  }
  return `${value < 0 ? '-' : ''}${sig3(v)}${COUNT_SUFFIXES[i]}`
}

const formatPercent = (value: number) => `${sig3(value)}%`

/** A value with its unit, for summaries and the hover readout. */
export function formatMetric(value: number, unit: MetricUnit): string {
  if (unit === 'percent') return formatPercent(value)
  if (unit === 'count') return formatCount(value)
  if (unit === 'bytesPerSecond') return `${formatBytes(value, value >= 1024 ? 2 : 0)}/s`
  return `${formatCount(value)}/s`
}

/** The byte unit for an axis, chosen from the largest value so ticks share one unit. */
export function byteScale(max: number): { unit: (typeof BYTE_UNITS)[number]; divisor: number } {
  let i = 0
  let v = max
  while (v >= 1024 && i < BYTE_UNITS.length - 1) {
    v /= 1024
    i++
  }
  return { unit: BYTE_UNITS[i]!, divisor: 1024 ** i }
}

/** Steps between ticks, as multiples of the axis unit. */
const NICE_STEPS = [0.1, 0.2, 0.25, 0.5, 1, 2, 2.5, 5, 10, 20, 25, 50, 100, 200, 250, 500]

/**
 * Tick labels (with their unit) and tick steps for an axis, given the largest value charted.
 * Byte axes use one 1024-based unit, chosen from the largest value, so ticks land on round
 * numbers of it (2 MiB, 4 MiB) rather than on round numbers of bytes.
 */
export function axisFormat(
  unit: MetricUnit,
  max: number,
): { tick: (v: number) => string; steps?: number[] } {
  if (unit === 'percent') return { tick: (v) => `${sig3(v)}%` }
  if (unit === 'perSecond' || unit === 'count') return { tick: formatCount }
  const { unit: u, divisor } = byteScale(max)
  return {
    tick: (v) => (v === 0 ? '0' : `${sig3(v / divisor)} ${u}`),
    steps: NICE_STEPS.map((s) => s * divisor),
  }
}

type Summary = { latest: number; mean: number; peak: number }

/** Latest, mean and peak of the values that are there (nulls are gaps). */
export function summarize(values: readonly (number | null)[]): Summary | null {
  const present = values.filter((v): v is number => v !== null && Number.isFinite(v))
  if (present.length === 0) return null
  return {
    latest: present[present.length - 1]!,
    mean: present.reduce((a, b) => a + b, 0) / present.length,
    peak: Math.max(...present),
  }
}
