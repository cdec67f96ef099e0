import { describe, expect, it } from 'vitest'

import { addressAttachmentName, poolAttachmentName } from './gateway-attach'

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
