import { describe, expect, it } from 'vitest'

import { bigIntToIp, ipToBigInt, networkOf, validateHostBits, validateIpNetwork } from './ip-net'
import { validateIpNet } from './validators'

describe('validateIpNetwork', () => {
  it.each([
    ['10.0.0.0/8', undefined],
    ['0.0.0.0/0', undefined],
    ['fd00::/64', undefined],
    ['10.0.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['10.0.0.0/33', 'Max width for IPv4 is 32'],
    ['10.0.0.0/0', 'Host bits must be zero. Did you mean 0.0.0.0/0?'],
    ['10.0.0.5/24', 'Host bits must be zero. Did you mean 10.0.0.0/24?'],
    ['10.0.0.5/32', undefined],
    ['192.168.1.1/0', 'Host bits must be zero. Did you mean 0.0.0.0/0?'],
    ['fd12:3456:789a::1/48', 'Host bits must be zero. Did you mean fd12:3456:789a::/48?'],
    ['fd12:3456:789a:1::/48', 'Host bits must be zero. Did you mean fd12:3456:789a::/48?'],
    ['fd12:3456:789a:1::/64', undefined],
    ['fd00:0:0:0:0:0:0:1/127', 'Host bits must be zero. Did you mean fd00::/127?'],
    ['::ffff:10.1.2.3/120', 'Host bits must be zero. Did you mean ::ffff:a01:200/120?'],
  ])('%j → %s', (value, message) => {
    expect(validateIpNetwork(value)).toBe(message)
  })
})

describe('network helpers', () => {
  it.each([
    ['10.1.2.3/16', '10.1.0.0/16'],
    ['fd00:1:2:3:4:5:6:7/64', 'fd00:1:2:3::/64'],
    ['1:0:0:1:0:0:0:1/16', '1::/16'],
    ['::/0', '::/0'],
  ])('networkOf(%j) is %j', (value, network) => {
    expect(networkOf(value)).toBe(network)
  })

  it('round-trips addresses through their numbers', () => {
    for (const ip of [
      '0.0.0.0',
      '255.255.255.255',
      '::',
      '::1',
      'fd00:1::2:0:0:3',
      '1:2:3:4:5:6:7:8',
    ])
      expect(bigIntToIp(ipToBigInt(ip), ip.includes(':') ? 6 : 4)).toBe(ip)
  })

  it('keeps the shape messages apart from the host-bits rule', () => {
    expect(validateIpNet('10.0.0.5/24')).toBeUndefined()
    expect(validateHostBits('10.0.0.5/24')).toBe(
      'Host bits must be zero. Did you mean 10.0.0.0/24?',
    )
  })
})
