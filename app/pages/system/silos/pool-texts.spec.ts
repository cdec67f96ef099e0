import { describe, expect, it } from 'vitest'

import { clearDefaultText, makeDefaultText, unlinkText } from './pool-texts'

const v4 = { name: 'a', ipVersion: 'v4', poolType: 'unicast', isDefault: false } as const
const v4Default = { ...v4, name: 'b', isDefault: true }
const v6Default = { ...v4Default, name: 'c', ipVersion: 'v6' } as const

describe('pool confirm texts', () => {
  it('names the default being replaced, of the same version only', () => {
    expect(makeDefaultText(v4, [v4, v4Default]).title).toBe('Change default pool')
    expect(makeDefaultText(v4, [v4, v4Default]).content).toContain('in place of b')
    expect(makeDefaultText(v4, [v4, v6Default]).title).toBe('Make default pool')
  })
  it('says what clearing and unlinking change', () => {
    expect(clearDefaultText(v4Default)).toContain('no longer the default IPv4 unicast pool')
    expect(unlinkText(v4Default)).toContain('no default IPv4 unicast pool')
    expect(unlinkText(v4)).not.toContain('no default')
  })
})
