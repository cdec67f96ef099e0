import { describe, expect, it } from 'vitest'

import { clientPerTest, type ErrorJson, type PageJson } from './testing'

/**
 * The mock is as strict as the real API about what it is sent: a boolean is `true` or `false`
 * (in a query string, exactly those words), and a missing required one is refused, naming the
 * field, with nothing changed.
 */
describe('booleans are true or false, nothing else', () => {
  const api = clientPerTest()

  const refused = (r: { status: number; body: unknown }, field: RegExp) => {
    expect(r.status).toBe(400)
    expect((r.body as ErrorJson).message).toMatch(field)
  }

  it("a silo's default pool is not changed by a missing or misspelled is_default", async () => {
    const links = await api.get<PageJson<{ id: string; is_default: boolean }>>(
      '/v1/system/silos/lumen/ip-pools?limit=100',
    )
    const link = links.body.items.find((l) => l.is_default)!
    expect(link).toBeDefined()
    const path = `/v1/system/ip-pools/${link.id}/silos/lumen`
    refused(await api.put(path, {}), /is_default/)
    refused(await api.put(path, { is_default: 'no' }), /is_default/)
    refused(await api.put(path, { is_default: 1 }), /is_default/)
    const after = await api.get<PageJson<{ id: string; is_default: boolean }>>(
      '/v1/system/silos/lumen/ip-pools?limit=100',
    )
    expect(after.body.items.find((l) => l.id === link.id)?.is_default).toBe(true)
    // a real boolean still works
    expect((await api.put(path, { is_default: true })).status).toBe(200)
  })

  it('inbound ICMP is not turned off by an empty body', async () => {
    const before = (await api.get<{ enabled: boolean }>('/v1/system/networking/inbound-icmp')).body
    refused(await api.put('/v1/system/networking/inbound-icmp', {}), /enabled/)
    refused(await api.put('/v1/system/networking/inbound-icmp', { enabled: 'false' }), /enabled/)
    expect((await api.get('/v1/system/networking/inbound-icmp')).body).toEqual(before)
  })

  it('a query flag is exactly "true" or "false"', async () => {
    const gateways = await api.get<PageJson>('/v1/internet-gateways?project=web-app&vpc=default')
    const gw = gateways.body.items[0]!
    refused(
      await api.delete(`/v1/internet-gateways/${gw.name}?project=web-app&vpc=default&cascade=no`),
      /cascade/,
    )
    expect(
      (await api.get(`/v1/internet-gateways/${gw.name}?project=web-app&vpc=default`)).status,
    ).toBe(200)

    const receivers = await api.get<PageJson>('/v1/alert-receivers')
    const receiver = receivers.body.items[0]!.name
    refused(
      await api.get(`/v1/alert-receivers/${receiver}/deliveries?delivered=maybe`),
      /delivered/,
    )
    expect(
      (await api.get(`/v1/alert-receivers/${receiver}/deliveries?delivered=true`)).status,
    ).toBe(200)
  })
})
