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

/** Several lines over the same times: a value is null for a gap, undefined for no point there. */
export type ChartLines = {
  times: number[]
  lines: { key: string; values: (number | null | undefined)[] }[]
}
