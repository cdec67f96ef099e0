/**
 * A cold load over a remote operator's link (issue 30, goal 1): the production build in front of
 * the standalone mock API, the link emulated by Chromium. The page's API reads start from the
 * route preload script, while the entry and the route's files download, instead of once they
 * have arrived and run (app/routes/early-requests.ts); the app takes each answer instead of
 * asking again. Runs its own servers on free ports; needs `npx vite build` first.
 */
import { type Locator, type Page } from '@playwright/test'

import { serveProdBuild, type ProdStack } from '../../tools/lib/serve'
import { expect, row, test } from './utils'

let stack: ProdStack
test.beforeAll(async () => {
  stack = await serveProdBuild()
})
test.afterAll(async () => {
  await stack?.close()
})

type Sent = { url: string; at: number; by: string }

/** Loads `path` cold over a 10 Mbit/s link with 40 ms round trips, recording every request. */
async function loadOverLink(page: Page, path: string, shown: (page: Page) => Locator) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: 1_250_000,
    uploadThroughput: 1_250_000,
  })
  const sent = new Map<string, Sent>()
  const all: string[] = []
  const finished = new Map<string, number>()
  cdp.on('Network.requestWillBeSent', (e) => {
    const u = new URL(e.request.url)
    const url = u.pathname + u.search
    all.push(url)
    // the script whose code sent it: the markup's URL for a file, the top frame for a fetch
    const by = e.initiator.stack?.callFrames[0]?.url ?? e.initiator.url ?? ''
    sent.set(e.requestId, { url, at: e.timestamp, by })
  })
  cdp.on('Network.loadingFinished', (e) => finished.set(e.requestId, e.timestamp))
  await page.goto(stack.base + path)
  await expect(shown(page)).toBeVisible()
  // the cold load is what is checked: later reads (a refetch of what has gone stale meanwhile,
  // on a machine slow enough for it) are the app's ordinary reads
  const sentBeforeShown = all.length
  const find = (test: RegExp) => {
    const [id, request] = [...sent.entries()].find(([, s]) => test.test(s.url)) ?? []
    expect(request, String(test)).toBeDefined()
    return { ...request!, done: finished.get(id!) }
  }
  return { find, reads: all.slice(0, sentBeforeShown).filter((u) => u.startsWith('/v1/')) }
}

test('over a slow link the list’s API reads start before its code has arrived, and once', async ({
  page,
}) => {
  const { find, reads } = await loadOverLink(page, '/projects/web-app/instances', (p) =>
    row(p, 'web-frontend-1'),
  )
  const pageLoaded = find(/^\/assets\/InstancesPage-[\w-]+\.js$/).done
  expect(pageLoaded).toBeDefined()
  for (const api of [
    /^\/v1\/me$/,
    /^\/v1\/projects\/web-app$/,
    /^\/v1\/instances\?project=web-app/,
  ]) {
    const read = find(api)
    // sent by the preload script, before the page's module (which used to send it) arrived
    expect(read.by).toMatch(/\/assets\/route-preload-[\w-]+\.js$/)
    expect(read.at).toBeLessThan(pageLoaded!)
  }
  // every read was taken by the app: none of them went out twice
  expect(reads.length).toBeGreaterThan(6)
  expect(reads).toEqual([...new Set(reads)])
})

test('an instance’s address fetches the tab it redirects to at once, not after the redirect', async ({
  page,
}) => {
  const { find, reads } = await loadOverLink(
    page,
    '/projects/web-app/instances/web-frontend-1',
    (p) => p.getByRole('heading', { level: 1, name: 'web-frontend-1' }),
  )
  await expect(page).toHaveURL(/\/instances\/web-frontend-1\/storage$/)
  const instance = find(/^\/v1\/instances\/web-frontend-1\?project=web-app$/)
  expect(instance.done).toBeDefined()
  // the redirect waits for the instance; the storage tab's files and disks do not
  expect(find(/^\/assets\/StorageTab-[\w-]+\.js$/).at).toBeLessThan(instance.done!)
  expect(find(/^\/v1\/instances\/web-frontend-1\/disks\?/).at).toBeLessThan(instance.done!)
  expect(reads).toEqual([...new Set(reads)])
})
