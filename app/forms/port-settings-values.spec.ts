import { describe, expect, it } from 'vitest'

import {
  defaultPortSettings,
  newPeer,
  portSettingsBody,
  validateCommunities,
  validatePrefixList,
} from './port-settings-values'

describe('portSettingsBody', () => {
  it('leaves out what is empty: no tx_eq, no groups of addresses, routes or peers', () => {
    const body = portSettingsBody({ ...defaultPortSettings, name: 'a' })
    expect(body.links[0]!.txEq).toBeNull()
    expect(body.links[0]!.lldp).toEqual({
      enabled: true,
      systemName: null,
      systemDescription: null,
      chassisId: null,
      linkName: null,
      linkDescription: null,
      managementIp: null,
    })
    expect([body.addresses, body.routes, body.bgpPeers, body.interfaces]).toEqual([[], [], [], []])
  })

  it('puts every part on phy0, with policies, communities and a masked key for display', () => {
    const values = {
      ...defaultPortSettings,
      name: 'up',
      txEq: { ...defaultPortSettings.txEq, main: 40, pre1: -4 },
      interfaces: [{ kind: 'vlan' as const, vid: 300, v6Enabled: true }],
      routes: [{ dst: ' 0.0.0.0/0', gw: '172.20.15.1 ', vid: Number.NaN, ribPriority: 10 }],
      bgpPeers: [
        {
          ...newPeer,
          targetAddr: '172.20.15.1',
          bgpConfig: 'as65547',
          allowedExport: '198.51.100.0/24, 203.0.113.0/24',
          communities: '100 200',
          md5AuthKey: 'sekrit',
        },
      ],
    }
    const body = portSettingsBody(values)
    expect(body.links[0]!.txEq).toEqual({
      pre1: -4,
      pre2: null,
      main: 40,
      post1: null,
      post2: null,
    })
    expect(body.interfaces).toEqual([
      { linkName: 'phy0', v6Enabled: true, kind: { type: 'vlan', vid: 300 } },
    ])
    expect(body.routes).toEqual([
      {
        linkName: 'phy0',
        routes: [{ dst: '0.0.0.0/0', gw: '172.20.15.1', vid: null, ribPriority: 10 }],
      },
    ])
    const peer = body.bgpPeers![0]!.peers[0]!
    expect(peer.addr).toEqual({ type: 'numbered', targetAddr: '172.20.15.1' })
    expect(peer.allowedImport).toEqual({ type: 'no_filtering' })
    expect(peer.allowedExport).toEqual({
      type: 'allow',
      value: ['198.51.100.0/24', '203.0.113.0/24'],
    })
    expect(peer.communities).toEqual([100, 200])
    expect(peer.md5AuthKey).toBe('sekrit')
    const shown = portSettingsBody(values, { forDisplay: true })
    expect(shown.bgpPeers![0]!.peers[0]!.md5AuthKey).toBe('<md5 key>')
  })
})

describe('list validators', () => {
  it('words a bad prefix as the spec does, and a bad community', () => {
    expect(validatePrefixList('')).toBeUndefined()
    expect(validatePrefixList('10.0.0.0/8, 10.1.0.0')).toBe(
      'Must contain an IP address and a width, separated by a /',
    )
    expect(validatePrefixList('10.0.0.0/33')).toBe('Max width for IPv4 is 32')
    expect(validateCommunities('1, 2 3')).toBeUndefined()
    expect(validateCommunities('1, x')).toBe('x is not a community: a number from 0 to 4294967295')
  })
})
