/**
 * Multicast groups: join by name, address or id; SSM needs sources; the last member out deletes
 * the group; members only of readable instances.
 */
import { describe, expect, it } from 'vitest'

import { clientPerTest, type ErrorJson, type PageJson } from '../testing'

type Group = {
  id: string
  name: string
  multicast_ip: string
  source_ips: string[]
  has_any_source_member: boolean
}
type Member = { name: string; instance_id: string; state: string; source_ips: string[] }

const api = clientPerTest()
const P = '?project=web-app'

describe('multicast groups', () => {
  it('lists the groups and finds one by name, address or id', async () => {
    const list = await api.get<PageJson<Group>>('/v1/multicast-groups')
    expect(list.body.items.map((g) => g.name)).toEqual(['market-data', 'video-feed'])
    const byIp = await api.get<Group>('/v1/multicast-groups/224.2.0.1')
    expect(byIp.body.name).toBe('video-feed')
    const byId = await api.get<Group>(`/v1/multicast-groups/${byIp.body.id}`)
    expect(byId.body.multicast_ip).toBe('224.2.0.1')
    const missing = await api.get<ErrorJson>('/v1/multicast-groups/nope')
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('not found: multicast-group with name "nope"')
  })

  it('joins a new group by name (created with a pool address), then leaving deletes it', async () => {
    const join = await api.put<Member>(`/v1/instances/web-cache/multicast-groups/new-feed${P}`, {})
    expect(join.status).toBe(201)
    expect(join.body.name).toBe('web-cache')
    const group = await api.get<Group>('/v1/multicast-groups/new-feed')
    expect(group.body.multicast_ip).toBe('224.2.0.2')
    expect(group.body.has_any_source_member).toBe(true)
    const mine = await api.get<PageJson<Member>>(`/v1/instances/web-cache/multicast-groups${P}`)
    expect(mine.body.items).toHaveLength(1)

    const left = await api.delete(`/v1/instances/web-cache/multicast-groups/new-feed${P}`)
    expect(left.status).toBe(204)
    expect((await api.get('/v1/multicast-groups/new-feed')).status).toBe(404)
  })

  it('needs source IPs for a source-specific address, and keeps the union of sources', async () => {
    const bare = await api.put<ErrorJson>(
      `/v1/instances/web-cache/multicast-groups/market-data${P}`,
      {},
    )
    expect(bare.status).toBe(400)
    expect(bare.body.message).toMatch(/source IPs are required/)
    const ok = await api.put<Member>(`/v1/instances/web-cache/multicast-groups/market-data${P}`, {
      source_ips: ['203.0.113.5', '203.0.113.5'],
    })
    expect(ok.status).toBe(201)
    expect(ok.body.source_ips).toEqual(['203.0.113.5'])
    const group = await api.get<Group>('/v1/multicast-groups/market-data')
    expect(group.body.source_ips).toEqual(['198.51.100.10', '203.0.113.5'])
    const members = await api.get<PageJson<Member>>('/v1/multicast-groups/market-data/members')
    expect(members.body.items.map((m) => m.name)).toEqual(['api-server', 'web-cache'])
  })

  it('refuses an address outside the silo pools and a leave by a non-member, and hides members from others', async () => {
    const outside = await api.put<ErrorJson>(
      `/v1/instances/web-cache/multicast-groups/239.9.9.9${P}`,
      {},
    )
    expect(outside.status).toBe(400)
    const notMember = await api.delete<ErrorJson>(
      `/v1/instances/web-cache/multicast-groups/video-feed${P}`,
    )
    expect(notMember.status).toBe(400)
    await api.login('mallory')
    const members = await api.get<PageJson<Member>>('/v1/multicast-groups/video-feed/members')
    expect(members.status).toBe(200)
    expect(members.body.items).toEqual([])
  })
})
