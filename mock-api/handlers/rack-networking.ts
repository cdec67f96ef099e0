/**
 * Rack networking configuration: loopback addresses, the external API allow-list, inbound ICMP
 * and the fleet networking settings, with the address lots (address-lots.ts) and BGP and BFD
 * (bgp.ts) spread in. Reads need fleet viewer, writes fleet admin.
 */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { requireFleet } from '../authz'
import { actorOf } from '../context'
import { db } from '../db'
import { now } from '../db/ids'
import { cidrContains, ipVersion } from '../db/ip'
import { FLEET, type Api, type Json } from '../db/schema'
import { alreadyExists, notFoundByName } from '../errors'
import { lookupIn } from '../lookup'
import { addressLotHandlers, blockHolding, lookupLot } from './address-lots'
import { bgpHandlers } from './bgp'
import { check, paginateArray, stamp } from './util'

/**
 * The address the mock pretends every request comes from (an operator workstation on the
 * corporate network). Nexus refuses an allow-list that would shut out the caller's address.
 */
export const MOCK_CLIENT_IP = '10.10.0.42'

export const rackNetworkingHandlers = {
  ...addressLotHandlers,
  ...bgpHandlers,

  // ---- loopback addresses ----
  networkingLoopbackAddressList({ query, req }) {
    requireFleet(actorOf(req), 'viewer')
    return paginateArray(db.rackNet.loopbackAddresses, query, (l) => l.id, 'id_ascending')
  },

  networkingLoopbackAddressCreate({ body, req }) {
    requireFleet(actorOf(req), 'admin')
    const lot = lookupLot(body.address_lot)
    lookupIn('rack', db.racks, FLEET, body.rack_id)
    const bits = ipVersion(body.address) === 'v4' ? 32 : 128
    check(body.mask >= 0 && body.mask <= bits, `subnet mask must be between 0 and ${bits}`)
    const block = blockHolding(lot.id, body.address)
    check(block, `address ${body.address} is not in address lot "${lot.name}"`)
    const address = `${body.address}/${body.mask}`
    const clash = db.rackNet.loopbackAddresses.find(
      (l) =>
        l.rack_id === body.rack_id &&
        l.switch_slot === body.switch_slot &&
        l.address.split('/')[0] === body.address,
    )
    if (clash) throw alreadyExists('loopback-address', address)
    if (!body.anycast) {
      const elsewhere = db.rackNet.loopbackAddresses.find(
        (l) => l.address.split('/')[0] === body.address,
      )
      check(
        !elsewhere,
        `address ${body.address} is already assigned to ${elsewhere?.switch_slot}; only an anycast address may be assigned more than once`,
      )
    }
    const loopback: Json<Api.LoopbackAddress> = {
      id: stamp().ids('loopback-address'),
      rack_id: body.rack_id,
      switch_slot: body.switch_slot,
      address,
      address_lot_block_id: block.id,
    }
    db.rackNet.loopbackAddresses.push(loopback)
    return loopback
  },

  networkingLoopbackAddressDelete({ path, req }) {
    requireFleet(actorOf(req), 'admin')
    const address = `${path.address}/${path.subnetMask}`
    const i = db.rackNet.loopbackAddresses.findIndex(
      (l) =>
        l.rack_id === path.rackId && l.switch_slot === path.switchSlot && l.address === address,
    )
    if (i < 0) throw notFoundByName('loopback-address', `${address} on ${path.switchSlot}`)
    db.rackNet.loopbackAddresses.splice(i, 1)
    return 204
  },

  // ---- rack-wide settings ----
  networkingAllowListView({ req }) {
    requireFleet(actorOf(req), 'viewer')
    return db.rackNet.allowList
  },

  networkingAllowListUpdate({ body, req }) {
    requireFleet(actorOf(req), 'admin')
    const allowed = body.allowed_ips
    if (allowed.allow === 'list') {
      check(allowed.ips.length > 0, 'allowlist must not be empty')
      for (const ip of allowed.ips) {
        const [addr = '', width] = ip.split('/')
        const bits = ipVersion(addr) === 'v4' ? 32 : 128
        check(
          width === undefined || (Number(width) >= 0 && Number(width) <= bits),
          `invalid IP network ${ip}`,
        )
      }
      const reachable = allowed.ips.some((ip) =>
        ip.includes('/') ? cidrContains(ip, MOCK_CLIENT_IP) : ip === MOCK_CLIENT_IP,
      )
      check(
        reachable,
        'The source IP allow list would prevent access from the current client! Ensure that the allowlist contains an entry that continues to allow access from this peer.',
      )
    }
    const t = now()
    db.rackNet.allowList = {
      allowed_ips: allowed,
      time_created: db.rackNet.allowList.time_created || t,
      time_modified: t,
    }
    return db.rackNet.allowList
  },

  networkingInboundIcmpView({ req }) {
    requireFleet(actorOf(req), 'viewer')
    return db.rackNet.inboundIcmp
  },

  networkingInboundIcmpUpdate({ body, req }) {
    requireFleet(actorOf(req), 'admin')
    db.rackNet.inboundIcmp = { enabled: body.enabled }
    return 204
  },

  systemNetworkingSettingsView({ req }) {
    requireFleet(actorOf(req), 'viewer')
    return db.rackNet.networkingSettings
  },

  systemNetworkingSettingsUpdate({ body, req }) {
    requireFleet(actorOf(req), 'admin')
    if (body.external_jumbo_frames_opt_in_enabled != null) {
      db.rackNet.networkingSettings = {
        external_jumbo_frames_opt_in_enabled: body.external_jumbo_frames_opt_in_enabled,
      }
    }
    return db.rackNet.networkingSettings
  },
} satisfies Partial<MSWHandlers>
