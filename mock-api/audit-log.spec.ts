/**
 * The audit log: every write the mock answers is an entry with its actor and result (refusals
 * too), listed by completion time within [start_time, end_time), paged by token; fleet
 * viewers only; a malformed time or a missing start_time is a 400.
 */
import { beforeEach, describe, expect, it } from 'vitest'

import { siloId, userId } from './db'
import { clientPerTest, freshClient, type ErrorJson, type PageJson } from './testing'

type Entry = {
  id: string
  actor: { kind: string; silo_id?: string; silo_user_id?: string }
  auth_method: string | null
  operation_id: string
  request_id: string
  request_uri: string
  result: { kind: string; http_status_code?: number; error_message?: string }
  time_started: string
  time_completed: string
}

const LOG = '/v1/system/audit-log'
const api = clientPerTest()
let since: string

beforeEach(() => {
  since = new Date(Date.now() - 1000).toISOString()
})

const list = (query: string) => api.get<PageJson<Entry>>(`${LOG}?${query}`)
const recent = async () =>
  (await list(`start_time=${since}&sort_by=time_and_id_descending`)).body.items

describe('audit log', () => {
  it('records a write with its actor, operation and result', async () => {
    const created = await api.post('/v1/projects', { name: 'audited', description: '' })
    expect(created.status).toBe(201)
    const [entry] = await recent()
    expect(entry).toMatchObject({
      actor: { kind: 'silo_user', silo_id: siloId('lumen'), silo_user_id: userId('lumen', 'ada') },
      auth_method: 'session_cookie',
      operation_id: 'project_create',
      request_uri: '/v1/projects',
      result: { kind: 'success', http_status_code: 201 },
    })
    expect(entry!.time_completed >= entry!.time_started).toBe(true)
    // reads are not audited
    await api.get('/v1/projects')
    expect(await recent()).toHaveLength(1)
  })

  it('records a refused write as failed, with the request id the caller saw', async () => {
    const refused = await api.post<ErrorJson>('/v1/projects', { name: 'web-app', description: '' })
    expect(refused.status).toBe(400)
    const badJson = await api.post<ErrorJson>('/v1/projects', undefined, { rawBody: '{"name":' })
    expect(badJson.status).toBe(400)
    const [second, first] = await recent()
    expect(first).toMatchObject({
      operation_id: 'project_create',
      request_id: refused.body.request_id,
      result: { kind: 'error', http_status_code: 400, error_message: refused.body.message },
    })
    expect(second).toMatchObject({
      operation_id: 'project_create',
      result: { kind: 'error', http_status_code: 400 },
    })
  })

  it('gives every response its request id in x-request-id, the one the log records', async () => {
    const put = await api.put('/v1/vpc-firewall-rules?project=web-app&vpc=default', { rules: [] })
    expect(put.status).toBe(200)
    const id = put.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const refused = await api.post<ErrorJson>('/v1/projects', { name: 'web-app', description: '' })
    expect(refused.headers.get('x-request-id')).toBe(refused.body.request_id)
    const [second, first] = await recent()
    expect(first).toMatchObject({ operation_id: 'vpc_firewall_rules_update', request_id: id })
    expect(second!.request_id).toBe(refused.body.request_id)
    expect((await api.get('/v1/projects')).headers.get('x-request-id')).toBeTruthy()
  })

  it('records who was refused a write for want of a role, and an unauthenticated login', async () => {
    const eve = freshClient({ requireLogin: true })
    expect((await eve.login('eve')).status).toBe(204)
    expect((await eve.post('/v1/projects', { name: 'nope', description: '' })).status).toBe(403)
    const entries = await recent()
    expect(entries[0]).toMatchObject({
      actor: { kind: 'silo_user', silo_user_id: userId('lumen', 'eve') },
      result: { kind: 'error', http_status_code: 403 },
    })
    expect(entries[1]).toMatchObject({
      actor: { kind: 'unauthenticated' },
      auth_method: null,
      operation_id: 'login_local',
      result: { kind: 'success' },
    })
    // and eve may not read the log
    expect((await eve.get(`${LOG}?start_time=${since}`)).status).toBe(403)
  })

  it('lists the range in order and pages through it by token', async () => {
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString()
    const all = (await list(`start_time=${weekAgo}&limit=1000`)).body.items
    expect(all.length).toBeGreaterThan(20)
    const times = all.map((e) => e.time_completed)
    expect(times).toEqual([...times].sort())

    const seen: string[] = []
    let page = await list(`start_time=${weekAgo}&limit=7&sort_by=time_and_id_descending`)
    for (;;) {
      seen.push(...page.body.items.map((e) => e.id))
      if (!page.body.next_page) break
      page = await list(`limit=7&page_token=${page.body.next_page}`)
    }
    expect(seen).toEqual(all.map((e) => e.id).reverse())

    // end_time is exclusive; start_time inclusive
    const mid = all[10]!.time_completed
    const before = (await list(`start_time=${weekAgo}&end_time=${mid}&limit=1000`)).body.items
    expect(before.map((e) => e.id)).toEqual(all.slice(0, 10).map((e) => e.id))
    const from = (await list(`start_time=${mid}&limit=1000`)).body.items
    expect(from[0]!.id).toBe(all[10]!.id)
  })

  it('refuses a malformed time, a missing start_time and a bad token with a 400', async () => {
    const bad = await list('start_time=yesterday')
    expect(bad.status).toBe(400)
    expect((bad.body as unknown as ErrorJson).error_code).toBeDefined()
    expect((await list('')).status).toBe(400)
    expect((await list(`start_time=${since}&end_time=not-a-time`)).status).toBe(400)
    expect((await list('page_token=garbage')).status).toBe(400)
  })
})

describe('system update recovery finish', () => {
  it('resumes updates at a running release and refuses another', async () => {
    const other = await api.put<ErrorJson>('/v1/system/update/recovery-finish', {
      system_version: '15.1.0',
    })
    expect(other.status).toBe(400)
    const ok = await api.put('/v1/system/update/recovery-finish', { system_version: '15.0.0' })
    expect(ok.status).toBe(204)
    const status = await api.get<{ suspended: boolean; target_release: { version: string } }>(
      '/v1/system/update/status',
    )
    expect(status.body.suspended).toBe(false)
    expect(status.body.target_release.version).toBe('15.0.0')
  })
})
