/**
 * Relative times that keep moving ("5 seconds ago" becomes "6 seconds ago"). One shared timer
 * for the whole page: a time element subscribes to the tick of its granularity (each second
 * under a minute, each minute under an hour, then each hour) and only the subscribed elements
 * render on a tick, not the lists around them. The timer runs only while some element listens,
 * at the finest period one needs, and pauses while the tab is hidden; when the tab shows again
 * every element catches up at once.
 */
import { useSyncExternalStore } from 'react'

import { type DateInput } from './date'
import { formatTimeAgo } from './relative-time'

type Granularity = 'second' | 'minute' | 'hour'

const PERIOD: Record<Granularity, number> = { second: 1000, minute: 60_000, hour: 3_600_000 }
const FINEST_FIRST: Granularity[] = ['second', 'minute', 'hour']
// a timer fires a little early or late; a tick this close to its period counts as due
const SLACK = 50

const listeners: Record<Granularity, Set<() => void>> = {
  second: new Set(),
  minute: new Set(),
  hour: new Set(),
}
const ticks: Record<Granularity, number> = { second: 0, minute: 0, hour: 0 }
const lastTick: Record<Granularity, number> = { second: 0, minute: 0, hour: 0 }

let timer: ReturnType<typeof setInterval> | undefined
let timerPeriod = 0
let watchingVisibility = false

const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden'

function tick(g: Granularity, now: number) {
  ticks[g] += 1
  lastTick[g] = now
  for (const l of [...listeners[g]]) l()
}

function onTimer() {
  const now = Date.now()
  for (const g of FINEST_FIRST) {
    if (listeners[g].size > 0 && now - lastTick[g] >= PERIOD[g] - SLACK) tick(g, now)
  }
}

function onVisibility() {
  if (!hidden()) {
    // back from hiding: every element may be behind, whatever its granularity
    const now = Date.now()
    for (const g of FINEST_FIRST) if (listeners[g].size > 0) tick(g, now)
  }
  schedule()
}

/** Runs the one timer at the period of the finest granularity listened to, or stops it. */
function schedule() {
  const needed = FINEST_FIRST.find((g) => listeners[g].size > 0)
  const period = needed && !hidden() ? PERIOD[needed] : 0
  if (period !== timerPeriod) {
    if (timer !== undefined) clearInterval(timer)
    timer = period ? setInterval(onTimer, period) : undefined
    timerPeriod = period
  }
  const watch = needed !== undefined && typeof document !== 'undefined'
  if (watch !== watchingVisibility) {
    if (watch) document.addEventListener('visibilitychange', onVisibility)
    else document.removeEventListener('visibilitychange', onVisibility)
    watchingVisibility = watch
  }
}

function subscribeTo(g: Granularity) {
  return (listener: () => void) => {
    if (listeners[g].size === 0) lastTick[g] = Date.now()
    listeners[g].add(listener)
    schedule()
    return () => {
      listeners[g].delete(listener)
      schedule()
    }
  }
}

// stable per granularity, so React does not resubscribe on every render
const subscribe: Record<Granularity, (listener: () => void) => () => void> = {
  second: subscribeTo('second'),
  minute: subscribeTo('minute'),
  hour: subscribeTo('hour'),
}
const snapshot: Record<Granularity, () => number> = {
  second: () => ticks.second,
  minute: () => ticks.minute,
  hour: () => ticks.hour,
}

/** How often a time this far away changes its wording. */
function granularity(ms: number): Granularity {
  const abs = Math.abs(ms)
  if (abs < PERIOD.minute) return 'second'
  if (abs < PERIOD.hour) return 'minute'
  return 'hour'
}

/**
 * "5 minutes ago", kept current: the calling component renders again when the wording may
 * have changed, and no more often. For moments past (a time ahead of the browser's clock
 * reads as now).
 */
export function useTimeAgo(d: DateInput) {
  // Reading the clock in render is the point here: the tick below renders this again when
  // the wording may change, and each render reads the time then.
  // eslint-disable-next-line react-hooks/purity
  const now = Date.now()
  // a moment just past on a server whose clock runs ahead still reads as past
  const date = Math.min(new Date(d).getTime(), now)
  const g = granularity(now - date)
  useSyncExternalStore(subscribe[g], snapshot[g], snapshot[g])
  return formatTimeAgo(date, now)
}

/** For tests: whether the shared timer runs, and at what period (0 when stopped). */
export const tickTimerPeriod = () => timerPeriod
