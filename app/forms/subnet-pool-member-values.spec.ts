import { describe, expect, it } from 'vitest'

import {
  memberBody,
  validateMaxPrefixLength,
  validateMemberSubnet,
  validatePrefixLength,
} from './subnet-pool-member-values'

const values = (subnet: string, min = NaN, max = NaN) => ({
  subnet,
  minPrefixLength: min,
  maxPrefixLength: max,
})

describe('subnet pool member values', () => {
  it('checks the subnet with the spec messages and the pool family', () => {
    expect(validateMemberSubnet('10.0.0.0', 'v4')).toBe(
      'Must contain an IP address and a width, separated by a /',
    )
    expect(validateMemberSubnet('10.0.0/24', 'v4')).toBe('Not a valid IP address')
    expect(validateMemberSubnet('10.0.0.0/x', 'v4')).toBe('Width must be an integer')
    expect(validateMemberSubnet('10.0.0.0/33', 'v4')).toBe('Max width for IPv4 is 32')
    expect(validateMemberSubnet('fd00::/129', 'v6')).toBe('Max width for IPv6 is 128')
    expect(validateMemberSubnet('fd00::/48', 'v4')).toBe('This pool holds IPv4 subnets')
    expect(validateMemberSubnet(' 198.19.0.0/20 ', 'v4')).toBeUndefined()
  })

  it('keeps prefix lengths between the subnet width and the family width, min ≤ max', () => {
    expect(validatePrefixLength(16, values('198.19.0.0/20'), 'v4')).toBe(
      "Must be at least 20, the subnet's own width",
    )
    expect(validatePrefixLength(33, values('198.19.0.0/20'), 'v4')).toBe('Max width for IPv4 is 32')
    expect(validatePrefixLength(NaN, values('198.19.0.0/20'), 'v4')).toBeUndefined()
    expect(validateMaxPrefixLength(22, values('198.19.0.0/20', 24), 'v4')).toBe(
      'Must not be below the minimum prefix length',
    )
    expect(validateMaxPrefixLength(28, values('198.19.0.0/20', 24), 'v4')).toBeUndefined()
  })

  it('leaves empty lengths to the API defaults', () => {
    expect(memberBody(values(' 198.19.0.0/20 ', NaN, 28))).toEqual({
      subnet: '198.19.0.0/20',
      minPrefixLength: null,
      maxPrefixLength: 28,
    })
  })
})
