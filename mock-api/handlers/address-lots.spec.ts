/**
 * Address lots as the real API has them: a lot is made with its blocks, a bad block or a taken
 * name is refused and makes nothing, and a lot that something draws from is not deleted.
 */
import { describe, expect, it } from 'vitest'

import { clientPerTest, type ErrorJson, type PageJson } from '../testing'

const api = clientPerTest()
const NET = '/v1/system/networking'

describe('address lots', () => {
  it('creates a lot with its blocks, lists the blocks and deletes it', async () => {
    const created = await api.post<{ lot: { name: string }; blocks: unknown[] }>(
      `${NET}/address-lot`,
      {
        name: 'uplink-b',
        description: '',
        kind: 'infra',
        blocks: [{ first_address: '192.0.2.64', last_address: '192.0.2.79' }],
      },
    )
    expect(created.status).toBe(201)
    expect(created.body.blocks).toHaveLength(1)
    const blocks = await api.get<PageJson<{ first_address: string }>>(
      `${NET}/address-lot/uplink-b/blocks`,
    )
    expect(blocks.body.items.map((b) => b.first_address)).toEqual(['192.0.2.64'])
    expect((await api.delete(`${NET}/address-lot/uplink-b`)).status).toBe(204)
    expect((await api.get(`${NET}/address-lot/uplink-b`)).status).toBe(404)
  })

  it('refuses a bad block and a taken name without creating anything', async () => {
    const before = await api.names(`${NET}/address-lot`)
    const reversed = await api.post<ErrorJson>(`${NET}/address-lot`, {
      name: 'bad',
      description: '',
      kind: 'pool',
      blocks: [{ first_address: '10.0.0.9', last_address: '10.0.0.1' }],
    })
    expect(reversed.status).toBe(400)
    const taken = await api.post<ErrorJson>(`${NET}/address-lot`, {
      name: 'initial-infra',
      description: '',
      kind: 'infra',
      blocks: [],
    })
    expect(taken.status).toBe(400)
    expect(taken.body.message).toBe('already exists: address-lot "initial-infra"')
    expect(await api.names(`${NET}/address-lot`)).toEqual(before)
  })

  it('refuses to delete a lot in use', async () => {
    for (const lot of ['initial-infra', 'tenant-announce']) {
      const res = await api.delete<ErrorJson>(`${NET}/address-lot/${lot}`)
      expect(res.status).toBe(400)
      expect(res.body.message).toBe('lot is in use')
    }
    expect(await api.names(`${NET}/address-lot`)).toContain('initial-infra')
    expect((await api.delete(`${NET}/address-lot/edge-lab`)).status).toBe(204)
  })
})
