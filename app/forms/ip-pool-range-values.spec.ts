import { describe, expect, it } from 'vitest'

import { ipToBigInt, validateRangeEnd, validateRangeOrder } from './ip-pool-range-values'

describe('ipToBigInt', () => {
  it('reads IPv4 and IPv6 in order', () => {
    expect(ipToBigInt('0.0.0.0')).toBe(0n)
    expect(ipToBigInt('10.0.0.1')).toBe(0x0a000001n)
    expect(ipToBigInt('255.255.255.255')).toBe(0xffffffffn)
    expect(ipToBigInt('::')).toBe(0n)
    expect(ipToBigInt('::1')).toBe(1n)
    expect(ipToBigInt('fd00::')).toBe(0xfd00n << 112n)
    expect(ipToBigInt('::ffff:10.0.0.1')).toBe((0xffffn << 32n) | 0x0a000001n)
    expect(ipToBigInt('1:2:3:4:5:6:7:8')).toBe(0x00010002000300040005000600070008n)
  })
})

describe('validateRangeEnd', () => {
  it('asks for an address of the pool family', () => {
    expect(validateRangeEnd('', 'First', 'v4')).toBe('First is required')
    expect(validateRangeEnd('10.0.0.256', 'First', 'v4')).toBe('Not a valid IP address')
    expect(validateRangeEnd('fd00::1', 'Last', 'v4')).toBe('IPv6 address not allowed in IPv4 pool')
    expect(validateRangeEnd('10.0.0.1', 'Last', 'v6')).toBe('IPv4 address not allowed in IPv6 pool')
    expect(validateRangeEnd(' 10.0.0.1 ', 'First', 'v4')).toBeUndefined()
    expect(validateRangeEnd('fd00::1', 'First', 'v6')).toBeUndefined()
  })
})

describe('validateRangeOrder', () => {
  it('refuses a first address above the last', () => {
    expect(validateRangeOrder('10.0.0.9', '10.0.0.10')).toBeUndefined()
    expect(validateRangeOrder('10.0.0.10', '10.0.0.10')).toBeUndefined()
    expect(validateRangeOrder('10.0.0.10', '10.0.0.9')).toBe(
      'The last address must not come before the first',
    )
    expect(validateRangeOrder('fd00::ff', 'fd00::1')).toBe(
      'The last address must not come before the first',
    )
    // not comparable: the per-field messages speak
    expect(validateRangeOrder('fd00::ff', '10.0.0.1')).toBeUndefined()
    expect(validateRangeOrder('nope', '10.0.0.1')).toBeUndefined()
  })
})
