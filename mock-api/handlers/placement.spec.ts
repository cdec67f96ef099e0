/**
 * Affinity and anti-affinity groups as Nexus has them: names unique per project and kind,
 * only stopped instances join (others have a sled reservation), a duplicate member is a
 * conflict, at most 32 members, and a malformed body changes nothing.
 */
import { describe, expect, it } from 'vitest'

import { clientPerTest, type ErrorJson } from '../testing'

type Members = { items: { value: { name: string } }[] }

const api = clientPerTest()
const P = '?project=web-app'
const names = async (kind: string, group: string) =>
  (await api.get<Members>(`/v1/${kind}/${group}/members${P}`)).body.items.map((m) => m.value.name)

describe('placement groups', () => {
  it('refuses a running instance with the reservation message, takes a stopped one once', async () => {
    const running = await api.post<ErrorJson>(
      `/v1/anti-affinity-groups/web-frontends/members/instance/api-server${P}`,
    )
    expect(running.status).toBe(400)
    expect(running.body.message).toBe(
      'Instance cannot be added to anti-affinity group with reservation',
    )
    const affinity = await api.post<ErrorJson>(
      `/v1/affinity-groups/api-near-cache/members/instance/web-cache${P}`,
    )
    expect(affinity.body.message).toBe(
      'Instance cannot be added to affinity group with reservation',
    )
    const ok = await api.post(
      `/v1/anti-affinity-groups/web-frontends/members/instance/web-legacy${P}`,
    )
    expect(ok.status).toBe(201)
    const again = await api.post<ErrorJson>(
      `/v1/anti-affinity-groups/web-frontends/members/instance/web-legacy${P}`,
    )
    expect(again.status).toBe(400)
    expect(again.body.error_code).toBe('ObjectAlreadyExists')
    expect(await names('anti-affinity-groups', 'web-frontends')).toEqual([
      'web-frontend-1',
      'web-frontend-2',
      'web-legacy',
    ])
  })

  it('keeps names unique per project and leaves nothing behind on a malformed body', async () => {
    const body = { name: 'web-frontends', description: '', policy: 'allow', failure_domain: 'sled' }
    const dup = await api.post<ErrorJson>(`/v1/anti-affinity-groups${P}`, body)
    expect(dup.status).toBe(400)
    expect(dup.body.message).toBe('already exists: anti-affinity-group "web-frontends"')
    // the same name is free for the other kind
    expect((await api.post(`/v1/affinity-groups${P}`, body)).status).toBe(201)
    const bad = await api.post<ErrorJson>(`/v1/affinity-groups${P}`, {
      ...body,
      name: 'x',
      policy: 'maybe',
    })
    expect(bad.status).toBe(400)
    expect((await api.get(`/v1/affinity-groups/x${P}`)).status).toBe(404)
  })

  it('removes a member and deletes a group', async () => {
    expect(
      (
        await api.delete(
          `/v1/anti-affinity-groups/web-frontends/members/instance/web-frontend-1${P}`,
        )
      ).status,
    ).toBe(204)
    expect(await names('anti-affinity-groups', 'web-frontends')).toEqual(['web-frontend-2'])
    expect((await api.delete(`/v1/anti-affinity-groups/web-frontends${P}`)).status).toBe(204)
    expect((await api.get(`/v1/anti-affinity-groups/web-frontends${P}`)).status).toBe(404)
  })
})
