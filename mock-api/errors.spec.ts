import { describe, expect, it } from 'vitest'

import { db, projectId } from './db'
import { notImplementedResponse } from './errors'
import { clientPerTest, type ErrorJson, type PageJson } from './testing'

const UUID = /^[0-9a-f-]{36}$/

describe('error responses', () => {
  const api = clientPerTest()

  it('name clash: 400 ObjectAlreadyExists in the real message form', async () => {
    const { status, body } = await api.post<ErrorJson>('/v1/projects', {
      name: 'web-app',
      description: 'again',
    })
    expect(status).toBe(400)
    expect(body).toMatchObject({
      error_code: 'ObjectAlreadyExists',
      message: 'already exists: project "web-app"',
    })
    expect(body.request_id).toMatch(UUID)
  })

  it('names are unique per scope, not globally', async () => {
    // every project has a VPC named default; another silo may reuse a project name
    const { status } = await api.post('/v1/vpcs?project=sandbox', {
      name: 'default',
      description: '',
      dns_name: 'x',
    })
    expect(status).toBe(400)
    await api.login('kai', 'basalt')
    const created = await api.post('/v1/projects', {
      name: 'web-app',
      description: 'same name, other silo',
    })
    expect(created.status).toBe(201)
  })

  it('404 ObjectNotFound by name and by id', async () => {
    const byName = await api.get<ErrorJson>('/v1/projects/nope')
    expect(byName.status).toBe(404)
    expect(byName.body).toMatchObject({
      error_code: 'ObjectNotFound',
      message: 'not found: project with name "nope"',
    })
    expect(byName.body.request_id).toMatch(UUID)
    const id = '6a2c6f3e-2b7c-4b1e-9a55-2c1f0d1e9f00'
    const byId = await api.get<ErrorJson>(`/v1/instances/${id}`)
    expect(byId.body.message).toBe(`not found: instance with id "${id}"`)
  })

  it('id plus a parent selector, or a name without one, is a 400 like Nexus', async () => {
    const instance = [...db.instances.all()][0]!
    const both = await api.get<ErrorJson>(`/v1/instances/${instance.id}?project=web-app`)
    expect(both.status).toBe(400)
    expect(both.body.message).toBe(
      'when providing instance as an ID project should not be specified',
    )
    const bare = await api.get<ErrorJson>('/v1/instances/web-frontend-1')
    expect(bare.status).toBe(400)
    expect(bare.body.message).toBe('instance should either be UUID or project should be specified')
    const byId = await api.get(`/v1/instances/${instance.id}`)
    expect(byId.status).toBe(200)
  })

  it('malformed JSON: 400 with the parse position, and nothing changes', async () => {
    const before = db.projects.count(db.projects.scopeOf(projectId('lumen', 'web-app'))!)
    const { status, body } = await api.call<ErrorJson>('POST', '/v1/projects', {
      rawBody: '{"name": "x", oops}',
    })
    expect(status).toBe(400)
    expect(body.error_code).toBe('InvalidRequest')
    expect(body.message).toMatch(/^unable to parse JSON body: .+ at line 1 column \d+$/)
    expect(body.request_id).toMatch(UUID)
    // a content type's parameters are allowed
    const cut = await api.call<ErrorJson>('POST', '/v1/projects', {
      rawBody: '{"name": ',
      contentType: 'application/json; charset=utf-8',
    })
    expect(cut.body.message).toBe(
      'unable to parse JSON body: EOF while parsing an object at line 1 column 9',
    )
    const empty = await api.call<ErrorJson>('POST', '/v1/projects', { rawBody: '' })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe(
      'unable to parse JSON body: EOF while parsing a value at line 1 column 0',
    )
    const list = await api.get<PageJson>('/v1/projects')
    expect(list.body.items).toHaveLength(before)
  })

  it('a body the schema rejects: 400 InvalidRequest with a request id, and nothing changes', async () => {
    const { status, body } = await api.post<ErrorJson>('/v1/projects', {
      name: 'Not A Name!',
      description: '',
    })
    expect(status).toBe(400)
    expect(body.error_code).toBe('InvalidRequest')
    expect(body.request_id).toMatch(UUID)
    const missing = await api.post<ErrorJson>('/v1/projects', { name: 'ok-name' })
    expect(missing.status).toBe(400)
    expect((await api.get('/v1/projects/ok-name')).status).toBe(404)
  })

  it('business rules are checked before anything changes', async () => {
    // the second disk is already attached elsewhere, so the whole create fails
    const { status } = await api.post('/v1/instances?project=web-app', {
      name: 'half-made',
      description: '',
      hostname: 'half-made',
      ncpus: 2,
      memory: 2 * 1024 ** 3,
      disks: [
        {
          type: 'create',
          name: 'half-made-data',
          description: '',
          size: 10 * 1024 ** 3,
          disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
        },
        { type: 'attach', name: 'web-assets' },
      ],
    })
    expect(status).toBe(400)
    expect((await api.get('/v1/instances/half-made?project=web-app')).status).toBe(404)
    expect((await api.get('/v1/disks/half-made-data?project=web-app')).status).toBe(404)
  })

  it('an operation the mock does not answer yet gets 501 NotImplemented naming it', async () => {
    // every operation of today's spec is implemented: the answer a newcomer would get
    const response = notImplementedResponse('newThingView')
    expect(response.status).toBe(501)
    expect(await response.json()).toMatchObject({
      error_code: 'NotImplemented',
      message: 'newThingView is not implemented by the mock API',
    })
  })
})
