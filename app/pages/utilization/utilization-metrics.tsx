/**
 * Provisioned CPUs, memory and storage over time, for the silo (one project or all) or the
 * fleet (one silo or all): the filter, the time range (both in the address), a refresh button
 * and an auto-refresh that pauses while the browser tab is hidden, and a step chart for each
 * metric. Loaded lazily by the utilization pages: it brings the chart library with it.
 */
import { keepPreviousData, useIsFetching, useQuery } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'

import { call, invalidate, type ParamsOf } from '~/api/client'
import { RangeControls } from '~/pages/project/instances/tabs/metrics/range-controls'
import { Select } from '~/pages/project/instances/tabs/metrics/select'
import { describeWindow, windowFromSearch } from '~/pages/project/instances/tabs/metrics/time-range'
import { TimeSeriesChart } from '~/pages/project/instances/tabs/metrics/time-series-chart'
import { Message } from '~/ui/message'
import { Spinner } from '~/ui/spinner'

import {
  BEFORE_MS,
  CHARTS,
  formatLevel,
  MAX_PAGES,
  PAGE_LIMIT,
  RANGES,
  REFRESH_INTERVALS,
  refreshIntervalMs,
  stepSummary,
  toStepData,
  type MetricSamples,
  type MetricWindow,
  type RefreshValue,
} from './metric-series'

type Operation = 'siloMetric' | 'systemMetric'
type Chart = (typeof CHARTS)[number]

/** Now, to the second, so a refresh within the same second asks the same queries. */
const nowS = () => Math.floor(Date.now() / 1000) * 1000

async function fetchSamples(
  operation: Operation,
  metric: Chart['metric'],
  filter: string,
  window: MetricWindow,
  signal: AbortSignal,
): Promise<MetricSamples> {
  const scope = filter ? (operation === 'siloMetric' ? { project: filter } : { silo: filter }) : {}
  const get = (query: Record<string, unknown>) =>
    call(
      operation,
      { path: { metricName: metric }, query: { ...query, ...scope } } as ParamsOf<Operation>,
      { signal },
    )
  const [before, ...pages] = await Promise.all([
    get({
      startTime: new Date(window.start.getTime() - BEFORE_MS),
      endTime: window.start,
      order: 'descending',
      limit: 1,
    }),
    get({ startTime: window.start, endTime: window.end, order: 'ascending', limit: PAGE_LIMIT }),
  ])
  const items = [...pages[0]!.items]
  let next = pages[0]!.nextPage
  for (let n = 1; next && n < MAX_PAGES; n++) {
    const page = await get({ pageToken: next, limit: PAGE_LIMIT })
    items.push(...page.items)
    next = page.nextPage
  }
  return { before: before.items[0], items }
}

function ChartCard({
  chart,
  operation,
  filter,
  window,
}: {
  chart: Chart
  operation: Operation
  filter: string
  window: MetricWindow
}) {
  const headingId = useId()
  const start = window.start.toISOString()
  const end = window.end.toISOString()
  const result = useQuery({
    queryKey: [operation, { metric: chart.metric, filter, start, end }],
    queryFn: ({ signal }) => fetchSamples(operation, chart.metric, filter, window, signal),
    placeholderData: keepPreviousData,
    throwOnError: false,
  })
  const data = useMemo(
    () => (result.data ? toStepData(result.data, window, chart.divisor) : undefined),
    [result.data, window, chart.divisor],
  )
  const summary = data ? stepSummary(data.values) : null
  const title = `${chart.title} (${chart.unit})`

  let body
  if (result.isError) {
    body = (
      <Message variant="error" title="Could not load this metric" content={result.error.message} />
    )
  } else if (!data) {
    body = (
      <div className="flex h-[220px] items-center justify-center">
        <Spinner label={`Loading ${chart.title}`} />
      </div>
    )
  } else if (!summary) {
    body = (
      <div className="flex h-[220px] items-center justify-center rounded-md border border-dashed border-line text-sm text-secondary">
        No data for this time range
      </div>
    )
  } else {
    body = <TimeSeriesChart data={data} unit="count" window={window} label={title} stepped />
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
          <p className="mt-0.5 text-xs text-tertiary">{chart.about}</p>
        </div>
        {result.isFetching && data && <Spinner size="sm" label={`Refreshing ${chart.title}`} />}
      </header>
      <dl className="flex gap-5 px-4 pt-3 text-xs">
        {(['latest', 'peak'] as const).map((key) => (
          <div key={key} className="flex flex-col">
            <dt className="font-mono text-[0.6875rem] tracking-wide text-tertiary uppercase">
              {key === 'latest' ? 'Latest' : 'Peak'}
            </dt>
            <dd className="text-sm text-fg tabular-nums">
              {summary ? `${formatLevel(summary[key])} ${chart.unit}` : '—'}
            </dd>
          </div>
        ))}
      </dl>
      <div className="min-w-0 px-4 pt-2 pb-3">{body}</div>
    </section>
  )
}

/**
 * Calls `tick` every `ms` while the document is visible; stops while it is hidden and ticks
 * once on coming back (what was on screen is stale by then).
 */
function useVisibleInterval(ms: number, tick: () => void) {
  const latest = useRef(tick)
  useEffect(() => {
    latest.current = tick
  })
  useEffect(() => {
    if (!ms) return
    let timer: ReturnType<typeof setInterval> | undefined
    const stop = () => {
      clearInterval(timer)
      timer = undefined
    }
    const start = () => {
      stop()
      timer = setInterval(() => latest.current(), ms)
    }
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') return stop()
      if (timer === undefined) {
        latest.current()
        start()
      }
    }
    if (document.visibilityState !== 'hidden') start()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      stop()
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [ms])
}

type Props = {
  operation: Operation
  /** The address parameter of the filter, and its label. */
  filterParam: 'project' | 'silo'
  filterLabel: string
  /** "All projects", "All silos". */
  allLabel: string
  filterItems: readonly { value: string; label: string }[]
  /** Also refresh what the page shows beside the charts. */
  onRefresh?: () => void
}

export function UtilizationMetrics(props: Props) {
  const { operation, filterParam } = props
  const [params, setParams] = useSearchParams()
  const filter = params.get(filterParam) ?? ''
  const [now, setNow] = useState(nowS)
  const [interval, setIntervalChoice] = useState<RefreshValue>('10s')
  const { choice, window, invalid } = useMemo(
    () => windowFromSearch(params, now, RANGES),
    [params, now],
  )

  // a preset window ends now: moving "now" is a refresh; a custom one is refetched as it is
  const refresh = () => {
    const next = nowS()
    // the same second (or a fixed window) gives the same queries: ask them again
    if (choice === 'custom' || next === now) void invalidate(operation)
    else setNow(next)
    props.onRefresh?.()
  }
  useVisibleInterval(refreshIntervalMs(interval), refresh)

  const setSearch = (values: Record<string, string>) => {
    setNow(nowS())
    setParams(
      (p) => {
        const out = new URLSearchParams(p)
        for (const [name, value] of Object.entries(values)) {
          if (value) out.set(name, value)
          else out.delete(name)
        }
        return out
      },
      { replace: true, preventScrollReset: true },
    )
  }

  const fetching = useIsFetching({ queryKey: [operation] }) > 0
  const filterItems = [{ value: '', label: props.allLabel }, ...props.filterItems]

  return (
    <div className="flex flex-col gap-4">
      <RangeControls
        // a new window from outside (the address) resets the custom inputs
        key={choice === 'custom' ? `${params.get('start')}|${params.get('end')}` : 'preset'}
        leading={
          <Select
            label={props.filterLabel}
            value={filter}
            items={filterItems}
            onChange={(v) => setSearch({ [filterParam]: v })}
          />
        }
        presets={RANGES}
        choice={choice}
        window={window}
        onPreset={(range) => setSearch({ range, start: '', end: '' })}
        onCustom={(start, end) => setSearch({ range: 'custom', start, end })}
        onRefresh={refresh}
        refreshLabel="Refresh data"
        refreshing={fetching}
        refreshChoices={REFRESH_INTERVALS}
        autoRefresh={interval}
        onAutoRefresh={(v) => setIntervalChoice(v as RefreshValue)}
      />
      {invalid && (
        <Message
          variant="notice"
          content="The time range in the address is not valid; showing the last hour."
        />
      )}
      <p className="text-xs text-tertiary tabular-nums">{describeWindow(window)}</p>
      <div className="grid gap-4 xl:grid-cols-3">
        {CHARTS.map((chart) => (
          <ChartCard
            key={chart.metric}
            chart={chart}
            operation={operation}
            filter={filter}
            window={window}
          />
        ))}
      </div>
    </div>
  )
}
