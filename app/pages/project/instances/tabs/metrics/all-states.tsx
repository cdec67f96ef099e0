/**
 * The CPU's "All states" chart: a line per vCPU state from one query that keeps the state in
 * its group_by, and a legend with each state's colour and average. Only the CPU tab loads it.
 */
import { type OxqlQueryResult } from '~/api/__generated__/Api'
import { cn } from '~/ui/cn'

import { formatMetric, summarize } from './format'
import { type ManyLines } from './metric-chart'
import { toChartData, type ChartData, type ChartLines } from './series'
import { type LineColor, type LinesToDraw } from './time-series-chart'

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

type Key = { value: string; label: string; color: LineColor }

/** A line per value of `field`, in percent, with a legend of averages. */
export function linesByField(
  field: string,
  keys: readonly Key[],
  transform: (v: number) => number,
): ManyLines {
  return {
    make: (result, window): LinesToDraw => {
      const drawn = toChartLines(
        result,
        field,
        keys.map((k) => k.value),
        window,
        transform,
      )
      return {
        times: drawn.times,
        lines: drawn.lines.map((l) => ({ ...l, ...keys.find((k) => k.value === l.key)! })),
      }
    },
    legend: (lines) => (
      <dl className="flex flex-wrap gap-x-5 gap-y-2 px-4 pt-3 text-xs">
        {keys.map((k) => {
          const line = lines?.lines.find((l) => l.key === k.value)
          const mean = line && summarize(line.values.map((v) => v ?? null))?.mean
          return (
            <div key={k.value} className="flex flex-col">
              <dt className="flex items-center gap-1.5 font-mono text-[0.6875rem] tracking-wide text-tertiary uppercase">
                <span aria-hidden className={cn('size-2 rounded-full', k.color.swatch)} />
                {k.label} <span className="sr-only">average</span>
              </dt>
              <dd className="text-sm text-fg tabular-nums">
                {mean !== undefined ? formatMetric(mean, 'percent') : '—'}
              </dd>
            </div>
          )
        })}
      </dl>
    ),
  }
}
