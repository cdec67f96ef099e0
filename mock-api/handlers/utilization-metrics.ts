/**
 * Provisioned CPUs, RAM and disk space over time: `GET /v1/metrics/{metric_name}` (the
 * caller's silo, or one project of it) and `GET /v1/system/metrics/{metric_name}` (the fleet,
 * or one silo). The series come from utilization-series.ts. As in Nexus the first page needs
 * `start_time` and `end_time` (start before end); later pages carry them in the page token.
 */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { requireFleet, requireSilo } from '../authz'
import { actorOf } from '../context'
import { db, type Db } from '../db'
import { FLEET, type Api, type Json } from '../db/schema'
import { ON_SLED_STATES } from '../db/states'
import { invalidRequest } from '../errors'
import { lookupIn, lookupProject } from '../lookup'
import {
  SAMPLE_MS,
  sampleTimes,
  seriesAt,
  type MetricName,
  type Source,
} from '../utilization-series'

const DEFAULT_LIMIT = 100
const MAX_LIMIT = 10_000

/** When each database (the seed, a reset) was made: the series' history ends there. */
const epochs = new WeakMap<Db, number>()
function epochOf(): number {
  let e = epochs.get(db)
  if (e === undefined) {
    e = Math.floor(Date.now() / SAMPLE_MS) * SAMPLE_MS
    epochs.set(db, e)
  }
  return e
}

/** What a project holds now for a metric. */
function projectNow(projectId: string, metric: MetricName): number {
  if (metric === 'virtual_disk_space_provisioned') {
    let n = 0
    for (const d of db.disks.inScope(projectId)) n += d.size
    for (const s of db.snapshots.inScope(projectId)) n += s.size
    return n
  }
  let n = 0
  for (const i of db.instances.inScope(projectId)) {
    if (ON_SLED_STATES.has(i.run_state)) n += metric === 'cpus_provisioned' ? i.ncpus : i.memory
  }
  return n
}

const projectSources = (projects: readonly Json<Api.Project>[], metric: MetricName): Source[] =>
  projects.map((p) => ({ id: p.id, current: projectNow(p.id, metric) }))

type Scan = { start: number; end: number; order: 'ascending' | 'descending'; after?: number }

/** The scan a request asks for: its own parameters on a first page, the token's after. */
function scanOf(query: {
  startTime?: Date
  endTime?: Date
  order?: 'ascending' | 'descending'
  pageToken?: string | null
}): Scan {
  if (query.pageToken) {
    try {
      const scan = JSON.parse(atob(query.pageToken)) as Scan
      if ([scan.start, scan.end, scan.after].every((n) => Number.isFinite(n))) return scan
    } catch {
      // falls through to the refusal
    }
    throw invalidRequest('unable to parse query string: invalid page token')
  }
  if (!query.startTime)
    throw invalidRequest('unable to parse query string: missing field `start_time`')
  if (!query.endTime) throw invalidRequest('unable to parse query string: missing field `end_time`')
  const start = query.startTime.getTime()
  const end = query.endTime.getTime()
  if (!(start < end)) throw invalidRequest('start_time must be before end_time')
  return { start, end, order: query.order ?? 'ascending' }
}

function measurements(
  sources: Source[],
  metric: MetricName,
  query: Parameters<typeof scanOf>[0] & { limit?: number | null },
): Json<Api.MeasurementResultsPage> {
  const scan = scanOf(query)
  const limit = Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT)
  let times = sampleTimes(scan.start, scan.end)
  if (scan.order === 'descending') times.reverse()
  if (scan.after !== undefined) {
    const after = scan.after
    times = times.filter((t) => (scan.order === 'descending' ? t < after : t > after))
  }
  const page = times.slice(0, limit)
  const values = seriesAt(sources, metric, epochOf(), page)
  const last = page[page.length - 1]
  return {
    items: page.map((t, i) => ({
      timestamp: new Date(t).toISOString(),
      datum: { type: 'i64', datum: values[i]! },
    })),
    next_page:
      times.length > limit && last !== undefined
        ? btoa(JSON.stringify({ ...scan, after: last } satisfies Scan))
        : null,
  }
}

export const utilizationMetricHandlers = {
  siloMetric({ path, query, req }) {
    const actor = actorOf(req)
    const metric = path.metricName
    if (query.project) {
      const project = lookupProject(actor, query.project)
      return measurements(projectSources([project], metric), metric, query)
    }
    requireSilo(actor, 'viewer')
    return measurements(projectSources(db.projects.inScope(actor.siloId), metric), metric, query)
  },

  systemMetric({ path, query, req }) {
    requireFleet(actorOf(req), 'viewer')
    const metric = path.metricName
    const silos = query.silo
      ? [lookupIn('silo', db.silos, FLEET, query.silo)]
      : db.silos.inScope(FLEET)
    const projects = silos.flatMap((s) => db.projects.inScope(s.id))
    return measurements(projectSources(projects, metric), metric, query)
  },
} satisfies Partial<MSWHandlers>
