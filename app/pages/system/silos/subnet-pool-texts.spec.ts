import { describe, expect, it } from 'vitest'

import {
  clearDefaultSubnetText,
  makeDefaultSubnetText,
  unlinkSubnetText,
} from './subnet-pool-texts'

const pool = (name: string, ipVersion: 'v4' | 'v6', isDefault = false) => ({
  name,
  ipVersion,
  isDefault,
})

describe('subnet pool confirm texts', () => {
  it('names the default a new default replaces, of the same version only', () => {
    const linked = [pool('old-v4', 'v4', true), pool('old-v6', 'v6', true)]
    expect(makeDefaultSubnetText(pool('new', 'v4'), linked)).toEqual({
      title: 'Change default subnet pool',
      content:
        'new becomes the default IPv4 subnet pool of this silo in place of old-v4, which stays linked. External subnets asked for without naming a pool will come from new.',
    })
    expect(makeDefaultSubnetText(pool('new', 'v4'), [linked[1]!]).title).toBe(
      'Make default subnet pool',
    )
  })

  it('says what clearing and unlinking leave behind', () => {
    expect(clearDefaultSubnetText(pool('p', 'v6', true))).toMatch(/no longer the default IPv6/)
    expect(unlinkSubnetText(pool('p', 'v4', true))).toMatch(/no default IPv4 subnet pool/)
    expect(unlinkSubnetText(pool('p', 'v4'))).not.toMatch(/no default/)
  })
})
