/** What the conformance gate's cases share: request helpers, names and bodies that exist. */
import { rackId } from '../../../mock-api/db'
import { type MockClient } from '../../../mock-api/testing'
import { type Case } from './cases'

export const GiB = 1024 ** 3
/** The query naming a switch port's switch (the rack's upper one). */
export const SWITCH_PORT = { rack_id: rackId, switch_slot: 'switch0' }

export const ok = <T>(res: { status: number; body: unknown }, what: string): T => {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body as T
}
export const form = (api: MockClient, path: string, fields: Record<string, string>) =>
  api.call('POST', path, {
    rawBody: new URLSearchParams(fields).toString(),
    contentType: 'application/x-www-form-urlencoded',
  })

export const CLIENT_ID = 'a4c9a0b4-6f5e-4bb3-9d4e-0a6c7e1f2b3c'
export async function deviceCode(api: MockClient, confirm: boolean) {
  const auth = ok<{ device_code: string; user_code: string }>(
    await form(api, '/device/auth', { client_id: CLIENT_ID }),
    'device auth',
  )
  if (confirm) ok(await api.post('/device/confirm', { user_code: auth.user_code }), 'confirm')
  return auth
}
/** GET a policy and PUT it back unchanged. */
export const samePolicy =
  (path: string): Case =>
  async (api) => ({ body: ok(await api.get(path), 'policy') })
export const named = (name: string) => ({ name, description: 'made by the conformance gate' })
export const ed25519 =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIConformanceGateKey000000000000000000000000 gate'

export const SILO = {
  ...named('gate-silo'),
  discoverable: true,
  identity_mode: 'local_only',
  quotas: { cpus: 8, memory: 32 * GiB, storage: 1024 * GiB },
  tls_certificates: [],
  // optional in the spec (default {}), but the generated schema the mock validates requests
  // with requires it: a known deviation of the generator (docs/quality.md)
  mapped_fleet_roles: {},
}
