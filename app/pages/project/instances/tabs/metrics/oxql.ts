/**
 * Builds the OxQL text of a metrics chart, e.g.
 *
 *   get virtual_machine:vcpu_usage
 *   | filter timestamp >= @2025-06-01T10:00:00.000 && timestamp < @2025-06-01T11:00:00.000
 *       && instance_id == "…" && state == "run"
 *   | align mean_within(60s)
 *   | group_by [instance_id], sum
 *
 * (one line). Timestamps are UTC without a zone suffix, to the second. Filters with an empty
 * value are left out.
 */

/** Propolis samples its counters every 5 s; an aligned delta is the mean change per sample. */
export const SAMPLE_INTERVAL_S = 5

export type OxqlFilterValue = string | number | boolean | null | undefined

export type OxqlQuery = {
  /** `target:metric`, e.g. virtual_disk:bytes_read */
  metric: string
  start: Date
  end: Date
  /** Width of the alignment windows, in seconds. */
  intervalS: number
  /** Field comparisons (==), joined with &&, in the given order. */
  filters?: Record<string, OxqlFilterValue>
  groupBy?: { fields: string[]; reducer: 'sum' | 'mean' }
}

/** `2025-06-01T10:00:00.000`: UTC, milliseconds zeroed, no `Z`, as OxQL reads timestamps. */
export function oxqlTimestamp(date: Date): string {
  const seconds = new Date(Math.floor(date.getTime() / 1000) * 1000)
  return seconds.toISOString().replace(/\.\d{3}Z$/, '.000')
}

function literal(value: string | number | boolean): string {
  if (typeof value !== 'string') return String(value)
  // values are ids and state names; a quote would end the literal early
  if (/["\\]/.test(value)) throw new Error(`OxQL string values cannot hold quotes: ${value}`)
  return `"${value}"`
}

export function toOxql(q: OxqlQuery): string {
  const conditions = [
    `timestamp >= @${oxqlTimestamp(q.start)}`,
    `timestamp < @${oxqlTimestamp(q.end)}`,
    ...Object.entries(q.filters ?? {})
      .filter((entry): entry is [string, string | number | boolean] => {
        const v = entry[1]
        return v !== undefined && v !== null && v !== ''
      })
      .map(([field, value]) => `${field} == ${literal(value)}`),
  ]
  const parts = [
    `get ${q.metric}`,
    `filter ${conditions.join(' && ')}`,
    `align mean_within(${Math.max(1, Math.round(q.intervalS))}s)`,
  ]
  if (q.groupBy) parts.push(`group_by [${q.groupBy.fields.join(', ')}], ${q.groupBy.reducer}`)
  return parts.join(' | ')
}
