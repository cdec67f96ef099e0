/**
 * GET /v1/system/audit-log, as Nexus pages it: entries whose time_completed is in
 * [start_time, end_time), ordered by time_completed then id (ascending unless asked), `limit`
 * (default 100, at most 1000) a page. The first request must name start_time; later pages
 * carry the range and the order in their token, like every Dropshot scan. Fleet viewers only.
 */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { requireFleet } from '../authz'
import { actorOf } from '../context'
import { db } from '../db'
import type { Api, Json } from '../db/schema'
import { invalidRequest } from '../errors'

type Sort = Api.TimeAndIdSortMode
type Entry = Json<Api.AuditLogEntry>

interface Scan {
  sort: Sort
  start: string
  end: string | null
  /** The last entry of the previous page. */
  time: string
  id: string
}

const DEFAULT_LIMIT = 100
const MAX_LIMIT = 1000
const SORTS: Sort[] = ['time_and_id_ascending', 'time_and_id_descending']

function encode(scan: Scan): string {
  const json = JSON.stringify([scan.sort, scan.start, scan.end, scan.time, scan.id])
  const b64 = btoa(String.fromCharCode(...new TextEncoder().encode(json)))
  return b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function decode(token: string): Scan {
  try {
    const b64 = token.replace(/-/g, '+').replace(/_/g, '/')
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
    const p: unknown = JSON.parse(new TextDecoder().decode(bytes))
    if (
      Array.isArray(p) &&
      p.length === 5 &&
      SORTS.includes(p[0] as Sort) &&
      typeof p[1] === 'string' &&
      (p[2] === null || typeof p[2] === 'string') &&
      typeof p[3] === 'string' &&
      typeof p[4] === 'string'
    ) {
      return { sort: p[0] as Sort, start: p[1], end: p[2] as string | null, time: p[3], id: p[4] }
    }
  } catch {
    // fall through to the error below
  }
  throw invalidRequest(`unable to parse page token: ${token}`)
}

/** Whether entry `e` sorts after the marker (time, id) in ascending order. */
const after = (e: Entry, time: string, id: string) =>
  e.time_completed > time || (e.time_completed === time && e.id > id)
const before = (e: Entry, time: string, id: string) =>
  e.time_completed < time || (e.time_completed === time && e.id < id)

export const auditLogHandlers = {
  auditLogList({ query, req }) {
    requireFleet(actorOf(req), 'viewer')
    const limit = Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT)
    const marker = query.pageToken ? decode(query.pageToken) : undefined
    let sort: Sort
    let start: string
    let end: string | null
    if (marker) {
      ;({ sort, start, end } = marker)
    } else {
      if (!query.startTime) {
        throw invalidRequest('unable to parse query string: missing field `start_time`')
      }
      sort = query.sortBy ?? 'time_and_id_ascending'
      start = query.startTime.toISOString()
      end = query.endTime ? query.endTime.toISOString() : null
      if (end !== null && end < start) {
        throw invalidRequest('start_time must be before end_time')
      }
    }
    // db.auditLog is kept in ascending (time_completed, id) order
    let range = db.auditLog.filter(
      (e) => e.time_completed >= start && (end === null || e.time_completed < end),
    )
    const descending = sort === 'time_and_id_descending'
    if (descending) range = range.reverse()
    if (marker) {
      range = range.filter((e) =>
        descending ? before(e, marker.time, marker.id) : after(e, marker.time, marker.id),
      )
    }
    const items = range.slice(0, limit)
    const last = items.at(-1)
    const next_page =
      range.length > limit && last
        ? encode({ sort, start, end, time: last.time_completed, id: last.id })
        : null
    return { items, next_page }
  },
} satisfies Partial<MSWHandlers>
