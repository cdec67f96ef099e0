/**
 * Probes: placed on an active sled, an ephemeral IP from the silo's pool, name-or-id lookups in
 * a project.
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
