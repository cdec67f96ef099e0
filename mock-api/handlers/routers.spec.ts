/**
 * VPC routers and routes as the real API has them: the system router and its subnet routes
 * are fixed, a router in use by a subnet stays, malformed or refused routes change nothing.
 */
import { describe, expect, it } from 'vitest'

import { clientPerTest, type ErrorJson } from '../testing'

type Items = { items: { name: string }[] }

const api = clientPerTest()
const Q = '?project=web-app&vpc=default'
const RQ = `${Q}&router=web-egress`
const routeNames = async (router = 'web-egress') =>
  (await api.get<Items>(`/v1/vpc-router-routes${Q}&router=${router}`)).body.items.map((r) => r.name)

describe('routers', () => {
  it('refuses to delete the system router or a router a subnet uses', async () => {
    const system = await api.delete<ErrorJson>(`/v1/vpc-routers/system${Q}`)
    expect(system.status).toBe(400)
    expect(system.body.message).toBe('the system router cannot be deleted')
    const used = await api.delete<ErrorJson>(`/v1/vpc-routers/web-egress${Q}`)
    expect(used.status).toBe(400)
    expect(used.body.message).toBe('router is in use by subnet "dmz"; unlink it first')
    expect(await routeNames()).toHaveLength(3)
  })

  it('creates, renames and deletes a custom router with its routes', async () => {
    expect((await api.post(`/v1/vpc-routers${Q}`, { name: 'r1', description: '' })).status).toBe(
      201,
    )
    const dup = await api.post<ErrorJson>(`/v1/vpc-routers${Q}`, { name: 'r1', description: '' })
    expect(dup.status).toBe(400)
    const route = await api.post(`/v1/vpc-router-routes${Q}&router=r1`, {
      name: 'x',
      description: '',
      destination: { type: 'ip_net', value: '10.9.0.0/16' },
      target: { type: 'drop' },
    })
    expect(route.status).toBe(201)
    expect((await api.put(`/v1/vpc-routers/r1${Q}`, { name: 'r2' })).status).toBe(200)
    expect(await routeNames('r2')).toEqual(['x'])
    expect((await api.delete(`/v1/vpc-routers/r2${Q}`)).status).toBe(204)
  })
})

describe('routes', () => {
  it('keeps the system router’s subnet routes and refuses user routes there', async () => {
    const names = await routeNames('system')
    expect(names).toContain('dmz')
    const put = await api.put<ErrorJson>(`/v1/vpc-router-routes/dmz${Q}&router=system`, {
      destination: { type: 'ip', value: '10.0.0.1' },
      target: { type: 'drop' },
    })
    expect(put.status).toBe(400)
    const add = await api.post<ErrorJson>(`/v1/vpc-router-routes${Q}&router=system`, {
      name: 'x',
      description: '',
      destination: { type: 'ip', value: '10.0.0.1' },
      target: { type: 'drop' },
    })
    expect(add.status).toBe(400)
    expect(await routeNames('system')).toEqual(names)
  })

  it('refuses malformed and refused routes and changes nothing', async () => {
    const bodies = [
      {
        name: 'x',
        description: '',
        destination: { type: 'ip', value: 'nope' },
        target: { type: 'drop' },
      },
      { name: 'x', description: '', destination: { type: 'ip' }, target: { type: 'drop' } },
      {
        name: 'x',
        description: '',
        destination: { type: 'ip', value: '10.0.0.1' },
        target: { type: 'teleport' },
      },
      {
        name: 'x',
        description: '',
        destination: { type: 'ip', value: '10.0.0.1' },
        target: { type: 'ip', value: 'fd00::1' },
      },
      {
        name: 'x',
        description: '',
        destination: { type: 'vpc', value: 'default' },
        target: { type: 'drop' },
      },
      {
        name: 'x',
        description: '',
        destination: { type: 'ip', value: '10.0.0.1' },
        target: { type: 'subnet', value: 'dmz' },
      },
      {
        name: 'to-onprem',
        description: '',
        destination: { type: 'ip', value: '10.0.0.1' },
        target: { type: 'drop' },
      },
      // a network with host bits set (issue 24)
      {
        name: 'x',
        description: '',
        destination: { type: 'ip_net', value: '10.9.1.1/16' },
        target: { type: 'drop' },
      },
    ]
    for (const body of bodies) {
      const res = await api.post<ErrorJson>(`/v1/vpc-router-routes${RQ}`, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.message).toBeTruthy()
    }
    expect(await routeNames()).toEqual(['block-metadata', 'internet', 'to-onprem'])
  })

  it('updates a custom route’s destination and target', async () => {
    const res = await api.put<{ target: unknown }>(`/v1/vpc-router-routes/internet${RQ}`, {
      destination: { type: 'ip_net', value: '0.0.0.0/0' },
      target: { type: 'drop' },
    })
    expect(res.status).toBe(200)
    expect(res.body.target).toEqual({ type: 'drop' })
  })
})

describe('internet gateways', () => {
  const GQ = `${Q}&gateway=gw1`
  const names = async (what: 'ip-pools' | 'ip-addresses') =>
    (await api.get<Items>(`/v1/internet-gateway-${what}${GQ}`)).body.items.map((i) => i.name)

  it('keeps names unique per VPC and refuses bad attachments, changing nothing', async () => {
    const body = { name: 'gw1', description: '' }
    expect((await api.post(`/v1/internet-gateways${Q}`, body)).status).toBe(201)
    const dup = await api.post<ErrorJson>(`/v1/internet-gateways${Q}`, body)
    expect(dup.status).toBe(400)
    expect(dup.body.message).toMatch(/already exists/)

    const badAddress = await api.post<ErrorJson>(`/v1/internet-gateway-ip-addresses${GQ}`, {
      name: 'a1',
      description: '',
      address: '203.0.113',
    })
    expect(badAddress.status).toBe(400)
    expect(badAddress.body.message).toBeTruthy()
    expect(await names('ip-addresses')).toEqual([])

    // an address in none of the silo's pools (issue 24), as for a floating IP
    const outside = await api.post<ErrorJson>(`/v1/internet-gateway-ip-addresses${GQ}`, {
      name: 'a1',
      description: '',
      address: '8.8.8.8',
    })
    expect(outside.status).toBe(400)
    expect(outside.body.message).toBe('address 8.8.8.8 is not in any IP pool linked to this silo')
    expect(await names('ip-addresses')).toEqual([])

    // a pool not linked to the caller's silo is not found, as the real API says it
    const unlinked = await api.post<ErrorJson>(`/v1/internet-gateway-ip-pools${GQ}`, {
      name: 'p1',
      description: '',
      ip_pool: 'spare-v4',
    })
    expect(unlinked.status).toBe(404)
    expect(await names('ip-pools')).toEqual([])
  })

  it('refuses to delete a gateway with attachments unless cascading', async () => {
    await api.post(`/v1/internet-gateways${Q}`, { name: 'gw1', description: '' })
    const pool = { name: 'p1', description: '', ip_pool: 'lumen-v4' }
    expect((await api.post(`/v1/internet-gateway-ip-pools${GQ}`, pool)).status).toBe(201)
    const refused = await api.delete<ErrorJson>(`/v1/internet-gateways/gw1${Q}`)
    expect(refused.status).toBe(400)
    expect(await names('ip-pools')).toEqual(['p1'])
    expect((await api.delete(`/v1/internet-gateway-ip-pools/p1${GQ}`)).status).toBe(204)
    expect((await api.delete(`/v1/internet-gateways/gw1${Q}`)).status).toBe(204)
    expect((await api.get(`/v1/internet-gateways/gw1${Q}`)).status).toBe(404)
  })
})
