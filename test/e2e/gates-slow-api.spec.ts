/**
 * Gate: a slow API. With the mock's delay at its maximum (`max`: 400 ms per request, see
 * mock-api/browser.ts), a page of each kind in each layout (`REPRESENTATIVE`, below) shows a
 * loading state before its content on an in-app navigation, the first pages of each app layout
 * on a first load too, and no page ever flashes wrong content: no empty state ("No projects")
 * before the rows, no error screen or second heading before the page. Double-clicking a create
 * form's submit button sends one request.
 */
import { type Page } from '@playwright/test'

import { countRequests, setMockDelay } from './fault-injection'
import {
  gatePages,
  loadsFresh,
  navigateInApp,
  settle,
  settleNavigation,
  trackInflight,
  type GateRoute,
} from './gate-utils'
import { dialog, expect, test } from './utils'

// generous timeouts: every request waits 400 ms, and a busy CI machine adds to that
test.describe.configure({ mode: 'parallel', timeout: 60_000 })

/** What the page showed, each time the DOM changed. */
type Frame = {
  t: number
  busy: boolean
  h1: string
  empty: string
  rows: number
  path: string
}

/**
 * Records a frame on every DOM change, from the very first one (an init script, so it runs
 * before the app). Loading indications: the initial skeleton (aria-busy), the loading bar,
 * a "Loading" spinner.
 */
async function recordFrames(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __frames: unknown[] }
    w.__frames = []
    // API calls are read back from resource timing: keep them all
    performance.setResourceTimingBufferSize(100_000)
    let last = ''
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null
    const snap = () => {
      const h1 = [...document.querySelectorAll('h1')].find(visible)
      const empty = [...document.querySelectorAll('main h3')].find(
        (h) => visible(h) && /^No /.test(h.textContent ?? ''),
      )
      const frame = {
        busy: !!document.querySelector(
          '[aria-busy="true"], [data-loading-bar], [role="status"][aria-label="Loading"]',
        ),
        h1: h1?.textContent?.trim() ?? '',
        empty: empty?.textContent?.trim() ?? '',
        rows: document.querySelectorAll('main tbody tr').length,
        path: location.pathname,
      }
      const key = JSON.stringify(frame)
      if (key !== last) {
        last = key
        w.__frames.push({ t: Math.round(performance.now()), ...frame })
      }
    }
    new MutationObserver(snap).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    })
  })
}

/** An API call's span, page time. */
type Call = { start: number; end: number }

type Recording = { frames: Frame[]; calls: Call[] }

const recording = (page: Page): Promise<Recording> =>
  page.evaluate(() => ({
    frames: (window as unknown as { __frames: Frame[] }).__frames,
    calls: performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith('/v1/'))
      .map((e) => ({ start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd })),
  }))

const show = (frames: Frame[]) =>
  frames.map(
    (f) => `${f.t}ms ${f.path} busy=${f.busy} h1="${f.h1}" empty="${f.empty}" rows=${f.rows}`,
  )

/**
 * The common judgement on a recording from `since` (page time) to now, as a list of what went
 * wrong: content that waited on the API came after a loading state (a wait on code alone, a
 * lazy page module, may block the main thread too long for the bar's 20 ms timer on a busy
 * machine, so it is not judged); one heading only once the page shows (no flash of another page
 * or an error screen); an empty state only if the list really is empty at the end; rows, once
 * shown, never blink out.
 */
function judge({ frames, calls }: Recording, label: string, since = 0): string[] {
  const mine = frames.filter((f) => f.t >= since)
  const end = mine.at(-1)
  if (!end) return [`${label}: no frames recorded`]
  const problems: string[] = []
  const first = mine.findIndex((f) => f.h1 === end.h1 && f.path === end.path)
  const shown = mine.slice(first)
  const log = show(mine).join('\n')
  const contentAt = mine[first]?.t ?? 0
  const waitedOn = calls.filter((c) => c.start >= since && c.end <= contentAt + 1)
  if (waitedOn.length > 0 && !mine.slice(0, first + 1).some((f) => f.busy)) {
    problems.push(`${label}: no loading state while ${waitedOn.length} API calls ran\n${log}`)
  }
  if (shown.some((f) => f.h1 !== end.h1)) {
    problems.push(`${label}: the heading changed once shown\n${log}`)
  }
  if (!end.empty) {
    // from the page's own heading on: the page left behind may have an empty state of its own,
    // still on screen while this one loads. Tabs of one page share its heading, so a tab left
    // behind stays on screen under the same heading until the loading ends: the leading frames
    // that still show the empty state the navigation started from are the old tab's
    const leftBehind = mine[0]?.empty
    const own = leftBehind ? shown.findIndex((f) => f.empty !== leftBehind) : 0
    if (shown.slice(own < 0 ? shown.length : own).some((f) => f.empty)) {
      problems.push(`${label}: an empty state flashed before the data\n${log}`)
    }
  }
  const firstRows = shown.findIndex((f) => f.rows > 0)
  if (firstRows >= 0 && end.rows > 0 && shown.slice(firstRows).some((f) => f.rows === 0)) {
    problems.push(`${label}: the rows blinked out\n${log}`)
  }
  return problems
}

/**
 * The pages the gate visits: one of each kind in each app layout, which between them run every
 * code path that shows a loading state or could show content too early. The indication itself
 * is the app's (the skeleton of a cold boot in the root layout, the loading bar of a
 * navigation); what differs from page to page is how the page waits for its data: the list kit
 * (ListPage, its query table and the row lookups of other resources), a detail page's layout
 * with route tabs (instance, VPC, silo, inventory, sled, BGP, alert receiver) and a tab of it,
 * a detail without tabs, a detail in a read-only side modal over its list, side-modal create
 * forms (no loader of their own) and edit forms (a loader), the full-page instance create form,
 * and the dashboards (charts, utilization, the update page). The per-route gates that visit
 * every page (accessibility, chaos) load each one's data as well. docs/quality-gates-a11y-chaos.md
 * says why this set.
 */
const REPRESENTATIVE: readonly string[] = [
  // settings
  '/settings/profile',
  '/settings/ssh-keys',
  '/settings/ssh-keys-new',
  '/settings/ssh-keys/:sshKey/edit',
  // silo
  '/projects',
  '/projects-new',
  '/projects/:project/edit',
  '/utilization',
  '/users/:userId',
  '/images/:image/edit',
  '/lookup/instances/:instance',
  // project
  '/projects/:project/instances',
  '/projects/:project/instances-new',
  '/projects/:project/instances/:instance/storage',
  '/projects/:project/instances/:instance/networking',
  '/projects/:project/instances/:instance/metrics/cpu',
  '/projects/:project/disks',
  '/projects/:project/floating-ips',
  '/projects/:project/vpcs/:vpc/firewall-rules',
  '/projects/:project/vpcs/:vpc/subnets/:subnet/edit',
  '/projects/:project/vpcs/:vpc/internet-gateways/:gateway',
  '/projects/:project/vpcs/:vpc/routers/:router',
  // system
  '/system/silos',
  '/system/silos-new',
  '/system/silos/:silo/idps',
  '/system/silos/:silo/quotas',
  '/system/inventory/sleds',
  '/system/inventory/sleds/:sledId/instances',
  '/system/networking/bgp/peers',
  '/system/networking/ip-pools/:pool',
  '/system/networking/ip-pools/:pool/edit',
  '/system/alerts/:receiver/deliveries',
  '/system/update',
  '/system/audit-log',
]

const appPages = gatePages.filter((r) => !r.bare && REPRESENTATIVE.includes(r.pattern))

test('slow API: every page of the representative set is a page of the app', () => {
  // a page renamed or removed must not drop out of the gate unnoticed
  const pages = new Set(gatePages.map((r) => r.pattern))
  expect(REPRESENTATIVE.filter((p) => !pages.has(p))).toEqual([])
})

test('slow API: the judgement fails each defect it looks for', () => {
  const frame = (t: number, f: Partial<Frame>): Frame => ({
    t,
    busy: false,
    h1: 'Projects',
    empty: '',
    rows: 3,
    path: '/projects',
    ...f,
  })
  const calls = [{ start: 5, end: 400 }]
  const loading = frame(10, { busy: true, h1: '', rows: 0 })
  const judged = (...frames: Frame[]) => judge({ frames, calls }, 'probe').join('\n')
  expect(judged(loading, frame(410, {}))).toBe('')
  expect(judged(frame(10, { h1: '', rows: 0 }), frame(410, {}))).toContain('no loading state')
  expect(judged(loading, frame(410, { rows: 0, empty: 'No projects' }), frame(500, {}))).toContain(
    'an empty state flashed',
  )
  expect(
    judged(loading, frame(410, {}), frame(450, { h1: 'Something went wrong' }), frame(500, {})),
  ).toContain('the heading changed')
  expect(judged(loading, frame(410, {}), frame(450, { rows: 0 }), frame(500, {}))).toContain(
    'the rows blinked out',
  )
})

/**
 * Pages in chunks: each page is reached by an in-app navigation from the one before (judged as
 * such; nothing of it is cached yet), and the first pages of each app layout are then loaded
 * fresh too (judged as a first load: the skeleton of a cold boot; `loadsFresh`); the chunk
 * starts with a fresh load and ends by navigating back to its first page.
 */
const fresh = loadsFresh(appPages, 2)
const CHUNKS = 2
const chunks: GateRoute[][] = Array.from({ length: CHUNKS }, () => [])
appPages.forEach((r, i) => chunks[i % CHUNKS]!.push(r))

chunks.forEach((routes, n) => {
  test(`slow API: pages ${n + 1}/${CHUNKS} (${routes.length})`, async ({ page }) => {
    test.setTimeout(30_000 + routes.length * 12_000)
    await setMockDelay(page, 'max')
    await recordFrames(page)
    const inflight = trackInflight(page)

    const inApp = async (route: GateRoute) => {
      // a lookup route may already have redirected to the next page: nothing to navigate
      if (new URL(page.url()).pathname === route.example) return
      const since = await page.evaluate(() => performance.now())
      await navigateInApp(page, route.example)
      await settleNavigation(page, inflight)
      expect(judge(await recording(page), `${route.example} (in-app navigation)`, since)).toEqual(
        [],
      )
    }

    for (const [i, route] of routes.entries()) {
      if (i > 0) await inApp(route)
      if (i > 0 && !fresh(route)) continue
      // first load: the skeleton until the loaders are done
      await page.goto(route.example)
      await settle(page)
      expect(judge(await recording(page), `${route.example} (first load)`)).toEqual([])
    }
    const first = routes[0]
    if (first && routes.length > 1) await inApp(first)
  })
})

/** A create form: fill it, double-click submit, count the POSTs. */
const doubleSubmits: {
  form: string
  path: string
  api: RegExp
  fill: (page: Page) => Promise<void>
}[] = [
  {
    form: 'Create project',
    path: '/projects-new',
    api: /^\/v1\/projects$/,
    fill: async (page) => {
      await page.getByRole('textbox', { name: 'Name' }).fill('double-click')
    },
  },
  {
    form: 'Add SSH key',
    path: '/settings/ssh-keys-new',
    api: /^\/v1\/me\/ssh-keys$/,
    fill: async (page) => {
      await page.getByRole('textbox', { name: 'Name' }).fill('double-click')
      await page
        .getByRole('textbox', { name: 'Public key' })
        .fill(
          'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIERK4pIuQhG1zh6Bd4MqqrYScEgpFkNxOQhAHvDDgMiE e2e',
        )
    },
  },
]

for (const { form, path, api, fill } of doubleSubmits) {
  test(`slow API: double-clicking "${form}" sends one request`, async ({ page }) => {
    await setMockDelay(page, 'max')
    const posts = countRequests(page, 'POST', api)
    await page.goto(path)
    await settle(page)
    const modal = dialog(page, form)
    await fill(page)
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && api.test(new URL(r.url()).pathname),
    )
    await modal.getByRole('button', { name: form }).dblclick()
    // a second request would have left with the second click, long before this answer
    await answered
    // the form closes on success (after the next page's loaders, 400 ms each)
    await expect(modal).toBeHidden({ timeout: 15_000 })
    await settle(page)
    expect(posts.count, `POST requests for one double click on "${form}"`).toBe(1)
  })
}

test('slow API: double-clicking Confirm in a delete modal sends one request', async ({ page }) => {
  await setMockDelay(page, 'max')
  const deletes = countRequests(page, 'DELETE', /^\/v1\/me\/ssh-keys\/ada-laptop$/)
  await page.goto('/settings/ssh-keys')
  await settle(page)
  await page.getByRole('button', { name: 'Row actions' }).first().click()
  await page.getByRole('menuitem', { name: 'Delete', exact: true }).click()
  const confirm = dialog(page, 'Delete SSH key')
  await confirm.getByRole('button', { name: 'Confirm' }).dblclick()
  await expect(confirm).toBeHidden()
  await settle(page)
  expect(deletes.count).toBe(1)
})
