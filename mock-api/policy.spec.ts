import { describe, expect, it } from 'vitest'

import { clientPerTest } from './testing'

type Assignment = { identity_id: string; identity_type: string; role_name: string }
type PolicyJson = { role_assignments: Assignment[] }

describe('policies in the mock', () => {
  const api = clientPerTest({ requireLogin: true })

  it('who may change the silo, project and fleet policies', async () => {
    await api.login('dev')
    // every silo user reads the silo policy; a silo viewer may not change it
    const silo = await api.get<PolicyJson>('/v1/policy')
    expect(silo.status).toBe(200)
    expect((await api.put('/v1/policy', silo.body)).status).toBe(403)
    // a viewer of a project may not change its policy either
    const project = await api.get<PolicyJson>('/v1/projects/web-app/policy')
    expect(project.status).toBe(200)
    expect((await api.put('/v1/projects/web-app/policy', project.body)).status).toBe(403)
    // and has no fleet access at all
    expect((await api.get('/v1/system/policy')).status).toBe(403)

    await api.login('ben')
    const asAdmin = await api.get<PolicyJson>('/v1/projects/web-app/policy')
    expect((await api.put('/v1/projects/web-app/policy', asAdmin.body)).status).toBe(200)
  })

  it('writes the whole policy, refusing unknown identities and changing nothing then', async () => {
    await api.login('ada')
    const before = await api.get<PolicyJson>('/v1/policy')
    const bad = await api.put('/v1/policy', {
      role_assignments: [
        {
          identity_id: '00000000-0000-4000-8000-000000000000',
          identity_type: 'silo_user',
          role_name: 'viewer',
        },
      ],
    })
    expect(bad.status).toBe(400)
    expect((await api.get<PolicyJson>('/v1/policy')).body).toEqual(before.body)

    const dropped = before.body.role_assignments.filter((a) => a.role_name !== 'viewer')
    const put = await api.put<PolicyJson>('/v1/policy', { role_assignments: dropped })
    expect(put.status).toBe(200)
    expect(put.body.role_assignments).toEqual(dropped)
  })
})
