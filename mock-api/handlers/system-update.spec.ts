/**
 * System update in the mock: an uploaded zip's version comes from its artifacts.json (anything
 * else is refused with a 400 that changes nothing), and the status moves toward a new target
 * over (simulated) time; an older target is refused.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

import { freshClient, type ErrorJson } from '../testing'
import { buildStoredZip } from '../tuf-zip'

type Status = { components_by_release_version: Record<string, number> }

const upload = (api: ReturnType<typeof freshClient>, name: string, files: Record<string, string>) =>
  api.call('PUT', `/v1/system/update/repositories?file_name=${name}`, {
    rawBody: buildStoredZip(files),
    contentType: 'application/octet-stream',
  })

afterEach(() => {
  vi.useRealTimers()
})

describe('system update', () => {
  it('uploads a repository by its zip, refuses a zip without artifacts.json', async () => {
    const api = freshClient()
    const ok = await upload(api, 'r.zip', { 'artifacts.json': '{"system_version":"16.0.0"}' })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ status: 'inserted', repo: { system_version: '16.0.0' } })
    const again = await upload(api, 'r.zip', { 'artifacts.json': '{"system_version":"16.0.0"}' })
    expect(again.body).toMatchObject({ status: 'already_exists' })
    const bad = await upload(api, 'x.zip', { 'a.txt': 'x' })
    expect(bad.status).toBe(400)
    expect((bad.body as ErrorJson).message).toMatch(/no artifacts\.json/)
    const list = await api.get<{ items: unknown[] }>('/v1/system/update/repositories')
    expect(list.body.items).toHaveLength(4)
  })

  it('moves components to a new target over time and refuses an older one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const api = freshClient()
    expect(
      (await api.put('/v1/system/update/target-release', { system_version: '15.1.0' })).status,
    ).toBe(204)
    const at = async () =>
      (await api.get<Status>('/v1/system/update/status')).body.components_by_release_version[
        '15.1.0'
      ] ?? 0
    expect(await at()).toBe(0)
    vi.advanceTimersByTime(3100)
    expect(await at()).toBe(10)
    vi.advanceTimersByTime(60_000)
    expect(await at()).toBe(31)
    const older = await api.put('/v1/system/update/target-release', { system_version: '15.0.0' })
    expect(older.status).toBe(400)
    expect((older.body as ErrorJson).message).toMatch(/must not be older/)
  })
})
