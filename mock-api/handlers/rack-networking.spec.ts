/**
 * Loopback addresses and the rack-wide settings as the real API has them: a loopback address
 * comes from a lot's blocks; the allow-list is never empty and never shuts out the caller; a
 * refusal is a 400 and keeps what was there; operators only.
 */
import { describe, expect, it } from 'vitest'

import { rackId } from '../db'
import { clientPerTest, type ErrorJson } from '../testing'

const api = clientPerTest()
const NET = '/v1/system/networking'

describe('loopback addresses', () => {
  it('takes an address from the lot and deletes it by rack, switch, address and mask', async () => {
    const body = {
      address: '172.20.15.40',
      mask: 32,
      address_lot: 'initial-infra',
      anycast: false,
      rack_id: rackId,
      switch_slot: 'switch0',
    }
    expect((await api.post(`${NET}/loopback-address`, body)).status).toBe(201)
    expect((await api.post(`${NET}/loopback-address`, body)).status).toBe(400)
    const outside = await api.post<ErrorJson>(`${NET}/loopback-address`, {
      ...body,
      address: '10.9.9.9',
    })
    expect(outside.status).toBe(400)
    expect(outside.body.message).toMatch(/not in address lot "initial-infra"/)
    const del = `${NET}/loopback-address/${rackId}/switch0/172.20.15.40/32`
    expect((await api.delete(del)).status).toBe(204)
    expect((await api.delete(del)).status).toBe(404)
  })
})

describe('allow-list and settings', () => {
  it('refuses an allow-list that shuts out the caller and keeps the old one', async () => {
    const before = (await api.get(`${NET}/allow-list`)).body
    const locked = await api.put<ErrorJson>(`${NET}/allow-list`, {
      allowed_ips: { allow: 'list', ips: ['192.0.2.0/24'] },
    })
    expect(locked.status).toBe(400)
    expect(locked.body.message).toMatch(/would prevent access from the current client/)
    expect((await api.get(`${NET}/allow-list`)).body).toEqual(before)
    const any = await api.put<{ allowed_ips: { allow: string } }>(`${NET}/allow-list`, {
      allowed_ips: { allow: 'any' },
    })
    expect(any.body.allowed_ips.allow).toBe('any')
  })

  it('updates inbound ICMP and the jumbo-frames setting', async () => {
    expect((await api.put(`${NET}/inbound-icmp`, { enabled: false })).status).toBe(204)
    expect((await api.get(`${NET}/inbound-icmp`)).body).toEqual({ enabled: false })
    const settings = await api.put(`${NET}/settings`, {
      external_jumbo_frames_opt_in_enabled: true,
    })
    expect(settings.body).toEqual({ external_jumbo_frames_opt_in_enabled: true })
  })

  it('answers 403 to a user who is not a fleet viewer', async () => {
    await api.login('cleo')
    expect((await api.get(`${NET}/bgp-status`)).status).toBe(403)
    expect((await api.put(`${NET}/inbound-icmp`, { enabled: false })).status).toBe(403)
  })
})

describe('allow-list', () => {
  it('refuses an empty list and a malformed network, and keeps the old list', async () => {
    const before = (await api.get(`${NET}/allow-list`)).body
    const empty = await api.put<ErrorJson>(`${NET}/allow-list`, {
      allowed_ips: { allow: 'list', ips: [] },
    })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe('allowlist must not be empty')
    const bad = await api.put(`${NET}/allow-list`, {
      allowed_ips: { allow: 'list', ips: ['10.0.0.0/40'] },
    })
    expect(bad.status).toBe(400)
    expect((await api.get(`${NET}/allow-list`)).body).toEqual(before)
    const ok = await api.put<{ allowed_ips: { ips: string[] } }>(`${NET}/allow-list`, {
      allowed_ips: { allow: 'list', ips: ['10.10.0.0/16', '192.0.2.0/24'] },
    })
    expect(ok.body.allowed_ips.ips).toEqual(['10.10.0.0/16', '192.0.2.0/24'])
  })
})
