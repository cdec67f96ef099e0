/**
 * A chart card: title and what the metric means, the latest, average and peak values as text
 * (what a screen reader gets; with several lines, each line's average beside its colour), the
 * chart, and the OxQL query behind it, shown on demand with
 * a copy button. Loading, empty ("No data for this time range") and error states in place.
 */
import { useId, useMemo, useState } from 'react'

import { cn } from '~/ui/cn'
import { CopyButton } from '~/ui/copy-button'
import { ChevronDownIcon } from '~/ui/icons'
import { Message } from '~/ui/message'
import { Spinner } from '~/ui/spinner'

import { useMetricsContext, useOxqlQuery } from './context'
import { formatMetric, type MetricUnit, summarize } from './format'
import { type OxqlQuery, toOxql } from './oxql'
import { toChartData, toChartLines } from './series'
import { type LineColor, type LinesToDraw, TimeSeriesChart } from './time-series-chart'

/** Several lines, one per value of a field the query groups by (a vCPU's `state`). */
export type LinesBy = {
  field: string
  keys: readonly { value: string; label: string; color: LineColor }[]
}

type Props = {
  title: string
  description: string
  unit: MetricUnit
  /** The metric and its field filters; the window comes from the layout. */
  query: Pick<OxqlQuery, 'metric' | 'filters' | 'groupBy'>
  /** From the aligned value (a delta per 5 s sample) to the unit shown. */
  transform: (v: number) => number
  /** Draw one line per value of a field instead of one line (the query keeps that field). */
  linesBy?: LinesBy
}

export function MetricChart({ title, description, unit, query, transform, linesBy }: Props) {
  const { project, window, intervalS, queryStart } = useMetricsContext()
  const text = toOxql({ ...query, start: queryStart, end: window.end, intervalS })
  const result = useOxqlQuery(project, text)
  const data = useMemo(
    () =>
      result.data && !linesBy
        ? toChartData(result.data, { start: window.start, intervalS }, transform)
        : undefined,
    [result.data, window.start, intervalS, transform, linesBy],
  )
  const lines = useMemo((): LinesToDraw | undefined => {
    if (!result.data || !linesBy) return undefined
    const keys = linesBy.keys.map((k) => k.value)
    const drawn = toChartLines(
      result.data,
      linesBy.field,
      keys,
      { start: window.start, intervalS },
      transform,
    )
    return {
      times: drawn.times,
      lines: drawn.lines.map((l) => ({ ...l, ...linesBy.keys.find((k) => k.value === l.key)! })),
    }
  }, [result.data, window.start, intervalS, transform, linesBy])
  const summary = data ? summarize(data.values) : null
  const averages = lines?.lines.map((l) => ({
    ...l,
    mean: summarize(l.values.map((v) => v ?? null))?.mean,
  }))
  const hasData = lines ? averages!.some((l) => l.mean !== undefined) : !!summary
  const [showQuery, setShowQuery] = useState(false)
  const headingId = useId()
  const queryId = useId()

  let body
  if (result.isError) {
    body = (
      <Message variant="error" title="Could not load this metric" content={result.error.message} />
    )
  } else if (!data && !lines) {
    body = (
      <div className="flex h-[220px] items-center justify-center">
        <Spinner label={`Loading ${title}`} />
      </div>
    )
  } else if (!hasData) {
    body = (
      <div className="flex h-[220px] flex-col items-center justify-center gap-1 rounded-md border border-dashed border-line text-center">
        <p className="text-sm text-secondary">No data for this time range</p>
        <p className="max-w-xs text-xs text-tertiary">
          Instances report metrics while they run; a new one's first figures appear within a couple
          of minutes.
        </p>
      </div>
    )
  } else {
    body = <TimeSeriesChart data={data} lines={lines} unit={unit} window={window} label={title} />
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col rounded-lg border border-line bg-default"
    >
      <header className="flex items-start justify-between gap-3 px-4 pt-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-sm font-medium text-fg">
            {title}
          </h3>
          <p className="mt-0.5 text-xs text-tertiary">{description}</p>
        </div>
        {result.isFetching && (data || lines) && (
          <Spinner size="sm" label={`Refreshing ${title}`} />
        )}
      </header>
      {linesBy ? (
        // the legend: each line's colour, name and average over the window
        <dl className="flex flex-wrap gap-x-5 gap-y-2 px-4 pt-3 text-xs">
          {linesBy.keys.map((k) => {
            const mean = averages?.find((a) => a.key === k.value)?.mean
            return (
              <div key={k.value} className="flex flex-col">
                <dt className="flex items-center gap-1.5 font-mono text-[0.6875rem] tracking-wide text-tertiary uppercase">
                  <span aria-hidden className={cn('size-2 rounded-full', k.color.swatch)} />
                  {k.label} <span className="sr-only">average</span>
                </dt>
                <dd className="text-sm text-fg tabular-nums">
                  {mean !== undefined ? formatMetric(mean, unit) : '—'}
                </dd>
              </div>
            )
          })}
        </dl>
      ) : (
        <dl className="flex gap-5 px-4 pt-3 text-xs">
          {(['latest', 'mean', 'peak'] as const).map((key) => (
            <div key={key} className="flex flex-col">
              <dt className="font-mono text-[0.6875rem] tracking-wide text-tertiary uppercase">
                {key === 'mean' ? 'Average' : key === 'latest' ? 'Latest' : 'Peak'}
              </dt>
              <dd className="text-sm text-fg tabular-nums">
                {summary ? formatMetric(summary[key], unit) : '—'}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className="min-w-0 px-4 pt-2 pb-3">{body}</div>
      <div className="border-t border-line px-4 py-2">
        <button
          type="button"
          aria-expanded={showQuery}
          aria-controls={queryId}
          onClick={() => setShowQuery((s) => !s)}
          className="inline-flex items-center gap-1 text-xs text-tertiary hover:text-fg"
        >
          <ChevronDownIcon
            size={12}
            className={cn('transition-transform', !showQuery && '-rotate-90')}
          />
          {showQuery ? 'Hide query' : 'Show query'}
        </button>
        <div id={queryId} hidden={!showQuery} className="mt-2">
          <div className="flex items-start gap-2 rounded-md border border-line bg-canvas p-2">
            <pre
              aria-label={`OxQL query for ${title}`}
              className="min-w-0 flex-1 font-mono text-xs leading-5 break-all whitespace-pre-wrap text-secondary"
            >
              {text.replaceAll(' | ', '\n  | ')}
            </pre>
            <CopyButton text={text} label="Copy query" />
          </div>
        </div>
      </div>
    </section>
  )
}
