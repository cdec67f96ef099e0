import { describe, expect, it } from 'vitest'

import { clientPerTest, type PageJson } from './testing'

interface Me {
  display_name: string
  silo_name: string
  fleet_viewer: boolean
  silo_admin: boolean
}

describe('permissions enforced by the mock', () => {
  const api = clientPerTest({ requireLogin: true })

  it('eve (no roles) may not list projects and sees no project', async () => {
    await api.login('eve')
    expect((await api.get('/v1/projects')).status).toBe(403)
    expect((await api.get('/v1/projects/web-app')).status).toBe(404)
    expect((await api.post('/v1/projects', { name: 'eves', description: '' })).status).toBe(403)
    const groups = await api.get<PageJson>('/v1/me/groups')
    expect(groups.body.items).toEqual([])
  })

  it('cleo sees web-app (her project role) but no other project and no project list', async () => {
    await api.login('cleo')
    expect((await api.get('/v1/projects')).status).toBe(403)
    const webApp = await api.get<{ name: string }>('/v1/projects/web-app')
    expect(webApp.status).toBe(200)
    expect(webApp.body.name).toBe('web-app')
    const instances = await api.get<PageJson>('/v1/instances?project=web-app')
    expect(instances.body.items.map((i) => i.name)).toContain('web-frontend-1')
    expect((await api.get('/v1/projects/sandbox')).status).toBe(404)
    // a collaborator changes resources but not the project's policy
    expect((await api.post('/v1/instances/web-legacy/start?project=web-app')).status).toBe(202)
    const policy = await api.get<{ role_assignments: unknown[] }>('/v1/projects/web-app/policy')
    expect((await api.put('/v1/projects/web-app/policy', policy.body)).status).toBe(403)
    // the silo policy says she has no silo role (the console's "not in any groups" notice)
    const silo = await api.get<{ role_assignments: { identity_id: string }[] }>('/v1/policy')
    const me = await api.get<{ id: string }>('/v1/me')
    expect(silo.body.role_assignments.some((a) => a.identity_id === me.body.id)).toBe(false)
  })

  it('dev reads through the readers group but cannot change anything', async () => {
    await api.login('dev')
    const list = await api.get<PageJson>('/v1/projects')
    expect(list.body.items.map((p) => p.name)).toEqual(['data-pipeline', 'sandbox', 'web-app'])
    expect((await api.post('/v1/instances/web-legacy/start?project=web-app')).status).toBe(403)
    expect((await api.post('/v1/projects', { name: 'devs', description: '' })).status).toBe(403)
    expect((await api.get('/v1/system/silos')).status).toBe(403)
  })

  it('ben is silo admin without fleet access; ada has both', async () => {
    await api.login('ben')
    const ben = await api.get<Me>('/v1/me')
    expect(ben.body).toMatchObject({ silo_name: 'lumen', silo_admin: true, fleet_viewer: false })
    expect((await api.get('/v1/system/silos')).status).toBe(403)
    expect((await api.post('/v1/projects', { name: 'bens', description: '' })).status).toBe(201)

    await api.login('ada')
    const ada = await api.get<Me>('/v1/me')
    expect(ada.body).toMatchObject({
      display_name: 'Ada Okafor',
      fleet_viewer: true,
      silo_admin: true,
    })
    const silos = await api.get<PageJson>('/v1/system/silos')
    expect(silos.body.items.map((s) => s.name)).toEqual(['basalt', 'lumen', 'quartz'])
  })

  it('a fleet viewer reads the system but only a fleet admin changes it', async () => {
    await api.login('ada')
    const policy = await api.get<{ role_assignments: object[] }>('/v1/system/policy')
    await api.login('dev')
    const dev = await api.get<{ id: string }>('/v1/me')
    await api.login('ada')
    policy.body.role_assignments.push({
      identity_id: dev.body.id,
      identity_type: 'silo_user',
      role_name: 'viewer',
    })
    expect((await api.put('/v1/system/policy', policy.body)).status).toBe(200)

    await api.login('dev')
    expect((await api.get<{ fleet_viewer: boolean }>('/v1/me')).body.fleet_viewer).toBe(true)
    expect((await api.get('/v1/system/hardware/sleds')).status).toBe(200)
    expect((await api.put('/v1/system/policy', policy.body)).status).toBe(403)
    expect((await api.post('/v1/system/ip-pools', { name: 'devs', description: '' })).status).toBe(
      403,
    )
  })

  it('silo roles cascade: ops-oncall administers data-pipeline, mallory only views sandbox', async () => {
    await api.login('mallory')
    expect((await api.get('/v1/projects/sandbox')).status).toBe(200)
    expect((await api.post('/v1/instances/scratch-vm/start?project=sandbox')).status).toBe(403)
    expect((await api.get('/v1/projects/web-app')).status).toBe(404)
  })

  it('a user sees only their own silo', async () => {
    await api.login('kai', 'basalt')
    expect((await api.get('/v1/projects/web-app')).status).toBe(404)
    const users = await api.get<PageJson<{ id: string; display_name: string }>>('/v1/users')
    expect(users.body.items.map((u) => u.display_name)).toEqual(['Kai Berg'])
    const pools = await api.get<PageJson>('/v1/ip-pools')
    expect(pools.body.items.map((p) => p.name)).toEqual(['basalt-v4', 'shared-v4'])
  })
})
