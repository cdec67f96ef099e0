/**
 * TLS certificates act on the caller's silo: its admins (or a fleet admin) list, add and delete
 * them; malformed PEM and taken names are refused with a 400 that changes nothing. A local user
 * created by the operator with a password signs in with it.
 */
import { describe, expect, it } from 'vitest'

import { clientPerTest, freshClient, MockClient, type ErrorJson, type PageJson } from '../testing'

const CERT = '-----BEGIN CERTIFICATE-----\nMIIBWTCCAQCgAwIBAgIU\n-----END CERTIFICATE-----\n'
const KEY = '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49\n-----END PRIVATE KEY-----\n'
const cert = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: '',
  cert: CERT,
  key: KEY,
  service: 'external_api',
  ...extra,
})

const api = clientPerTest()

const names = async (client = api) =>
  (await client.get<PageJson>('/v1/certificates')).body.items.map((c) => c.name)

describe('certificates', () => {
  it('adds, views and deletes a certificate of the caller silo', async () => {
    expect(await names()).toEqual(['lumen-wildcard'])
    const made = await api.post('/v1/certificates', cert('web'))
    expect(made.status).toBe(201)
    expect(made.body).not.toHaveProperty('key')
    expect((await api.get('/v1/certificates/web')).status).toBe(200)
    expect((await api.delete('/v1/certificates/web')).status).toBe(204)
    expect((await api.get('/v1/certificates/web')).status).toBe(404)
  })

  it('refuses malformed PEM and a taken name, changing nothing', async () => {
    const badCert = await api.post<ErrorJson>('/v1/certificates', cert('a', { cert: 'nope' }))
    expect(badCert.status).toBe(400)
    expect(badCert.body.message).toMatch(/failed to parse certificate/)
    const badKey = await api.post<ErrorJson>('/v1/certificates', cert('b', { key: CERT }))
    expect(badKey.status).toBe(400)
    const taken = await api.post<ErrorJson>('/v1/certificates', cert('lumen-wildcard'))
    expect(taken.status).toBe(400)
    expect(taken.body.error_code).toBe('ObjectAlreadyExists')
    expect(await names()).toEqual(['lumen-wildcard'])
  })

  it('keeps each silo to its own certificates, and refuses non-admins', async () => {
    const kai = freshClient()
    await kai.login('kai', 'basalt')
    expect(await names(kai)).toEqual([])
    expect((await kai.get('/v1/certificates/lumen-wildcard')).status).toBe(404)
    const eve = freshClient()
    await eve.login('eve')
    expect((await eve.get('/v1/certificates')).status).toBe(403)
    expect((await eve.post('/v1/certificates', cert('x'))).status).toBe(403)
  })
})

describe('local users', () => {
  it('signs in a user the operator created, until the password is reset', async () => {
    const made = await api.post<{ id: string }>(
      '/v1/system/identity-providers/local/users?silo=lumen',
      {
        external_id: 'zoe',
        password: { mode: 'password', value: 'zoe-secret-1' },
      },
    )
    expect(made.status).toBe(201)
    const zoe = new MockClient()
    expect((await zoe.login('zoe', 'lumen', 'zoe-secret-1')).status).toBe(204)
    const reset = await api.post(
      `/v1/system/identity-providers/local/users/${made.body.id}/set-password?silo=lumen`,
      { mode: 'login_disallowed' },
    )
    expect(reset.status).toBe(204)
    const again = new MockClient()
    expect((await again.login('zoe', 'lumen', 'zoe-secret-1')).status).toBe(401)
  })
})
