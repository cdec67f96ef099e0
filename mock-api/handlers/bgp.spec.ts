/**
 * The rack-networking writes the console's forms make, refused as Nexus refuses them: a 400
 * (or 404) that changes nothing. BGP configs (ASN and max paths in range, a free name on
 * rename), announce sets (a network once per set), the allow-list (never empty) and switch
 * port settings with every part the create body has (peers, routes, interfaces, VLANs).
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

describe('allow-list', () => {
  it('refuses an empty list and a malformed network, and keeps the old list', async () => {
    const before = (await api.get(`${NET}/allow-list`)).body
    const empty = await api.put<ErrorJson>(`${NET}/allow-list`, {
      allowed_ips: { allow: 'list', ips: [] },
    })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe('allowlist must not be empty')
    const bad = await api.put(`${NET}/allow-list`, {
      allowed_ips: { allow: 'list', ips: ['10.0.0.0/40'] },
    })
    expect(bad.status).toBe(400)
    expect((await api.get(`${NET}/allow-list`)).body).toEqual(before)
    const ok = await api.put<{ allowed_ips: { ips: string[] } }>(`${NET}/allow-list`, {
      allowed_ips: { allow: 'list', ips: ['10.10.0.0/16', '192.0.2.0/24'] },
    })
    expect(ok.body.allowed_ips.ips).toEqual(['10.10.0.0/16', '192.0.2.0/24'])
  })
})

describe('switch port settings with every part', () => {
  const SETTINGS = `${NET}/switch-port-settings`
  const full = (overrides: Record<string, unknown> = {}) => ({
    name: 'full-uplink',
    description: '',
    port_config: { geometry: 'qsfp28x1' },
    links: [
      {
        link_name: 'phy0',
        autoneg: true,
        mtu: 9000,
        speed: 'speed100_g',
        fec: 'rs',
        lldp: { enabled: true, system_name: 'rack-a', management_ip: '172.20.15.2' },
        tx_eq: { main: 40, pre1: -4, post1: -8 },
      },
    ],
    interfaces: [{ link_name: 'phy0', v6_enabled: true, kind: { type: 'vlan', vid: 300 } }],
    addresses: [
      {
        link_name: 'phy0',
        addresses: [{ address: '172.20.15.2/30', address_lot: 'initial-infra', vlan_id: 300 }],
      },
    ],
    routes: [{ link_name: 'phy0', routes: [{ dst: '0.0.0.0/0', gw: '172.20.15.1', vid: 300 }] }],
    bgp_peers: [
      {
        link_name: 'phy0',
        peers: [
          {
            addr: { type: 'numbered', target_addr: '172.20.15.1' },
            bgp_config: 'as65547',
            allowed_import: { type: 'no_filtering' },
            allowed_export: { type: 'allow', value: ['198.51.100.0/24'] },
            communities: [],
            connect_retry: 3,
            delay_open: 0,
            enforce_first_as: false,
            hold_time: 6,
            idle_hold_time: 3,
            keepalive: 2,
            remote_asn: 65000,
            vlan_id: 300,
          },
        ],
      },
    ],
    ...overrides,
  })

  it('keeps every part it was given', async () => {
    const res = await api.post<{
      links: { tx_eq_config: { main: number }; lldp_link_config: { system_name: string } }[]
      interfaces: { kind: { vid: number } }[]
      routes: { vlan_id: number }[]
      bgp_peers: { bgp_config: string; remote_asn: number }[]
    }>(SETTINGS, full())
    expect(res.status).toBe(201)
    expect(res.body.links[0]).toMatchObject({
      tx_eq_config: { main: 40 },
      lldp_link_config: { system_name: 'rack-a' },
    })
    expect(res.body.interfaces[0]!.kind.vid).toBe(300)
    expect(res.body.routes[0]!.vlan_id).toBe(300)
    expect(res.body.bgp_peers[0]).toMatchObject({ bgp_config: 'as65547', remote_asn: 65000 })
  })

  it('refuses a VLAN ID over twelve bits and a peer of a missing config, creating nothing', async () => {
    const vlan = await api.post<ErrorJson>(
      SETTINGS,
      full({
        interfaces: [{ link_name: 'phy0', v6_enabled: false, kind: { type: 'vlan', vid: 4096 } }],
      }),
    )
    expect(vlan.status).toBe(400)
    expect(vlan.body.message).toBe('VLAN ID 4096 is out of range: 802.1Q tags are twelve bits')
    const body = full()
    body.bgp_peers[0]!.peers[0]!.bgp_config = 'nope'
    expect((await api.post(SETTINGS, body)).status).toBe(404)
    expect((await api.get(`${SETTINGS}/full-uplink`)).status).toBe(404)
  })
})
