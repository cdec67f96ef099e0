import { type LoaderFunctionArgs } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { queryClient } from '~/api/client'

import { EARLY_REQUESTS } from './early-requests'

/** The URLs the preload script sends for a path (tools/lib/route-preload.ts does the same). */
const earlyUrls = (path: string) =>
  EARLY_REQUESTS.flatMap(({ test, params = [], urls }) => {
    const m = test.exec(path)
    return m
      ? urls.map((u) => u.replace(/\{(\w+)\}/g, (_, n: string) => m[params.indexOf(n) + 1]!))
      : []
  })

let sent: string[] = []
beforeEach(() => {
  sent = []
  queryClient.clear()
  vi.stubGlobal('fetch', async (url: string) => {
    sent.push(url)
    return Response.json({ items: [], next_page: null, role_assignments: [] })
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  queryClient.clear()
})

type Loader = (args: LoaderFunctionArgs) => unknown
const run = async (path: string, loaders: Loader[]) => {
  const params = /\/projects\/(?<project>[^/]+)(\/instances\/(?<instance>[^/]+))?/.exec(
    path,
  )?.groups
  const request = new Request('http://localhost' + path)
  const args = {
    params: { ...params },
    request,
    context: {},
    url: new URL(request.url),
    pattern: '',
  }
  await Promise.allSettled(loaders.map((l) => l(args)))
  return sent
}

describe('early API reads', () => {
  // the loaders of each page's routes, outermost first, as React Router runs them
  const pages: [string, () => Promise<Loader[]>][] = [
    [
      '/projects',
      async () => [
        (await import('~/layouts/AuthenticatedLayout')).loader,
        (await import('~/pages/silo/ProjectsPage')).loader,
      ],
    ],
    [
      '/projects/web-app/instances',
      async () => [
        (await import('~/layouts/AuthenticatedLayout')).loader,
        (await import('~/layouts/ProjectLayout')).loader,
        (await import('~/pages/project/instances/InstancesPage')).loader,
      ],
    ],
    [
      '/projects/web-app/instances/db-1/storage',
      async () => [
        (await import('~/layouts/AuthenticatedLayout')).loader,
        (await import('~/layouts/ProjectLayout')).loader,
        (await import('~/pages/project/instances/InstancePage')).loader,
        (await import('~/pages/project/instances/tabs/StorageTab')).loader,
      ],
    ],
  ]

  it.each(pages)('are each a URL that the loaders of %s send', async (path, loaders) => {
    const early = earlyUrls(path)
    expect(early.length).toBeGreaterThan(2)
    const byLoaders = await run(path, await loaders())
    // each one is taken by a loader's read: none is sent for nothing
    for (const url of early) expect(byLoaders).toContain(url)
  })

  it('are not sent for the sign-in and device pages', () => {
    expect(earlyUrls('/login/lumen/local')).toEqual([])
    expect(earlyUrls('/device/verify')).toEqual([])
    expect(earlyUrls('/settings/profile')).toEqual(['/v1/me', '/v1/me/groups'])
  })
})
