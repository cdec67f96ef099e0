/**
 * The metrics time window: presets ending now (last hour, 3 hours, 24 hours) or a custom
 * start and end, kept in the address (`?range=3h`, `?range=custom&start=…&end=…`) so a
 * chart can be linked and the sub-tabs share it.
 */
import { lightFormat } from 'date-fns'

import { formatDayTime, formatTime } from '~/util/date'

export const PRESETS = [
  { value: '1h', label: 'Last hour', ms: 3_600_000 },
  { value: '3h', label: 'Last 3 hours', ms: 3 * 3_600_000 },
  { value: '24h', label: 'Last 24 hours', ms: 24 * 3_600_000 },
] as const

/** Presets of a page: each a window ending now (`ms` long). */
export type PresetList = readonly { value: string; label: string; ms: number }[]
/** A preset's value, or a custom range. */
export type RangeChoice = string

const MIN_RANGE_MS = 60_000
const MAX_RANGE_MS = 31 * 24 * 3_600_000
/** A custom end a little after now is fine (clocks differ); later is not. */
const FUTURE_SLACK_MS = 60_000

export type TimeWindow = { start: Date; end: Date }

/** The window of a preset ending at `now` (the first preset's when it names none of them). */
export function presetWindow(
  preset: string,
  now: number,
  presets: PresetList = PRESETS,
): TimeWindow {
  const ms = (presets.find((p) => p.value === preset) ?? presets[0]!).ms
  return { start: new Date(now - ms), end: new Date(now) }
}

/**
 * Alignment window in seconds: about 60 points per chart, never under 5 s (the sample
 * interval): 60 s for an hour, 180 s for 3 hours, 1440 s for a day.
 */
export function alignmentSeconds({ start, end }: TimeWindow): number {
  return Math.max(5, Math.round((end.getTime() - start.getTime()) / 1000 / 60))
}

/** `yyyy-MM-ddTHH:mm` in local time, what a datetime-local input holds. */
export const toLocalInput = (d: Date) => lightFormat(d, "yyyy-MM-dd'T'HH:mm")

/** A datetime-local value (local time) as a Date, or null when it is not one. */
export function fromLocalInput(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text)) return null
  const d = new Date(text)
  return Number.isNaN(d.getTime()) ? null : d
}

export type CustomErrors = { start?: string; end?: string }

/** Checks a custom range; the window, or what is wrong with each input. */
export function validateCustom(
  startText: string,
  endText: string,
  now: number,
): { window: TimeWindow } | { errors: CustomErrors } {
  const errors: CustomErrors = {}
  const start = fromLocalInput(startText)
  const end = fromLocalInput(endText)
  if (!startText) errors.start = 'Start is required'
  else if (!start) errors.start = 'Start is not a valid date and time'
  if (!endText) errors.end = 'End is required'
  else if (!end) errors.end = 'End is not a valid date and time'
  if (start && end) {
    const span = end.getTime() - start.getTime()
    if (end.getTime() > now + FUTURE_SLACK_MS) errors.end = 'End cannot be in the future'
    else if (span <= 0) errors.end = 'End must be after start'
    else if (span < MIN_RANGE_MS) errors.end = 'The range must be at least a minute long'
    else if (span > MAX_RANGE_MS) errors.start = 'The range can be at most 31 days long'
  }
  if (errors.start || errors.end || !start || !end) return { errors }
  return { window: { start, end } }
}

/**
 * The window the address asks for. A preset ends at `now`; a custom range that does not
 * validate falls back to the first preset (and says so through `invalid`).
 */
export function windowFromSearch(
  search: URLSearchParams,
  now: number,
  presets: PresetList = PRESETS,
): { choice: RangeChoice; window: TimeWindow; invalid: boolean } {
  const range = search.get('range')
  const fallback = presets[0]!.value
  if (range === 'custom') {
    const result = validateCustom(search.get('start') ?? '', search.get('end') ?? '', now)
    if ('window' in result) return { choice: 'custom', window: result.window, invalid: false }
    return { choice: fallback, window: presetWindow(fallback, now, presets), invalid: true }
  }
  const preset = presets.some((p) => p.value === range) ? range! : fallback
  return { choice: preset, window: presetWindow(preset, now, presets), invalid: false }
}

/** "Jun 1, 10:00 AM – 11:00 AM", or with both dates when they differ (the user's locale). */
export function describeWindow({ start, end }: TimeWindow): string {
  const sameDay = start.toDateString() === end.toDateString()
  return `${formatDayTime(start)} – ${sameDay ? formatTime(end) : formatDayTime(end)}`
}

/** Auto-refresh choices of the instance metrics; off by default. */
export const REFRESH_CHOICES = [
  { value: 'off', label: 'Off', ms: 0 },
  { value: '10s', label: 'Every 10 s', ms: 10_000 },
  { value: '1m', label: 'Every minute', ms: 60_000 },
] as const

export type RefreshChoice = string
export type RefreshList = readonly { value: string; label: string; ms: number }[]

export const refreshMs = (choice: string | null, choices: RefreshList = REFRESH_CHOICES) =>
  choices.find((c) => c.value === choice)?.ms ?? 0
