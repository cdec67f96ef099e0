/**
 * Growing the rack in the mock: adding an uninitialized sled starts a membership change that
 * commits over (simulated) time and makes it a sled of the rack; an abort stops it; a second
 * change waits for the first. Adopting an unadopted disk makes it a physical disk; cancelling
 * the request leaves it waiting. Writes need a fleet admin.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

import { rackId, UNADOPTED_DISK_SERIAL, UNINITIALIZED_SLED_SERIAL } from '../db'
import { freshClient, type ErrorJson, type PageJson } from '../testing'
import { HARDWARE_MS } from './hardware-extras'

const board = { part_number: '913-0000019', serial_number: UNINITIALIZED_SLED_SERIAL }
const disk = { vendor: 'WDC', model: 'WUS5EA138ESP7E1', serial: UNADOPTED_DISK_SERIAL }
const membership = `/v1/system/hardware/racks/${rackId}/membership`

type Status = { version: number; state: string; unacknowledged_members: unknown[] }
type Sled = { id: string; baseboard: { serial: string } }

afterEach(() => {
  vi.useRealTimers()
})

describe('rack membership', () => {
  it('adds an uninitialized sled: in progress, then committed and in the sled list', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const api = freshClient()
    const before = await api.get<Status>(membership)
    expect(before.body).toMatchObject({ version: 1, state: 'committed' })
    const uninit = await api.get<PageJson<unknown>>('/v1/system/hardware/sleds-uninitialized')
    expect(uninit.body.items).toHaveLength(1)

    const added = await api.post<Status>(`${membership}/add`, { sled_ids: [board] })
    expect(added.status).toBe(200)
    expect(added.body).toMatchObject({ version: 2, state: 'in_progress' })
    expect(added.body.unacknowledged_members).toEqual([board])
    const again = await api.post<ErrorJson>(`${membership}/add`, { sled_ids: [board] })
    expect(again.status).toBe(400)
    expect(again.body.message).toMatch(/still in progress/)

    vi.advanceTimersByTime(HARDWARE_MS.membership + 100)
    expect((await api.get<Status>(membership)).body.state).toBe('committed')
    const sleds = await api.get<PageJson<Sled>>('/v1/system/hardware/sleds')
    expect(sleds.body.items.map((s) => s.baseboard.serial)).toContain(UNINITIALIZED_SLED_SERIAL)
    const after = await api.get<PageJson<unknown>>('/v1/system/hardware/sleds-uninitialized')
    expect(after.body.items).toHaveLength(0)
    const older = await api.get<Status>(`${membership}?version=1`)
    expect(older.body.version).toBe(1)
    expect((await api.get(`${membership}?version=9`)).status).toBe(404)
  })

  it('aborts a change in progress, and refuses an abort or a sled that is not waiting', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const api = freshClient()
    const stranger = { part_number: '913-0000019', serial_number: 'NOPE' }
    const bad = await api.post<ErrorJson>(`${membership}/add`, { sled_ids: [stranger] })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/not an uninitialized sled/)
    expect((await api.post(`${membership}/abort`)).status).toBe(400)

    await api.post(`${membership}/add`, { sled_ids: [board] })
    const aborted = await api.post<Status>(`${membership}/abort`)
    expect(aborted.body.state).toBe('aborted')
    vi.advanceTimersByTime(HARDWARE_MS.membership + 100)
    const uninit = await api.get<PageJson<unknown>>('/v1/system/hardware/sleds-uninitialized')
    expect(uninit.body.items).toHaveLength(1)
  })
})

describe('disk adoption', () => {
  it('adopts a waiting disk after a while, and cancels a request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const api = freshClient()
    const unadopted = await api.get<PageJson<unknown>>('/v1/system/hardware/disks-unadopted')
    expect(unadopted.body.items).toHaveLength(1)

    const request = await api.put<{ id: string }>('/v1/system/hardware/disk-adoption-request', disk)
    expect(request.status).toBe(201)
    const twice = await api.put<ErrorJson>('/v1/system/hardware/disk-adoption-request', disk)
    expect(twice.body.error_code).toBe('ObjectAlreadyExists')
    const cancel = await api.delete(`/v1/system/hardware/disk-adoption-request/${request.body.id}`)
    expect(cancel.status).toBe(204)
    vi.advanceTimersByTime(HARDWARE_MS.adoption + 100)
    expect(
      (await api.get<PageJson<unknown>>('/v1/system/hardware/disks-unadopted')).body.items,
    ).toHaveLength(1)

    await api.put('/v1/system/hardware/disk-adoption-request', disk)
    vi.advanceTimersByTime(HARDWARE_MS.adoption + 100)
    const disks = await api.get<PageJson<{ serial: string }>>('/v1/system/hardware/disks')
    expect(disks.body.items.map((d) => d.serial)).toContain(UNADOPTED_DISK_SERIAL)
    expect(
      (await api.get<PageJson<unknown>>('/v1/system/hardware/disks-unadopted')).body.items,
    ).toHaveLength(0)
    expect(
      (await api.get<PageJson<unknown>>('/v1/system/hardware/disk-adoption-requests')).body.items,
    ).toHaveLength(0)
  })

  it('needs a fleet admin to adopt or add', async () => {
    const api = freshClient({ requireLogin: true })
    await api.login('ben')
    expect((await api.put('/v1/system/hardware/disk-adoption-request', disk)).status).toBe(403)
    expect((await api.post(`${membership}/add`, { sled_ids: [board] })).status).toBe(403)
  })
})
