import { describe, expect, it } from 'vitest'

import { freshClient, type ErrorJson, type PageJson } from './testing'
import { SAMPLE_MS, sampleTimes, seriesAt, stepsOf, valueAt } from './utilization-series'

const epoch = Date.parse('2026-03-01T12:00:00Z')

describe('utilization series', () => {
  it('ends at what is provisioned now and steps before, the same every time', () => {
    const steps = stepsOf('p1', 'cpus_provisioned', 16, epoch)
    expect(steps.length).toBeGreaterThan(0)
    expect(valueAt(16, steps, epoch)).toBe(16)
    expect(valueAt(16, steps, epoch + 3_600_000)).toBe(16)
    for (const s of steps) expect(Number.isInteger(s.before)).toBe(true)
    expect(stepsOf('p1', 'cpus_provisioned', 16, epoch)).toEqual(steps)
    const times = sampleTimes(epoch - 30 * 86_400_000, epoch)
    const values = seriesAt([{ id: 'p1', current: 16 }], 'cpus_provisioned', epoch, times)
    expect(new Set(values).size).toBeGreaterThan(1)
    expect(Math.max(...values)).toBeLessThanOrEqual(16)
  })

  it('samples on a grid aligned to the clock', () => {
    const times = sampleTimes(epoch + 1, epoch + 3_600_000)
    expect(times).toHaveLength(11)
    expect(times.every((t) => t % SAMPLE_MS === 0)).toBe(true)
  })
})

type Sample = { timestamp: string; datum: { type: string; datum: number } }

describe('siloMetric and systemMetric', () => {
  const hour = () => {
    const end = new Date(Math.floor(Date.now() / 60_000) * 60_000)
    const start = new Date(end.getTime() - 3_600_000)
    return `start_time=${start.toISOString()}&end_time=${end.toISOString()}`
  }

  it('ends at what the silo and a project have provisioned now', async () => {
    const api = freshClient()
    const now = await api.get<{ provisioned: { cpus: number; storage: number } }>('/v1/utilization')
    const silo = await api.get<PageJson<Sample>>(
      `/v1/metrics/cpus_provisioned?${hour()}&order=descending&limit=1`,
    )
    expect(silo.status).toBe(200)
    expect(silo.body.items[0]!.datum).toEqual({ type: 'i64', datum: now.body.provisioned.cpus })
    const disk = await api.get<PageJson<Sample>>(
      `/v1/metrics/virtual_disk_space_provisioned?${hour()}&order=descending&limit=1`,
    )
    expect(disk.body.items[0]!.datum.datum).toBe(now.body.provisioned.storage)
    const project = await api.get<PageJson<Sample>>(
      `/v1/metrics/virtual_disk_space_provisioned?${hour()}&project=web-app&order=descending&limit=1`,
    )
    expect(project.body.items[0]!.datum.datum).toBeGreaterThan(0)
    expect(project.body.items[0]!.datum.datum).toBeLessThan(now.body.provisioned.storage)
    const fleet = await api.get<PageJson<Sample>>(
      `/v1/system/metrics/ram_provisioned?${hour()}&silo=lumen`,
    )
    expect(fleet.status).toBe(200)
    expect(fleet.body.items).toHaveLength(12)
  })

  it('pages a range in order, the token carrying the range', async () => {
    const api = freshClient()
    const first = await api.get<PageJson<Sample>>(`/v1/metrics/ram_provisioned?${hour()}&limit=5`)
    expect(first.body.items).toHaveLength(5)
    const next = await api.get<PageJson<Sample>>(
      `/v1/metrics/ram_provisioned?limit=100&page_token=${encodeURIComponent(first.body.next_page!)}`,
    )
    expect(next.body.items).toHaveLength(7)
    expect(next.body.next_page).toBeNull()
    const times = [...first.body.items, ...next.body.items].map((m) => Date.parse(m.timestamp))
    expect(times).toEqual([...times].sort((a, b) => a - b))
  })

  it('refuses a missing or reversed range, and a project that is not there', async () => {
    const api = freshClient()
    const missing = await api.get<ErrorJson>('/v1/metrics/cpus_provisioned')
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('unable to parse query string: missing field `start_time`')
    const reversed = await api.get<ErrorJson>(
      '/v1/system/metrics/cpus_provisioned?start_time=2026-01-02T00:00:00Z&end_time=2026-01-01T00:00:00Z',
    )
    expect(reversed.status).toBe(400)
    expect(reversed.body.message).toBe('start_time must be before end_time')
    const bad = await api.get<ErrorJson>(
      `/v1/metrics/cpus_provisioned?start_time=yesterday&end_time=now`,
    )
    expect(bad.status).toBe(400)
    const noProject = await api.get<ErrorJson>(
      `/v1/metrics/cpus_provisioned?${hour()}&project=nope`,
    )
    expect(noProject.status).toBe(404)
    const badName = await api.get<ErrorJson>(`/v1/metrics/cpu_usage?${hour()}`)
    expect(badName.status).toBeGreaterThanOrEqual(400)
    expect(badName.body.message).toMatch(/metric_name/)
  })
})
