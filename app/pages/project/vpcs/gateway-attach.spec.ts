import { describe, expect, it } from 'vitest'

import { validateGatewayAddress } from './gateway-address'
import { addressAttachmentName, noAddressText, poolAttachmentName } from './gateway-attach'

describe('attachment names', () => {
  it('turns an address into a valid name', () => {
    expect(addressAttachmentName('203.0.113.7', [])).toBe('ip-203-0-113-7')
    expect(addressAttachmentName(' FD00::1 ', [])).toBe('ip-fd00-1')
    // a trailing separator would end the name with a dash
    expect(addressAttachmentName('fd00::', [])).toBe('ip-fd00')
  })

  it('keeps clear of names already taken', () => {
    expect(addressAttachmentName('10.0.0.1', ['ip-10-0-0-1'])).toBe('ip-10-0-0-1-2')
    expect(poolAttachmentName('default', [])).toBe('default')
    expect(poolAttachmentName('default', ['default', 'default-2'])).toBe('default-3')
  })
})

describe('gateway address (issue 24)', () => {
  const v4Only = [{ ipVersion: 'v4' as const, poolType: 'unicast' as const }]
  it('is a valid address of a version the silo’s unicast pools hold', () => {
    expect(validateGatewayAddress('8.8.8.8.8', v4Only)).toBe('Not a valid IP address')
    expect(validateGatewayAddress(' 10.0.0.1 ', v4Only)).toBeUndefined()
    expect(validateGatewayAddress('fd00::1', v4Only)).toBe(
      'No IP pool linked to this silo holds IPv6 addresses',
    )
    expect(validateGatewayAddress('10.0.0.1', [])).toBe('No IP pool is linked to this silo')
    expect(validateGatewayAddress('10.0.0.1', [{ ipVersion: 'v4', poolType: 'multicast' }])).toBe(
      'No IP pool is linked to this silo',
    )
    // while the pools load, only the address is checked
    expect(validateGatewayAddress('fd00::1', undefined)).toBeUndefined()
  })

  it('says where the address comes from only when a pool is attached', () => {
    expect(noAddressText(0)).not.toMatch(/uses an address/)
    expect(noAddressText(0)).toMatch(/no IP pool attached/)
    expect(noAddressText(1)).toBe(
      'No IP address is attached to this gateway: it uses an address from its IP pool.',
    )
    expect(noAddressText(2)).toMatch(/its IP pools\.$/)
    expect(noAddressText(undefined)).toBe('No IP address is attached to this gateway.')
  })
})
