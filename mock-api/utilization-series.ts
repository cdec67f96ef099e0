/**
 * Provisioned CPUs, RAM and disk space over time, for `siloMetric` and `systemMetric`.
 *
 * Nexus keeps these as running totals per collection (project, silo, fleet) and oximeter
 * samples them; the mock keeps no history, so it derives one. Each project has a few step
 * changes before the moment the mock's database was made (`epoch`), at offsets and to levels
 * drawn from a hash of the project's id and the metric, so a series is the same on every
 * request; from the epoch on it holds what the project has provisioned now. A silo's series is
 * the sum of its projects', the fleet's the sum of its silos'. Samples fall on a fixed grid
 * (every SAMPLE_MS, aligned to the clock), so pages of a range line up.
 */
import { GiB } from './db/ids'

export type MetricName = 'cpus_provisioned' | 'ram_provisioned' | 'virtual_disk_space_provisioned'

export const SAMPLE_MS = 5 * 60_000
const MINUTE = 60_000
/** How long before the epoch each step change happens. */
const STEP_OFFSETS_MS = [
  7, 24, 52, 95, 170, 330, 700, 1_500, 2_900, 6_000, 12_000, 21_000, 33_000, 45_000,
].map((m) => m * MINUTE)

/** FNV-1a of a string, as a fraction in [0, 1). */
function hashFraction(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h / 2 ** 32
}

/** A value rounded to what the metric moves by: whole CPUs, whole GiB. */
const quantum = (metric: MetricName) => (metric === 'cpus_provisioned' ? 1 : GiB)

/**
 * The step changes of one project's series: for each, the time it happened and the value it
 * held before then (going back in time). The value from the epoch on is `current`.
 */
export function stepsOf(
  id: string,
  metric: MetricName,
  current: number,
  epoch: number,
): { at: number; before: number }[] {
  const q = quantum(metric)
  return STEP_OFFSETS_MS.filter((_, i) => hashFraction(`${id}:${metric}:keep:${i}`) < 0.6).map(
    (offset, i) => {
      // levels between 35 % and 100 % of today's, smaller further back
      const f = 0.35 + 0.65 * hashFraction(`${id}:${metric}:level:${i}`) * (1 - i / 30)
      return { at: epoch - offset, before: Math.round((current * f) / q) * q }
    },
  )
}

/** The value of a series described by `current` and its steps at time `t`. */
export function valueAt(
  current: number,
  steps: readonly { at: number; before: number }[],
  t: number,
) {
  let value = current
  for (const s of steps) {
    if (t < s.at) value = s.before
    else break
  }
  return value
}

export type Source = { id: string; current: number }

/** The sample times in [start, end), ascending. */
export function sampleTimes(start: number, end: number): number[] {
  const times: number[] = []
  for (let t = Math.ceil(start / SAMPLE_MS) * SAMPLE_MS; t < end; t += SAMPLE_MS) times.push(t)
  return times
}

/** The summed series of `sources` at each of `times`. */
export function seriesAt(
  sources: readonly Source[],
  metric: MetricName,
  epoch: number,
  times: readonly number[],
): number[] {
  const all = sources.map((s) => ({
    current: s.current,
    steps: stepsOf(s.id, metric, s.current, epoch),
  }))
  return times.map((t) => all.reduce((sum, s) => sum + valueAt(s.current, s.steps, t), 0))
}
