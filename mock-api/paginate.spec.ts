import { beforeEach, describe, expect, it } from 'vitest'

import { clientPerTest, type PageJson } from './testing'

describe('pagination', () => {
  const api = clientPerTest()
  beforeEach(async () => {
    await api.login('kai', 'basalt') // basalt has 60 projects
  })

  it('defaults to 100 items, sorted by name, with next_page null on the last page', async () => {
    const { status, body } = await api.get<PageJson>('/v1/projects')
    expect(status).toBe(200)
    expect(body.items).toHaveLength(60)
    expect(body.items[0]!.name).toBe('proj-01')
    expect(body.items[59]!.name).toBe('proj-60')
    expect(body.next_page).toBeNull()
  })

  it('walks pages of 25 with page_token and never repeats or skips', async () => {
    const seen: string[] = []
    let token: string | null = null
    let pages = 0
    do {
      const query: string = token ? `limit=25&page_token=${encodeURIComponent(token)}` : 'limit=25'
      const { body }: { body: PageJson } = await api.get<PageJson>(`/v1/projects?${query}`)
      seen.push(...body.items.map((p) => p.name))
      token = body.next_page
      pages++
    } while (token)
    expect(pages).toBe(3)
    expect(seen).toHaveLength(60)
    expect(new Set(seen).size).toBe(60)
    expect(seen).toEqual([...seen].sort())
  })

  it('a full last page has next_page null (no empty extra page)', async () => {
    const first = await api.get<PageJson>('/v1/projects?limit=30')
    expect(first.body.next_page).not.toBeNull()
    const second = await api.get<PageJson>(
      `/v1/projects?limit=30&page_token=${first.body.next_page}`,
    )
    expect(second.body.items).toHaveLength(30)
    expect(second.body.next_page).toBeNull()
  })

  it('supports name_descending and id_ascending; the token keeps the sort order', async () => {
    const desc = await api.get<PageJson>('/v1/projects?limit=50&sort_by=name_descending')
    expect(desc.body.items[0]!.name).toBe('proj-60')
    const rest = await api.get<PageJson>(`/v1/projects?limit=50&page_token=${desc.body.next_page}`)
    expect(rest.body.items.map((p) => p.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `proj-${String(10 - i).padStart(2, '0')}`),
    )
    const byId = await api.get<PageJson>('/v1/projects?limit=1000&sort_by=id_ascending')
    const ids = byId.body.items.map((p) => p.id)
    expect(ids).toEqual([...ids].sort())
  })

  it('a page token is a marker: items created between pages are not skipped or repeated', async () => {
    const first = await api.get<PageJson>('/v1/projects?limit=30')
    // a name before the marker and one after it
    await api.post('/v1/projects', { name: 'proj-00', description: '' })
    await api.post('/v1/projects', { name: 'proj-99', description: '' })
    const second = await api.get<PageJson>(
      `/v1/projects?limit=100&page_token=${first.body.next_page}`,
    )
    const names = second.body.items.map((p) => p.name)
    expect(names[0]).toBe('proj-31')
    expect(names.at(-1)).toBe('proj-99')
    expect(names).not.toContain('proj-00')
  })

  it('caps limit at 1000 and rejects a malformed token', async () => {
    const bad = await api.get<{ error_code: string }>('/v1/projects?page_token=nonsense')
    expect(bad.status).toBe(400)
    expect(bad.body.error_code).toBe('InvalidRequest')
    const zero = await api.get('/v1/projects?limit=0')
    expect(zero.status).toBe(400)
    const huge = await api.get<PageJson>('/v1/projects?limit=5000')
    expect(huge.status).toBe(200)
    expect(huge.body.items).toHaveLength(60)
  })
})
