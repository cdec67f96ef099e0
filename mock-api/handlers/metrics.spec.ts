/** OxQL timeseries queries: parsing, filters, alignment, grouping, errors and scope. */
import { describe, expect, it, vi } from 'vitest'

import { OxqlQueryResult, TimeseriesSchemaResultsPage } from '../../app/api/__generated__/validate'
import { uuidFor } from '../db/ids'
import { clientPerTest, freshClient, type ErrorJson } from '../testing'
import { GROUP_BY_UNALIGNED } from './metrics'
import { parseQuery } from './metrics-oxql'

type Result = {
  tables: {
    name: string
    timeseries: {
      fields: Record<string, { type: string; value: string | number }>
      points: {
        timestamps: string[]
        start_times: string[]
        values: { metric_type: string; values: { type: string; values: number[] } }[]
      }
    }[]
  }[]
}

const WEB1 = uuidFor('instance:web-app:web-frontend-1')
const LEGACY = uuidFor('instance:web-app:web-legacy') // stopped

/** A window that ends on a whole minute, so windows line up the same way on every run. */
function range(hours: number) {
  const end = new Date(Math.floor(Date.now() / 60_000) * 60_000)
  const start = new Date(end.getTime() - hours * 3_600_000)
  const at = (d: Date) => `@${d.toISOString().replace('Z', '')}`
  return { start, end, filter: `timestamp >= ${at(start)} && timestamp < ${at(end)}` }
}

describe('OxQL parser', () => {
  it('reads the operations of a console query', () => {
    const q = parseQuery(
      'get virtual_machine:vcpu_usage | filter timestamp >= @2025-01-01T00:00:00.000 && instance_id == "x" && state == "run" | align mean_within(60s) | group_by [instance_id], sum',
    )
    expect(q.table).toBe('virtual_machine:vcpu_usage')
    expect(q.ops.map((o) => o.kind)).toEqual(['filter', 'align', 'group_by'])
    expect(q.ops[1]).toEqual({ kind: 'align', method: 'mean_within', periodMs: 60_000 })
    expect(q.ops[2]).toEqual({ kind: 'group_by', fields: ['instance_id'], reducer: 'sum' })
  })

  it('says what is wrong with a malformed query', () => {
    expect(() => parseQuery('')).toThrow(/empty/)
    expect(() => parseQuery('select x from y')).toThrow(/starts with "get"/)
    expect(() => parseQuery('get a:b | filter x ==')).toThrow(/end of query/)
    expect(() => parseQuery('get a:b | align mean_within(0s)')).toThrow(/at least 1s/)
    expect(() => parseQuery('get a:b | frobnicate')).toThrow(/unknown table operation/)
  })
})

describe('timeseries query', () => {
  const api = clientPerTest()

  const query = (q: string, project = 'web-app') =>
    api.post<Result>(`/v1/timeseries/query?project=${project}`, { query: q })

  it('answers the CPU chart of a running instance: one aligned series with 60 points', async () => {
    const { filter } = range(1)
    const res = await query(
      `get virtual_machine:vcpu_usage | filter ${filter} && instance_id == "${WEB1}" && state == "run" | align mean_within(60s) | group_by [instance_id], sum`,
    )
    expect(res.status).toBe(200)
    expect(OxqlQueryResult.safeParse(res.body).success).toBe(true)
    const [table] = res.body.tables
    expect(table!.name).toBe('virtual_machine:vcpu_usage')
    expect(table!.timeseries).toHaveLength(1)
    const series = table!.timeseries[0]!
    expect(series.fields).toEqual({ instance_id: { type: 'uuid', value: WEB1 } })
    expect(series.points.timestamps).toHaveLength(60)
    const values = series.points.values[0]!
    expect(values.metric_type).toBe('delta')
    expect(values.values.type).toBe('double')
    // after the first point (a running total), 4 vCPUs x 5 s can run at most 2e10 ns per sample
    for (const v of values.values.values.slice(1)) {
      expect(v).toBeGreaterThan(0)
      expect(v).toBeLessThanOrEqual(4 * 5e9)
    }
    expect(values.values.values[0]).toBeGreaterThan(4 * 5e9)
  })

  it('answers the all-states CPU chart: one series per state, which add up to all the time', async () => {
    const res = await query(
      `get virtual_machine:vcpu_usage | filter ${range(1).filter} && instance_id == "${WEB1}" | align mean_within(60s) | group_by [instance_id, state], sum`,
    )
    expect(res.status).toBe(200)
    const series = res.body.tables[0]!.timeseries
    expect(series.map((s) => s.fields.state?.value).sort()).toEqual([
      'emulation',
      'idle',
      'run',
      'waiting',
    ])
    // after the running total, each sample of the 4 vCPUs is 4 x 5e9 ns in one state or another
    const totals = series[0]!.points.values[0]!.values.values.map((_, i) =>
      series.reduce((sum, s) => sum + s.points.values[0]!.values.values[i]!, 0),
    )
    for (const t of totals.slice(1)) expect(t).toBeCloseTo(4 * 5e9, -6)
  })

  it('is deterministic', async () => {
    const q = `get virtual_disk:bytes_read | filter ${range(3).filter} && attached_instance_id == "${WEB1}" | align mean_within(180s)`
    const a = await query(q)
    const b = await freshClient().post<Result>('/v1/timeseries/query?project=web-app', { query: q })
    expect(a.body).toEqual(b.body)
  })

  it('keeps one timeseries per vCPU and state without a group_by, fields typed as the schema says', async () => {
    const res = await query(
      `get virtual_machine:vcpu_usage | filter ${range(1).filter} && instance_id == "${WEB1}" | align mean_within(60s)`,
    )
    const series = res.body.tables[0]!.timeseries
    expect(series).toHaveLength(4 * 4)
    expect(series[0]!.fields.vcpu_id).toEqual({ type: 'u32', value: 0 })
    expect(series[0]!.fields.state!.type).toBe('string')
    // the four states of a vCPU add up to the whole sample (5 s), point by point
    const ofVcpu0 = series.filter((s) => s.fields.vcpu_id!.value === 0)
    const total = ofVcpu0.reduce((sum, s) => sum + s.points.values[0]!.values.values[5]!, 0)
    expect(total).toBeCloseTo(5e9, -6)
  })

  it('filters disks and network interfaces by their ids', async () => {
    const disks = await query(
      `get virtual_disk:bytes_written | filter ${range(1).filter} && attached_instance_id == "${WEB1}" | align mean_within(60s)`,
    )
    expect(disks.body.tables[0]!.timeseries).toHaveLength(2) // boot disk and web-assets
    const diskId = disks.body.tables[0]!.timeseries[0]!.fields.disk_id!.value
    const one = await query(
      `get virtual_disk:bytes_written | filter ${range(1).filter} && disk_id == "${diskId}" | align mean_within(60s)`,
    )
    expect(one.body.tables[0]!.timeseries).toHaveLength(1)

    const nics = await query(
      `get instance_network_interface:bytes_received | filter ${range(1).filter} && instance_id == "${WEB1}" | align mean_within(60s) | group_by [instance_id], sum`,
    )
    expect(nics.body.tables[0]!.timeseries).toHaveLength(1)
  })

  it('gives an empty table for an instance without data (stopped)', async () => {
    const res = await query(
      `get virtual_machine:vcpu_usage | filter ${range(1).filter} && instance_id == "${LEGACY}" | align mean_within(60s) | group_by [instance_id], sum`,
    )
    expect(res.status).toBe(200)
    expect(res.body.tables).toEqual([{ name: 'virtual_machine:vcpu_usage', timeseries: [] }])
  })

  it('has data for a new instance from when it was created, a few minutes later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const created = await api.post<{ id: string }>('/v1/instances?project=sandbox', {
        name: 'fresh',
        description: '',
        hostname: 'fresh',
        ncpus: 2,
        memory: 4 * 1024 ** 3,
        boot_disk: {
          type: 'create',
          name: 'fresh-boot',
          description: '',
          size: 10 * 1024 ** 3,
          disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 512 } },
        },
      })
      expect([200, 201]).toContain(created.status)
      const q = () =>
        api.post<Result>('/v1/timeseries/query?project=sandbox', {
          query: `get virtual_machine:vcpu_usage | filter ${range(1).filter} && instance_id == "${created.body.id}" | align mean_within(60s) | group_by [instance_id], sum`,
        })
      // starting: no VMM reporting yet
      expect((await q()).body.tables[0]!.timeseries).toEqual([])
      // each request applies what is due: creating, then starting, then running
      for (let step = 0; step < 3; step++) {
        vi.advanceTimersByTime(5_000)
        await api.get('/v1/instances/fresh?project=sandbox')
      }
      const view = await api.get<{ run_state: string }>('/v1/instances/fresh?project=sandbox')
      expect(view.body.run_state).toBe('running')
      vi.advanceTimersByTime(3 * 60_000)
      const values = (await q()).body.tables[0]!.timeseries[0]!.points.values[0]!.values.values
      expect(values.length).toBeGreaterThanOrEqual(2)
      expect(values.length).toBeLessThanOrEqual(4)
      // after the first point (the total so far): all states of both vCPUs, one 5 s sample each
      for (const v of values.slice(1)) expect(v).toBeCloseTo(2 * 5e9, -3)
    } finally {
      vi.useRealTimers()
    }
  })

  it('refuses a group_by over unaligned tables with the Nexus message', async () => {
    const res = await query(
      `get virtual_machine:vcpu_usage | filter ${range(1).filter} && instance_id == "${WEB1}" | group_by [instance_id], sum`,
    )
    expect(res.status).toBe(400)
    expect((res.body as unknown as ErrorJson).message).toBe(GROUP_BY_UNALIGNED)
    expect((res.body as unknown as ErrorJson).error_code).toBe('InvalidRequest')
  })

  it('returns raw samples every 5 s when not aligned', async () => {
    const end = new Date(Math.floor(Date.now() / 5000) * 5000 - 60_000)
    const start = new Date(end.getTime() - 60_000)
    const at = (d: Date) => `@${d.toISOString()}`
    const res = await query(
      `get instance_network_interface:packets_sent | filter timestamp >= ${at(start)} && timestamp < ${at(end)} && instance_id == "${WEB1}"`,
    )
    const series = res.body.tables[0]!.timeseries[0]!
    expect(series.points.timestamps).toHaveLength(12)
    expect(series.points.values[0]!.values.type).toBe('integer')
  })

  it('answers 400 for unknown metrics and fields, and 404 for an unknown project', async () => {
    const unknown = await query('get virtual_machine:nope')
    expect(unknown.status).toBe(400)
    expect((unknown.body as unknown as ErrorJson).message).toMatch(/not found/)
    const field = await query('get virtual_machine:vcpu_usage | filter colour == "red"')
    expect(field.status).toBe(400)
    expect((field.body as unknown as ErrorJson).message).toMatch(/colour/)
    expect((await query('get virtual_machine:vcpu_usage', 'no-such-project')).status).toBe(404)
  })

  it("sees only the project's own instances", async () => {
    const res = await query(
      `get virtual_machine:vcpu_usage | filter instance_id == "${WEB1}" | align mean_within(5m)`,
      'sandbox',
    )
    expect(res.body.tables[0]!.timeseries).toEqual([])
  })

  it('lists schemas and runs system queries for fleet viewers only', async () => {
    const schemas = await api.get<{ items: { timeseries_name: string }[] }>(
      '/v1/system/timeseries/schemas',
    )
    expect(schemas.status).toBe(200)
    expect(TimeseriesSchemaResultsPage.safeParse(schemas.body).success).toBe(true)
    expect(schemas.body.items.map((s) => s.timeseries_name)).toContain('virtual_machine:vcpu_usage')
    const system = await api.post<Result>('/v1/system/timeseries/query', {
      query: 'get virtual_machine:vcpu_usage | align mean_within(10m) | group_by [project_id], sum',
    })
    expect(system.status).toBe(200)
    expect(system.body.tables[0]!.timeseries.length).toBeGreaterThanOrEqual(2)

    const ben = freshClient()
    await ben.login('ben')
    expect((await ben.get('/v1/system/timeseries/schemas')).status).toBe(403)
  })
})
