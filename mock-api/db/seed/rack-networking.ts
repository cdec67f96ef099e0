/**
 * Seed: the rack's external networking. Address lots and their blocks, a BGP configuration
 * (`as65547`) with its announce set, and what the switches report: two established BGP peers
 * and one that is down, imported and exported routes, message history, BFD sessions, the
 * switches' loopback addresses, the allow-list, inbound ICMP and the jumbo-frames setting.
 *
 * Other seeds refer to `initial-infra` (address lot) and `as65547` (BGP config) by name.
 */
import { seedTime, uuidFor } from '../ids'
import { FLEET, type Api, type Db, type Json } from '../schema'
import { rackId } from './hardware'

export const addressLotId = (name: string) => uuidFor(`address-lot:${name}`)
export const addressLotBlockId = (lot: string, first: string) =>
  uuidFor(`address-lot-block:${lot}:${first}`)
export const bgpConfigId = (name: string) => uuidFor(`bgp-config:${name}`)
export const bgpAnnounceSetId = (name: string) => uuidFor(`bgp-announce-set:${name}`)

const LOTS: {
  name: string
  description: string
  kind: Json<Api.AddressLot>['kind']
  blocks: [string, string][]
}[] = [
  {
    name: 'initial-infra',
    description: 'Uplink and loopback addresses set up at rack initialization',
    kind: 'infra',
    blocks: [
      ['172.20.15.0', '172.20.15.63'],
      ['172.20.15.100', '172.20.15.101'],
    ],
  },
  {
    name: 'tenant-announce',
    description: 'Public prefixes the rack announces to its upstream routers',
    kind: 'pool',
    blocks: [
      ['198.51.100.0', '198.51.100.255'],
      ['203.0.113.0', '203.0.113.255'],
    ],
  },
  {
    name: 'edge-lab',
    description: 'Spare infrastructure addresses for the lab uplink (unused)',
    kind: 'infra',
    blocks: [['192.0.2.0', '192.0.2.15']],
  },
]

/** Upstream routers: [switch, address, remote ASN, state, ms in state]. */
const PEERS: [Json<Api.SwitchSlot>, string, number, Json<Api.BgpPeerState>, number][] = [
  ['switch0', '172.20.15.1', 65000, 'established', 19 * 86_400_000 + 4_212_000],
  ['switch1', '172.20.15.5', 65000, 'established', 19 * 86_400_000 + 4_198_000],
  ['switch1', '172.20.15.9', 65001, 'active', 2_820_000],
]

export const SEED_BGP_ASN = 65547

export function seedRackNetworking(db: Db): void {
  LOTS.forEach((lot, i) => {
    const id = addressLotId(lot.name)
    const t = seedTime(0.5 + i / 10)
    db.addressLots.insert(
      {
        id,
        name: lot.name,
        description: lot.description,
        kind: lot.kind,
        time_created: t,
        time_modified: t,
      },
      FLEET,
    )
    lot.blocks.forEach(([first, last]) => {
      db.addressLotBlocks.insert(
        { id: addressLotBlockId(lot.name, first), first_address: first, last_address: last },
        id,
      )
    })
  })

  const sets: [string, string, [string, string][]][] = [
    [
      'as65547-announce',
      'Tenant prefixes announced by as65547',
      [
        ['198.51.100.0', '198.51.100.0/24'],
        ['203.0.113.0', '203.0.113.0/24'],
      ],
    ],
    ['lab-announce', 'Announcements for the lab uplink (not in use)', []],
  ]
  sets.forEach(([name, description, announcements], i) => {
    const id = bgpAnnounceSetId(name)
    const t = seedTime(0.8 + i / 10)
    db.bgpAnnounceSets.insert({ id, name, description, time_created: t, time_modified: t }, FLEET)
    announcements.forEach(([first, network]) => {
      db.bgpAnnouncements.push({
        announce_set_id: id,
        address_lot_block_id: addressLotBlockId('tenant-announce', first),
        network,
      })
    })
  })

  const configs: [string, string, number, string, string | null][] = [
    [
      'as65547',
      'Rack BGP speaker peering with the core routers',
      SEED_BGP_ASN,
      'as65547-announce',
      null,
    ],
    ['lab-bgp', 'Lab peering (not applied to any port)', 65100, 'lab-announce', 'lab'],
  ]
  configs.forEach(([name, description, asn, set, vrf], i) => {
    const id = bgpConfigId(name)
    const t = seedTime(0.9 + i / 10)
    db.bgpConfigs.insert(
      { id, name, description, asn, max_paths: 1, vrf, time_created: t, time_modified: t },
      FLEET,
    )
    db.bgpConfigAnnounceSets.set(id, bgpAnnounceSetId(set))
  })

  // the uplink port settings (seed/switch-ports.ts) draw from initial-infra and use as65547,
  // which is what makes them in use (handlers/rack-networking.ts)
  const net = db.rackNet
  net.bgpPeers = PEERS.map(([sw, addr, remote, state, ms]) => ({
    switch: sw,
    addr,
    local_asn: SEED_BGP_ASN,
    remote_asn: remote,
    peer_id: sw === 'switch0' ? 'qsfp0' : addr.endsWith('.5') ? 'qsfp0' : 'qsfp1',
    state,
    state_duration_millis: ms,
  }))

  // routes learned from the two established peers
  const imported: [string, string][] = [
    ['0.0.0.0/0', '1'],
    ['10.0.0.0/8', '1'],
    ['172.16.0.0/12', '1'],
    ['100.64.0.0/10', '5'],
  ]
  net.bgpImported = []
  for (const sw of ['switch0', 'switch1'] as const) {
    const nexthop = sw === 'switch0' ? '172.20.15.1' : '172.20.15.5'
    imported.forEach(([prefix]) => {
      net.bgpImported.push({
        switch: sw,
        prefix,
        nexthop,
        id: sw === 'switch0' ? 167772161 : 167772165,
      })
    })
  }
  net.bgpExported = []
  for (const [sw, addr] of [
    ['switch0', '172.20.15.1'],
    ['switch1', '172.20.15.5'],
    ['switch1', '172.20.15.9'],
  ] as const) {
    for (const prefix of ['198.51.100.0/24', '203.0.113.0/24'])
      net.bgpExported.push({ switch: sw, peer_id: addr, prefix })
  }

  const entry = (minutesAgo: number, message: Record<string, unknown>) => ({
    timestamp: new Date(Date.parse(seedTime(89)) - minutesAgo * 60_000).toISOString(),
    message,
  })
  const established = (peer: string) => ({
    received: [
      entry(1, { type: 'keep_alive' }),
      entry(2, { type: 'update', nlri: ['10.0.0.0/8', '172.16.0.0/12'], withdrawn: [] }),
      entry(30, { type: 'open', asn: 65000, hold_time: 6, id: peer }),
    ],
    sent: [
      entry(1, { type: 'keep_alive' }),
      entry(3, { type: 'update', nlri: ['198.51.100.0/24', '203.0.113.0/24'], withdrawn: [] }),
      entry(30, { type: 'open', asn: SEED_BGP_ASN, hold_time: 6 }),
    ],
  })
  net.bgpHistory = [
    { switch: 'switch0', history: { '172.20.15.1': established('172.20.15.1') } },
    {
      switch: 'switch1',
      history: {
        '172.20.15.5': established('172.20.15.5'),
        '172.20.15.9': {
          received: [entry(47, { type: 'notification', error_code: 'hold_timer_expired' })],
          sent: [entry(46, { type: 'open', asn: SEED_BGP_ASN, hold_time: 6 })],
        },
      },
    },
  ]

  net.bfdSessions = [
    {
      switch_slot: 'switch0',
      peer: '172.20.15.1',
      local: '172.20.15.2',
      mode: 'single_hop',
      detection_threshold: 3,
      required_rx: 300_000,
      state: 'up',
    },
    {
      switch_slot: 'switch1',
      peer: '172.20.15.5',
      local: '172.20.15.6',
      mode: 'single_hop',
      detection_threshold: 3,
      required_rx: 300_000,
      state: 'up',
    },
    {
      switch_slot: 'switch1',
      peer: '172.20.15.9',
      local: '172.20.15.10',
      mode: 'single_hop',
      detection_threshold: 3,
      required_rx: 300_000,
      state: 'down',
    },
  ]

  net.loopbackAddresses = (['switch0', 'switch1'] as const).map((sw, i) => ({
    id: uuidFor(`loopback:${sw}`),
    rack_id: rackId,
    switch_slot: sw,
    address: `172.20.15.${100 + i}/32`,
    address_lot_block_id: addressLotBlockId('initial-infra', '172.20.15.100'),
  }))

  net.allowList = {
    allowed_ips: {
      allow: 'list',
      ips: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '203.0.113.0/24'],
    },
    time_created: seedTime(0.5),
    time_modified: seedTime(40),
  }
  net.inboundIcmp = { enabled: true }
  net.networkingSettings = { external_jumbo_frames_opt_in_enabled: false }
}
