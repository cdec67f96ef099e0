/**
 * Probes (placed on an active sled, an ephemeral IP from the silo's pool, name-or-id lookups in
 * a project) and multicast groups (join by name, address or id; SSM needs sources; the last
 * member out deletes the group; members only of readable instances).
 */
import { describe, expect, it } from 'vitest'

import { sledId } from '../db'
import { clientPerTest, type ErrorJson, type PageJson } from '../testing'

type ProbeInfo = {
  id: string
  name: string
  sled: string
  external_ips: { ip: string; kind: string }[]
  interface: { kind: { type: string; id: string } }
}
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

describe('probes', () => {
  it('creates a probe on a sled with an address from the pool, views it by name and id, deletes it', async () => {
    const made = await api.post<{ id: string; time_created: string }>(
      `/experimental/v1/probes${P}`,
      {
        name: 'new-probe',
        description: 'a test',
        sled: sledId(1),
      },
    )
    expect(made.status).toBe(201)
    expect(made.body.time_created).toBeTruthy()
    const byName = await api.get<ProbeInfo>(`/experimental/v1/probes/new-probe${P}`)
    expect(byName.body.sled).toBe(sledId(1))
    expect(byName.body.external_ips).toHaveLength(1)
    expect(byName.body.external_ips[0]!.kind).toBe('ephemeral')
    expect(byName.body.interface.kind).toEqual({ type: 'probe', id: made.body.id })
    const list = await api.get<PageJson<ProbeInfo>>(`/experimental/v1/probes${P}`)
    expect(list.body.items.map((p) => p.name)).toEqual(['edge-probe', 'latency-probe', 'new-probe'])
    // addresses are not shared
    const ips = list.body.items.map((p) => p.external_ips[0]!.ip)
    expect(new Set(ips).size).toBe(3)

    expect((await api.delete(`/experimental/v1/probes/new-probe${P}`)).status).toBe(204)
    const gone = await api.get<ErrorJson>(`/experimental/v1/probes/${made.body.id}${P}`)
    expect(gone.status).toBe(404)
    expect(gone.body.message).toBe(`not found: probe with id "${made.body.id}"`)
  })

  it('refuses a taken name, an unknown or expunged sled, and a missing project', async () => {
    const taken = await api.post<ErrorJson>(`/experimental/v1/probes${P}`, {
      name: 'edge-probe',
      description: '',
      sled: sledId(0),
    })
    expect(taken.status).toBe(400)
    expect(taken.body.message).toBe('already exists: probe "edge-probe"')
    const expunged = await api.post<ErrorJson>(`/experimental/v1/probes${P}`, {
      name: 'p2',
      description: '',
      sled: sledId(3),
    })
    expect(expunged.status).toBe(400)
    expect(expunged.body.message).toMatch(/not in service/)
    const unknown = await api.post<ErrorJson>(`/experimental/v1/probes${P}`, {
      name: 'p3',
      description: '',
      sled: '00000000-0000-4000-8000-000000000000',
    })
    expect(unknown.status).toBe(404)
    expect((await api.get<ErrorJson>('/experimental/v1/probes')).status).toBe(400)
    const list = await api.get<PageJson<ProbeInfo>>(`/experimental/v1/probes${P}`)
    expect(list.body.items).toHaveLength(2)
  })

  it('lets a project viewer read but not create', async () => {
    await api.login('mallory')
    const other = await api.get<ErrorJson>(`/experimental/v1/probes${P}`)
    expect(other.status).toBe(404)
    const own = await api.post<ErrorJson>('/experimental/v1/probes?project=sandbox', {
      name: 'p4',
      description: '',
      sled: sledId(0),
    })
    expect(own.status).toBe(403)
  })
})

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
