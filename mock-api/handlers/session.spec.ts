import { describe, expect, it } from 'vitest'

import { resetDb } from '../db'
import { clientPerTest, freshClient, MockClient, type ErrorJson } from '../testing'

const UNAUTHORIZED = { error_code: 'Unauthorized', message: 'credentials missing or invalid' }

describe('sessions and credentials', () => {
  const api = clientPerTest()

  it('demo mode: no credentials act as ada', async () => {
    const me = await api.get<{ display_name: string }>('/v1/me')
    expect(me.status).toBe(200)
    expect(me.body.display_name).toBe('Ada Okafor')
  })

  it('login sets an HttpOnly session cookie; the session is that user', async () => {
    const res = await api.login('dev')
    expect(res.status).toBe(204)
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('session='))!
    expect(cookie).toMatch(/^session=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/)
    const me = await api.get<{ display_name: string }>('/v1/me')
    expect(me.body.display_name).toBe('Dev Rao')
  })

  it('bad credentials: 401, no cookie; a user of another silo cannot sign in here', async () => {
    const wrong = await api.login('dev', 'lumen', 'nope')
    expect(wrong.status).toBe(401)
    expect(wrong.body).toMatchObject(UNAUTHORIZED)
    expect(wrong.headers.getSetCookie()).toEqual([])
    expect((await api.login('kai', 'lumen')).status).toBe(401)
    expect((await api.login('kai', 'basalt')).status).toBe(204)
  })

  it('logout ends the session and signs a demo browser out until the next login', async () => {
    await api.login('ben')
    expect((await api.post('/v1/logout')).status).toBe(204)
    expect(api.cookies.has('session')).toBe(false)
    expect(api.cookies.get('ferrite-signed-out')).toBe('1')
    for (const path of ['/v1/me', '/v1/projects', '/v1/system/silos']) {
      const res = await api.get<ErrorJson>(path)
      expect(res.status).toBe(401)
      expect(res.body).toMatchObject(UNAUTHORIZED)
    }
    await api.login('ada')
    expect(api.cookies.has('ferrite-signed-out')).toBe(false)
    expect((await api.get('/v1/me')).status).toBe(200)
  })

  it('a session cookie stops working after logout, even if replayed', async () => {
    await api.login('dev')
    const stolen = api.cookies.get('session')!
    await api.post('/v1/logout')
    const replay = await api.get('/v1/me', { headers: { cookie: `session=${stolen}` } })
    expect(replay.status).toBe(401)
  })

  it('require-login: signed out until login', async () => {
    const strict = freshClient({ requireLogin: true })
    expect((await strict.get('/v1/me')).status).toBe(401)
    expect((await strict.get('/v1/ping')).status).toBe(200)
    await strict.login('eve')
    expect((await strict.get<{ display_name: string }>('/v1/me')).body.display_name).toBe(
      'Eve Lind',
    )
  })

  it('bearer tokens: the demo token is ada, unknown tokens are 401', async () => {
    const strict = new MockClient({ requireLogin: true })
    const me = await strict.get<{ display_name: string }>('/v1/me', {
      headers: { authorization: 'Bearer ferrite-demo-token' },
    })
    expect(me.body.display_name).toBe('Ada Okafor')
    const bad = await api.get('/v1/me', { headers: { authorization: 'Bearer nope' } })
    expect(bad.status).toBe(401)
  })

  it('device flow: auth, pending, confirm, token; a token that then works', async () => {
    const form = (fields: Record<string, string>) => ({
      rawBody: new URLSearchParams(fields).toString(),
      contentType: 'application/x-www-form-urlencoded',
    })
    const cli = new MockClient({ requireLogin: true })
    const clientId = crypto.randomUUID()
    const auth = await cli.call<{
      device_code: string
      user_code: string
      verification_uri: string
    }>('POST', '/device/auth', form({ client_id: clientId }))
    expect(auth.status).toBe(200)
    expect(auth.body.user_code).toMatch(/^[A-Z]{3}-[A-Z]{5}$/)
    const poll = () =>
      cli.call<{ error?: string; access_token?: string }>(
        'POST',
        '/device/token',
        form({
          client_id: clientId,
          device_code: auth.body.device_code,
          grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
        }),
      )
    const pending = await poll()
    expect(pending.status).toBe(400)
    expect(pending.body.error).toBe('authorization_pending')

    // an unknown code is a clear 400; the real one (dash anywhere, any case) is accepted
    const unknown = await api.post<ErrorJson>('/device/confirm', { user_code: 'ZZZZZZZZ' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toMatch(/user code/)
    const code = auth.body.user_code.replace('-', '').toLowerCase()
    expect((await api.post('/device/confirm', { user_code: code })).status).toBe(204)
    expect((await api.post('/device/confirm', { user_code: code })).status).toBe(400)

    const granted = await poll()
    expect(granted.status).toBe(200)
    const me = await cli.get<{ display_name: string }>('/v1/me', {
      headers: { authorization: `Bearer ${granted.body.access_token}` },
    })
    expect(me.body.display_name).toBe('Ada Okafor')
    // the grant is single-use
    expect((await poll()).status).toBe(400)
  })

  it('confirming a device code needs a signed-in user', async () => {
    const strict = freshClient({ requireLogin: true })
    expect((await strict.post('/device/confirm', { user_code: 'ABCDEFGH' })).status).toBe(401)
  })

  it('deleting an access token revokes it', async () => {
    const list = await api.get<{ items: { id: string; time_expires: string | null }[] }>(
      '/v1/me/access-tokens',
    )
    expect(list.body.items).toHaveLength(3)
    expect(list.body.items.filter((t) => t.time_expires === null)).toHaveLength(1)
    const demo = list.body.items.find((t) => t.time_expires === null)!
    expect((await api.delete(`/v1/me/access-tokens/${demo.id}`)).status).toBe(204)
    const res = await new MockClient({ requireLogin: true }).get('/v1/me', {
      headers: { authorization: 'Bearer ferrite-demo-token' },
    })
    expect(res.status).toBe(401)
  })

  it('browser mode: cookies go to the sink, and a session survives a db rebuild (page reload)', async () => {
    const written: string[] = []
    const browser = freshClient({
      trustCookieSessions: true,
      cookieSink: (c) => written.push(...c),
    })
    const res = await browser.login('dev')
    expect(res.headers.getSetCookie()).toEqual([])
    const session = written.find((c) => c.startsWith('session='))!
    const cookie = session.split(';')[0]!
    resetDb() // what a reload does to the in-browser db
    const me = await browser.get<{ display_name: string }>('/v1/me', { headers: { cookie } })
    expect(me.body.display_name).toBe('Dev Rao')
    // the standalone server does not trust sessions it did not issue
    resetDb()
    const strict = new MockClient({ requireLogin: true })
    expect((await strict.get('/v1/me', { headers: { cookie } })).status).toBe(401)
  })
})
