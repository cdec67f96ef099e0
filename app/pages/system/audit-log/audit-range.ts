/**
 * The audit log's time range, kept in the URL: `?range=hour|day|week` (relative to now), or
 * `?range=custom&start=<ISO>&end=<ISO>`. A relative range starts at a whole minute so the
 * loader and the page ask for the same thing within the minute; it has no end, so what
 * happens next shows up on refresh.
 */
export type RangeKey = 'hour' | 'day' | 'week' | 'custom'

export const RANGE_OPTIONS: { key: RangeKey; label: string }[] = [
  { key: 'hour', label: 'Last hour' },
  { key: 'day', label: 'Last day' },
  { key: 'week', label: 'Last week' },
  { key: 'custom', label: 'Custom' },
]

const SPAN_MS: Record<Exclude<RangeKey, 'custom'>, number> = {
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
}

export type AuditRange = {
  key: RangeKey
  start: Date
  end: Date | null
  /** Why a custom range in the URL was not usable (the last day is shown instead). */
  problem?: string
}

const parseTime = (value: string | null): Date | null => {
  if (!value) return null
  const d = new Date(value)
  return Number.isNaN(d.getTime()) ? null : d
}

const relative = (key: Exclude<RangeKey, 'custom'>, nowMs: number): AuditRange => {
  const minute = Math.floor(nowMs / 60_000) * 60_000
  return { key, start: new Date(minute - SPAN_MS[key]), end: null }
}

/** The range the URL asks for, as the API's start_time (inclusive) and end_time (exclusive). */
export function parseRange(params: URLSearchParams, nowMs = Date.now()): AuditRange {
  const key = params.get('range')
  if (key === 'hour' || key === 'day' || key === 'week') return relative(key, nowMs)
  if (key !== 'custom') return relative('day', nowMs)
  const start = parseTime(params.get('start'))
  const end = parseTime(params.get('end'))
  let problem: string | undefined
  if (!start || !end) problem = 'A custom range needs a valid start and end time.'
  else if (end <= start) problem = 'The end of the range must be after its start.'
  if (problem || !start || !end) return { ...relative('day', nowMs), key: 'custom', problem }
  return { key, start, end }
}

/** The query-string changes that select a range (custom takes its start and end). */
export function rangeParams(
  key: RangeKey,
  start?: Date,
  end?: Date,
): Record<string, string | null> {
  if (key !== 'custom') return { range: key, start: null, end: null }
  return {
    range: 'custom',
    start: start ? start.toISOString() : null,
    end: end ? end.toISOString() : null,
  }
}

/** A Date as the value of an `<input type="datetime-local">` (local time, to the minute). */
export function toLocalInput(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** The value of a datetime-local input as a Date, or null when empty or invalid. */
export function fromLocalInput(value: string): Date | null {
  if (!value) return null
  const d = new Date(value)
  return Number.isNaN(d.getTime()) ? null : d
}
