/**
 * Switch port settings as Nexus stores them: a create body checked against the address lots,
 * BGP configs and other settings it names, then flattened into the view the API returns.
 * Shared by the seed (db/seed/switch-ports.ts) and the handlers (handlers/switch-ports.ts),
 * so it takes the db and an id generator rather than importing either.
 */
import type { Stamp } from './db/factories'
import { isUuid } from './db/ids'
import { parseIp } from './db/ip'
import { FLEET, type Api, type Db, type Json } from './db/schema'
import { invalidRequest, notFound } from './errors'

type Create = Json<Api.SwitchPortSettingsCreate>
type Settings = Json<Api.SwitchPortSettings>

/** How many links each port geometry breaks out into. */
const LANES: Record<Json<Api.SwitchPortGeometry>, number> = {
  qsfp28x1: 1,
  qsfp28x2: 2,
  sfp28x4: 4,
}

const byNameOrId = <T extends { id: string; name: string }>(
  type: string,
  coll: { get(id: string): T | undefined; byName(scope: string, name: string): T | undefined },
  key: string,
): T => {
  const item = isUuid(key) ? coll.get(key) : coll.byName(FLEET, key)
  if (!item) throw notFound(type, key)
  return item
}

/** The block of `lot` that holds the address of `cidr`, or a 400 saying it is outside the lot. */
function blockFor(db: Db, lot: Json<Api.AddressLot>, cidr: string) {
  const ip = parseIp(cidr.split('/')[0] ?? '')
  const block = db.addressLotBlocks
    .inScope(lot.id)
    .find((b) => parseIp(b.first_address) <= ip && ip <= parseIp(b.last_address))
  if (!block) {
    throw invalidRequest(`address ${cidr} is not in any block of address lot "${lot.name}"`)
  }
  return block
}

/**
 * Checks a create body and builds the settings it describes. Throws the API's errors: 404 for
 * an address lot, BGP config or settings group that does not exist, 400 for a link name no
 * link declares, more links than the geometry has, or an address outside its lot.
 */
export function buildPortSettings(db: Db, body: Create, { ids, time }: Stamp): Settings {
  const id = ids(`switch-port-settings:${body.name}`)
  const linkNames = new Set<string>()
  for (const link of body.links) {
    if (linkNames.has(link.link_name)) {
      throw invalidRequest(`link "${link.link_name}" is declared more than once`)
    }
    linkNames.add(link.link_name)
  }
  const lanes = LANES[body.port_config.geometry]
  if (body.links.length > lanes) {
    throw invalidRequest(
      `a ${body.port_config.geometry} port has ${lanes} link${lanes === 1 ? '' : 's'}, not ${body.links.length}`,
    )
  }
  // 802.1Q tags are twelve bits: a VLAN ID above 4095 cannot be sent
  const vlans = [
    ...(body.interfaces ?? []).flatMap((i) => (i.kind.type === 'vlan' ? [i.kind.vid] : [])),
    ...body.addresses.flatMap((g) => g.addresses.map((a) => a.vlan_id)),
    ...(body.routes ?? []).flatMap((g) => g.routes.map((r) => r.vid)),
    ...(body.bgp_peers ?? []).flatMap((g) => g.peers.map((p) => p.vlan_id)),
  ]
  for (const vid of vlans) {
    if (vid != null && vid > 4095) {
      throw invalidRequest(`VLAN ID ${vid} is out of range: 802.1Q tags are twelve bits`)
    }
  }
  const onLink = (name: string) => {
    if (!linkNames.has(name)) throw invalidRequest(`link "${name}" is not a link of these settings`)
    return name
  }

  const addresses = body.addresses.flatMap((group) => {
    onLink(group.link_name)
    return group.addresses.map((a) => {
      const lot = byNameOrId('address-lot', db.addressLots, a.address_lot)
      const block = blockFor(db, lot, a.address)
      return {
        address: a.address,
        address_lot_block_id: block.id,
        address_lot_id: lot.id,
        address_lot_name: lot.name,
        interface_name: group.link_name,
        port_settings_id: id,
        vlan_id: a.vlan_id ?? null,
      }
    })
  })
  const bgpPeers = (body.bgp_peers ?? []).flatMap((group) => {
    onLink(group.link_name)
    return group.peers.map((p) => {
      const config = byNameOrId('bgp-config', db.bgpConfigs, p.bgp_config)
      return { ...p, bgp_config: config.name }
    })
  })
  const routes = (body.routes ?? []).flatMap((group) => {
    onLink(group.link_name)
    return group.routes.map((r) => ({
      dst: r.dst,
      gw: r.gw,
      interface_name: group.link_name,
      port_settings_id: id,
      rib_priority: r.rib_priority ?? null,
      vlan_id: r.vid ?? null,
    }))
  })
  const groups = (body.groups ?? []).map((key) => ({
    port_settings_group_id: byNameOrId('switch-port-settings', db.switchPortSettings, key).id,
    port_settings_id: id,
  }))
  const interfaces = (body.interfaces ?? []).map((i) => ({
    id: ids(`switch-interface:${id}:${i.link_name}`),
    interface_name: onLink(i.link_name),
    kind: i.kind,
    port_settings_id: id,
    v6_enabled: i.v6_enabled,
  }))
  const links = body.links.map((l) => ({
    link_name: l.link_name,
    port_settings_id: id,
    autoneg: l.autoneg,
    fec: l.fec ?? null,
    mtu: l.mtu,
    speed: l.speed,
    tx_eq_config: l.tx_eq ?? null,
    lldp_link_config: {
      id: ids(`lldp:${id}:${l.link_name}`),
      enabled: l.lldp.enabled,
      chassis_id: l.lldp.chassis_id ?? null,
      link_description: l.lldp.link_description ?? null,
      link_name: l.lldp.link_name ?? null,
      management_ip: l.lldp.management_ip ?? null,
      system_description: l.lldp.system_description ?? null,
      system_name: l.lldp.system_name ?? null,
    },
  }))

  return {
    id,
    name: body.name,
    description: body.description,
    time_created: time,
    time_modified: time,
    port: { geometry: body.port_config.geometry, port_settings_id: id },
    groups,
    links,
    interfaces,
    addresses,
    routes,
    bgp_peers: bgpPeers,
  }
}

/**
 * Recomputes which address lots and BGP configs some port settings use (the rack-networking
 * handlers refuse to delete those).
 */
export function syncSettingsReferences(db: Db): void {
  const lots = db.rackNet.portSettingsAddressLots
  const configs = db.rackNet.portSettingsBgpConfigs
  lots.clear()
  configs.clear()
  for (const s of db.switchPortSettings.inScope(FLEET)) {
    for (const a of s.addresses) lots.add(a.address_lot_id)
    for (const p of s.bgp_peers) {
      const config = isUuid(p.bgp_config)
        ? db.bgpConfigs.get(p.bgp_config)
        : db.bgpConfigs.byName(FLEET, p.bgp_config)
      if (config) configs.add(config.id)
    }
  }
}
