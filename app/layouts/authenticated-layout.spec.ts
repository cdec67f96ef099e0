import { afterEach, describe, expect, it, vi } from 'vitest'

import { queryClient } from '~/api/client'

const startActivity = vi.fn()
vi.mock('./activity-start', () => ({ startActivity }))

afterEach(() => {
  vi.unstubAllGlobals()
  queryClient.clear()
})

describe('the signed-in layout’s loader', () => {
  it('reads the user, and leaves the activity log’s code for after the first page is drawn', async () => {
    const sent: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      sent.push(url)
      return Response.json({ id: 'u1', fleet_viewer: false, items: [], next_page: null })
    })
    const { loader } = await import('./AuthenticatedLayout')
    await loader()
    await vi.dynamicImportSettled()
    expect(sent).toEqual(['/v1/me', '/v1/me/groups'])
    // on a slow link its files would compete with the page's own (docs/performance.md)
    expect(startActivity).not.toHaveBeenCalled()
  })
})
