/**
 * metrics: the layout of the CPU, disk and network sub-tabs. It owns the time window (in the
 * address: `?range=1h|3h|24h`, or `?range=custom&start=…&end=…`, local times) and the
 * auto-refresh (off, 10 s or a minute), and hands both to the sub-tab through the outlet.
 */
import { useIsFetching } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import {
  NavLink,
  Outlet,
  useLocation,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router'

import { instanceCan } from '~/api/capabilities'
import { invalidate } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useInstanceSelector } from '~/api/selectors'
import { type RouteHandle } from '~/components/shell/crumbs'
import { loadInstance, useInstance } from '~/resources/instances/instance-queries'
import { cn } from '~/ui/cn'
import { Message } from '~/ui/message'

import { type MetricsContext } from './metrics/context'
import { RangeControls } from './metrics/range-controls'
import {
  alignmentSeconds,
  describeWindow,
  refreshMs,
  windowFromSearch,
  type RangeChoice,
  type RefreshChoice,
} from './metrics/time-range'

export async function loader({ params }: LoaderFunctionArgs) {
  await loadInstance(params)
  return null
}

export const handle: RouteHandle = { crumb: 'Metrics' }

/** Now, to the second: query texts are to the second, so this keeps their keys stable. */
const nowS = () => Math.floor(Date.now() / 1000) * 1000

/** The run states with a console are those with a VMM, which is what reports metrics. */
const hasVmm = instanceCan.serialConsole

const SUB_TABS = [
  { label: 'CPU', path: 'cpu' },
  { label: 'Disk', path: 'disk' },
  { label: 'Network', path: 'network' },
] as const

export function Component() {
  const sel = useInstanceSelector()
  const instance = useInstance()
  const { search } = useLocation()
  const [params, setParams] = useSearchParams()
  const [now, setNow] = useState(nowS)
  const [autoRefresh, setAutoRefresh] = useState<RefreshChoice>('off')

  const { choice, window, invalid } = useMemo(() => windowFromSearch(params, now), [params, now])
  const intervalS = alignmentSeconds(window)
  const context: MetricsContext = {
    project: sel.project,
    window,
    intervalS,
    queryStart: new Date(window.start.getTime() - intervalS * 1000),
  }

  // a preset window ends now: moving "now" is a refresh; a custom one is refetched as is
  const refresh = () => {
    const next = nowS()
    // the same second (or a fixed window) gives the same queries: ask them again
    if (choice === 'custom' || next === now) void invalidate('timeseriesQuery')
    else setNow(next)
  }
  useEffect(() => {
    const ms = refreshMs(autoRefresh)
    if (!ms) return
    const timer = setInterval(() => {
      if (choice === 'custom') void invalidate('timeseriesQuery')
      else setNow(nowS())
    }, ms)
    return () => clearInterval(timer)
  }, [autoRefresh, choice])

  const setRange = (next: RangeChoice, start?: string, end?: string) => {
    setNow(nowS())
    setParams(
      (p) => {
        const out = new URLSearchParams(p)
        out.set('range', next)
        out.delete('start')
        out.delete('end')
        if (next === 'custom' && start && end) {
          out.set('start', start)
          out.set('end', end)
        }
        return out
      },
      { replace: true, preventScrollReset: true },
    )
  }

  const fetching = useIsFetching({ queryKey: ['timeseriesQuery'] }) > 0
  const base = pb.instanceMetrics(sel)

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Metrics">
          <ul className="flex rounded-md border border-line-strong p-0.5">
            {SUB_TABS.map((tab) => (
              <li key={tab.path}>
                <NavLink
                  to={`${base}/${tab.path}${search}`}
                  className={({ isActive }) =>
                    cn(
                      'inline-flex h-7 items-center rounded px-3 text-sm transition-colors',
                      isActive ? 'bg-active font-medium text-fg' : 'text-tertiary hover:text-fg',
                    )
                  }
                >
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-xs text-tertiary tabular-nums" aria-live="polite">
          {describeWindow(window)}
          {' · '}
          {intervalS >= 60 ? `${Math.round(intervalS / 60)} min` : `${intervalS} s`} averages
        </p>
      </div>
      <RangeControls
        // a new window from outside (the address) resets the custom inputs
        key={choice === 'custom' ? `${params.get('start')}|${params.get('end')}` : 'preset'}
        choice={choice}
        window={window}
        onPreset={(p) => setRange(p)}
        onCustom={(s, e) => setRange('custom', s, e)}
        onRefresh={refresh}
        refreshing={fetching}
        autoRefresh={autoRefresh}
        onAutoRefresh={setAutoRefresh}
      />
      {invalid && (
        <Message
          variant="notice"
          content="The time range in the address is not valid; showing the last hour."
        />
      )}
      {/* a VMM reports metrics; without one (stopped, failed, not started yet) there are none */}
      {!hasVmm(instance) && (
        <Message
          variant="info"
          content={`This instance is ${instance.runState}. Instances report metrics only while they run, so recent charts may be empty.`}
        />
      )}
      <Outlet context={context} />
    </div>
  )
}
