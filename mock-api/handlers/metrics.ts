/**
 * Metrics: OxQL timeseries queries (project and system scope) and the schema list.
 *
 * The query runs its table operations in order over synthetic data (metrics-data.ts):
 * `filter` narrows the timeseries by their fields and the time range by `timestamp`
 * comparisons, `align mean_within(d)` averages the samples of each window of length d
 * (windows end at the range's end; the timestamp of a point is its window's end), and
 * `group_by [fields], sum|mean` merges aligned timeseries that share those fields. A
 * group_by over tables that are not aligned is the 400 Nexus gives: "Input tables to a
 * group_by must be aligned." As on a real rack, cumulative metrics come out as deltas and
 * each timeseries' first point carries the running total since the data began.
 *
 * Mock limits: without a timestamp filter the range is the last hour; timestamp comparisons
 * must be joined to the rest with `&&`; an unaligned result holds at most MAX_POINTS points.
 */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { requireFleet } from '../authz'
import { actorOf } from '../context'
import { db } from '../db'
import type { Api, Json } from '../db/schema'
import { invalidRequest } from '../errors'
import { lookupProject } from '../lookup'
import {
  SAMPLE_MS,
  schemaByName,
  SCHEMAS,
  schemaView,
  seriesFor,
  type MetricSchema,
  type SeriesSource,
} from './metrics-data'
import { OxqlError, parseQuery, type Expr, type Literal, type Query } from './metrics-oxql'
import { paginateArray } from './util'

export const GROUP_BY_UNALIGNED = 'Input tables to a group_by must be aligned.'
const MAX_POINTS = 100_000
const DEFAULT_RANGE_MS = 3_600_000
/** Samples averaged per aligned window at most (evenly spread), to keep long ranges cheap. */
const SAMPLES_PER_WINDOW = 12

type FieldValues = SeriesSource['fields']
interface Point {
  t: number
  start: number
  v: number
}
interface Series {
  fields: FieldValues
  source?: SeriesSource
  points?: Point[]
}
interface Table {
  schema: MetricSchema
  series: Series[]
  start: number
  end: number
  alignedMs: number | null
  materialized: boolean
}

type Instance = Json<Api.Instance>

// ---- filters ---------------------------------------------------------------------------

function compare(a: Literal, op: string, b: Literal): boolean {
  const x = a instanceof Date ? a.getTime() : a
  const y = b instanceof Date ? b.getTime() : b
  switch (op) {
    case '==':
      return x === y
    case '!=':
      return x !== y
    case '<':
      return x < y
    case '<=':
      return x <= y
    case '>':
      return x > y
    case '>=':
      return x >= y
    default:
      return typeof x === 'string' && typeof y === 'string' && new RegExp(y).test(x)
  }
}

function checkFields(expr: Expr, schema: MetricSchema): void {
  if (expr.kind === 'cmp') {
    if (expr.field !== 'timestamp' && !(expr.field in schema.fields)) {
      throw new OxqlError(
        `Query failed: field "${expr.field}" is not in timeseries "${schema.name}"`,
      )
    }
    if (expr.field === 'timestamp' && !(expr.value instanceof Date)) {
      throw new OxqlError('Query failed: timestamp must be compared with a timestamp (@...)')
    }
    return
  }
  if (expr.kind === 'not') return checkFields(expr.expr, schema)
  checkFields(expr.left, schema)
  checkFields(expr.right, schema)
}

/** Evaluates a filter on fields, and on a point's time when given (else time terms are true). */
function matches(expr: Expr, fields: FieldValues, time?: number): boolean {
  switch (expr.kind) {
    case 'and':
      return matches(expr.left, fields, time) && matches(expr.right, fields, time)
    case 'or':
      return matches(expr.left, fields, time) || matches(expr.right, fields, time)
    case 'not':
      return !matches(expr.expr, fields, time)
    case 'cmp':
      if (expr.field === 'timestamp')
        return time === undefined || compare(time, expr.op, expr.value)
      return compare(fields[expr.field] ?? '', expr.op, expr.value)
  }
}

const mentionsTime = (e: Expr): boolean =>
  e.kind === 'cmp'
    ? e.field === 'timestamp'
    : e.kind === 'not'
      ? mentionsTime(e.expr)
      : mentionsTime(e.left) || mentionsTime(e.right)

/** Narrows [start, end) by the timestamp comparisons of an &&-chain. */
function narrowTime(expr: Expr, table: Table): void {
  if (expr.kind === 'and') {
    narrowTime(expr.left, table)
    narrowTime(expr.right, table)
    return
  }
  if (!mentionsTime(expr)) return
  if (expr.kind !== 'cmp') {
    throw new OxqlError('Query failed: the mock API supports timestamp filters only joined with &&')
  }
  const t = (expr.value as Date).getTime()
  if (expr.op === '>=') table.start = Math.max(table.start, t)
  else if (expr.op === '>') table.start = Math.max(table.start, t + 1)
  else if (expr.op === '<') table.end = Math.min(table.end, t)
  else if (expr.op === '<=') table.end = Math.min(table.end, t + 1)
  else throw new OxqlError(`Query failed: timestamp ${expr.op} is not supported by the mock API`)
}

// ---- materialising points -------------------------------------------------------------

/** Sample indexes within [from, to), at most `max` of them, evenly spread. */
function samplesIn(from: number, to: number, max = Infinity): number[] {
  const first = Math.ceil(from / SAMPLE_MS)
  const last = Math.ceil(to / SAMPLE_MS) - 1
  const count = last - first + 1
  if (count <= 0) return []
  if (count <= max) return Array.from({ length: count }, (_, i) => first + i)
  return Array.from({ length: max }, (_, i) => first + Math.round((i * (count - 1)) / (max - 1)))
}

/** The first point of a cumulative series holds the total since its data began. */
function withRunningTotal(points: Point[], source: SeriesSource): Point[] {
  const [first] = points
  if (!first) return points
  // a point's value is a mean per sample (aligned) or one sample (raw): times the samples so far
  const samples = Math.max(1, (first.t - source.sinceMs) / SAMPLE_MS)
  first.v = Math.round(first.v * samples)
  first.start = source.sinceMs
  return points
}

function alignedPoints(source: SeriesSource, table: Table, w: number, now: number): Point[] {
  const points: Point[] = []
  const windows = Math.ceil((table.end - table.start) / w)
  for (let i = 0; i < windows; i++) {
    const end = table.end - (windows - 1 - i) * w
    const from = Math.max(end - w, table.start, source.sinceMs)
    const samples = samplesIn(from, Math.min(end, now + 1), SAMPLES_PER_WINDOW)
    if (samples.length === 0) continue
    const mean = samples.reduce((sum, k) => sum + source.value(k), 0) / samples.length
    points.push({ t: end, start: end - w, v: mean })
  }
  return points
}

function rawPoints(source: SeriesSource, table: Table, now: number): Point[] {
  const from = Math.max(table.start, source.sinceMs)
  return samplesIn(from, Math.min(table.end, now + 1)).map((k) => ({
    t: k * SAMPLE_MS,
    start: (k - 1) * SAMPLE_MS,
    v: source.value(k),
  }))
}

function materialize(table: Table, alignMs: number | null): void {
  const now = Date.now()
  if (table.materialized) {
    if (alignMs !== null) throw new OxqlError('Query failed: the mock API aligns a table only once')
    return
  }
  if (alignMs === null) {
    const span = Math.max(0, Math.min(table.end, now) - table.start) / SAMPLE_MS
    const total = Math.round(span) * table.series.length
    if (total > MAX_POINTS) {
      throw new OxqlError(
        `Query failed: about ${total} samples, more than the mock API's limit of ${MAX_POINTS}; align the data or narrow the time range`,
      )
    }
  }
  for (const s of table.series) {
    const source = s.source!
    const points =
      alignMs === null ? rawPoints(source, table, now) : alignedPoints(source, table, alignMs, now)
    s.points = withRunningTotal(points, source)
  }
  table.series = table.series.filter((s) => s.points!.length > 0)
  table.alignedMs = alignMs
  table.materialized = true
}

// ---- table operations -------------------------------------------------------------------

function groupBy(table: Table, fields: string[], reducer: 'sum' | 'mean'): void {
  if (table.alignedMs === null) throw new OxqlError(GROUP_BY_UNALIGNED)
  for (const f of fields) {
    if (!(f in table.schema.fields)) {
      throw new OxqlError(
        `Query failed: cannot group by "${f}": not a field of "${table.schema.name}"`,
      )
    }
  }
  const groups = new Map<
    string,
    { fields: FieldValues; byTime: Map<number, Point & { n: number }> }
  >()
  for (const s of table.series) {
    const kept = Object.fromEntries(fields.map((f) => [f, s.fields[f]!]))
    const key = JSON.stringify(fields.map((f) => s.fields[f]))
    let group = groups.get(key)
    if (!group) groups.set(key, (group = { fields: kept, byTime: new Map() }))
    for (const p of s.points!) {
      const acc = group.byTime.get(p.t)
      if (acc) {
        acc.v += p.v
        acc.n++
      } else group.byTime.set(p.t, { ...p, n: 1 })
    }
  }
  table.series = [...groups.values()].map((g) => ({
    fields: g.fields,
    points: [...g.byTime.values()]
      .sort((a, b) => a.t - b.t)
      .map(({ n, ...p }) => (reducer === 'mean' ? { ...p, v: p.v / n } : p)),
  }))
}

function run(query: Query, instances: Iterable<Instance>): Table {
  const schema = schemaByName.get(query.table)
  if (!schema) throw new OxqlError(`Query failed: timeseries "${query.table}" not found`)
  const end = Date.now()
  const table: Table = {
    schema,
    series: seriesFor(schema, instances).map((source) => ({ fields: source.fields, source })),
    start: end - DEFAULT_RANGE_MS,
    end,
    alignedMs: null,
    materialized: false,
  }
  let timeGiven = false
  for (const op of query.ops) {
    if (op.kind === 'filter') {
      checkFields(op.expr, schema)
      if (table.materialized) {
        table.series = table.series
          .filter((s) => matches(op.expr, s.fields))
          .map((s) => ({ ...s, points: s.points!.filter((p) => matches(op.expr, s.fields, p.t)) }))
      } else {
        if (mentionsTime(op.expr) && !timeGiven) {
          // an explicit range replaces the default one
          table.start = -Infinity
          table.end = Infinity
          timeGiven = true
        }
        narrowTime(op.expr, table)
        table.series = table.series.filter((s) => matches(op.expr, s.fields))
      }
    } else if (op.kind === 'align') {
      if (!Number.isFinite(table.start)) table.start = table.end - DEFAULT_RANGE_MS
      if (!Number.isFinite(table.end)) table.end = Date.now()
      materialize(table, op.periodMs)
    } else if (op.kind === 'group_by') {
      groupBy(table, op.fields, op.reducer)
    } else {
      fixRange(table)
      materialize(table, null)
      for (const s of table.series) {
        s.points = op.kind === 'first' ? s.points!.slice(0, op.count) : s.points!.slice(-op.count)
      }
    }
  }
  fixRange(table)
  materialize(table, null)
  return table
}

function fixRange(table: Table): void {
  if (!Number.isFinite(table.end)) table.end = Date.now()
  if (!Number.isFinite(table.start)) table.start = table.end - DEFAULT_RANGE_MS
}

// ---- the answer ---------------------------------------------------------------------------

type FieldValue = Json<Api.FieldValue>

function fieldValue(schema: MetricSchema, name: string, value: string | number): FieldValue {
  const type = schema.fields[name]?.type ?? 'string'
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the schema's type names the variant the value belongs to
  return { type, value } as FieldValue
}

const keyOf = (s: Series) => JSON.stringify(Object.entries(s.fields).sort())

function toResult(table: Table): Json<Api.OxqlQueryResult> {
  const aligned = table.alignedMs !== null
  const series = [...table.series].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1))
  return {
    tables: [
      {
        name: table.schema.name,
        timeseries: series.map((s) => ({
          fields: Object.fromEntries(
            Object.entries(s.fields).map(([k, v]) => [k, fieldValue(table.schema, k, v)]),
          ),
          points: {
            timestamps: s.points!.map((p) => new Date(p.t).toISOString()),
            start_times: s.points!.map((p) => new Date(p.start).toISOString()),
            values: [
              {
                metric_type: 'delta',
                values: aligned
                  ? { type: 'double', values: s.points!.map((p) => p.v) }
                  : { type: 'integer', values: s.points!.map((p) => Math.round(p.v)) },
              },
            ],
          },
        })),
      },
    ],
  }
}

/** Runs an OxQL query over the given instances' metrics; a 400 for a query it cannot run. */
function runOxql(text: string, instances: Iterable<Instance>): Json<Api.OxqlQueryResult> {
  try {
    return toResult(run(parseQuery(text), instances))
  } catch (e) {
    if (e instanceof OxqlError) throw invalidRequest(e.message)
    throw e
  }
}

function* allInstances(): Iterable<Instance> {
  yield* db.instances.all()
}

export const metricsHandlers = {
  timeseriesQuery: ({ query, body, req }) => {
    const project = lookupProject(actorOf(req), query.project)
    return runOxql(body.query, db.instances.inScope(project.id))
  },
  systemTimeseriesQuery: ({ body, req }) => {
    requireFleet(actorOf(req), 'viewer')
    return runOxql(body.query, allInstances())
  },
  systemTimeseriesSchemaList: ({ query, req }) => {
    requireFleet(actorOf(req), 'viewer')
    const items = SCHEMAS.map((s) => ({ id: s.name, ...schemaView(s) }))
    const page = paginateArray(items, query, (s) => s.id)
    return { ...page, items: page.items.map(({ id: _id, ...s }) => s) }
  },
} satisfies Partial<MSWHandlers>
