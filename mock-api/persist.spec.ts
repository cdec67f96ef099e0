/** The browser mock's save of its db: what was changed comes back, indexes and all. */
import { describe, expect, it } from 'vitest'

import { db, restoreDb, seedOf, wasRestored } from './db'
import { decodeDb, encodeDb } from './persist'
import { freshClient, type PageJson } from './testing'

describe('saving the db for the tab', () => {
  it('brings back every change, and the db answers as before', async () => {
    const api = freshClient()
    expect(
      (await api.post('/v1/projects', { name: 'kept', description: 'made before' })).status,
    ).toBe(201)
    expect((await api.put('/v1/projects/web-app', { name: 'web-app-2' })).status).toBe(200)
    const before = encodeDb(db, seedOf())

    const loaded = decodeDb(before)
    expect(loaded).toBeDefined()
    restoreDb(loaded!.db, loaded!.seed)
    expect(wasRestored(db)).toBe(true)
    // as much text again (rows may come in another order): nothing lost or added
    expect(encodeDb(db, seedOf()).length).toBe(before.length)

    // name lookups (sorted indexes), sets and maps all work on the loaded db
    expect((await api.get<{ description: string }>('/v1/projects/kept')).body.description).toBe(
      'made before',
    )
    expect((await api.get('/v1/projects/web-app')).status).toBe(404)
    expect((await api.get('/v1/projects/web-app-2')).status).toBe(200)
    const list = await api.get<PageJson>('/v1/projects?limit=100')
    expect(list.body.items.map((p) => p.name)).toContain('kept')
    // dev reads the silo through a group (a Set of members in a Map)
    await api.login('dev')
    expect((await api.get('/v1/projects')).status).toBe(200)
    // and writes go on working
    await api.login('ada')
    expect((await api.post('/v1/projects', { name: 'after', description: '' })).status).toBe(201)
  })

  it('refuses a save it cannot read, or of another shape of db', () => {
    freshClient()
    const text = encodeDb(db, 'default')
    expect(decodeDb(text.slice(0, 1000))).toBeUndefined()
    expect(decodeDb(text.replace('"shape":"', '"shape":"older,'))).toBeUndefined()
    expect(decodeDb('null')).toBeUndefined()
  })

  it('is small and quick enough to save after each change', () => {
    freshClient()
    const started = performance.now()
    const text = encodeDb(db, 'default')
    const took = performance.now() - started
    expect(text.length).toBeLessThan(1_000_000)
    expect(took).toBeLessThan(500)
  })
})
