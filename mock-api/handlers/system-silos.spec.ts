/**
 * Silos as the operator's API has them: create checks its quotas and certificates and changes
 * nothing when it refuses, names are unique, and a silo with projects cannot be deleted.
 */
import { describe, expect, it } from 'vitest'

import { GiB } from '../db/ids'
import { clientPerTest, MockClient, type ErrorJson } from '../testing'

// a self-signed test certificate (test/e2e/fixtures/silo-cert-good.pem) and a key-shaped block
const CERT =
  '-----BEGIN CERTIFICATE-----\nMIIBWTCCAQCgAwIBAgIUJL5dakuG3r5q+CN+92CwAzflI9AwCgYIKoZIzj0EAwIw\nHDEaMBgGA1UEAwwRKi5zeXMuZXhhbXBsZS5jb20wHhcNMjUwMTAxMDAwMDAwWhcN\nNDUwMTAxMDAwMDAwWjAcMRowGAYDVQQDDBEqLnN5cy5leGFtcGxlLmNvbTBZMBMG\nByqGSM49AgEGCCqGSM49AwEHA0IABFfc9peB/W2rWU3d1c1YHXrPTv7VbI/sBBoR\nrNi/ZCaEL8/LpBClgruT3ToT1/QgBNl1B17GsaY0QrQQUF8Gov6jIDAeMBwGA1Ud\nEQQVMBOCESouc3lzLmV4YW1wbGUuY29tMAoGCCqGSM49BAMCA0cAMEQCIGRtxj93\n+FNEIATa8Ok3WVhJRS+uNNf9wAGyPQ+aifjmAiBBjvKBSjDENx7TFRoEcymIRjRU\ne7FygvbUovVFnXzf1w==\n-----END CERTIFICATE-----\n'
const KEY =
  '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg\n-----END PRIVATE KEY-----\n'

const api = clientPerTest()

const silo = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: '',
  discoverable: true,
  identity_mode: 'saml_jit',
  quotas: { cpus: 4, memory: 8 * GiB, storage: 64 * GiB },
  tls_certificates: [],
  mapped_fleet_roles: {},
  ...extra,
})

const names = async () =>
  (await api.get<{ items: { name: string }[] }>('/v1/system/silos')).body.items.map((s) => s.name)

describe('silo create', () => {
  it('defaults what the spec defaults: a body without mapped_fleet_roles maps none', async () => {
    const { mapped_fleet_roles: _, ...body } = silo('zinc')
    const res = await api.post<{ mapped_fleet_roles: unknown }>('/v1/system/silos', body)
    expect(res.status).toBe(201)
    expect(res.body.mapped_fleet_roles).toEqual({})
  })

  it('takes a certificate and its key, and refuses what is not one', async () => {
    const cert = { name: 'web', description: '', cert: CERT, key: KEY, service: 'external_api' }
    const ok = await api.post('/v1/system/silos', silo('cobalt', { tls_certificates: [cert] }))
    expect(ok.status).toBe(201)

    const bad = await api.post<ErrorJson>(
      '/v1/system/silos',
      silo('nickel', { tls_certificates: [{ ...cert, cert: 'hello' }] }),
    )
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('certificate "web": failed to parse certificate')
    const twice = await api.post<ErrorJson>(
      '/v1/system/silos',
      silo('nickel', { tls_certificates: [cert, cert] }),
    )
    expect(twice.status).toBe(400)
    expect(await names()).not.toContain('nickel')
  })

  it('refuses a taken name and a negative quota, changing nothing', async () => {
    const taken = await api.post<ErrorJson>('/v1/system/silos', silo('lumen'))
    expect(taken.status).toBe(400)
    expect(taken.body.error_code).toBe('ObjectAlreadyExists')
    const negative = await api.post<ErrorJson>(
      '/v1/system/silos',
      silo('nickel', { quotas: { cpus: -1, memory: 0, storage: 0 } }),
    )
    expect(negative.status).toBe(400)
    expect(await names()).toEqual(['basalt', 'lumen', 'quartz'])
  })
})

describe('silo delete', () => {
  it('is refused while the silo has projects', async () => {
    const res = await api.delete<ErrorJson>('/v1/system/silos/basalt')
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/^silo to be deleted contains a project/)
    expect(await names()).toContain('basalt')
  })
})

describe('fleet role mappings', () => {
  it('may confer the fleet admin role: a silo admin of such a silo administers the fleet', async () => {
    const created = await api.post<{ id: string }>(
      '/v1/system/silos',
      silo('cobalt', { identity_mode: 'local_only', mapped_fleet_roles: { admin: ['admin'] } }),
    )
    expect(created.status).toBe(201)
    const user = await api.post<{ id: string }>(
      '/v1/system/identity-providers/local/users?silo=cobalt',
      {
        external_id: 'ivy',
        password: { mode: 'password', value: 'ivy-password-1' },
      },
    )
    expect(user.status).toBe(201)
    const policy = await api.put('/v1/system/silos/cobalt/policy', {
      role_assignments: [
        { identity_id: user.body.id, identity_type: 'silo_user', role_name: 'admin' },
      ],
    })
    expect(policy.status).toBe(200)

    const ivy = new MockClient({ requireLogin: true })
    expect((await ivy.login('ivy', 'cobalt', 'ivy-password-1')).status).toBe(204)
    const fleet = await ivy.put('/v1/system/silos/basalt/quotas', { cpus: 50 })
    expect(fleet.status).toBe(200)
  })

  it('refuses an unknown silo role and changes nothing', async () => {
    const bad = await api.post<ErrorJson>(
      '/v1/system/silos',
      silo('nickel', { mapped_fleet_roles: { owner: ['viewer'] } }),
    )
    expect(bad.status).toBe(400)
    expect(await names()).not.toContain('nickel')
  })
})
