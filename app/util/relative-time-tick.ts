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

// the granularities, finest first: each second, each minute, each hour
const PERIODS = [1000, 60_000, 3_600_000]
// a timer fires a little early or late; a tick this close to its period counts as due
const SLACK = 50

const subscribers = PERIODS.map(() => new Set<() => void>())
const ticks = PERIODS.map(() => 0)
const lastTick = PERIODS.map(() => 0)

let timer: ReturnType<typeof setInterval> | undefined
let timerPeriod = 0
let watching = false

const hidden = () => document.visibilityState === 'hidden'

/** Ticks each granularity that is due (every one with `all`) and tells its subscribers. */
function tick(all?: boolean) {
  const now = Date.now()
  subscribers.forEach((subs, g) => {
    if (subs.size && (all || now - lastTick[g]! >= PERIODS[g]! - SLACK)) {
      ticks[g]!++
      lastTick[g] = now
      subs.forEach((l) => l())
    }
  })
}

/** Runs the one timer at the period of the finest granularity listened to, or stops it. */
function schedule() {
  const g = subscribers.findIndex((s) => s.size > 0)
  const period = g < 0 || hidden() ? 0 : PERIODS[g]!
  if (period !== timerPeriod) {
    clearInterval(timer)
    timer = period ? setInterval(tick, period) : undefined
    timerPeriod = period
  }
  if (!watching) {
    watching = true
    // back from hiding, every element may be behind, whatever its granularity
    document.addEventListener('visibilitychange', () => {
      if (!hidden()) tick(true)
      schedule()
    })
  }
}

// stable per granularity, so React does not resubscribe on every render
const subscribe = PERIODS.map((_, g) => (listener: () => void) => {
  const subs = subscribers[g]!
  if (!subs.size) lastTick[g] = Date.now()
  subs.add(listener)
  schedule()
  return () => {
    subs.delete(listener)
    schedule()
  }
})
const snapshot = PERIODS.map((_, g) => () => ticks[g]!)

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
  // how often its wording changes: under a minute each second, under an hour each minute
  const age = now - date
  const g = age < PERIODS[1]! ? 0 : age < PERIODS[2]! ? 1 : 2
  useSyncExternalStore(subscribe[g]!, snapshot[g]!, snapshot[g]!)
  return formatTimeAgo(date, now)
}

/** For tests: whether the shared timer runs, and at what period (0 when stopped). */
export const tickTimerPeriod = () => timerPeriod
