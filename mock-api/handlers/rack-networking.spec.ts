/**
 * Rack networking as the real API has it: an address lot that something draws from, a BGP
 * config that port settings use and an announce set a config uses are not deleted; the
 * allow-list never shuts out the caller; loopback addresses come from a lot's blocks; BFD
 * sessions are enabled and disabled per switch and peer; a refusal is a 400 and changes nothing.
 */
import { describe, expect, it } from 'vitest'

import { rackId } from '../db'
import { clientPerTest, type ErrorJson, type PageJson } from '../testing'

const api = clientPerTest()
const NET = '/v1/system/networking'

const names = async (path: string) =>
  (await api.get<PageJson<{ name: string }>>(path)).body.items.map((i) => i.name)

describe('address lots', () => {
  it('creates a lot with its blocks, lists the blocks and deletes it', async () => {
    const created = await api.post<{ lot: { name: string }; blocks: unknown[] }>(
      `${NET}/address-lot`,
      {
        name: 'uplink-b',
        description: '',
        kind: 'infra',
        blocks: [{ first_address: '192.0.2.64', last_address: '192.0.2.79' }],
      },
    )
    expect(created.status).toBe(201)
    expect(created.body.blocks).toHaveLength(1)
    const blocks = await api.get<PageJson<{ first_address: string }>>(
      `${NET}/address-lot/uplink-b/blocks`,
    )
    expect(blocks.body.items.map((b) => b.first_address)).toEqual(['192.0.2.64'])
    expect((await api.delete(`${NET}/address-lot/uplink-b`)).status).toBe(204)
    expect((await api.get(`${NET}/address-lot/uplink-b`)).status).toBe(404)
  })

  it('refuses a bad block and a taken name without creating anything', async () => {
    const before = await names(`${NET}/address-lot`)
    const reversed = await api.post<ErrorJson>(`${NET}/address-lot`, {
      name: 'bad',
      description: '',
      kind: 'pool',
      blocks: [{ first_address: '10.0.0.9', last_address: '10.0.0.1' }],
    })
    expect(reversed.status).toBe(400)
    const taken = await api.post<ErrorJson>(`${NET}/address-lot`, {
      name: 'initial-infra',
      description: '',
      kind: 'infra',
      blocks: [],
    })
    expect(taken.status).toBe(400)
    expect(taken.body.message).toBe('already exists: address-lot "initial-infra"')
    expect(await names(`${NET}/address-lot`)).toEqual(before)
  })

  it('refuses to delete a lot in use', async () => {
    for (const lot of ['initial-infra', 'tenant-announce']) {
      const res = await api.delete<ErrorJson>(`${NET}/address-lot/${lot}`)
      expect(res.status).toBe(400)
      expect(res.body.message).toBe('lot is in use')
    }
    expect(await names(`${NET}/address-lot`)).toContain('initial-infra')
    expect((await api.delete(`${NET}/address-lot/edge-lab`)).status).toBe(204)
  })
})

describe('BGP', () => {
  it('reports established and down peers with the seeded routes', async () => {
    const peers = await api.get<{ addr: string; state: string }[]>(`${NET}/bgp-status`)
    expect(peers.body.map((p) => p.state).sort()).toEqual(['active', 'established', 'established'])
    const imported = await api.get<{ prefix: string }[]>(`${NET}/bgp-imported?asn=65547`)
    expect(imported.body.map((r) => r.prefix)).toContain('0.0.0.0/0')
    expect((await api.get<unknown[]>(`${NET}/bgp-imported?asn=64999`)).body).toEqual([])
    const history = await api.get<{ switch_histories: unknown[] }>(
      `${NET}/bgp-message-history?asn=65547`,
    )
    expect(history.body.switch_histories).toHaveLength(2)
  })

  it('refuses to delete a config in use by port settings, and deletes one that is not', async () => {
    const inUse = await api.delete<ErrorJson>(`${NET}/bgp?name_or_id=as65547`)
    expect(inUse.status).toBe(400)
    expect(inUse.body.message).toBe('BGP config in use')
    expect(await names(`${NET}/bgp`)).toContain('as65547')
    expect((await api.delete(`${NET}/bgp?name_or_id=lab-bgp`)).status).toBe(204)
    expect(await names(`${NET}/bgp`)).not.toContain('lab-bgp')
  })

  it('creates and updates a config against an announce set', async () => {
    const missing = await api.post<ErrorJson>(`${NET}/bgp`, {
      name: 'edge',
      description: '',
      asn: 65300,
      bgp_announce_set_id: 'nope',
    })
    expect(missing.status).toBe(404)
    const created = await api.post<{ max_paths: number }>(`${NET}/bgp`, {
      name: 'edge',
      description: '',
      asn: 65300,
      bgp_announce_set_id: 'lab-announce',
    })
    expect(created.status).toBe(201)
    expect(created.body.max_paths).toBe(1)
    const updated = await api.put<{ max_paths: number }>(`${NET}/bgp?name_or_id=edge`, {
      max_paths: 4,
    })
    expect(updated.body.max_paths).toBe(4)
  })

  it('replaces announcements, refuses a network outside the lot and an announce set in use', async () => {
    const outside = await api.put<ErrorJson>(`${NET}/bgp-announce-set`, {
      name: 'lab-announce',
      description: '',
      announcement: [{ address_lot_block: 'tenant-announce', network: '10.9.0.0/24' }],
    })
    expect(outside.status).toBe(400)
    const ok = await api.put(`${NET}/bgp-announce-set`, {
      name: 'lab-announce',
      description: 'lab',
      announcement: [{ address_lot_block: 'tenant-announce', network: '198.51.100.0/25' }],
    })
    expect(ok.status).toBe(200)
    const list = await api.get<{ network: string }[]>(
      `${NET}/bgp-announce-set/lab-announce/announcement`,
    )
    expect(list.body.map((a) => a.network)).toEqual(['198.51.100.0/25'])
    const inUse = await api.delete<ErrorJson>(`${NET}/bgp-announce-set/as65547-announce`)
    expect(inUse.status).toBe(400)
    expect(inUse.body.message).toMatch(/in use by BGP config "as65547"/)
  })
})

describe('BFD', () => {
  it('enables a session and disables it again', async () => {
    const status = () =>
      api.get<{ peer: string; switch_slot: string }[]>(`${NET}/bfd-status`).then((r) => r.body)
    const enabled = await api.post(`${NET}/bfd-enable`, {
      switch_slot: 'switch0',
      remote: '172.20.15.13',
      mode: 'multi_hop',
      detection_threshold: 3,
      required_rx: 300000,
    })
    expect(enabled.status).toBe(204)
    expect((await status()).map((s) => s.peer)).toContain('172.20.15.13')
    expect(
      (await api.post(`${NET}/bfd-disable`, { switch_slot: 'switch0', remote: '172.20.15.13' }))
        .status,
    ).toBe(204)
    expect((await status()).map((s) => s.peer)).not.toContain('172.20.15.13')
  })
})

describe('loopback addresses', () => {
  it('takes an address from the lot and deletes it by rack, switch, address and mask', async () => {
    const body = {
      address: '172.20.15.40',
      mask: 32,
      address_lot: 'initial-infra',
      anycast: false,
      rack_id: rackId,
      switch_slot: 'switch0',
    }
    expect((await api.post(`${NET}/loopback-address`, body)).status).toBe(201)
    expect((await api.post(`${NET}/loopback-address`, body)).status).toBe(400)
    const outside = await api.post<ErrorJson>(`${NET}/loopback-address`, {
      ...body,
      address: '10.9.9.9',
    })
    expect(outside.status).toBe(400)
    expect(outside.body.message).toMatch(/not in address lot "initial-infra"/)
    const del = `${NET}/loopback-address/${rackId}/switch0/172.20.15.40/32`
    expect((await api.delete(del)).status).toBe(204)
    expect((await api.delete(del)).status).toBe(404)
  })
})

describe('allow-list and settings', () => {
  it('refuses an allow-list that shuts out the caller and keeps the old one', async () => {
    const before = (await api.get(`${NET}/allow-list`)).body
    const locked = await api.put<ErrorJson>(`${NET}/allow-list`, {
      allowed_ips: { allow: 'list', ips: ['192.0.2.0/24'] },
    })
    expect(locked.status).toBe(400)
    expect(locked.body.message).toMatch(/would prevent access from the current client/)
    expect((await api.get(`${NET}/allow-list`)).body).toEqual(before)
    const any = await api.put<{ allowed_ips: { allow: string } }>(`${NET}/allow-list`, {
      allowed_ips: { allow: 'any' },
    })
    expect(any.body.allowed_ips.allow).toBe('any')
  })

  it('updates inbound ICMP and the jumbo-frames setting', async () => {
    expect((await api.put(`${NET}/inbound-icmp`, { enabled: false })).status).toBe(204)
    expect((await api.get(`${NET}/inbound-icmp`)).body).toEqual({ enabled: false })
    const settings = await api.put(`${NET}/settings`, {
      external_jumbo_frames_opt_in_enabled: true,
    })
    expect(settings.body).toEqual({ external_jumbo_frames_opt_in_enabled: true })
  })

  it('answers 403 to a user who is not a fleet viewer', async () => {
    await api.login('cleo')
    expect((await api.get(`${NET}/bgp-status`)).status).toBe(403)
    expect((await api.put(`${NET}/inbound-icmp`, { enabled: false })).status).toBe(403)
  })
})
