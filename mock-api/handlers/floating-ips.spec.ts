/**
 * Floating IPs as the real API has them: attach and detach are done when they answer, an
 * attached address replaces the instance's SNAT and gives it back on detach, delete is refused
 * while attached, and a deleted address (or one of a deleted instance) is free again.
 */
import { describe, expect, it } from 'vitest'

import { clientPerTest, type ErrorJson } from '../testing'

type Fip = { name: string; ip: string; instance_id: string | null }
type ExternalIps = { items: { kind: string; ip: string }[] }

const api = clientPerTest()
const P = '?project=data-pipeline'
const kinds = async (instance: string) =>
  (await api.get<ExternalIps>(`/v1/instances/${instance}/external-ips${P}`)).body.items.map(
    (i) => `${i.kind} ${i.ip}`,
  )

describe('floating IPs', () => {
  it('attach takes the place of SNAT at once; detach gives it back; then delete at once', async () => {
    expect((await kinds('spark-driver')).some((k) => k.startsWith('snat '))).toBe(true)
    const attached = await api.post<Fip>(`/v1/floating-ips/etl-standby/attach${P}`, {
      kind: 'instance',
      parent: 'spark-driver',
    })
    expect(attached.status).toBe(202)
    expect(attached.body.instance_id).not.toBeNull()
    expect(await kinds('spark-driver')).toEqual(['floating 198.51.100.31'])

    const blocked = await api.delete<ErrorJson>(`/v1/floating-ips/etl-standby${P}`)
    expect(blocked.status).toBe(400)
    expect(blocked.body.message).toBe(
      'floating IP "etl-standby" cannot be deleted while attached to an instance',
    )

    const detached = await api.post<Fip>(`/v1/floating-ips/etl-standby/detach${P}`)
    expect(detached.status).toBe(202)
    expect(detached.body.instance_id).toBeNull()
    expect((await kinds('spark-driver')).some((k) => k.startsWith('snat '))).toBe(true)
    expect((await api.delete(`/v1/floating-ips/etl-standby${P}`)).status).toBe(204)
  })

  it('a deleted address is free again', async () => {
    const explicit = (name: string) =>
      api.post<ErrorJson & Fip>(`/v1/floating-ips${P}`, {
        name,
        description: '',
        address_allocator: { type: 'explicit', ip: '198.51.100.31' },
      })
    const taken = await explicit('again')
    expect(taken.status).toBe(400)
    expect(taken.body.message).toBe('address 198.51.100.31 is already in use')
    await api.delete(`/v1/floating-ips/etl-standby${P}`)
    const again = await explicit('again')
    expect(again.status).toBe(201)
    expect(again.body.ip).toBe('198.51.100.31')
  })

  it('deleting an instance releases its floating IP', async () => {
    await api.post(`/v1/floating-ips/etl-standby/attach${P}`, {
      kind: 'instance',
      parent: 'spark-driver',
    })
    expect((await api.delete(`/v1/instances/spark-driver${P}`)).status).toBe(204)
    const fip = await api.get<Fip>(`/v1/floating-ips/etl-standby${P}`)
    expect(fip.body.instance_id).toBeNull()
  })

  it('refuses an instance of another project, a second attach and an unattached detach', async () => {
    const other = await api.post<ErrorJson>(`/v1/floating-ips/etl-standby/attach${P}`, {
      kind: 'instance',
      parent: 'web-legacy',
    })
    expect(other.status).toBe(404)
    const twice = await api.post<ErrorJson>(`/v1/floating-ips/etl-egress/attach${P}`, {
      kind: 'instance',
      parent: 'spark-driver',
    })
    expect(twice.body.message).toBe('floating IP "etl-egress" is already attached to an instance')
    const loose = await api.post<ErrorJson>(`/v1/floating-ips/etl-standby/detach${P}`)
    expect(loose.body.message).toBe('floating IP "etl-standby" is not attached to an instance')
  })
})
