/**
 * A cold load over a remote operator's link (issue 30, goal 1): the production build in front of
 * the standalone mock API, the link emulated by Chromium. The page's API reads start from the
 * route preload script, while the entry and the route's files download, instead of once they
 * have arrived and run (app/routes/early-requests.ts); the app takes each answer instead of
 * asking again. Runs its own servers on free ports; needs `npx vite build` first.
 */
import { type ProdStack, serveProdBuild } from '../../tools/lib/serve'
import { expect, row, test } from './utils'

let stack: ProdStack
test.beforeAll(async () => {
  stack = await serveProdBuild()
})
test.afterAll(async () => {
  await stack?.close()
})

type Sent = { url: string; at: number; by: string }

test('over a slow link the list’s API reads start before its code has arrived, and once', async ({
  page,
}) => {
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

  await page.goto(`${stack.base}/projects/web-app/instances`)
  await expect(row(page, 'web-frontend-1')).toBeVisible()

  const request = (test: RegExp) => [...sent.entries()].find(([, s]) => test.test(s.url))
  const [pageId] = request(/^\/assets\/InstancesPage-[\w-]+\.js$/) ?? []
  const pageLoaded = finished.get(pageId ?? '')
  expect(pageLoaded).toBeDefined()
  for (const api of [
    /^\/v1\/me$/,
    /^\/v1\/projects\/web-app$/,
    /^\/v1\/instances\?project=web-app/,
  ]) {
    const [, read] = request(api) ?? []
    expect(read, String(api)).toBeDefined()
    // sent by the preload script, before the page's module (which used to send it) arrived
    expect(read!.by).toMatch(/\/assets\/route-preload-[\w-]+\.js$/)
    expect(read!.at).toBeLessThan(pageLoaded!)
  }
  // every read was taken by the app: none of them went out twice
  const reads = all.filter((u) => u.startsWith('/v1/'))
  expect(reads.length).toBeGreaterThan(6)
  expect(reads).toEqual([...new Set(reads)])
})
