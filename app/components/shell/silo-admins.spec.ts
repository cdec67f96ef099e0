import { describe, expect, it } from 'vitest'

import { adminNames, orList } from './silo-admins'

describe('who can grant access', () => {
  const users = [
    { id: 'u1', displayName: 'Ada Okafor' },
    { id: 'u2', displayName: 'Ben Ito' },
  ]
  const groups = [{ id: 'g1', displayName: 'platform-team' }]

  it('names the silo admins, users by name and groups by their members', () => {
    const names = adminNames(
      [
        { identityId: 'u1', identityType: 'silo_user', roleName: 'admin' },
        { identityId: 'u2', identityType: 'silo_user', roleName: 'viewer' },
        { identityId: 'g1', identityType: 'silo_group', roleName: 'admin' },
        { identityId: 'gone', identityType: 'silo_user', roleName: 'admin' },
      ],
      users,
      groups,
    )
    expect(names).toEqual(['Ada Okafor', 'members of platform-team'])
  })

  it('joins names the way a sentence does', () => {
    expect(orList([])).toBe('')
    expect(orList(['a'])).toBe('a')
    expect(orList(['a', 'b'])).toBe('a or b')
    expect(orList(['a', 'b', 'c'])).toBe('a, b or c')
  })
})
