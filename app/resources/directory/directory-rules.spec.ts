import { describe, expect, it } from 'vitest'

import { type Policy } from '~/resources/access/access-rules'

import {
  groupAssignments,
  groupsByUser,
  projectRolesOf,
  siloRoleOf,
  sourceText,
} from './directory-rules'

const user = (id: string, roleName: Policy['roleAssignments'][number]['roleName']) => ({
  identityId: id,
  identityType: 'silo_user' as const,
  roleName,
})
const group = (id: string, roleName: Policy['roleAssignments'][number]['roleName']) => ({
  identityId: id,
  identityType: 'silo_group' as const,
  roleName,
})
const names = new Map([
  ['g-readers', 'readers'],
  ['g-ops', 'ops'],
])
const nameOf = (id: string) => names.get(id) ?? id

describe('groupsByUser', () => {
  it('lists each user under every group they belong to, in group order', () => {
    const members = new Map([
      ['g-ops', ['u-ada', 'u-ben']],
      ['g-readers', ['u-ben']],
    ])
    const by = groupsByUser(['g-ops', 'g-readers', 'g-empty'], members)
    expect(by.get('u-ben')).toEqual(['g-ops', 'g-readers'])
    expect(by.get('u-ada')).toEqual(['g-ops'])
    expect(by.has('u-eve')).toBe(false)
  })
})

describe('siloRoleOf', () => {
  const silo: Policy = { roleAssignments: [group('g-readers', 'viewer'), user('u-ben', 'admin')] }

  it('finds a role given through a group, and says so', () => {
    const r = siloRoleOf('u-dev', ['g-readers'], silo)
    expect(r.role).toBe('viewer')
    expect(r.sources.map((s) => sourceText(s, nameOf))).toEqual(['through group readers'])
  })

  it('takes the strongest of a direct and a group role, listing both strongest first', () => {
    const r = siloRoleOf('u-ben', ['g-readers'], silo)
    expect(r.role).toBe('admin')
    expect(r.sources.map((s) => sourceText(s, nameOf))).toEqual(['direct', 'through group readers'])
  })

  it('gives no role to a user with no assignment', () => {
    expect(siloRoleOf('u-eve', [], silo)).toEqual({ role: null, sources: [] })
  })
})

describe('projectRolesOf', () => {
  const silo: Policy = { roleAssignments: [group('g-readers', 'viewer')] }
  const projects = [
    { name: 'web-app', policy: { roleAssignments: [user('u-dev', 'collaborator')] } },
    { name: 'data', policy: { roleAssignments: [group('g-ops', 'admin')] } },
    { name: 'sandbox', policy: { roleAssignments: [] } },
  ]

  it('lists projects with an assignment to the user or their groups, by name', () => {
    const rows = projectRolesOf('u-dev', ['g-readers', 'g-ops'], projects, silo)
    expect(rows.map((r) => [r.project, r.role, r.effective])).toEqual([
      ['data', 'admin', 'admin'],
      ['web-app', 'collaborator', 'collaborator'],
    ])
    expect(sourceText(rows[0]!.sources[0]!, nameOf)).toBe('through group ops')
  })

  it('raises the effective role with the silo role carried down', () => {
    const admin: Policy = { roleAssignments: [user('u-dev', 'collaborator')] }
    const rows = projectRolesOf('u-dev', [], projects, admin)
    // a silo collaborator administers every project
    expect(rows).toEqual([
      expect.objectContaining({ project: 'web-app', role: 'collaborator', effective: 'admin' }),
    ])
  })
})

describe('groupAssignments', () => {
  it('lists the silo role first, then project roles by project name', () => {
    const silo: Policy = { roleAssignments: [group('g-ops', 'viewer')] }
    const projects = [
      { name: 'web', policy: { roleAssignments: [group('g-ops', 'collaborator')] } },
      {
        name: 'api',
        policy: { roleAssignments: [group('g-ops', 'admin'), user('g-x', 'viewer')] },
      },
      { name: 'none', policy: { roleAssignments: [] } },
    ]
    expect(groupAssignments('g-ops', silo, projects)).toEqual([
      { level: 'silo', role: 'viewer' },
      { level: 'project', project: 'api', role: 'admin' },
      { level: 'project', project: 'web', role: 'collaborator' },
    ])
  })
})
