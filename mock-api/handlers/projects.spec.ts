/** A project goes only once it is empty; its default VPC is what a new one still holds. */
import { beforeEach, describe, expect, it } from 'vitest'

import { clientPerTest, type ErrorJson } from '../testing'

describe('project delete, as the API does it', () => {
  const api = clientPerTest()
  beforeEach(async () => {
    const created = await api.post('/v1/projects', { name: 'fresh', description: '' })
    expect(created.status).toBe(201)
  })

  it('a new project is refused while its default VPC remains', async () => {
    const { status, body } = await api.delete<ErrorJson>('/v1/projects/fresh')
    expect(status).toBe(400)
    expect(body.error_code).toBe('InvalidRequest')
    expect(body.message).toBe('project to be deleted contains a vpc: default')
  })

  it('goes once the default subnet, gateway and VPC are deleted in that order', async () => {
    const vpc = 'project=fresh&vpc=default'
    expect((await api.delete(`/v1/vpc-subnets/default?${vpc}`)).status).toBe(204)
    expect((await api.delete(`/v1/internet-gateways/default?${vpc}&cascade=true`)).status).toBe(204)
    expect((await api.delete('/v1/vpcs/default?project=fresh')).status).toBe(204)
    expect((await api.delete('/v1/projects/fresh')).status).toBe(204)
    expect((await api.get('/v1/projects/fresh')).status).toBe(404)
  })
})
