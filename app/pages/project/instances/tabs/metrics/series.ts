/**
 * From an OxqlQueryResult to one line to chart: the timeseries of the first table are added
 * up point by point (a group_by leaves one; a rack may answer with several), the first point
 * is dropped (for a cumulative metric it carries the running total since the data began),
 * points before the window are dropped, and a missing window becomes a gap (null) so the line
 * does not bridge it.
 */
import { type OxqlQueryResult } from '~/api/__generated__/Api'

export type ChartData = {
  /** Milliseconds since the epoch, ascending. */
  times: number[]
  values: (number | null)[]
}

const asTime = (t: Date | string) => (t instanceof Date ? t.getTime() : Date.parse(t))

export function toChartData(
  result: OxqlQueryResult,
  { start, intervalS }: { start: Date; intervalS: number },
  transform: (v: number) => number = (v) => v,
): ChartData {
  const sums = new Map<number, number>()
  for (const series of result.tables[0]?.timeseries ?? []) {
    const values = series.points.values[0]?.values
    if (!values || (values.type !== 'integer' && values.type !== 'double')) continue
    const points = series.points.timestamps
      .map((t, i) => [asTime(t), values.values[i] ?? null] as const)
      .slice(1)
    for (const [t, v] of points) {
      if (v === null || t < start.getTime()) continue
      sums.set(t, (sums.get(t) ?? 0) + v)
    }
  }
  const times = [...sums.keys()].sort((a, b) => a - b)
  const out: ChartData = { times: [], values: [] }
  const gap = intervalS * 1000 * 1.5
  times.forEach((t, i) => {
    const prev = times[i - 1]
    if (prev !== undefined && t - prev > gap) {
      out.times.push(prev + intervalS * 1000)
      out.values.push(null)
    }
    out.times.push(t)
    out.values.push(transform(sums.get(t)!))
  })
  return out
}

/** Several lines over the same times: a value is null for a gap, undefined where a line has no point. */
export type ChartLines = {
  times: number[]
  lines: { key: string; values: (number | null | undefined)[] }[]
}

/**
 * One line per value of `field` (a group_by that keeps it, e.g. a vCPU `state`), each made as
 * `toChartData` makes one, in the order of `keys` (keys without data are left out), over the
 * union of their times.
 */
export function toChartLines(
  result: OxqlQueryResult,
  field: string,
  keys: readonly string[],
  window: { start: Date; intervalS: number },
  transform: (v: number) => number = (v) => v,
): ChartLines {
  const table = result.tables[0]
  const byKey = new Map<string, ChartData>()
  for (const key of keys) {
    const timeseries = (table?.timeseries ?? []).filter((s) => s.fields[field]?.value === key)
    if (timeseries.length === 0) continue
    const one = { tables: [{ name: table!.name, timeseries }] }
    byKey.set(key, toChartData(one, window, transform))
  }
  const times = [...new Set([...byKey.values()].flatMap((d) => d.times))].sort((a, b) => a - b)
  const lines = [...byKey].map(([key, data]) => {
    const at = new Map(data.times.map((t, i) => [t, data.values[i]!]))
    return { key, values: times.map((t) => (at.has(t) ? at.get(t)! : undefined)) }
  })
  return { times, lines }
}
