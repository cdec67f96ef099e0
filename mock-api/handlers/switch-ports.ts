/**
 * Rack switch ports and switch port settings: the ports of both switches, what each reports
 * (link state, LLDP config and neighbours), and the settings applied to them. Reads need fleet
 * viewer, writes fleet admin. A port is named by its rack, switch slot and port name.
 */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { requireFleet } from '../authz'
import { actorOf } from '../context'
import { db } from '../db'
import { FLEET, type Api, type Json } from '../db/schema'
import { apiError, invalidRequest, notFoundById, notFoundByName } from '../errors'
import { lookupIn } from '../lookup'
import { buildPortSettings, syncSettingsReferences } from '../switch-port-settings'
import { assertNameFree, check, paginate, paginateArray, stamp } from './util'

type Slot = Json<Api.SwitchSlot>
type Port = Json<Api.SwitchPort>

/** A port of the rack's switch in `slot`, by name; 404 for a rack or port that does not exist. */
function portAt(rackId: string, slot: Slot, name: string): Port {
  if (!db.racks.get(rackId)) throw notFoundById('rack', rackId)
  const port = db.switchPorts
    .inScope(FLEET)
    .find((p) => p.rack_id === rackId && p.switch_slot === slot && p.port_name === name)
  if (!port) throw notFoundByName('switch-port', name)
  return port
}

const live = (port: Port) => db.switchPortLive.get(port.id)!

const settingsOf = (key: string): Json<Api.SwitchPortSettings> =>
  lookupIn('switch-port-settings', db.switchPortSettings, FLEET, key)

const identity = (s: Json<Api.SwitchPortSettings>): Json<Api.SwitchPortSettingsIdentity> => ({
  id: s.id,
  name: s.name,
  description: s.description,
  time_created: s.time_created,
  time_modified: s.time_modified,
})

/** A stable MAC for a port's link, from its id. */
const macOf = (port: Port) =>
  `a8:40:25:${port.id.slice(0, 2)}:${port.id.slice(2, 4)}:${port.id.slice(4, 6)}`

/**
 * What the switch reports for a port's link, in the shape of the switch daemon's link view
 * (the API passes it through untyped): whether it is up, at what speed and FEC, the
 * transceiver, and the transceiver's monitors while one is plugged in.
 */
function linkState(port: Port, settings: Json<Api.SwitchPortSettings>) {
  const { transceiver } = live(port)
  const link = settings.links[0]
  const up = !!transceiver?.peerUp && !!link
  return {
    link: {
      port_id: port.port_name,
      link_id: 0,
      link_name: link?.link_name ?? 'phy0',
      enabled: !!link,
      presence: !!transceiver,
      media: transceiver?.media ?? null,
      link_state: up ? 'up' : 'down',
      fsm_state: up ? 'link_up' : transceiver ? 'wait_for_signal' : 'no_transceiver',
      speed: link?.speed ?? null,
      fec: link?.fec ?? null,
      autoneg: link?.autoneg ?? false,
      mtu: link?.mtu ?? null,
      mac: macOf(port),
    },
    // the transceiver's monitors, while an optical one is plugged in
    ...(transceiver?.media === 'optical' && {
      monitors: {
        temperature_c: 38.5,
        supply_voltage_v: 3.29,
        receiver_power_mw: up ? [0.82, 0.79, 0.85, 0.8] : [0, 0, 0, 0],
        transmitter_bias_current_ma: [6.9, 7.1, 7.0, 6.8],
      },
    }),
  }
}

export const switchPortHandlers = {
  networkingSwitchPortList({ query, req }) {
    requireFleet(actorOf(req), 'viewer')
    if (!query.switchPortId) return paginate(db.switchPorts, FLEET, query, 'id_ascending')
    const port = db.switchPorts.get(query.switchPortId)
    return paginateArray(port ? [port] : [], query, (p) => p.id, 'id_ascending')
  },

  networkingSwitchPortStatus({ path, query, req }) {
    requireFleet(actorOf(req), 'viewer')
    const port = portAt(query.rackId, query.switchSlot, path.port)
    if (!port.port_settings_id) {
      // no settings, no link: the switch has nothing to report
      throw apiError(
        404,
        'ObjectNotFound',
        `not found: switch-port-link with name "${port.port_name}"`,
      )
    }
    return linkState(port, db.switchPortSettings.get(port.port_settings_id)!)
  },

  networkingSwitchPortApplySettings({ path, query, body, req }) {
    requireFleet(actorOf(req), 'admin')
    const port = portAt(query.rackId, query.switchSlot, path.port)
    const settings = settingsOf(body.port_settings)
    db.switchPorts.update(port.id, { port_settings_id: settings.id })
    const lldp = settings.links[0]?.lldp_link_config
    live(port).lldp = lldp ? { ...lldp } : null
    return 204
  },

  networkingSwitchPortClearSettings({ path, query, req }) {
    requireFleet(actorOf(req), 'admin')
    const port = portAt(query.rackId, query.switchSlot, path.port)
    db.switchPorts.update(port.id, { port_settings_id: null })
    live(port).lldp = null
    return 204
  },

  networkingSwitchPortLldpConfigView({ path, query, req }) {
    requireFleet(actorOf(req), 'viewer')
    const port = portAt(query.rackId, query.switchSlot, path.port)
    const lldp = live(port).lldp
    if (!lldp) {
      throw apiError(
        404,
        'ObjectNotFound',
        `not found: lldp-link-config for switch port "${port.port_name}"`,
      )
    }
    return lldp
  },

  networkingSwitchPortLldpConfigUpdate({ path, query, body, req }) {
    requireFleet(actorOf(req), 'admin')
    const port = portAt(query.rackId, query.switchSlot, path.port)
    const current = live(port).lldp
    check(
      current,
      `switch port "${port.port_name}" has no link to configure LLDP on: apply port settings first`,
    )
    live(port).lldp = {
      id: current.id,
      enabled: body.enabled,
      chassis_id: body.chassis_id ?? null,
      link_description: body.link_description ?? null,
      link_name: body.link_name ?? null,
      management_ip: body.management_ip ?? null,
      system_description: body.system_description ?? null,
      system_name: body.system_name ?? null,
    }
    return 204
  },

  networkingSwitchPortLldpNeighbors({ path, query, req }) {
    requireFleet(actorOf(req), 'viewer')
    const port = portAt(path.rackId, path.switchSlot, path.port)
    const { lldp, transceiver, neighbors } = live(port)
    // neighbours are heard only on a link that is up with LLDP enabled
    const heard = port.port_settings_id && lldp?.enabled && transceiver?.peerUp ? neighbors : []
    // paged like every list (a token that does not parse is a 400), by the neighbour's identity
    const keyed = heard.map((n) => ({ id: `${n.chassis_id}/${n.link_name}`, n }))
    const page = paginateArray(keyed, { ...query, sortBy: 'id_ascending' })
    return { items: page.items.map((k) => k.n), next_page: page.next_page }
  },

  networkingSwitchPortSettingsList({ query, req }) {
    requireFleet(actorOf(req), 'viewer')
    const page = query.portSettings
      ? paginateArray([settingsOf(query.portSettings)], query, (s) => s.name)
      : paginate(db.switchPortSettings, FLEET, query)
    return { items: page.items.map(identity), next_page: page.next_page }
  },

  networkingSwitchPortSettingsView({ path, req }) {
    requireFleet(actorOf(req), 'viewer')
    return settingsOf(path.port)
  },

  networkingSwitchPortSettingsCreate({ body, req }) {
    requireFleet(actorOf(req), 'admin')
    assertNameFree(db.switchPortSettings, FLEET, body.name, 'switch-port-settings')
    const settings = buildPortSettings(db, body, stamp())
    db.switchPortSettings.insert(settings, FLEET)
    syncSettingsReferences(db)
    return settings
  },

  networkingSwitchPortSettingsDelete({ query, req }) {
    requireFleet(actorOf(req), 'admin')
    if (!query.portSettings) throw invalidRequest('missing query parameter "port_settings"')
    const settings = settingsOf(query.portSettings)
    const applied = db.switchPorts.inScope(FLEET).find((p) => p.port_settings_id === settings.id)
    check(
      !applied,
      `switch port settings "${settings.name}" are applied to port ${applied?.switch_slot}/${applied?.port_name}: clear the port's settings first`,
    )
    const includer = db.switchPortSettings
      .inScope(FLEET)
      .find((s) => s.groups.some((g) => g.port_settings_group_id === settings.id))
    check(!includer, `switch port settings "${settings.name}" are included by "${includer?.name}"`)
    db.switchPortSettings.delete(settings.id)
    syncSettingsReferences(db)
    return 204
  },
} satisfies Partial<MSWHandlers>
