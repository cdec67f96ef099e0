/**
 * Seed: the rack's second switch, the 32 QSFP ports of each, and their settings. Three ports
 * are uplinks to the core routers (switch0/qsfp0, switch1/qsfp0 and switch1/qsfp1, whose far end
 * is down), addressed from the `initial-infra` address lot and peering with BGP config
 * `as65547` (seed/rack-networking.ts). `lab-25g` is a settings object applied to no port;
 * switch0/qsfp8 is cabled to a lab switch and comes up when settings are applied to it.
 */
import { buildPortSettings, syncSettingsReferences } from '../../switch-port-settings'
import { seedIds } from '../factories'
import { seedTime, uuidFor } from '../ids'
import { FLEET, type Api, type Db, type Json } from '../schema'
import { rackId } from './hardware'

type Slot = Json<Api.SwitchSlot>

export const switchPortId = (slot: Slot, port: string) => uuidFor(`switch-port:${slot}:${port}`)
export const switchPortSettingsId = (name: string) => uuidFor(`switch-port-settings:${name}`)

/** Uplinks: [switch, port, settings name, our address, the router's address]. */
const UPLINKS: [Slot, string, string, string, string][] = [
  ['switch0', 'qsfp0', 'sw0-uplink0', '172.20.15.2/30', '172.20.15.1'],
  ['switch1', 'qsfp0', 'sw1-uplink0', '172.20.15.6/30', '172.20.15.5'],
  ['switch1', 'qsfp1', 'sw1-uplink1', '172.20.15.10/30', '172.20.15.9'],
]

/** Ports with a transceiver plugged in: [switch, port, media, far end up]. */
const CABLED: [Slot, string, 'optical' | 'copper', boolean][] = [
  ['switch0', 'qsfp0', 'optical', true],
  ['switch0', 'qsfp8', 'copper', true],
  ['switch1', 'qsfp0', 'optical', true],
  ['switch1', 'qsfp1', 'optical', false],
]

/** What the far end of each cabled port advertises over LLDP. */
const NEIGHBORS: [Slot, string, string, string, string, string][] = [
  ['switch0', 'qsfp0', 'core-rtr-a.dc1', '0c:86:10:e4:3b:01', 'Ethernet1/49', '10.100.0.1'],
  ['switch1', 'qsfp0', 'core-rtr-b.dc1', '0c:86:10:e4:5c:02', 'Ethernet1/49', '10.100.0.2'],
  ['switch0', 'qsfp8', 'lab-tor-1', 'a8:40:25:00:18:0a', 'swp12', '10.100.8.12'],
]

const link = (speed: Json<Api.LinkSpeed>, systemName: string, port: string) => ({
  link_name: 'phy0',
  autoneg: false,
  fec: 'rs' as const,
  mtu: 1500,
  speed,
  lldp: {
    enabled: true,
    system_name: systemName,
    link_name: port,
    link_description: `${systemName} ${port}`,
    chassis_id: null,
    management_ip: null,
    system_description: 'Oxide rack switch',
  },
})

export function seedSwitchPorts(db: Db): void {
  db.switches.insert(
    {
      id: uuidFor('switch:1'),
      rack_id: rackId,
      baseboard: { part: '913-0000006', revision: 4, serial: 'BRM44220092' },
      time_created: seedTime(0.1),
      time_modified: seedTime(0.1),
    },
    FLEET,
  )
  for (const slot of ['switch0', 'switch1'] as const) {
    for (let n = 0; n < 32; n++) {
      const name = `qsfp${n}`
      const id = switchPortId(slot, name)
      db.switchPorts.insert(
        { id, port_name: name, rack_id: rackId, switch_slot: slot, port_settings_id: null },
        FLEET,
      )
      db.switchPortLive.set(id, { transceiver: null, lldp: null, neighbors: [] })
    }
  }
  for (const [slot, port, media, peerUp] of CABLED) {
    db.switchPortLive.get(switchPortId(slot, port))!.transceiver = { media, peerUp }
  }
  NEIGHBORS.forEach(([slot, port, system, chassis, linkName, mgmt], i) => {
    db.switchPortLive.get(switchPortId(slot, port))!.neighbors.push({
      local_port: port,
      chassis_id: chassis,
      system_name: system,
      system_description: i < 2 ? 'Core router, NX-OS 10.3(4a)' : 'Cumulus Linux 5.9',
      link_name: linkName,
      link_description: `to oxide ${slot}/${port}`,
      management_ip: [{ addr: { ip_addr: mgmt }, interface_num: { if_index: 49 + i }, oid: null }],
      first_seen: seedTime(1 + i),
      last_seen: seedTime(89.9),
    })
  })

  const stamp = (t: number) => ({ ids: seedIds, time: seedTime(t) })
  UPLINKS.forEach(([slot, port, name, address, router], i) => {
    const settings = buildPortSettings(
      db,
      {
        name,
        description: `Uplink from ${slot}/${port} to the core router at ${router}`,
        port_config: { geometry: 'qsfp28x1' },
        links: [link('speed100_g', `oxide-${slot}`, port)],
        interfaces: [{ link_name: 'phy0', kind: { type: 'primary' }, v6_enabled: false }],
        addresses: [{ link_name: 'phy0', addresses: [{ address, address_lot: 'initial-infra' }] }],
        routes: [{ link_name: 'phy0', routes: [{ dst: '0.0.0.0/0', gw: router }] }],
        bgp_peers: [
          {
            link_name: 'phy0',
            peers: [
              {
                addr: { type: 'numbered', target_addr: router, src_addr: null },
                bgp_config: 'as65547',
                allowed_export: { type: 'no_filtering' },
                allowed_import: { type: 'no_filtering' },
                communities: [],
                connect_retry: 3,
                delay_open: 0,
                enforce_first_as: false,
                hold_time: 6,
                idle_hold_time: 3,
                keepalive: 2,
                remote_asn: router.endsWith('.9') ? 65001 : 65000,
                local_pref: null,
                md5_auth_key: null,
                min_ttl: null,
                multi_exit_discriminator: null,
                vlan_id: null,
              },
            ],
          },
        ],
        groups: [],
      },
      stamp(1 + i / 10),
    )
    db.switchPortSettings.insert(settings, FLEET)
    const id = switchPortId(slot, port)
    db.switchPorts.update(id, { port_settings_id: settings.id })
    db.switchPortLive.get(id)!.lldp = { ...settings.links[0]!.lldp_link_config! }
  })

  db.switchPortSettings.insert(
    buildPortSettings(
      db,
      {
        name: 'lab-25g',
        description: 'A 25 Gbit/s link for the lab switch, without addresses or routes',
        port_config: { geometry: 'qsfp28x1' },
        links: [{ ...link('speed25_g', 'oxide-lab', 'phy0'), fec: 'none' }],
        interfaces: [],
        addresses: [],
        routes: [],
        bgp_peers: [],
        groups: [],
      },
      stamp(2),
    ),
    FLEET,
  )
  syncSettingsReferences(db)
}
