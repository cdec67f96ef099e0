/**
 * IP pools as the real API has them: ranges of the pool's family only, never overlapping
 * another pool's, first not above last; a pool with ranges or links is not deleted; a silo
 * keeps one default pool per version; a refusal is a 400 with an error body and changes nothing.
 */
import { describe, expect, it } from 'vitest'

import { clientPerTest, type ErrorJson, type PageJson } from '../testing'

type Range = { range: { first: string; last: string } }
type Usage = { capacity: number; remaining: number }

const api = clientPerTest()
const POOLS = '/v1/system/ip-pools'

const ranges = async (pool: string) =>
  (
    await api.get<PageJson<Range & { id: string; name: string }>>(`${POOLS}/${pool}/ranges`)
  ).body.items.map((r) => `${r.range.first}-${r.range.last}`)

describe('IP pool ranges', () => {
  it('refuses bad ranges with a 400 and leaves the pool as it was', async () => {
    expect(
      (await api.post(POOLS, { name: 'edge', description: '', ip_version: 'v4' })).status,
    ).toBe(201)
    const add = (first: string, last: string) =>
      api.post<ErrorJson>(`${POOLS}/edge/ranges/add`, { first, last })

    const family = await add('fd00::1', 'fd00::9')
    expect(family.status).toBe(400)
    expect(family.body.message).toMatch(/v6.*v4/)

    const order = await add('10.1.0.9', '10.1.0.1')
    expect(order.status).toBe(400)

    const overlap = await add('198.51.100.100', '198.51.100.250')
    expect(overlap.status).toBe(400)
    expect(overlap.body.message).toBe(
      'The provided IP range 198.51.100.100-198.51.100.250 overlaps with an existing range 198.51.100.10-198.51.100.200',
    )

    const malformed = await add('10.1.0.300', '10.1.0.9')
    expect(malformed.status).toBe(400)
    expect(malformed.body.error_code).toBeDefined()

    expect(await ranges('edge')).toEqual([])
    expect((await add('10.1.0.1', '10.1.0.9')).status).toBe(201)
    expect((await api.get<Usage>(`${POOLS}/edge/utilization`)).body).toEqual({
      capacity: 9,
      remaining: 9,
    })
  })

  it('deletes a pool only once it has no ranges', async () => {
    await api.post(POOLS, { name: 'edge', description: '', ip_version: 'v4' })
    await api.post(`${POOLS}/edge/ranges/add`, { first: '10.1.0.1', last: '10.1.0.9' })
    const refused = await api.delete<ErrorJson>(`${POOLS}/edge`)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('IP Pool cannot be deleted while it contains IP ranges')
    expect((await api.get(`${POOLS}/edge`)).status).toBe(200)
    const removed = await api.post(`${POOLS}/edge/ranges/remove`, {
      first: '10.1.0.1',
      last: '10.1.0.9',
    })
    expect(removed.status).toBe(204)
    expect((await api.delete(`${POOLS}/edge`)).status).toBe(204)
  })

  it('keeps pool names unique', async () => {
    const taken = await api.post<ErrorJson>(POOLS, { name: 'lumen-v4', description: '' })
    expect(taken.status).toBe(400)
    expect(taken.body.error_code).toBe('ObjectAlreadyExists')
  })
})

describe('silo links', () => {
  it('one default per version: making a pool default demotes the old one', async () => {
    await api.post(POOLS, { name: 'edge', description: '', ip_version: 'v4' })
    expect(
      (await api.post(`${POOLS}/edge/silos`, { silo: 'basalt', is_default: false })).status,
    ).toBe(201)
    const again = await api.post<ErrorJson>(`${POOLS}/edge/silos`, {
      silo: 'basalt',
      is_default: false,
    })
    expect(again.status).toBe(400)
    expect((await api.put(`${POOLS}/edge/silos/basalt`, { is_default: true })).status).toBe(200)
    const pools = await api.get<PageJson<{ id: string; name: string; is_default: boolean }>>(
      '/v1/system/silos/basalt/ip-pools',
    )
    expect(pools.body.items.filter((p) => p.is_default).map((p) => p.name)).toEqual(['edge'])
  })
})

describe('IP pool assignment', () => {
  it('moves a pool between silos and system services, never while it is linked', async () => {
    const linked = await api.post<ErrorJson>(`${POOLS}/lumen-v4/assignment`, {
      assignment: 'system_services',
    })
    expect(linked.status).toBe(400)
    expect(linked.body.message).toBe(
      'unlink the pool from every silo before reserving it for system services',
    )
    expect((await api.get<{ assignment: string }>(`${POOLS}/lumen-v4`)).body.assignment).toBe(
      'silos',
    )

    const reserved = await api.post<{ assignment: string }>(`${POOLS}/spare-v4/assignment`, {
      assignment: 'system_services',
    })
    expect(reserved.status).toBe(200)
    expect(reserved.body.assignment).toBe('system_services')
    const link = await api.post<ErrorJson>(`${POOLS}/spare-v4/silos`, {
      silo: 'lumen',
      is_default: false,
    })
    expect(link.status).toBe(400)

    const back = await api.post<{ assignment: string }>(`${POOLS}/spare-v4/assignment`, {
      assignment: 'silos',
    })
    expect(back.body.assignment).toBe('silos')
    expect(
      (await api.post(`${POOLS}/spare-v4/assignment`, { assignment: 'elsewhere' })).status,
    ).toBe(400)
  })
})
