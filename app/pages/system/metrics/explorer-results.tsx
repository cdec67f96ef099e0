/**
 * The answer of an OxQL query in the metrics explorer: for each table, each timeseries with its
 * fields, a chart of its points (the app's metric chart) and the table of its points. A large
 * answer shows its first timeseries and the rest on demand.
 */
import { useMemo, useState } from 'react'

import { type FieldValue, type OxqlQueryResult, type Timeseries } from '~/api/__generated__/Api'
import { formatCount } from '~/pages/project/instances/tabs/metrics/format'
import { type ChartData } from '~/pages/project/instances/tabs/metrics/series'
import { TimeSeriesChart } from '~/pages/project/instances/tabs/metrics/time-series-chart'
import { Button } from '~/ui/button'
import { formatDayTime } from '~/util/date'

const FIRST_SHOWN = 8

const asTime = (t: Date | string) => (t instanceof Date ? t.getTime() : Date.parse(t))

const fieldText = (f: FieldValue) => String(f.value)

/** Field names as OxQL writes them (the client hands them over camel-cased). */
export const fieldName = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

const fieldsOf = (series: Timeseries) =>
  Object.entries(series.fields)
    .map(([k, v]) => [fieldName(k), v] as const)
    .sort(([a], [b]) => a.localeCompare(b))

/** "instance_id=…, state=run": a timeseries' name from its fields. */
export function seriesLabel(series: Timeseries): string {
  const entries = fieldsOf(series)
  return entries.length ? entries.map(([k, v]) => `${k}=${fieldText(v)}`).join(', ') : '(no fields)'
}

/** The first numeric dimension of a timeseries as a chart's points (non-numbers are gaps). */
export function seriesPoints(series: Timeseries): ChartData {
  const values = series.points.values[0]?.values
  const numeric = values && (values.type === 'integer' || values.type === 'double')
  return {
    times: series.points.timestamps.map(asTime),
    values: series.points.timestamps.map((_, i) => {
      const v = numeric ? values.values[i] : null
      return typeof v === 'number' ? v : null
    }),
  }
}

function SeriesCard({
  table,
  series,
  index,
}: {
  table: string
  series: Timeseries
  index: number
}) {
  const data = useMemo(() => seriesPoints(series), [series])
  const kind = series.points.values[0]?.metricType
  // a delta series' first point carries the running total from before the range: not charted
  const charted = useMemo(
    () =>
      kind === 'delta' && data.times.length > 1
        ? { times: data.times.slice(1), values: data.values.slice(1) }
        : data,
    [data, kind],
  )
  const label = seriesLabel(series)
  const times = charted.times
  const window =
    times.length > 0
      ? { start: new Date(times[0]!), end: new Date(Math.max(times.at(-1)!, times[0]! + 1000)) }
      : null
  return (
    <li className="rounded-lg border border-line bg-raise p-4">
      <h3 className="mb-1 text-sm font-medium text-fg">
        {table} <span className="text-tertiary">#{index + 1}</span>
      </h3>
      <dl className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs">
        {fieldsOf(series).map(([k, v]) => (
          <div key={k} className="flex gap-1">
            <dt className="text-tertiary">{k}</dt>
            <dd className="font-mono break-all text-secondary">{fieldText(v)}</dd>
          </div>
        ))}
        {kind && (
          <div className="flex gap-1">
            <dt className="text-tertiary">metric type</dt>
            <dd className="text-secondary">{kind}</dd>
          </div>
        )}
      </dl>
      {!window ? (
        <p className="text-sm text-secondary">No points in this timeseries</p>
      ) : (
        <TimeSeriesChart data={charted} unit="count" window={window} label={`${table} ${label}`} />
      )}
      <details className="mt-3">
        <summary className="cursor-pointer text-sm text-secondary hover:text-fg">
          Points ({data.times.length})
        </summary>
        <div className="mt-2 max-h-72 overflow-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Points of {label}</caption>
            <thead className="text-xs text-tertiary">
              <tr>
                <th scope="col" className="py-1 pr-4 font-normal">
                  Time
                </th>
                <th scope="col" className="py-1 font-normal">
                  Value
                </th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {data.times.map((t, i) => (
                <tr key={t} className="border-t border-line">
                  <td className="py-1 pr-4 text-secondary">{formatDayTime(t)}</td>
                  <td className="py-1 font-mono text-fg" title={String(data.values[i] ?? '')}>
                    {data.values[i] === null ? '–' : formatCount(data.values[i]!)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </li>
  )
}

export function ExplorerResults({ result }: { result: OxqlQueryResult }) {
  const [all, setAll] = useState(false)
  const count = result.tables.reduce((n, t) => n + t.timeseries.length, 0)
  if (count === 0) {
    return (
      <p className="rounded-lg border border-dashed border-line p-6 text-center text-sm text-secondary">
        The query returned no timeseries
      </p>
    )
  }
  // how many timeseries each table shows: the first FIRST_SHOWN in all, unless all are asked for
  const limits = result.tables.reduce<{ left: number; counts: number[] }>(
    (acc, t) => {
      const n = Math.min(t.timeseries.length, acc.left)
      return { left: acc.left - n, counts: [...acc.counts, n] }
    },
    { left: all ? Infinity : FIRST_SHOWN, counts: [] },
  ).counts
  return (
    <div>
      <p className="mb-3 text-sm text-secondary" role="status">
        {count} timeseries
      </p>
      {result.tables.map((table, ti) => (
        <section key={table.name} aria-label={`Table ${table.name}`}>
          <ul className="grid gap-4 xl:grid-cols-2">
            {table.timeseries.slice(0, limits[ti]).map((s, i) => (
              <SeriesCard key={seriesLabel(s)} table={table.name} series={s} index={i} />
            ))}
          </ul>
        </section>
      ))}
      {!all && count > FIRST_SHOWN && (
        <Button variant="secondary" size="sm" className="mt-4" onClick={() => setAll(true)}>
          Show all {count} timeseries
        </Button>
      )}
    </div>
  )
}
