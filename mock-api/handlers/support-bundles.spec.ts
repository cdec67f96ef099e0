/**
 * Support bundles in the mock: a new bundle is collecting for a while, then active with files
 * that download as real bytes (one file, or the whole bundle as a zip; HEAD gives the size,
 * a Range header a part); delete passes through destroying; only operators may see them and
 * only fleet admins may change them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

import { supportBundleId } from '../db'
import { freshClient, type ErrorJson, type PageJson } from '../testing'
import { readTufZipVersion } from '../tuf-zip'
import { SUPPORT_BUNDLE_MS } from './support-bundles'

type Bundle = { id: string; state: string; user_comment: string | null }

afterEach(() => {
  vi.useRealTimers()
})

describe('support bundles', () => {
  it('collects a new bundle, then serves its index, its files and its zip', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const api = freshClient()
    const created = await api.post<Bundle>('/v1/system/support-bundles', {
      user_comment: 'disk errors on sled 15',
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      state: 'collecting',
      user_comment: 'disk errors on sled 15',
    })
    const id = created.body.id
    const early = await api.get<ErrorJson>(`/v1/system/support-bundles/${id}/index`)
    expect(early.status).toBe(400)
    expect(early.body.message).toMatch(/state "collecting"/)

    vi.advanceTimersByTime(SUPPORT_BUNDLE_MS.collect + 100)
    const view = await api.get<Bundle>(`/v1/system/support-bundles/${id}`)
    expect(view.body.state).toBe('active')

    const index = await api.get<string>(`/v1/system/support-bundles/${id}/index`)
    const files = index.body.trim().split('\n')
    expect(files).toContain('bundle_id.txt')

    const file = await api.get<string>(`/v1/system/support-bundles/${id}/download/bundle_id.txt`)
    expect(file.status).toBe(200)
    expect(file.body).toBe(`${id}\n`)
    const head = await api.call('HEAD', `/v1/system/support-bundles/${id}/download/bundle_id.txt`)
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(id.length + 1))
    expect(head.body).toBeNull()

    const part = await api.get<string>(`/v1/system/support-bundles/${id}/download/bundle_id.txt`, {
      headers: { range: 'bytes=0-7' },
    })
    expect(part.status).toBe(206)
    expect(part.body).toBe(id.slice(0, 8))
    expect(part.headers.get('content-range')).toBe(`bytes 0-7/${id.length + 1}`)

    const missing = await api.get<ErrorJson>(`/v1/system/support-bundles/${id}/download/nope.txt`)
    expect(missing.status).toBe(404)
  })

  it('sends the whole bundle as a zip whose size HEAD reports', async () => {
    const api = freshClient()
    const id = supportBundleId(0)
    const head = await api.call('HEAD', `/v1/system/support-bundles/${id}/download`)
    const length = Number(head.headers.get('content-length'))
    expect(length).toBeGreaterThan(100)
    const { handleApiRequest } = await import('../pipeline')
    const res = await handleApiRequest(
      new Request(`http://localhost/v1/system/support-bundles/${id}/download`),
      {},
    )
    const bytes = new Uint8Array(await res!.arrayBuffer())
    expect(bytes.length).toBe(length)
    expect(res!.headers.get('content-type')).toBe('application/zip')
    // a zip the mock's own reader can walk (it has no artifacts.json, which it says)
    expect(await readTufZipVersion(bytes)).toMatchObject({ ok: false, message: /artifacts\.json/ })
  })

  it('refuses the contents of a failed bundle, and deletes through destroying', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const api = freshClient()
    const failed = supportBundleId(1)
    expect((await api.get(`/v1/system/support-bundles/${failed}/download`)).status).toBe(400)
    expect((await api.delete(`/v1/system/support-bundles/${failed}`)).status).toBe(204)
    const view = await api.get<Bundle>(`/v1/system/support-bundles/${failed}`)
    expect(view.body.state).toBe('destroying')
    vi.advanceTimersByTime(SUPPORT_BUNDLE_MS.destroy + 100)
    const gone = await api.get<ErrorJson>(`/v1/system/support-bundles/${failed}`)
    expect(gone.status).toBe(404)
    expect(gone.body.message).toBe(`not found: support-bundle with id "${failed}"`)
  })

  it('lists newest first on request, updates the comment, keeps bundles from others', async () => {
    const api = freshClient()
    const list = await api.get<PageJson<Bundle>>(
      '/v1/system/support-bundles?sort_by=time_and_id_descending',
    )
    expect(list.body.items.map((b) => b.id)).toEqual([supportBundleId(0), supportBundleId(1)])
    const updated = await api.put<Bundle>(`/v1/system/support-bundles/${supportBundleId(0)}`, {
      user_comment: 'still happening',
    })
    expect(updated.body.user_comment).toBe('still happening')

    const admin = freshClient({ requireLogin: true })
    await admin.login('ben')
    expect(
      (await admin.put(`/v1/system/support-bundles/${supportBundleId(0)}`, { user_comment: 'x' }))
        .status,
    ).toBe(403)
    expect((await admin.get('/v1/system/support-bundles')).status).toBe(403)
    expect((await admin.post('/v1/system/support-bundles', {})).status).toBe(403)
  })

  it('replaces the comment as given, clears it when omitted, refuses one over 4096 bytes', async () => {
    const api = freshClient()
    const url = `/v1/system/support-bundles/${supportBundleId(0)}`
    const spaced = await api.put<Bundle>(url, { user_comment: '  sled 15 again  ' })
    expect(spaced.body.user_comment).toBe('  sled 15 again  ')

    // 2049 two-byte characters: 4098 bytes, though only 2049 characters
    const long = await api.put<ErrorJson>(url, { user_comment: 'é'.repeat(2049) })
    expect(long.status).toBe(400)
    expect(long.body.message).toBe('User comment cannot exceed 4096 bytes')
    expect((await api.get<Bundle>(url)).body.user_comment).toBe('  sled 15 again  ')
    expect((await api.put<Bundle>(url, { user_comment: 'é'.repeat(2048) })).status).toBe(200)

    const cleared = await api.put<Bundle>(url, {})
    expect(cleared.body.user_comment).toBeNull()
  })
})
