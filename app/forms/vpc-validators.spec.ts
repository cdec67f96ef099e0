import { describe, expect, it } from 'vitest'

import { validateVpcIpv6Prefix } from './vpc-validators'

describe('VPC IPv6 prefix', () => {
  it('accepts blank and unique local /48 prefixes', () => {
    expect(validateVpcIpv6Prefix('')).toBeUndefined()
    expect(validateVpcIpv6Prefix('  ')).toBeUndefined()
    expect(validateVpcIpv6Prefix('fd12:3456:789a::/48')).toBeUndefined()
    expect(validateVpcIpv6Prefix('FD00::/48')).toBeUndefined()
  })

  it('gives the IP-network messages first', () => {
    expect(validateVpcIpv6Prefix('fd00::')).toBe(
      'Must contain an IP address and a width, separated by a /',
    )
    expect(validateVpcIpv6Prefix('fd00::/x')).toBe('Width must be an integer')
    expect(validateVpcIpv6Prefix('fd00::/129')).toBe('Max width for IPv6 is 128')
    expect(validateVpcIpv6Prefix('fdxx::/48')).toBe('Not a valid IP address')
  })

  it('says what is wrong about the prefix', () => {
    expect(validateVpcIpv6Prefix('10.0.0.0/8')).toBe('Must be an IPv6 prefix')
    expect(validateVpcIpv6Prefix('2001:db8::/48')).toBe('Must be a unique local address (fd00::/8)')
    expect(validateVpcIpv6Prefix('fc00::/48')).toBe('Must be a unique local address (fd00::/8)')
    expect(validateVpcIpv6Prefix('fd00::/64')).toBe('Width must be 48')
  })

  it('refuses host bits and offers the network (issue 24)', () => {
    expect(validateVpcIpv6Prefix('fd12:3456:789a::1/48')).toBe(
      'Host bits must be zero. Did you mean fd12:3456:789a::/48?',
    )
    expect(validateVpcIpv6Prefix(' fd12:3456:789a:ff::/48 ')).toBe(
      'Host bits must be zero. Did you mean fd12:3456:789a::/48?',
    )
  })
})
