import { describe, expect, it } from 'vitest'

import { validateSubnetIpv4, validateSubnetIpv6 } from './subnet-validators'

describe('subnet IPv4 block', () => {
  it('accepts private blocks of a width the API takes', () => {
    for (const ok of ['10.1.0.0/16', '172.16.4.0/24', '192.168.0.0/26', ' 10.0.0.0/8 ']) {
      expect(validateSubnetIpv4(ok), ok).toBeUndefined()
    }
  })

  it('gives the IP-network messages first', () => {
    expect(validateSubnetIpv4('')).toBe('IPv4 block is required')
    expect(validateSubnetIpv4('10.0.0.0')).toBe(
      'Must contain an IP address and a width, separated by a /',
    )
    expect(validateSubnetIpv4('10.0.0/24')).toBe('Not a valid IP address')
    expect(validateSubnetIpv4('10.0.0.0/2x')).toBe('Width must be an integer')
    expect(validateSubnetIpv4('10.0.0.0/33')).toBe('Max width for IPv4 is 32')
  })

  it('says what is wrong for a subnet', () => {
    expect(validateSubnetIpv4('fd00::/64')).toBe('Must be an IPv4 network')
    expect(validateSubnetIpv4('10.0.0.0/28')).toBe('Width must be between 8 and 26')
    expect(validateSubnetIpv4('8.8.8.0/24')).toBe(
      'Must be in a private range: 10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16',
    )
    expect(validateSubnetIpv4('172.32.0.0/16')).toBe(
      'Must be in a private range: 10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16',
    )
    expect(validateSubnetIpv4('192.168.0.0/8')).toBe('Must fit inside 192.168.0.0/16')
  })
})

describe('subnet IPv6 block', () => {
  const vpc = 'fd12:3456:789a::/48'
  it('is optional and must be a /64 inside the VPC prefix', () => {
    expect(validateSubnetIpv6('', vpc)).toBeUndefined()
    expect(validateSubnetIpv6('fd12:3456:789a:5::/64', vpc)).toBeUndefined()
    expect(validateSubnetIpv6('fd12:3456:789a::/64', vpc)).toBeUndefined()
    expect(validateSubnetIpv6('fd12:3456:789a:5::', vpc)).toBe(
      'Must contain an IP address and a width, separated by a /',
    )
    expect(validateSubnetIpv6('fd12:zz::/64', vpc)).toBe('Not a valid IP address')
    expect(validateSubnetIpv6('fd12::/200', vpc)).toBe('Max width for IPv6 is 128')
    expect(validateSubnetIpv6('10.0.0.0/24', vpc)).toBe('Must be an IPv6 network')
    expect(validateSubnetIpv6('fd12:3456:789a:5::/56', vpc)).toBe('Width must be 64')
    expect(validateSubnetIpv6('fd12:3456:789b:5::/64', vpc)).toBe(
      'Must be inside the VPC’s prefix fd12:3456:789a::/48',
    )
  })

  it('refuses host bits in either block and offers the network (issue 24)', () => {
    expect(validateSubnetIpv4('10.0.0.5/24')).toBe(
      'Host bits must be zero. Did you mean 10.0.0.0/24?',
    )
    expect(validateSubnetIpv6('fd12:3456:789a:5::1/64', vpc)).toBe(
      'Host bits must be zero. Did you mean fd12:3456:789a:5::/64?',
    )
  })
})
