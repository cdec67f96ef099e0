/**
 * Alerts and webhook receivers in the mock: deliveries follow from the endpoint's host, failed
 * ones are retried until they succeed or run out of attempts, probes and resends are recorded,
 * subscriptions are globs, a receiver keeps at least one secret, refusals change nothing, and
 * only fleet admins change anything.
 */
import { describe, expect, it } from 'vitest'

import { db, FLEET_ID, userId } from '../db'
import { uuidFor } from '../db/ids'
import { attemptOutcome, classMatches } from '../db/seed/alerts'
import { clientPerTest, freshClient, type ErrorJson, type PageJson } from '../testing'

interface Receiver {
  id: string
  name: string
  subscriptions: string[]
  kind: { kind: 'webhook'; endpoint: string; secrets: { id: string }[] }
}
interface Delivery {
  id: string
  alert_id: string
  alert_class: string
  state: 'pending' | 'delivered' | 'failed'
  trigger: 'alert' | 'resend' | 'probe'
  time_started: string
  attempts: { webhook: { attempt: number; result: string; response?: { status: number } }[] }
}

const api = clientPerTest()

const deliveries = async (receiver: string, query = '') =>
  (
    await api.get<PageJson<Delivery>>(
      `/v1/alert-receivers/${receiver}/deliveries?sort_by=time_and_id_descending${query}`,
    )
  ).body.items

const receiver = async (name: string) =>
  (await api.get<Receiver>(`/v1/alert-receivers/${name}`)).body

const HOOK = {
  name: 'new-hook',
  description: '',
  endpoint: 'https://hooks.example.com/in',
  secrets: ['s3cret'],
  subscriptions: ['update.*'],
}

describe('delivery outcomes', () => {
  it('follow from the endpoint host', () => {
    expect(attemptOutcome('https://ok.example.com/x').result).toBe('succeeded')
    expect(attemptOutcome('https://unreachable.example.com').result).toBe('failed_unreachable')
    expect(attemptOutcome('https://a.invalid/').result).toBe('failed_unreachable')
    expect(attemptOutcome('https://slow.example.com').result).toBe('failed_timeout')
    const broken = attemptOutcome('https://x.broken.example.org')
    expect(broken).toMatchObject({ result: 'failed_http_error', response: { status: 503 } })
  })

  it('the seed shows every state', async () => {
    const states = new Set<string>()
    for (const r of ['ops-pager', 'chat-bridge', 'audit-archive'])
      for (const d of await deliveries(r)) states.add(d.state)
    expect([...states].sort()).toEqual(['delivered', 'failed', 'pending'])
    // chat-bridge's endpoint answers 503: nothing of it is delivered
    expect((await deliveries('chat-bridge')).every((d) => d.state !== 'delivered')).toBe(true)
  })

  it('filters by state and lists newest first', async () => {
    const failed = await deliveries('audit-archive', '&failed=true')
    expect(failed.length).toBe(2)
    expect(failed.every((d) => d.state === 'failed')).toBe(true)
    const all = await deliveries('audit-archive')
    const times = all.map((d) => d.time_started)
    expect([...times].sort().reverse()).toEqual(times)
    const notFailed = await deliveries('audit-archive', '&failed=false')
    expect(notFailed.length).toBe(all.length - 2)
  })

  it('retries a pending delivery when it falls due, then settles', async () => {
    const pending = (await deliveries('chat-bridge', '&pending=true'))[0]!
    // move its first attempt back in time: both retries fall due and fail (503)
    const stored = db.alertDeliveries.get(pending.id)!
    stored.attempts.webhook[0]!.time_sent = new Date(Date.now() - 3_600_000).toISOString()
    const after = (await deliveries('chat-bridge')).find((d) => d.id === pending.id)!
    expect(after.state).toBe('failed')
    expect(after.attempts.webhook.map((a) => a.attempt)).toEqual([1, 2, 3])
  })
})

describe('probe and resend', () => {
  it('records a probe with its result, and resends failed deliveries when asked', async () => {
    const probe = await api.post<{ probe: Delivery; resends_started: number | null }>(
      '/v1/alert-receivers/audit-archive/probe?resend=true',
    )
    expect(probe.status).toBe(200)
    expect(probe.body.probe).toMatchObject({ trigger: 'probe', state: 'delivered' })
    expect(probe.body.resends_started).toBe(2)
    const resent = (await deliveries('audit-archive')).filter((d) => d.trigger === 'resend')
    expect(resent.map((d) => d.state)).toEqual(['delivered', 'delivered'])

    const failing = await api.post<{ probe: Delivery; resends_started: number | null }>(
      '/v1/alert-receivers/chat-bridge/probe?resend=true',
    )
    expect(failing.body.probe.state).toBe('failed')
    expect(failing.body.probe.attempts.webhook[0]!.response?.status).toBe(503)
    expect(failing.body.resends_started).toBeNull()
  })

  it('resends one alert to a receiver it was dispatched to', async () => {
    const [failed] = await deliveries('audit-archive', '&failed=true')
    const res = await api.post<{ delivery_id: string }>(
      `/v1/alerts/${failed!.alert_id}/resend?receiver=audit-archive`,
    )
    expect(res.status).toBe(201)
    const made = (await deliveries('audit-archive')).find((d) => d.id === res.body.delivery_id)
    expect(made).toMatchObject({
      trigger: 'resend',
      state: 'delivered',
      alert_id: failed!.alert_id,
    })

    // ops-pager is not subscribed to silo alerts: nothing to resend
    const silo = uuidFor('alert:1')
    const refused = await api.post<ErrorJson>(`/v1/alerts/${silo}/resend?receiver=ops-pager`)
    expect(refused.status).toBe(400)
    const missing = await api.post<ErrorJson>(
      `/v1/alerts/${uuidFor('no-alert')}/resend?receiver=ops-pager`,
    )
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe(`not found: alert with id "${uuidFor('no-alert')}"`)
  })
})

describe('receivers', () => {
  it('creates one with its secrets and subscriptions, and refuses a bad one unchanged', async () => {
    const created = await api.post<{ id: string; secrets: unknown[] }>(
      '/v1/webhook-receivers',
      HOOK,
    )
    expect(created.status).toBe(201)
    expect(created.body.secrets).toHaveLength(1)
    expect((await receiver('new-hook')).kind.endpoint).toBe(HOOK.endpoint)

    const dup = await api.post<ErrorJson>('/v1/webhook-receivers', HOOK)
    expect(dup.status).toBe(400)
    expect(dup.body.message).toBe('already exists: alert-receiver "new-hook"')
    const noSecret = await api.post('/v1/webhook-receivers', { ...HOOK, name: 'b', secrets: [] })
    expect(noSecret.status).toBe(400)
    const badUrl = await api.post('/v1/webhook-receivers', {
      ...HOOK,
      name: 'c',
      endpoint: 'not a url',
    })
    expect(badUrl.status).toBe(400)
    const badGlob = await api.post('/v1/webhook-receivers', {
      ...HOOK,
      name: 'd',
      subscriptions: ['a..b'],
    })
    expect(badGlob.status).toBe(400)
    const list = await api.get<PageJson>('/v1/alert-receivers')
    expect(list.body.items.map((r) => r.name)).toEqual([
      'audit-archive',
      'chat-bridge',
      'new-hook',
      'ops-pager',
    ])
  })

  it('updates name and endpoint; 404 by name for a missing one', async () => {
    const put = await api.put('/v1/webhook-receivers/ops-pager', {
      name: 'pager',
      endpoint: 'https://pager.example.com/hook',
    })
    expect(put.status).toBe(204)
    expect((await receiver('pager')).kind.endpoint).toBe('https://pager.example.com/hook')
    const gone = await api.get<ErrorJson>('/v1/alert-receivers/ops-pager')
    expect(gone.status).toBe(404)
    expect(gone.body.message).toBe('not found: alert-receiver with name "ops-pager"')
  })

  it('adds and removes subscriptions', async () => {
    const add = await api.post('/v1/alert-receivers/ops-pager/subscriptions', {
      subscription: 'silo.*',
    })
    expect(add.status).toBe(201)
    expect((await receiver('ops-pager')).subscriptions).toContain('silo.*')
    const again = await api.post('/v1/alert-receivers/ops-pager/subscriptions', {
      subscription: 'silo.*',
    })
    expect(again.status).toBe(400)
    const del = await api.delete('/v1/alert-receivers/ops-pager/subscriptions/silo.*')
    expect(del.status).toBe(204)
    expect((await receiver('ops-pager')).subscriptions).not.toContain('silo.*')
    const missing = await api.delete('/v1/alert-receivers/ops-pager/subscriptions/silo.*')
    expect(missing.status).toBe(404)
  })

  it('adds and deletes secrets but keeps the last one', async () => {
    const added = await api.post<{ id: string }>('/v1/webhook-secrets?receiver=chat-bridge', {
      secret: 'rotated',
    })
    expect(added.status).toBe(201)
    const list = async () =>
      (await api.get<{ secrets: { id: string }[] }>('/v1/webhook-secrets?receiver=chat-bridge'))
        .body.secrets
    expect(await list()).toHaveLength(2)
    expect((await api.delete(`/v1/webhook-secrets/${added.body.id}`)).status).toBe(204)
    const [last] = await list()
    const refused = await api.delete<ErrorJson>(`/v1/webhook-secrets/${last!.id}`)
    expect(refused.status).toBe(400)
    expect(await list()).toHaveLength(1)
  })

  it('deletes a receiver with its deliveries', async () => {
    const id = (await receiver('chat-bridge')).id
    expect((await api.delete('/v1/alert-receivers/chat-bridge')).status).toBe(204)
    expect(db.alertDeliveries.count(id)).toBe(0)
  })
})

describe('alert classes and alerts', () => {
  it('matches globs segment by segment', () => {
    expect(classMatches('hardware.**', 'hardware.sled.added')).toBe(true)
    expect(classMatches('hardware.*', 'hardware.sled.added')).toBe(false)
    expect(classMatches('*.created', 'silo.created')).toBe(true)
    expect(classMatches('**', 'update.failed')).toBe(true)
  })

  it('filters the class list and the alert list', async () => {
    const classes = await api.get<PageJson<{ name: string }>>('/v1/alert-classes?filter=update.*')
    expect(classes.body.items.map((c) => c.name)).toEqual([
      'update.completed',
      'update.failed',
      'update.started',
    ])
    const alerts = await api.get<PageJson<{ class: string }>>('/v1/alerts?alert_class=silo.*')
    expect(alerts.body.items.map((a) => a.class)).toEqual(['silo.created', 'silo.created'])
  })
})

describe('permissions', () => {
  it('fleet viewers read, only fleet admins change; others are refused', async () => {
    const client = freshClient({ requireLogin: true })
    db.roleAssignments.push({
      resourceType: 'fleet',
      resourceId: FLEET_ID,
      identityId: userId('lumen', 'dev'),
      identityType: 'silo_user',
      roleName: 'viewer',
    })
    await client.login('dev')
    expect((await client.get('/v1/alert-receivers')).status).toBe(200)
    expect((await client.post('/v1/alert-receivers/ops-pager/probe')).status).toBe(403)
    expect((await client.put('/v1/webhook-receivers/ops-pager', { description: 'x' })).status).toBe(
      403,
    )
    const eve = freshClient({ requireLogin: true })
    await eve.login('eve')
    expect((await eve.get('/v1/alert-receivers')).status).toBe(403)
    expect((await eve.get('/v1/alert-classes')).status).toBe(403)
  })
})
