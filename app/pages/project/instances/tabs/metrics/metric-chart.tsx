/**
 * A chart card: title and what the metric means, the latest, average and peak values as text
 * (what a screen reader gets; with several lines, each line's average beside its colour), the
 * chart, and the OxQL query behind it, shown on demand with a copy button. Loading, empty ("No
 * data for this time range") and error states in place.
 */
import { useId, useMemo, useState, type ReactNode } from 'react'

import { type OxqlQueryResult } from '~/api/__generated__/Api'
import { cn } from '~/ui/cn'
import { CopyButton } from '~/ui/copy-button'
import { ChevronDownIcon } from '~/ui/icons'
import { Message } from '~/ui/message'
import { Spinner } from '~/ui/spinner'

import { useMetricsContext, useOxqlQuery } from './context'
import { formatMetric, summarize, type MetricUnit } from './format'
import { toOxql, type OxqlQuery } from './oxql'
import { toChartData } from './series'
import { TimeSeriesChart, type LinesToDraw } from './time-series-chart'

/**
 * Several lines instead of one (the CPU's "All states"), made by the page that wants them, so
 * the other charts do not load what only it needs.
 */
export type ManyLines = {
  /** From the query's answer to the lines drawn. */
  make: (result: OxqlQueryResult, window: { start: Date; intervalS: number }) => LinesToDraw
  /** What stands in for latest, average and peak: a legend (lines undefined while loading). */
  legend: (lines: LinesToDraw | undefined) => ReactNode
}

type Props = {
  title: string
  description: string
  unit: MetricUnit
  /** The metric and its field filters; the window comes from the layout. */
  query: Pick<OxqlQuery, 'metric' | 'filters' | 'groupBy'>
  /** From the aligned value (a delta per 5 s sample) to the unit shown. */
  transform: (v: number) => number
  /** Several lines instead of one. */
  many?: ManyLines
}

export function MetricChart({ title, description, unit, query, transform, many }: Props) {
  const { project, window, intervalS, queryStart } = useMetricsContext()
  const text = toOxql({ ...query, start: queryStart, end: window.end, intervalS })
  const result = useOxqlQuery(project, text)
  const data = useMemo(
    () =>
      result.data && !many
        ? toChartData(result.data, { start: window.start, intervalS }, transform)
        : undefined,
    [result.data, window.start, intervalS, transform, many],
  )
  const lines = useMemo(
    () =>
      result.data && many ? many.make(result.data, { start: window.start, intervalS }) : undefined,
    [result.data, window.start, intervalS, many],
  )
  const summary = data ? summarize(data.values) : null
  const hasData = lines
    ? lines.lines.some((l) => l.values.some((v) => typeof v === 'number'))
    : !!summary
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
      {many ? (
        many.legend(lines)
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
