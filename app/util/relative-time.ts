/**
 * Relative times ("5 minutes ago") and spans ("1 hour") in the platform's words: the Intl
 * formatters speak the user's language and cost nothing to download. A module of its own, so
 * the pages that only print dates (every list) do not carry it.
 */
import { type DateInput } from './date'

type SpanUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year'

const MINUTE = 60_000
const DAY_MINUTES = 24 * 60
/** The largest unit that holds a span at least once, and the span in it, rounded: under a
 * minute in seconds, under an hour in minutes, under a day in hours, under 30 days in days,
 * under 365 days in months of 30 days (12 of them read as a year), then years ("strict":
 * never "about" or "almost"). */
function span(ms: number): [number, SpanUnit] {
  const minutes = Math.abs(ms) / MINUTE
  if (minutes < 1) return [Math.round(Math.abs(ms) / 1000), 'second']
  if (minutes < 60) return [Math.round(minutes), 'minute']
  if (minutes < DAY_MINUTES) return [Math.round(minutes / 60), 'hour']
  if (minutes < 30 * DAY_MINUTES) return [Math.round(minutes / DAY_MINUTES), 'day']
  if (minutes < 365 * DAY_MINUTES) {
    const months = Math.round(minutes / (30 * DAY_MINUTES))
    return months === 12 ? [1, 'year'] : [months, 'month']
  }
  return [Math.round(minutes / (365 * DAY_MINUTES)), 'year']
}

const relative = new Map<string, Intl.RelativeTimeFormat>()
const units = new Map<string, Intl.NumberFormat>()

/** "5 minutes ago", "in 3 hours": how far `d` lies from `now`, in the user's locale. */
export function formatTimeAgo(d: DateInput, now: DateInput = Date.now(), locale?: string) {
  const ms = new Date(d).getTime() - new Date(now).getTime()
  const [n, unit] = span(ms)
  const key = locale ?? ''
  let f = relative.get(key)
  if (!f) relative.set(key, (f = new Intl.RelativeTimeFormat(locale, { numeric: 'always' })))
  // the same moment reads as just past ("0 seconds ago"), not "in 0 seconds"
  return f.format(ms <= 0 ? -n : n, unit)
}

/** "1 hour", "5 minutes": the span between two times, whichever comes first. */
export function formatSpan(from: DateInput, to: DateInput, locale?: string) {
  const [n, unit] = span(new Date(to).getTime() - new Date(from).getTime())
  const key = `${locale ?? ''}|${unit}`
  let f = units.get(key)
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' })
    units.set(key, f)
  }
  return f.format(n)
}
