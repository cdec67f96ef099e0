import { describe, expect, it } from 'vitest'

import { isSupportBundleTransitional, rackMembershipCan, supportBundleCan } from './capabilities'

describe('supportBundleCan', () => {
  it('downloads only an active bundle and deletes any bundle not already going', () => {
    expect(supportBundleCan.download({ state: 'active' })).toBe(true)
    expect(supportBundleCan.download({ state: 'collecting' })).toBe(false)
    expect(supportBundleCan.download({ state: 'failed' })).toBe(false)
    expect(supportBundleCan.delete({ state: 'failed' })).toBe(true)
    expect(supportBundleCan.delete({ state: 'destroying' })).toBe(false)
  })

  it('polls while a bundle is collected or destroyed', () => {
    expect(isSupportBundleTransitional({ state: 'collecting' })).toBe(true)
    expect(isSupportBundleTransitional({ state: 'destroying' })).toBe(true)
    expect(isSupportBundleTransitional({ state: 'active' })).toBe(false)
  })
})

describe('rackMembershipCan', () => {
  it('starts a change once the last settled, aborts only one in progress', () => {
    expect(rackMembershipCan.addSleds({ state: 'committed' })).toBe(true)
    expect(rackMembershipCan.addSleds({ state: 'aborted' })).toBe(true)
    expect(rackMembershipCan.addSleds({ state: 'in_progress' })).toBe(false)
    expect(rackMembershipCan.abort({ state: 'in_progress' })).toBe(true)
    expect(rackMembershipCan.abort({ state: 'committed' })).toBe(false)
  })
})
