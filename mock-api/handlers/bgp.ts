/**
 * BGP configs and announce sets, and the BGP and BFD state the switches report. Reads need
 * fleet viewer, writes fleet admin.
 */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { requireFleet } from '../authz'
import { actorOf } from '../context'
import { db } from '../db'
import { now } from '../db/ids'
import { ipVersion } from '../db/ip'
import { FLEET, type Api, type Json } from '../db/schema'
import { invalidRequest } from '../errors'
import { lookupIn } from '../lookup'
import { blockHolding, lookupLot } from './address-lots'
import { assertNameFree, check, identityMetadata, paginate, stamp } from './util'

const lookupBgpConfig = (key: string) => lookupIn('bgp-config', db.bgpConfigs, FLEET, key)
const lookupAnnounceSet = (key: string) =>
  lookupIn('bgp-announce-set', db.bgpAnnounceSets, FLEET, key)

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

export const bgpHandlers = {
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
      [...db.switchPortSettings.all()].some((ps) =>
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
} satisfies Partial<MSWHandlers>
