/**
 * Rack networking configuration: address lots and their blocks, BGP configs and announce sets,
 * the BGP and BFD state the switches report, loopback addresses, the external API allow-list,
 * inbound ICMP and the fleet networking settings. Reads need fleet viewer, writes fleet admin.
 */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { requireFleet } from '../authz'
import { actorOf } from '../context'
import { db } from '../db'
import { now } from '../db/ids'
import { cidrContains, ipVersion, parseIp } from '../db/ip'
import { type Api, FLEET, type Json } from '../db/schema'
import { alreadyExists, invalidRequest, notFoundByName } from '../errors'
import { lookupIn } from '../lookup'
import { assertNameFree, check, identityMetadata, paginate, paginateArray, stamp } from './util'

const lookupLot = (key: string) => lookupIn('address-lot', db.addressLots, FLEET, key)
const lookupBgpConfig = (key: string) => lookupIn('bgp-config', db.bgpConfigs, FLEET, key)
const lookupAnnounceSet = (key: string) =>
  lookupIn('bgp-announce-set', db.bgpAnnounceSets, FLEET, key)

/**
 * The address the mock pretends every request comes from (an operator workstation on the
 * corporate network). Nexus refuses an allow-list that would shut out the caller's address.
 */
export const MOCK_CLIENT_IP = '10.10.0.42'

const blocksOf = (lotId: string) => db.addressLotBlocks.inScope(lotId)

/** Every switch port settings object (handlers/switch-ports.ts keeps them). */
const allPortSettings = () => [...db.switchPortSettings.all()]

/** Whether anything draws addresses from the lot (loopbacks, announcements, port settings). */
function lotInUse(lotId: string): boolean {
  if (db.rackNet.portSettingsAddressLots.has(lotId)) return true
  if (allPortSettings().some((ps) => ps.addresses.some((a) => a.address_lot_id === lotId))) {
    return true
  }
  const blockIds = new Set(blocksOf(lotId).map((b) => b.id))
  return (
    db.rackNet.loopbackAddresses.some((l) => blockIds.has(l.address_lot_block_id)) ||
    db.bgpAnnouncements.some((a) => blockIds.has(a.address_lot_block_id))
  )
}

/** The block of a lot that holds `ip`. */
const blockHolding = (lotId: string, ip: string) =>
  blocksOf(lotId).find(
    (b) =>
      ipVersion(b.first_address) === ipVersion(ip) &&
      parseIp(b.first_address) <= parseIp(ip) &&
      parseIp(ip) <= parseIp(b.last_address),
  )

/** BGP configs with the given ASN (the status and route reads are per ASN). */
const hasAsn = (asn: number) => [...db.bgpConfigs.all()].some((c) => c.asn === asn)

function replaceAnnouncements(setId: string, body: Json<Api.BgpAnnounceSetCreate>) {
  // a set announces a network once (the database keys announcements by set and network)
  const seen = new Set<string>()
  for (const a of body.announcement) {
    check(!seen.has(a.network), `network ${a.network} is announced more than once in the set`)
    seen.add(a.network)
  }
  const next = body.announcement.map((a) => {
    const lot = lookupLot(a.address_lot_block)
    const addr = a.network.split('/')[0] ?? ''
    const block = blockHolding(lot.id, addr)
    check(block, `network ${a.network} is not within any block of address lot "${lot.name}"`)
    return { announce_set_id: setId, address_lot_block_id: block.id, network: a.network }
  })
  db.bgpAnnouncements = db.bgpAnnouncements.filter((a) => a.announce_set_id !== setId).concat(next)
}

export const rackNetworkingHandlers = {
  // ---- address lots ----
  networkingAddressLotList({ query, req }) {
    requireFleet(actorOf(req), 'viewer')
    return paginate(db.addressLots, FLEET, query)
  },

  networkingAddressLotCreate({ body, req }) {
    requireFleet(actorOf(req), 'admin')
    assertNameFree(db.addressLots, FLEET, body.name, 'address-lot')
    for (const b of body.blocks) {
      check(
        ipVersion(b.first_address) === ipVersion(b.last_address),
        `the first and last addresses of block ${b.first_address}-${b.last_address} must be the same IP version`,
      )
      check(
        parseIp(b.first_address) <= parseIp(b.last_address),
        `the last address of block ${b.first_address}-${b.last_address} must not be below the first`,
      )
    }
    const s = stamp()
    const lot = db.addressLots.insert(
      { ...identityMetadata(s, 'address-lot', body), kind: body.kind },
      FLEET,
    )
    const blocks = body.blocks.map((b) =>
      db.addressLotBlocks.insert(
        {
          id: s.ids('address-lot-block'),
          first_address: b.first_address,
          last_address: b.last_address,
        },
        lot.id,
      ),
    )
    return { lot, blocks }
  },

  networkingAddressLotView({ path, req }) {
    requireFleet(actorOf(req), 'viewer')
    const lot = lookupLot(path.addressLot)
    return { lot, blocks: [...blocksOf(lot.id)] }
  },

  networkingAddressLotDelete({ path, req }) {
    requireFleet(actorOf(req), 'admin')
    const lot = lookupLot(path.addressLot)
    check(!lotInUse(lot.id), 'lot is in use')
    for (const b of [...blocksOf(lot.id)]) db.addressLotBlocks.delete(b.id)
    db.addressLots.delete(lot.id)
    return 204
  },

  networkingAddressLotBlockList({ path, query, req }) {
    requireFleet(actorOf(req), 'viewer')
    const lot = lookupLot(path.addressLot)
    return paginate(db.addressLotBlocks, lot.id, query, 'id_ascending')
  },

  // ---- BGP configs and announce sets ----
  networkingBgpConfigList({ query, req }) {
    requireFleet(actorOf(req), 'viewer')
    return paginate(db.bgpConfigs, FLEET, query)
  },

  networkingBgpConfigCreate({ body, req }) {
    requireFleet(actorOf(req), 'admin')
    assertNameFree(db.bgpConfigs, FLEET, body.name, 'bgp-config')
    const set = lookupAnnounceSet(body.bgp_announce_set_id)
    const s = stamp()
    const config = db.bgpConfigs.insert(
      {
        ...identityMetadata(s, 'bgp-config', body),
        asn: body.asn,
        max_paths: body.max_paths ?? 1,
        vrf: body.vrf ?? null,
      },
      FLEET,
    )
    db.bgpConfigAnnounceSets.set(config.id, set.id)
    return config
  },

  networkingBgpConfigUpdate({ query, body, req }) {
    requireFleet(actorOf(req), 'admin')
    const config = lookupBgpConfig(query.nameOrId)
    const patch: Partial<Json<Api.BgpConfig>> = { time_modified: now() }
    if (body.name) {
      assertNameFree(db.bgpConfigs, FLEET, body.name, 'bgp-config', config.id)
      patch.name = body.name
    }
    if (body.description != null) patch.description = body.description
    if (body.max_paths != null) patch.max_paths = body.max_paths
    if (body.bgp_announce_set_id != null) {
      db.bgpConfigAnnounceSets.set(config.id, lookupAnnounceSet(body.bgp_announce_set_id).id)
    }
    return db.bgpConfigs.update(config.id, patch)
  },

  networkingBgpConfigDelete({ query, req }) {
    requireFleet(actorOf(req), 'admin')
    const config = lookupBgpConfig(query.nameOrId)
    const inUse =
      db.rackNet.portSettingsBgpConfigs.has(config.id) ||
      allPortSettings().some((ps) =>
        ps.bgp_peers.some((p) => p.bgp_config === config.id || p.bgp_config === config.name),
      )
    check(!inUse, 'BGP config in use')
    db.bgpConfigs.delete(config.id)
    db.bgpConfigAnnounceSets.delete(config.id)
    return 204
  },

  networkingBgpAnnounceSetList({ query, req }) {
    requireFleet(actorOf(req), 'viewer')
    return paginate(db.bgpAnnounceSets, FLEET, query).items
  },

  /** Creates the set, or replaces the announcements of the set with that name. */
  networkingBgpAnnounceSetUpdate({ body, req }) {
    requireFleet(actorOf(req), 'admin')
    const existing = db.bgpAnnounceSets.byName(FLEET, body.name)
    if (existing) {
      replaceAnnouncements(existing.id, body)
      return db.bgpAnnounceSets.update(existing.id, {
        description: body.description,
        time_modified: now(),
      })
    }
    const s = stamp()
    const id = s.ids('bgp-announce-set')
    replaceAnnouncements(id, body)
    return db.bgpAnnounceSets.insert(
      { ...identityMetadata(s, 'bgp-announce-set', body), id },
      FLEET,
    )
  },

  networkingBgpAnnounceSetDelete({ path, req }) {
    requireFleet(actorOf(req), 'admin')
    const set = lookupAnnounceSet(path.announceSet)
    const user = [...db.bgpConfigAnnounceSets].find(([, setId]) => setId === set.id)
    if (user) {
      const config = db.bgpConfigs.get(user[0])
      throw invalidRequest(`announce set is in use by BGP config "${config?.name ?? user[0]}"`)
    }
    db.bgpAnnouncements = db.bgpAnnouncements.filter((a) => a.announce_set_id !== set.id)
    db.bgpAnnounceSets.delete(set.id)
    return 204
  },

  networkingBgpAnnouncementList({ path, req }) {
    requireFleet(actorOf(req), 'viewer')
    const set = lookupAnnounceSet(path.announceSet)
    return db.bgpAnnouncements.filter((a) => a.announce_set_id === set.id)
  },

  // ---- what the switches report ----
  networkingBgpStatus({ req }) {
    requireFleet(actorOf(req), 'viewer')
    return db.rackNet.bgpPeers
  },

  networkingBgpExported({ req }) {
    requireFleet(actorOf(req), 'viewer')
    return db.rackNet.bgpExported
  },

  networkingBgpImported({ query, req }) {
    requireFleet(actorOf(req), 'viewer')
    return hasAsn(query.asn) && db.rackNet.bgpPeers.some((p) => p.local_asn === query.asn)
      ? db.rackNet.bgpImported
      : []
  },

  networkingBgpMessageHistory({ query, req }) {
    requireFleet(actorOf(req), 'viewer')
    const active = hasAsn(query.asn) && db.rackNet.bgpPeers.some((p) => p.local_asn === query.asn)
    return { switch_histories: active ? db.rackNet.bgpHistory : [] }
  },

  networkingBfdStatus({ req }) {
    requireFleet(actorOf(req), 'viewer')
    return db.rackNet.bfdSessions
  },

  networkingBfdEnable({ body, req }) {
    requireFleet(actorOf(req), 'admin')
    check(body.detection_threshold >= 1, 'detection threshold must be at least 1')
    if (body.local) {
      check(
        ipVersion(body.local) === ipVersion(body.remote),
        'local and remote addresses must be the same IP version',
      )
    }
    const session: Json<Api.BfdStatus> = {
      switch_slot: body.switch_slot,
      peer: body.remote,
      local: body.local ?? null,
      mode: body.mode,
      detection_threshold: body.detection_threshold,
      required_rx: body.required_rx,
      // a new session starts down until the peer answers; the seed's routers answer at once
      state: db.rackNet.bgpPeers.some(
        (p) => p.addr === body.remote && p.switch === body.switch_slot && p.state === 'established',
      )
        ? 'up'
        : 'down',
    }
    const i = db.rackNet.bfdSessions.findIndex(
      (s) => s.peer === body.remote && s.switch_slot === body.switch_slot,
    )
    if (i >= 0) db.rackNet.bfdSessions[i] = session
    else db.rackNet.bfdSessions.push(session)
    return 204
  },

  networkingBfdDisable({ body, req }) {
    requireFleet(actorOf(req), 'admin')
    db.rackNet.bfdSessions = db.rackNet.bfdSessions.filter(
      (s) => !(s.peer === body.remote && s.switch_slot === body.switch_slot),
    )
    return 204
  },

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
