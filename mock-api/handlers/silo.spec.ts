/** The silo directory reads and sign-out-everywhere, as the console uses them. */
import { describe, expect, it } from 'vitest'

import { clientPerTest, type ErrorJson, type PageJson } from '../testing'

type Named = { id: string; display_name: string }

describe('silo directory', () => {
  const api = clientPerTest()

  const idOf = async (kind: 'users' | 'groups', name: string) =>
    (await api.get<PageJson<Named>>(`/v1/${kind}`)).body.items.find((i) => i.display_name === name)!
      .id

  it('lists a group’s members with ?group=, and views users and groups by id', async () => {
    const readers = await idOf('groups', 'readers')
    const members = await api.get<PageJson<Named>>(`/v1/users?group=${readers}`)
    expect(members.status).toBe(200)
    expect(members.body.items.map((u) => u.display_name)).toEqual(['Dev Rao'])
    expect((await api.get<Named>(`/v1/groups/${readers}`)).body.display_name).toBe('readers')
    const dev = members.body.items[0]!.id
    expect((await api.get<Named>(`/v1/users/${dev}`)).body.display_name).toBe('Dev Rao')
  })

  it('answers 400 to a malformed group id and 404 to an unknown one', async () => {
    expect((await api.get<ErrorJson>('/v1/users?group=readers')).status).toBe(400)
    const unknown = await api.get<ErrorJson>('/v1/users?group=00000000-0000-4000-8000-000000000000')
    expect(unknown.status).toBe(404)
  })

  it('lets only silo admins sign a user out everywhere; it ends sessions and tokens', async () => {
    const ada = await idOf('users', 'Ada Okafor')
    await api.login('dev')
    expect((await api.post<ErrorJson>(`/v1/users/${ada}/logout`)).status).toBe(403)
    expect((await api.get<ErrorJson>(`/v1/users/${ada}/sessions`)).status).toBe(403)
    const dev = await idOf('users', 'Dev Rao')
    await api.login('ben')
    const before = await api.get<PageJson<Named>>(`/v1/users/${dev}/sessions`)
    expect(before.body.items).toHaveLength(1)
    expect((await api.post(`/v1/users/${dev}/logout`)).status).toBe(204)
    expect((await api.get<PageJson<Named>>(`/v1/users/${dev}/sessions`)).body.items).toEqual([])
    expect(
      (await api.get<PageJson<Named>>(`/v1/users/${ada}/access-tokens`)).body.items,
    ).toHaveLength(3)
    expect((await api.post(`/v1/users/${ada}/logout`)).status).toBe(204)
    expect((await api.get<PageJson<Named>>(`/v1/users/${ada}/access-tokens`)).body.items).toEqual(
      [],
    )
  })
})
