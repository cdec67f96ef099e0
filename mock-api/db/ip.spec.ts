import { describe, expect, it } from 'vitest'

import { addressIn, hasHostBits, networkOf, parseIp, subBlock } from './ip'

describe('IP blocks', () => {
  it('tells a network from an address with a width', () => {
    expect(hasHostBits('10.0.0.0/24')).toBe(false)
    expect(hasHostBits('10.0.0.5/24')).toBe(true)
    expect(hasHostBits('fd12:3456:789a::1/48')).toBe(true)
    expect(hasHostBits('fd12:3456:789a::/48')).toBe(false)
    expect(networkOf('fd12:3456:789a::1/48')).toBe('fd12:3456:789a::/48')
    expect(networkOf('10.0.0.5/24')).toBe('10.0.0.0/24')
  })

  it('reads an embedded dotted quad as the last two groups', () => {
    expect(parseIp('::ffff:10.0.0.1')).toBe(0xffff0a000001n)
  })

  it('cuts sub-blocks and addresses by arithmetic, whatever the text form', () => {
    expect(subBlock('fd12:3456:789a::/48', 64, 0)).toBe('fd12:3456:789a::/64')
    expect(subBlock('fd12:3456:789a:0:0::/48', 64, 1)).toBe('fd12:3456:789a:1::/64')
    expect(subBlock('fd12:3456:789a::/48', 64, 0x1a)).toBe('fd12:3456:789a:1a::/64')
    expect(subBlock('10.0.0.0/16', 24, 3)).toBe('10.0.3.0/24')
    expect(addressIn('fd12:3456:789a:1::/64', 5n)).toBe('fd12:3456:789a:1::5')
    expect(addressIn('fd12:3456:789a:1:0:0:0:0/64', 0x105n)).toBe('fd12:3456:789a:1::105')
  })
})
