import { describe, expect, it } from 'vitest'

import {
  accessRows,
  diffPolicies,
  explainAccess,
  hasChanges,
  mappedGrants,
  strongest,
  withoutIdentity,
  withRole,
  type Policy,
} from './access-rules'

const user = (id: string, roleName: Policy['roleAssignments'][0]['roleName']) => ({
  identityId: id,
  identityType: 'silo_user' as const,
  roleName,
})
const group = (id: string, roleName: Policy['roleAssignments'][0]['roleName']) => ({
  identityId: id,
  identityType: 'silo_group' as const,
  roleName,
})

const names = new Map([
  ['u-ada', 'ada'],
  ['u-ben', 'ben'],
  ['g-readers', 'readers'],
  ['g-ops', 'ops'],
])

describe('strongest', () => {
  it('takes the first role in the order admin, collaborator, limited, viewer', () => {
    expect(strongest(['viewer', 'collaborator', 'limited_collaborator'])).toBe('collaborator')
    expect(strongest([null, undefined])).toBeNull()
  })
})

describe('accessRows', () => {
  it('lists groups before users, then by name', () => {
    const rows = accessRows(
      {
        roleAssignments: [
          user('u-ben', 'viewer'),
          group('g-readers', 'viewer'),
          user('u-ada', 'admin'),
          group('g-ops', 'admin'),
        ],
      },
      names,
    )
    expect(rows.map((r) => r.name)).toEqual(['ops', 'readers', 'ada', 'ben'])
  })

  it('merges the silo role at project level and takes the strongest as effective', () => {
    const rows = accessRows({ roleAssignments: [user('u-ben', 'viewer')] }, names, {
      roleAssignments: [user('u-ben', 'collaborator'), group('g-readers', 'viewer')],
    })
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'readers',
        role: null,
        siloRole: 'viewer',
        effective: 'viewer',
      }),
      // a silo collaborator administers the silo's projects
      expect.objectContaining({
        name: 'ben',
        role: 'viewer',
        siloRole: 'collaborator',
        effective: 'admin',
      }),
    ])
  })
})

describe('policy edits', () => {
  const policy: Policy = { roleAssignments: [user('u-ada', 'admin'), group('g-ops', 'viewer')] }

  it('adding replaces the identity’s assignment', () => {
    const next = withRole(policy, { identityId: 'g-ops', identityType: 'silo_group' }, 'admin')
    expect(next.roleAssignments).toEqual([user('u-ada', 'admin'), group('g-ops', 'admin')])
  })

  it('deleting removes every assignment of the identity', () => {
    expect(withoutIdentity(policy, 'u-ada').roleAssignments).toEqual([group('g-ops', 'viewer')])
  })

  it('diffs two reads by identity', () => {
    const after: Policy = { roleAssignments: [user('u-ada', 'viewer'), user('u-ben', 'viewer')] }
    const changes = diffPolicies(policy, after)
    expect(changes).toEqual({
      added: [{ id: 'u-ben', role: 'viewer' }],
      changed: [{ id: 'u-ada', from: 'admin', to: 'viewer' }],
      removed: [{ id: 'g-ops', role: 'viewer' }],
    })
    expect(
      hasChanges(diffPolicies(policy, { roleAssignments: [...policy.roleAssignments].reverse() })),
    ).toBe(false)
  })
})

describe('explainAccess', () => {
  it('names the group a role comes through and the role inherited from the silo', () => {
    const e = explainAccess({
      userId: 'u-ben',
      groupIds: ['g-ops', 'g-readers'],
      policy: { roleAssignments: [group('g-ops', 'collaborator'), user('u-ada', 'admin')] },
      siloPolicy: { roleAssignments: [group('g-readers', 'viewer')] },
    })
    expect(e.effective).toBe('collaborator')
    expect(e.sources).toEqual([
      { kind: 'group', role: 'collaborator', groupId: 'g-ops' },
      { kind: 'silo', role: 'viewer', siloRole: 'viewer', groupId: 'g-readers' },
    ])
  })

  it('says when a user has no access at all', () => {
    const e = explainAccess({ userId: 'u-eve', groupIds: [], policy: { roleAssignments: [] } })
    expect(e).toEqual({ effective: null, sources: [] })
  })

  it('carries a direct silo collaborator role down as project admin', () => {
    const e = explainAccess({
      userId: 'u-ben',
      groupIds: [],
      policy: { roleAssignments: [user('u-ben', 'viewer')] },
      siloPolicy: { roleAssignments: [user('u-ben', 'collaborator')] },
    })
    expect(e.effective).toBe('admin')
    expect(e.sources[0]).toEqual({ kind: 'silo', role: 'admin', siloRole: 'collaborator' })
  })

  it('counts the fleet roles a silo role maps to, for that role and stronger ones', () => {
    const e = explainAccess({
      userId: 'u-ben',
      groupIds: ['g-ops'],
      policy: { roleAssignments: [] },
      fleetMapping: {
        siloPolicy: { roleAssignments: [group('g-ops', 'admin')] },
        mapped: { collaborator: ['viewer'], admin: ['admin'] },
      },
    })
    expect(e.effective).toBe('admin')
    expect(e.sources).toEqual([
      { kind: 'mapped', role: 'admin', siloRole: 'admin', groupId: 'g-ops' },
      { kind: 'mapped', role: 'viewer', siloRole: 'admin', groupId: 'g-ops' },
    ])
  })
})

describe('mappedGrants', () => {
  const lumen = {
    id: 's-lumen',
    name: 'lumen',
    mapped: { admin: ['admin' as const], viewer: ['viewer' as const] },
    policy: {
      roleAssignments: [
        user('u-ada', 'admin'),
        group('g-readers', 'viewer'),
        user('u-ben', 'collaborator'),
      ],
    },
  }
  const corp = {
    id: 's-corp',
    name: 'corp',
    mapped: { collaborator: ['collaborator' as const] },
    policy: { roleAssignments: [group('g-ops', 'admin'), user('u-cleo', 'viewer')] },
  }

  it('grants each mapped fleet role to holders of the silo role or a stronger one', () => {
    expect(mappedGrants([lumen, corp])).toEqual([
      {
        identityId: 'u-ada',
        identityType: 'silo_user',
        role: 'admin',
        siloId: 's-lumen',
        siloName: 'lumen',
        siloRole: 'admin',
      },
      {
        identityId: 'g-ops',
        identityType: 'silo_group',
        role: 'collaborator',
        siloId: 's-corp',
        siloName: 'corp',
        siloRole: 'admin',
      },
      {
        identityId: 'g-readers',
        identityType: 'silo_group',
        role: 'viewer',
        siloId: 's-lumen',
        siloName: 'lumen',
        siloRole: 'viewer',
      },
      {
        identityId: 'u-ada',
        identityType: 'silo_user',
        role: 'viewer',
        siloId: 's-lumen',
        siloName: 'lumen',
        siloRole: 'admin',
      },
      {
        identityId: 'u-ben',
        identityType: 'silo_user',
        role: 'viewer',
        siloId: 's-lumen',
        siloName: 'lumen',
        siloRole: 'collaborator',
      },
    ])
  })

  it('grants nothing without a mapping, and a weaker silo role than the mapped one gets none', () => {
    expect(mappedGrants([{ ...lumen, mapped: {} }])).toEqual([])
    // cleo is a corp viewer; corp maps only collaborator
    expect(mappedGrants([corp]).map((g) => g.identityId)).toEqual(['g-ops'])
  })
})
