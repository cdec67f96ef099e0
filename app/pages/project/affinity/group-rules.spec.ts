import { describe, expect, it } from 'vitest'

import { addMemberReason, MAX_GROUP_MEMBERS, memberCountText } from './group-rules'

describe('placement group rules', () => {
  it('says the count against the API limit', () => {
    expect(memberCountText(3)).toBe('3 of 32 members')
  })

  it('allows adding below the limit while there is an instance to add', () => {
    expect(addMemberReason(0, 1)).toBe(false)
    expect(addMemberReason(MAX_GROUP_MEMBERS - 1, 4)).toBe(false)
  })

  it('refuses at the limit, and when every instance is a member', () => {
    expect(addMemberReason(MAX_GROUP_MEMBERS, 4)).toBe(
      'A group can have at most 32 members; remove one first',
    )
    expect(addMemberReason(2, 0)).toBe('Every instance of the project is a member already')
  })
})
