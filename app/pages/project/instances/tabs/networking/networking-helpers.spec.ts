import { describe, expect, it } from 'vitest'

import { type InstanceNetworkInterface, type InstanceState } from '~/api/__generated__/Api'
import {
  nicCreateBody,
  nicCreateDefaults,
  validateOptionalIp,
} from '~/resources/instances/nic-create'

import {
  attachableFloatingIps,
  ephemeralSlots,
  externalIpStateReason,
  floatingAttachReason,
  nicVersions,
  versionOf,
} from './ip-rules'
import {
  addNicReason,
  deleteNicReason,
  editNicReason,
  makePrimaryReason,
  privateIps,
  supportedTransitText,
  transitIpsOf,
} from './nic-rules'
import { validateTransitIp } from './transit-ip-rules'

type Stack = InstanceNetworkInterface['ipStack']
const v4 = (ip = '172.30.0.5', transitIps: string[] = []) => ({ ip, transitIps })
const v6 = (ip = 'fd00::5', transitIps: string[] = []) => ({ ip, transitIps })
const dual: Stack = { type: 'dual_stack', value: { v4: v4(), v6: v6() } }
const only4: Stack = { type: 'v4', value: v4() }
const only6: Stack = { type: 'v6', value: v6() }
const nic = (ipStack: Stack, primary = true) => ({ ipStack, primary })
const at = (runState: InstanceState) => ({ runState })

const pool = (name: string, ipVersion: 'v4' | 'v6', isDefault = false) => ({
  name,
  ipVersion,
  isDefault,
  poolType: 'unicast' as const,
})
const pools = [
  pool('shared-v4', 'v4'),
  pool('lumen-v6', 'v6', true),
  pool('lumen-v4', 'v4', true),
  { ...pool('mcast', 'v4'), poolType: 'multicast' as const },
]

describe('external IP state rule', () => {
  it('allows settled instances only', () => {
    for (const s of ['running', 'rebooting', 'stopped', 'failed'] as const)
      expect(externalIpStateReason(at(s))).toBeUndefined()
    expect(externalIpStateReason(at('starting'))).toBe(
      'Only running, rebooting, stopped, or failed instances can have external IPs attached or detached',
    )
    expect(externalIpStateReason(at('creating'))).toBeDefined()
  })
})

describe('ephemeralSlots', () => {
  it('needs a network interface', () => {
    expect(ephemeralSlots([], [], pools).disabled).toBe('Instance has no network interfaces')
  })
  it('offers both versions to a dual-stack primary, defaults first, then v4, then name', () => {
    const slots = ephemeralSlots([nic(dual)], [], pools)
    expect(slots.versions).toEqual(['v4', 'v6'])
    expect(slots.pools.map((p) => p.name)).toEqual(['lumen-v4', 'lumen-v6', 'shared-v4'])
    expect(slots.info).toBe(
      'With a dual-stack interface, the instance can hold one IPv4 and one IPv6 ephemeral IP.',
    )
    expect(slots.disabled).toBeUndefined()
  })
  it('offers the other version once one is taken, and nothing once both are', () => {
    const one = ephemeralSlots([nic(dual)], [{ kind: 'ephemeral', ip: '198.51.100.9' }], pools)
    expect(one.versions).toEqual(['v6'])
    expect(one.pools.map((p) => p.name)).toEqual(['lumen-v6'])
    expect(one.info).toBe('Listing v6 pools: the instance holds a v4 ephemeral IP already.')
    const both = ephemeralSlots(
      [nic(dual)],
      [
        { kind: 'ephemeral', ip: '198.51.100.9' },
        { kind: 'ephemeral', ip: '2001:db8::9' },
      ],
      pools,
    )
    expect(both.disabled).toBe('This instance holds an ephemeral IP of each version')
  })
  it('follows a single-stack primary interface', () => {
    const slots = ephemeralSlots([nic(only6), nic(dual, false)], [], pools)
    expect(slots.versions).toEqual(['v6'])
    expect(slots.info).toBe('Listing v6 pools: the primary interface speaks IPv6 only.')
    expect(
      ephemeralSlots([nic(only4)], [{ kind: 'ephemeral', ip: '198.51.100.9' }], pools).disabled,
    ).toBe('This instance holds its ephemeral IP already')
  })
  it('says when no pool of an open version exists', () => {
    expect(ephemeralSlots([nic(only6)], [], [pool('a', 'v4')]).disabled).toBe(
      'No v6 pools available for ephemeral IPs',
    )
    const v4only = ephemeralSlots([nic(dual)], [], [pool('a', 'v4')])
    expect(v4only.versions).toEqual(['v4'])
    expect(v4only.info).toBe('Listing v4 pools: no v6 pool is available.')
  })
  it('ignores floating and SNAT addresses', () => {
    const slots = ephemeralSlots(
      [nic(only4)],
      [
        { kind: 'floating', ip: '198.51.100.10' },
        { kind: 'snat', ip: '198.51.100.11' },
      ],
      pools,
    )
    expect(slots.versions).toEqual(['v4'])
  })
})

describe('floating IPs', () => {
  const fips = [
    { ip: '198.51.100.10', instanceId: 'other' },
    { ip: '198.51.100.11', instanceId: null },
    { ip: '2001:db8::11', instanceId: undefined },
  ]
  it('offers unattached ones of the primary interface’s versions', () => {
    expect(attachableFloatingIps(fips, [nic(dual)]).map((f) => f.ip)).toEqual([
      '198.51.100.11',
      '2001:db8::11',
    ])
    expect(attachableFloatingIps(fips, [nic(only4)]).map((f) => f.ip)).toEqual(['198.51.100.11'])
    expect(attachableFloatingIps(fips, [])).toEqual([])
  })
  it('explains why none can be attached', () => {
    expect(floatingAttachReason([], [], false)).toBe('Instance has no network interfaces')
    expect(floatingAttachReason([], [], true)).toBe('No available floating IPs')
    const many = Array.from({ length: 32 }, () => ({ kind: 'floating' as const }))
    expect(floatingAttachReason([1], many, true)).toBe(
      'Floating IP address limit of 32 reached for this instance',
    )
    expect(floatingAttachReason([1], [], true)).toBeUndefined()
  })
  it('reads the version of an address', () => {
    expect(versionOf('10.0.0.1')).toBe('v4')
    expect(versionOf('fd00::1')).toBe('v6')
    expect(nicVersions(nic(dual))).toEqual(['v4', 'v6'])
  })
})

describe('network interface rules', () => {
  it('changes interfaces only while stopped, at most 8', () => {
    expect(addNicReason(at('stopped'), 7)).toBeUndefined()
    expect(addNicReason(at('stopped'), 8)).toBe('An instance can have at most 8 network interfaces')
    expect(addNicReason(at('running'), 1)).toBe(
      'Only stopped instances can change their network interfaces',
    )
    expect(addNicReason(at('creating'), 1)).toBeDefined()
    expect(editNicReason(at('stopped'))).toBeUndefined()
    expect(editNicReason(at('failed'))).toBeDefined()
  })
  it('makes a secondary primary; the primary goes last', () => {
    expect(makePrimaryReason(at('stopped'), nic(dual, true))).toBe(
      'This interface is the primary one already',
    )
    expect(makePrimaryReason(at('stopped'), nic(dual, false))).toBeUndefined()
    expect(makePrimaryReason(at('running'), nic(dual, false))).toBeDefined()
    expect(deleteNicReason(at('stopped'), nic(dual, true), 2)).toMatch(
      /^The primary interface can’t be deleted while other interfaces are attached/,
    )
    expect(deleteNicReason(at('stopped'), nic(dual, true), 1)).toBeUndefined()
    expect(deleteNicReason(at('stopped'), nic(dual, false), 2)).toBeUndefined()
  })
  it('lists private and transit IPs, v4 first', () => {
    const stack: Stack = {
      type: 'dual_stack',
      value: { v4: v4('172.30.0.7', ['10.1.0.0/16']), v6: v6('fd00::7', ['fd10::/64']) },
    }
    expect(privateIps({ ipStack: stack }).map((p) => `${p.version} ${p.ip}`)).toEqual([
      'v4 172.30.0.7',
      'v6 fd00::7',
    ])
    expect(transitIpsOf({ ipStack: stack })).toEqual(['10.1.0.0/16', 'fd10::/64'])
    expect(supportedTransitText({ ipStack: stack })).toBe('both IPv4 and IPv6')
    expect(supportedTransitText({ ipStack: only6 })).toBe('IPv6')
  })
  it('checks a transit IP: a network, of a version the interface has, not twice', () => {
    const n = { ipStack: only4 }
    expect(validateTransitIp('10.0.0.0/8', n, [])).toBeUndefined()
    expect(validateTransitIp(' 10.0.0.0/8 ', n, [])).toBeUndefined()
    expect(validateTransitIp('10.0.0.0', n, [])).toBe(
      'Must contain an IP address and a width, separated by a /',
    )
    expect(validateTransitIp('10.0.0.0/33', n, [])).toBe('Max width for IPv4 is 32')
    expect(validateTransitIp('10.0.0.0/x', n, [])).toBe('Width must be an integer')
    expect(validateTransitIp('fd00::/64', n, [])).toBe(
      'IPv6 transit IP not supported by this network interface',
    )
    expect(validateTransitIp('10.0.0.0/8', n, ['10.0.0.0/8'])).toBe('Transit IP already in list')
  })
})

describe('nic create', () => {
  it('sends automatic addresses unless one is given', () => {
    const body = nicCreateBody({
      ...nicCreateDefaults('default'),
      name: 'net1',
      subnet: 'dmz',
      ipv4: ' 172.30.4.20 ',
    })
    expect(body).toEqual({
      name: 'net1',
      description: '',
      vpcName: 'default',
      subnetName: 'dmz',
      ipConfig: {
        type: 'dual_stack',
        value: {
          v4: { ip: { type: 'explicit', value: '172.30.4.20' } },
          v6: { ip: { type: 'auto' } },
        },
      },
    })
    const v6only = nicCreateBody({ ...nicCreateDefaults('default'), ipConfig: 'v6' })
    expect(v6only.ipConfig).toEqual({ type: 'v6', value: { ip: { type: 'auto' } } })
  })
  it('checks optional addresses by version', () => {
    expect(validateOptionalIp('', 4)).toBeUndefined()
    expect(validateOptionalIp('10.0.0.1', 4)).toBeUndefined()
    expect(validateOptionalIp('10.0.0', 4)).toBe('Not a valid IP address')
    expect(validateOptionalIp('fd00::1', 4)).toBe('Must be an IPv4 address')
  })
})
