/**
 * BGP and BFD as the real API has them, refused as Nexus refuses them (a 400 or 404 that changes
 * nothing): a BGP config has its ASN and max paths in range and a free name, and is not deleted
 * while port settings use it; an announce set announces a network once, within a lot, and is not
 * deleted while a config uses it; BFD sessions are enabled and disabled per switch and peer.
 */
import { describe, expect, it } from 'vitest'

import { clientPerTest, type ErrorJson, type PageJson } from '../testing'

const api = clientPerTest()
const NET = '/v1/system/networking'

type Config = { name: string; asn: number; max_paths: number; description: string }
const configs = async () => (await api.get<PageJson<Config>>(`${NET}/bgp`)).body.items

describe('BGP configs', () => {
  it('refuses an ASN or max paths out of range, and a rename to a taken name', async () => {
    const before = await configs()
    const base = { name: 'edge', description: '', asn: 65300, bgp_announce_set_id: 'lab-announce' }
    expect((await api.post(`${NET}/bgp`, { ...base, asn: 2 ** 32 })).status).toBe(400)
    expect((await api.post(`${NET}/bgp`, { ...base, max_paths: 33 })).status).toBe(400)
    expect((await api.post(`${NET}/bgp`, { ...base, max_paths: 0 })).status).toBe(400)
    expect(await configs()).toEqual(before)

    const clash = await api.put<ErrorJson>(`${NET}/bgp?name_or_id=lab-bgp`, {
      name: 'as65547',
      description: 'renamed',
    })
    expect(clash.status).toBe(400)
    expect(clash.body.message).toBe('already exists: bgp-config "as65547"')
    expect(await configs()).toEqual(before)
  })

  it('renames a config and keeps its ASN', async () => {
    const res = await api.put<Config>(`${NET}/bgp?name_or_id=lab-bgp`, {
      name: 'lab-bgp-2',
      description: 'renamed',
      max_paths: 2,
      bgp_announce_set_id: 'as65547-announce',
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ name: 'lab-bgp-2', asn: 65100, max_paths: 2 })
    expect((await configs()).map((c) => c.name)).toContain('lab-bgp-2')
  })
})

describe('announce sets', () => {
  const announced = async (set: string) =>
    (await api.get<{ network: string }[]>(`${NET}/bgp-announce-set/${set}/announcement`)).body.map(
      (a) => a.network,
    )

  it('creates a set with its announcements, and refuses a network twice in one set', async () => {
    const created = await api.put<{ name: string }>(`${NET}/bgp-announce-set`, {
      name: 'extra',
      description: '',
      announcement: [
        { address_lot_block: 'tenant-announce', network: '198.51.100.128/25' },
        { address_lot_block: 'tenant-announce', network: '203.0.113.0/26' },
      ],
    })
    expect(created.status).toBe(200)
    expect(await announced('extra')).toEqual(['198.51.100.128/25', '203.0.113.0/26'])

    const twice = await api.put<ErrorJson>(`${NET}/bgp-announce-set`, {
      name: 'extra',
      description: '',
      announcement: [
        { address_lot_block: 'tenant-announce', network: '203.0.113.0/26' },
        { address_lot_block: 'tenant-announce', network: '203.0.113.0/26' },
      ],
    })
    expect(twice.status).toBe(400)
    expect(twice.body.message).toBe('network 203.0.113.0/26 is announced more than once in the set')
    const malformed = await api.put(`${NET}/bgp-announce-set`, {
      name: 'extra',
      description: '',
      announcement: [{ address_lot_block: 'tenant-announce', network: '203.0.113.0/33' }],
    })
    expect(malformed.status).toBe(400)
    expect(await announced('extra')).toEqual(['198.51.100.128/25', '203.0.113.0/26'])
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
    expect(await api.names(`${NET}/bgp`)).toContain('as65547')
    expect((await api.delete(`${NET}/bgp?name_or_id=lab-bgp`)).status).toBe(204)
    expect(await api.names(`${NET}/bgp`)).not.toContain('lab-bgp')
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
