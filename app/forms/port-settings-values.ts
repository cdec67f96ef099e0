/**
 * The switch port settings form's values and the create body they make. The form describes
 * one link (`phy0`, the only link of a port that is not broken out) with everything the API
 * takes for it: LLDP, transceiver equalization, layer-3 interfaces and VLANs, addresses,
 * static routes and BGP peers, and other settings to include.
 */
import {
  type BgpPeer,
  type ImportExportPolicy,
  type LinkFec,
  type LinkSpeed,
  type SwitchPortGeometry,
  type SwitchPortSettingsCreate,
} from '~/api/__generated__/Api'
import { validateIpNet } from '~/components/form/validators'

export const LINK = 'phy0'

/** 802.1Q: twelve bits, with 0 and 4095 reserved. */
export const VLAN_MIN = 1
export const VLAN_MAX = 4094

/** The five equalizer taps, each a signed 32-bit integer; NaN leaves one unset. */
export const TX_EQ_TAPS = ['pre1', 'pre2', 'main', 'post1', 'post2'] as const
type TxEqTap = (typeof TX_EQ_TAPS)[number]

type InterfaceValues = { kind: 'primary' | 'vlan' | 'loopback'; vid: number; v6Enabled: boolean }
type AddressValues = { addressLot: string; address: string; vlanId: number }
type RouteValues = { dst: string; gw: string; vid: number; ribPriority: number }
type PeerValues = {
  addrType: 'numbered' | 'unnumbered'
  targetAddr: string
  routerLifetime: number
  bgpConfig: string
  remoteAsn: number
  holdTime: number
  keepalive: number
  idleHoldTime: number
  connectRetry: number
  delayOpen: number
  /** Comma- or space-separated prefixes; empty for no filtering. */
  allowedImport: string
  allowedExport: string
  /** Comma- or space-separated community numbers. */
  communities: string
  enforceFirstAs: boolean
  localPref: number
  multiExitDiscriminator: number
  minTtl: number
  vlanId: number
  md5AuthKey: string
}

export type PortSettingsValues = {
  name: string
  description: string
  geometry: SwitchPortGeometry
  speed: LinkSpeed
  fec: LinkFec | 'default'
  mtu: number
  autoneg: boolean
  lldp: boolean
  lldpSystemName: string
  lldpSystemDescription: string
  lldpChassisId: string
  lldpLinkName: string
  lldpLinkDescription: string
  lldpManagementIp: string
  txEq: Record<TxEqTap, number>
  interfaces: InterfaceValues[]
  addresses: AddressValues[]
  routes: RouteValues[]
  bgpPeers: PeerValues[]
  groups: { settings: string }[]
}

export const newInterface: InterfaceValues = { kind: 'vlan', vid: Number.NaN, v6Enabled: false }
export const newAddress: AddressValues = { addressLot: '', address: '', vlanId: Number.NaN }
export const newRoute: RouteValues = {
  dst: '',
  gw: '',
  vid: Number.NaN,
  ribPriority: Number.NaN,
}
/** The timers the API's examples use (seconds). */
export const newPeer: PeerValues = {
  addrType: 'numbered',
  targetAddr: '',
  routerLifetime: 0,
  bgpConfig: '',
  remoteAsn: Number.NaN,
  holdTime: 6,
  keepalive: 2,
  idleHoldTime: 3,
  connectRetry: 3,
  delayOpen: 0,
  allowedImport: '',
  allowedExport: '',
  communities: '',
  enforceFirstAs: false,
  localPref: Number.NaN,
  multiExitDiscriminator: Number.NaN,
  minTtl: Number.NaN,
  vlanId: Number.NaN,
  md5AuthKey: '',
}

export const defaultPortSettings: PortSettingsValues = {
  name: '',
  description: '',
  geometry: 'qsfp28x1',
  speed: 'speed100_g',
  fec: 'default',
  mtu: 1500,
  autoneg: false,
  lldp: true,
  lldpSystemName: '',
  lldpSystemDescription: '',
  lldpChassisId: '',
  lldpLinkName: '',
  lldpLinkDescription: '',
  lldpManagementIp: '',
  txEq: {
    pre1: Number.NaN,
    pre2: Number.NaN,
    main: Number.NaN,
    post1: Number.NaN,
    post2: Number.NaN,
  },
  interfaces: [],
  addresses: [],
  routes: [],
  bgpPeers: [],
  groups: [],
}

const num = (n: number) => (Number.isNaN(n) ? null : n)
const text = (s: string) => s.trim() || null
/** A comma- or space-separated list, without empty items. */
export const splitList = (s: string) => s.split(/[\s,]+/).filter(Boolean)

/** The first prefix of a list that is not one, as the spec words it; undefined when all are. */
export function validatePrefixList(s: string): string | undefined {
  for (const item of splitList(s)) {
    const message = validateIpNet(item)
    if (message) return message
  }
  return undefined
}

/** Communities are 32-bit unsigned numbers. */
export function validateCommunities(s: string): string | undefined {
  const bad = splitList(s).find((c) => !/^\d+$/.test(c) || Number(c) > 4_294_967_295)
  return bad ? `${bad} is not a community: a number from 0 to 4294967295` : undefined
}

const policy = (s: string): ImportExportPolicy =>
  splitList(s).length ? { type: 'allow', value: splitList(s) } : { type: 'no_filtering' }

const peer = (p: PeerValues, maskKey: boolean): BgpPeer => ({
  addr:
    p.addrType === 'numbered'
      ? { type: 'numbered', targetAddr: p.targetAddr.trim() }
      : { type: 'unnumbered', routerLifetime: p.routerLifetime },
  bgpConfig: p.bgpConfig,
  remoteAsn: num(p.remoteAsn),
  holdTime: p.holdTime,
  keepalive: p.keepalive,
  idleHoldTime: p.idleHoldTime,
  connectRetry: p.connectRetry,
  delayOpen: p.delayOpen,
  allowedImport: policy(p.allowedImport),
  allowedExport: policy(p.allowedExport),
  communities: splitList(p.communities).map(Number),
  enforceFirstAs: p.enforceFirstAs,
  localPref: num(p.localPref),
  multiExitDiscriminator: num(p.multiExitDiscriminator),
  minTtl: num(p.minTtl),
  vlanId: num(p.vlanId),
  // a secret: the command shown beside the form names it without its value
  md5AuthKey: p.md5AuthKey ? (maskKey ? '<md5 key>' : p.md5AuthKey) : null,
})

/**
 * The create body. With `forDisplay` the MD5 keys of the peers are left out (replaced by a
 * placeholder), for the command shown on screen.
 */
export function portSettingsBody(
  v: PortSettingsValues,
  { forDisplay = false } = {},
): SwitchPortSettingsCreate {
  const txEq = Object.fromEntries(TX_EQ_TAPS.map((t) => [t, num(v.txEq[t])]))
  const anyTap = TX_EQ_TAPS.some((t) => !Number.isNaN(v.txEq[t]))
  const onLink = <T>(items: T[]) => (items.length ? [{ linkName: LINK, items }] : [])
  return {
    name: v.name,
    description: v.description,
    portConfig: { geometry: v.geometry },
    groups: v.groups.map((g) => g.settings).filter(Boolean),
    links: [
      {
        linkName: LINK,
        speed: v.speed,
        fec: v.fec === 'default' ? null : v.fec,
        mtu: v.mtu,
        autoneg: v.autoneg,
        lldp: {
          enabled: v.lldp,
          systemName: text(v.lldpSystemName),
          systemDescription: text(v.lldpSystemDescription),
          chassisId: text(v.lldpChassisId),
          linkName: text(v.lldpLinkName),
          linkDescription: text(v.lldpLinkDescription),
          managementIp: text(v.lldpManagementIp),
        },
        txEq: anyTap ? txEq : null,
      },
    ],
    interfaces: v.interfaces.map((i) => ({
      linkName: LINK,
      v6Enabled: i.v6Enabled,
      kind: i.kind === 'vlan' ? { type: 'vlan', vid: i.vid } : { type: i.kind },
    })),
    addresses: onLink(v.addresses).map(({ linkName, items }) => ({
      linkName,
      addresses: items.map((a) => ({
        addressLot: a.addressLot,
        address: a.address.trim(),
        vlanId: num(a.vlanId),
      })),
    })),
    routes: onLink(v.routes).map(({ linkName, items }) => ({
      linkName,
      routes: items.map((r) => ({
        dst: r.dst.trim(),
        gw: r.gw.trim(),
        vid: num(r.vid),
        ribPriority: num(r.ribPriority),
      })),
    })),
    bgpPeers: onLink(v.bgpPeers).map(({ linkName, items }) => ({
      linkName,
      peers: items.map((p) => peer(p, forDisplay)),
    })),
  }
}
