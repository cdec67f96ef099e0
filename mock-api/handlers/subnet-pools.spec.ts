/**
 * Subnet pools and external subnets as the API has them: members of the pool's family that
 * overlap nothing, prefix lengths within the member, one default pool per version and silo,
 * deletes refused while in use, external subnets allocated aligned from a linked pool or named
 * exactly, attach and detach, delete refused while attached, operator-only pool management.
 */
import { describe, expect, it } from 'vitest'

import { clientPerTest, freshClient, type ErrorJson, type PageJson } from '../testing'

type Member = { subnet: string; min_prefix_length: number; max_prefix_length: number }
type Link = { silo_id: string; is_default: boolean }
type Sub = { name: string; subnet: string; instance_id: string | null; subnet_pool_id: string }

const api = clientPerTest()
const P = '?project=web-app'
const SP = '/v1/system/subnet-pools'

const addMember = (pool: string, body: object) =>
  api.post<ErrorJson & Member>(`${SP}/${pool}/members/add`, body)

describe('subnet pool members', () => {
  it('defaults the prefix lengths to the subnet and the family width', async () => {
    const res = await addMember('spare-subnets', { subnet: '198.19.200.0/24' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ min_prefix_length: 24, max_prefix_length: 32 })
    const list = await api.get<PageJson<Member>>(`${SP}/spare-subnets/members`)
    expect(list.body.items.map((m) => m.subnet)).toEqual(['198.19.200.0/24'])
  })

  it('refuses the wrong family, host bits, bad prefix lengths and overlaps, changing nothing', async () => {
    const cases: [object, RegExp][] = [
      [{ subnet: '2001:db8:1::/48' }, /is v6 but pool "spare-subnets" is v4/],
      [{ subnet: '198.19.200.1/24' }, /host bits set; the network address is 198.19.200.0\/24/],
      [{ subnet: '198.19.200.0/24', min_prefix_length: 20 }, /min_prefix_length must be between/],
      [{ subnet: '198.19.200.0/24', max_prefix_length: 33 }, /max_prefix_length must be between/],
      [
        { subnet: '198.19.200.0/24', min_prefix_length: 28, max_prefix_length: 26 },
        /must not be greater/,
      ],
      [{ subnet: '198.19.8.0/22' }, /overlaps with an existing subnet 198.19.0.0\/20/],
    ]
    for (const [body, message] of cases) {
      const res = await addMember('spare-subnets', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.message).toMatch(message)
    }
    const list = await api.get<PageJson<Member>>(`${SP}/spare-subnets/members`)
    expect(list.body.items).toEqual([])
  })

  it('a member with allocations cannot be removed; one without can', async () => {
    const used = await api.post<ErrorJson>(`${SP}/lumen-subnets/members/remove`, {
      subnet: '198.19.0.0/20',
    })
    expect(used.status).toBe(400)
    expect(used.body.message).toMatch(/cannot be removed while external subnets/)
    const free = await api.post(`${SP}/lumen-subnets/members/remove`, { subnet: '198.19.16.0/20' })
    expect(free.status).toBe(204)
  })
})

describe('subnet pools', () => {
  it('cannot be deleted while they have members or links', async () => {
    const res = await api.delete<ErrorJson>(`${SP}/lumen-subnets`)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Subnet pool cannot be deleted while it contains subnets')
    expect((await api.delete(`${SP}/spare-subnets`)).status).toBe(204)
    expect((await api.get(`${SP}/spare-subnets`)).status).toBe(404)
  })

  it('keeps one default per IP version in a silo', async () => {
    await api.post(SP, { name: 'lumen-more', description: '', ip_version: 'v4' })
    const link = await api.post<Link>(`${SP}/lumen-more/silos`, {
      silo: 'lumen',
      is_default: true,
    })
    expect(link.status).toBe(201)
    const silo = await api.get<PageJson<{ name: string; is_default: boolean }>>(
      '/v1/system/silos/lumen/subnet-pools',
    )
    const defaults = silo.body.items.filter((p) => p.is_default).map((p) => p.name)
    expect(defaults.sort()).toEqual(['lumen-more', 'lumen-subnets-v6'])
    const again = await api.post<ErrorJson>(`${SP}/lumen-more/silos`, {
      silo: 'lumen',
      is_default: false,
    })
    expect(again.status).toBe(400)
  })

  it('cannot be unlinked from a silo whose projects hold its subnets', async () => {
    const res = await api.delete<ErrorJson>(`${SP}/lumen-subnets/silos/lumen`)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('External subnets from this pool are in use in the silo')
    expect((await api.delete(`${SP}/lumen-subnets-v6/silos/lumen`)).status).toBe(204)
  })

  it('counts utilization in addresses', async () => {
    const u = await api.get<{ capacity: number; remaining: number }>(
      `${SP}/lumen-subnets/utilization`,
    )
    // two /20s; a /24 and a /26 allocated
    expect(u.body).toEqual({ capacity: 8192, remaining: 8192 - 256 - 64 })
  })

  it('are for operators only', async () => {
    const ben = freshClient({ requireLogin: true })
    await ben.login('ben')
    expect((await ben.get(SP)).status).toBe(403)
    expect((await ben.post(SP, { name: 'bens', description: '', ip_version: 'v4' })).status).toBe(
      403,
    )
    // the silo's own view is open to its users
    const mine = await ben.get<PageJson>('/v1/subnet-pools')
    expect(mine.body.items.map((p) => p.name)).toEqual(['lumen-subnets', 'lumen-subnets-v6'])
  })
})

describe('external subnets', () => {
  const create = (name: string, allocator: object) =>
    api.post<ErrorJson & Sub>(`/v1/external-subnets${P}`, { name, description: '', allocator })

  it('allocates the next free aligned block of the asked prefix from a pool', async () => {
    const pool = { type: 'explicit', pool: 'lumen-subnets' }
    const a = await create('a', { type: 'auto', prefix_length: 26, pool_selector: pool })
    expect(a.status).toBe(201)
    // 198.19.0.0/24 and 198.19.1.0/26 are taken
    expect(a.body.subnet).toBe('198.19.1.64/26')
    const b = await create('b', { type: 'auto', prefix_length: 24, pool_selector: pool })
    expect(b.body.subnet).toBe('198.19.2.0/24')
    const wide = await create('c', { type: 'auto', prefix_length: 22, pool_selector: pool })
    // only the second member allows a /22
    expect(wide.body.subnet).toBe('198.19.16.0/22')
    const tooWide = await create('d', { type: 'auto', prefix_length: 20, pool_selector: pool })
    expect(tooWide.status).toBe(400)
    expect(tooWide.body.message).toMatch(/no subnet of pool "lumen-subnets" allows a \/20/)
  })

  it('needs an IP version when the silo has defaults of both', async () => {
    const res = await create('a', { type: 'auto', prefix_length: 26 })
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/specify ip_version/)
    const v6 = await create('b', {
      type: 'auto',
      prefix_length: 56,
      pool_selector: { type: 'auto', ip_version: 'v6' },
    })
    expect(v6.body.subnet).toBe('2001:db8:f000::/56')
  })

  it('reserves an explicit block only inside a linked pool, within the prefix lengths, free', async () => {
    const ok = await create('a', { type: 'explicit', subnet: '198.19.4.0/25' })
    expect(ok.status).toBe(201)
    expect(ok.body.subnet).toBe('198.19.4.0/25')
    const cases: [string, RegExp][] = [
      ['198.19.4.0/25', /overlaps the allocated external subnet 198.19.4.0\/25/],
      ['198.19.5.0/29', /allows \/24 to \/28/],
      ['198.19.64.0/24', /not in any subnet pool linked to this silo/],
      ['198.19.5.1/28', /host bits set/],
    ]
    for (const [subnet, message] of cases) {
      const res = await create('x', { type: 'explicit', subnet })
      expect(res.status, subnet).toBe(400)
      expect(res.body.message).toMatch(message)
    }
  })

  it('attaches, refuses delete while attached, detaches, deletes', async () => {
    const att = await api.post<Sub>(`/v1/external-subnets/web-reserve/attach${P}`, {
      instance: 'web-legacy',
    })
    expect(att.status).toBe(202)
    expect(att.body.instance_id).not.toBeNull()
    const listed = await api.get<PageJson<Sub>>(`/v1/instances/web-legacy/external-subnets${P}`)
    expect(listed.body.items.map((s) => s.name)).toEqual(['web-reserve'])
    const other = await api.post<ErrorJson>(`/v1/external-subnets/web-reserve/attach${P}`, {
      instance: 'web-frontend-2',
    })
    expect(other.body.message).toMatch(/already attached/)
    const del = await api.delete<ErrorJson>(`/v1/external-subnets/web-reserve${P}`)
    expect(del.status).toBe(400)
    expect(del.body.message).toBe(
      'external subnet "web-reserve" cannot be deleted while attached to an instance',
    )
    expect((await api.post(`/v1/external-subnets/web-reserve/detach${P}`)).status).toBe(202)
    expect((await api.delete(`/v1/external-subnets/web-reserve${P}`)).status).toBe(204)
  })

  it('refuses to attach to an instance in motion', async () => {
    const res = await api.post<ErrorJson>(`/v1/external-subnets/web-reserve/attach${P}`, {
      instance: 'web-canary',
    })
    expect(res.status).toBe(400)
  })

  it('looks up by name with a project, by id without one', async () => {
    const byName = await api.get<Sub & { id: string }>(`/v1/external-subnets/web-edge${P}`)
    expect(byName.status).toBe(200)
    expect((await api.get(`/v1/external-subnets/${byName.body.id}`)).status).toBe(200)
    expect((await api.get(`/v1/external-subnets/${byName.body.id}${P}`)).status).toBe(400)
    const missing = await api.get<ErrorJson>(`/v1/external-subnets/nope${P}`)
    expect(missing.body.message).toBe('not found: external-subnet with name "nope"')
  })
})
