/**
 * Switch ports and port settings as the API has them: ports named by rack, switch slot and
 * name; a link (and its status, LLDP config and neighbours) only once settings are applied;
 * settings that name address lots and BGP configs that exist, with addresses inside the lot;
 * settings applied to a port are not deleted; every refusal changes nothing; operators only.
 */
import { describe, expect, it } from 'vitest'

import { rackId } from '../db'
import { clientPerTest, freshClient, type ErrorJson, type PageJson } from '../testing'

const api = clientPerTest()
const SETTINGS = '/v1/system/networking/switch-port-settings'
const port = (slot: string, name: string, rest: string) =>
  `/v1/system/hardware/switch-port/${name}/${rest}?rack_id=${rackId}&switch_slot=${slot}`
const neighbors = (slot: string, name: string) =>
  `/v1/system/hardware/rack-switch-port/${rackId}/${slot}/${name}/lldp/neighbors`

type LinkState = { link: { link_state: string; speed: string; fec: string; presence: boolean } }

const lab = (overrides: Record<string, unknown> = {}) => ({
  name: 'lab-10g',
  description: 'test settings',
  port_config: { geometry: 'qsfp28x1' },
  links: [
    { link_name: 'phy0', autoneg: false, mtu: 1500, speed: 'speed10_g', lldp: { enabled: true } },
  ],
  addresses: [],
  ...overrides,
})

describe('switch ports', () => {
  it('lists both switches’ 32 ports each, with the uplinks’ settings', async () => {
    const all: { port_name: string; switch_slot: string; port_settings_id: string | null }[] = []
    let token: string | null = null
    do {
      const res: { body: PageJson<(typeof all)[number] & { id: string; name: string }> } =
        await api.get(
          `/v1/system/hardware/switch-port?limit=50${token ? `&page_token=${token}` : ''}`,
        )
      all.push(...res.body.items)
      token = res.body.next_page
    } while (token)
    expect(all).toHaveLength(64)
    const configured = all
      .filter((p) => p.port_settings_id)
      .map((p) => `${p.switch_slot}/${p.port_name}`)
      .sort()
    expect(configured).toEqual(['switch0/qsfp0', 'switch1/qsfp0', 'switch1/qsfp1'])
  })

  it('reports an uplink’s link, and none for a port without settings', async () => {
    const up = await api.get<LinkState>(port('switch0', 'qsfp0', 'status'))
    expect(up.body.link).toMatchObject({ link_state: 'up', speed: 'speed100_g', fec: 'rs' })
    const down = await api.get<LinkState>(port('switch1', 'qsfp1', 'status'))
    expect(down.body.link.link_state).toBe('down')
    const none = await api.get<ErrorJson>(port('switch0', 'qsfp5', 'status'))
    expect(none.status).toBe(404)
    const missing = await api.get<ErrorJson>(port('switch0', 'qsfp99', 'status'))
    expect(missing.body.message).toBe('not found: switch-port with name "qsfp99"')
  })

  it('applies and clears settings; the link, LLDP and neighbours follow', async () => {
    const path = port('switch0', 'qsfp8', 'settings')
    expect((await api.get(port('switch0', 'qsfp8', 'lldp/config'))).status).toBe(404)
    expect((await api.get<PageJson>(neighbors('switch0', 'qsfp8'))).body.items).toEqual([])

    expect((await api.post(path, { port_settings: 'lab-25g' })).status).toBe(204)
    const state = await api.get<LinkState>(port('switch0', 'qsfp8', 'status'))
    expect(state.body.link).toMatchObject({ link_state: 'up', speed: 'speed25_g' })
    const lldp = await api.get<{ enabled: boolean }>(port('switch0', 'qsfp8', 'lldp/config'))
    expect(lldp.body.enabled).toBe(true)
    const heard = await api.get<PageJson<{ system_name: string }>>(neighbors('switch0', 'qsfp8'))
    expect(heard.body.items.map((n) => n.system_name)).toEqual(['lab-tor-1'])

    expect((await api.delete(path)).status).toBe(204)
    expect((await api.get(port('switch0', 'qsfp8', 'status'))).status).toBe(404)
    expect((await api.get<PageJson>(neighbors('switch0', 'qsfp8'))).body.items).toEqual([])
  })

  it('updates LLDP config; turning it off silences the neighbours', async () => {
    const config = port('switch0', 'qsfp0', 'lldp/config')
    const before = await api.get<{ id: string }>(config)
    const res = await api.post(config, {
      id: before.body.id,
      enabled: false,
      system_name: 'rack-a-sw0',
    })
    expect(res.status).toBe(204)
    expect((await api.get(config)).body).toMatchObject({
      id: before.body.id,
      enabled: false,
      system_name: 'rack-a-sw0',
    })
    expect((await api.get<PageJson>(neighbors('switch0', 'qsfp0'))).body.items).toEqual([])
    const unconfigured = await api.post<ErrorJson>(port('switch0', 'qsfp5', 'lldp/config'), {
      id: before.body.id,
      enabled: true,
    })
    expect(unconfigured.status).toBe(400)
    expect(unconfigured.body.message).toMatch(/apply port settings first/)
  })

  it('pages the neighbours like any list, refusing a token it did not make', async () => {
    const all = (await api.get<PageJson<{ chassis_id: string }>>(neighbors('switch0', 'qsfp0')))
      .body.items
    expect(all.length).toBeGreaterThan(0)
    const paged: unknown[] = []
    let token: string | null = null
    do {
      const q: string = token ? `&page_token=${token}` : ''
      const page = await api.get<PageJson>(`${neighbors('switch0', 'qsfp0')}?limit=1${q}`)
      expect(page.body.items.length).toBeLessThanOrEqual(1)
      paged.push(...page.body.items)
      token = page.body.next_page
    } while (token)
    expect(paged).toEqual(all)
    const bad = await api.get<ErrorJson>(`${neighbors('switch0', 'qsfp0')}?page_token=garbage`)
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('unable to parse page token: garbage')
  })

  it('refuses settings that do not exist and unknown slots', async () => {
    const res = await api.post<ErrorJson>(port('switch0', 'qsfp8', 'settings'), {
      port_settings: 'nope',
    })
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('not found: switch-port-settings with name "nope"')
    expect((await api.get(port('switch9', 'qsfp0', 'status'))).status).toBe(400)
  })
})

describe('switch port settings', () => {
  it('creates settings with an address from a lot, and lists and views them', async () => {
    const res = await api.post<{ addresses: { address_lot_name: string }[]; id: string }>(
      SETTINGS,
      lab({
        addresses: [
          {
            link_name: 'phy0',
            addresses: [{ address: '172.20.15.20/30', address_lot: 'initial-infra' }],
          },
        ],
      }),
    )
    expect(res.status).toBe(201)
    expect(res.body.addresses[0]!.address_lot_name).toBe('initial-infra')
    const list = await api.get<PageJson>(`${SETTINGS}?port_settings=lab-10g`)
    expect(list.body.items.map((s) => s.name)).toEqual(['lab-10g'])
    expect(Object.keys(list.body.items[0]!).sort()).toEqual(
      ['description', 'id', 'name', 'time_created', 'time_modified'].sort(),
    )
    expect((await api.get(`${SETTINGS}/${res.body.id}`)).status).toBe(200)
  })

  it('refuses bad references and shapes with the API’s errors, creating nothing', async () => {
    const lot = await api.post<ErrorJson>(
      SETTINGS,
      lab({
        addresses: [
          { link_name: 'phy0', addresses: [{ address: '10.0.0.1/30', address_lot: 'nope' }] },
        ],
      }),
    )
    expect(lot.status).toBe(404)
    expect(lot.body.message).toBe('not found: address-lot with name "nope"')
    const outside = await api.post<ErrorJson>(
      SETTINGS,
      lab({
        addresses: [
          {
            link_name: 'phy0',
            addresses: [{ address: '10.0.0.1/30', address_lot: 'initial-infra' }],
          },
        ],
      }),
    )
    expect(outside.status).toBe(400)
    expect(outside.body.message).toMatch(/not in any block of address lot "initial-infra"/)
    const link = await api.post<ErrorJson>(
      SETTINGS,
      lab({ routes: [{ link_name: 'phy1', routes: [{ dst: '0.0.0.0/0', gw: '10.0.0.1' }] }] }),
    )
    expect(link.status).toBe(400)
    const bgp = await api.post<ErrorJson>(
      SETTINGS,
      lab({
        bgp_peers: [
          {
            link_name: 'phy0',
            peers: [
              {
                addr: { type: 'numbered', target_addr: '172.20.15.1' },
                bgp_config: 'no-such-bgp',
                allowed_export: { type: 'no_filtering' },
                allowed_import: { type: 'no_filtering' },
                communities: [],
                connect_retry: 3,
                delay_open: 0,
                enforce_first_as: false,
                hold_time: 6,
                idle_hold_time: 3,
                keepalive: 2,
              },
            ],
          },
        ],
      }),
    )
    expect(bgp.status).toBe(404)
    expect((await api.post<ErrorJson>(SETTINGS, lab({ name: 'lab-25g' }))).status).toBe(400)
    expect((await api.get(`${SETTINGS}/lab-10g`)).status).toBe(404)
  })

  it('refuses to delete settings applied to a port, and deletes them once cleared', async () => {
    const refused = await api.delete<ErrorJson>(`${SETTINGS}?port_settings=sw1-uplink1`)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/applied to port switch1\/qsfp1/)
    expect((await api.get(`${SETTINGS}/sw1-uplink1`)).status).toBe(200)

    expect((await api.delete(port('switch1', 'qsfp1', 'settings'))).status).toBe(204)
    expect((await api.delete(`${SETTINGS}?port_settings=sw1-uplink1`)).status).toBe(204)
    expect((await api.get(`${SETTINGS}/sw1-uplink1`)).status).toBe(404)
  })

  it('is for operators only', async () => {
    const eve = freshClient({ requireLogin: true })
    await eve.login('eve')
    expect((await eve.get(SETTINGS)).status).toBe(403)
    expect((await eve.get('/v1/system/hardware/switch-port')).status).toBe(403)
    expect((await eve.post(SETTINGS, lab())).status).toBe(403)
    expect((await eve.delete(port('switch0', 'qsfp0', 'settings'))).status).toBe(403)
  })
})

describe('switch port settings with every part', () => {
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
