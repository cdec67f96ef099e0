/**
 * External subnets' attach, detach, rename and delete, by the rules they share with floating IPs
 * (handlers/attachable.ts): one instance of the project at a time, delete refused while
 * attached, detach only when attached.
 */
import { describe, expect, it } from 'vitest'

import { clientPerTest, type ErrorJson } from '../testing'

type Sub = { name: string; description: string; subnet: string; instance_id: string | null }

const api = clientPerTest()
const P = '?project=web-app'

describe('external subnets', () => {
  it('attaches, refuses delete while attached, detaches, then deletes', async () => {
    const attached = await api.post<Sub>(`/v1/external-subnets/web-reserve/attach${P}`, {
      instance: 'web-frontend-2',
    })
    expect(attached.status).toBe(202)
    expect(attached.body.instance_id).not.toBeNull()
    // attaching again to the same instance answers with it as it is
    const again = await api.post<Sub>(`/v1/external-subnets/web-reserve/attach${P}`, {
      instance: 'web-frontend-2',
    })
    expect(again.status).toBe(202)
    expect(again.body.instance_id).toBe(attached.body.instance_id)

    const blocked = await api.delete<ErrorJson>(`/v1/external-subnets/web-reserve${P}`)
    expect(blocked.status).toBe(400)
    expect(blocked.body.message).toBe(
      'external subnet "web-reserve" cannot be deleted while attached to an instance',
    )

    const detached = await api.post<Sub>(`/v1/external-subnets/web-reserve/detach${P}`)
    expect(detached.status).toBe(202)
    expect(detached.body.instance_id).toBeNull()
    expect((await api.delete(`/v1/external-subnets/web-reserve${P}`)).status).toBe(204)
  })

  it('refuses a second attach and an unattached detach', async () => {
    const twice = await api.post<ErrorJson>(`/v1/external-subnets/web-edge/attach${P}`, {
      instance: 'web-frontend-2',
    })
    expect(twice.status).toBe(400)
    expect(twice.body.message).toBe('external subnet "web-edge" is already attached to an instance')
    const loose = await api.post<ErrorJson>(`/v1/external-subnets/web-reserve/detach${P}`)
    expect(loose.status).toBe(400)
    expect(loose.body.message).toBe('external subnet "web-reserve" is not attached to an instance')
  })

  it('renames, and refuses a name the project already uses', async () => {
    const taken = await api.put<ErrorJson>(`/v1/external-subnets/web-reserve${P}`, {
      name: 'web-edge',
    })
    expect(taken.status).toBe(400)
    const renamed = await api.put<Sub>(`/v1/external-subnets/web-reserve${P}`, {
      name: 'web-spare-block',
      description: 'Renamed',
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body).toMatchObject({ name: 'web-spare-block', description: 'Renamed' })
  })
})
