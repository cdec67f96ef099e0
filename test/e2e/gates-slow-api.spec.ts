/**
 * Gate: a slow API. With the mock's delay at its maximum (`max`: 400 ms per request, see
 * mock-api/browser.ts), every built page of app/route-list.ts shows a loading state before its
 * content, on a first load and on an in-app navigation, and never flashes wrong content: no
 * empty state ("No projects") before the rows, no error screen or second heading before the
 * page. Double-clicking a create form's submit button sends one request.
 */
import { type Page } from '@playwright/test'

import { builtPages, countRequests, setMockDelay, settle } from './gate-utils'
import { dialog, expect, test } from './utils'

test.describe.configure({ mode: 'parallel' })

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

const framesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames)

const show = (frames: Frame[]) =>
  frames.map(
    (f) => `${f.t}ms ${f.path} busy=${f.busy} h1="${f.h1}" empty="${f.empty}" rows=${f.rows}`,
  )

/** A wait longer than this had a request behind it (the mock waits 400 ms per request). */
const INSTANT_MS = 150

/**
 * The common judgement on a recording from `since` (page time) to now: content that took a
 * request to arrive came after a loading state; one heading only once the page shows (no flash
 * of another page or an error screen); an empty state only if the list really is empty at the
 * end; rows, once shown, never blink out.
 */
function judge(frames: Frame[], label: string, since = 0) {
  const mine = frames.filter((f) => f.t >= since)
  const end = mine.at(-1)
  expect(end, `${label}: frames recorded`).toBeDefined()
  if (!end) return
  const first = mine.findIndex((f) => f.h1 === end.h1 && f.path === end.path)
  const shown = mine.slice(first)
  const log = show(mine).join('\n')
  const waited = (mine[first]?.t ?? 0) - since
  if (waited > INSTANT_MS) {
    expect(
      mine.slice(0, first + 1).some((f) => f.busy),
      `${label}: a loading state in the ${waited} ms before the content\n${log}`,
    ).toBe(true)
  }
  expect(
    [...new Set(shown.map((f) => f.h1))],
    `${label}: the heading never changes once shown\n${log}`,
  ).toEqual([end.h1])
  if (!end.empty) {
    expect(
      mine.filter((f) => f.empty),
      `${label}: an empty state flashed before the data\n${log}`,
    ).toEqual([])
  }
  const firstRows = shown.findIndex((f) => f.rows > 0)
  if (firstRows >= 0 && end.rows > 0) {
    expect(
      shown.slice(firstRows).filter((f) => f.rows === 0),
      `${label}: the rows blinked out\n${log}`,
    ).toEqual([])
  }
}

const appPages = builtPages.filter((r) => !r.bare)

/** In-app navigation through the router, as a link or the back button would. */
async function navigateInApp(page: Page, to: string) {
  await page.evaluate((path) => {
    window.history.pushState(null, '', path)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, to)
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

for (const route of appPages) {
  test(`slow API: ${route.example}`, async ({ page }) => {
    await setMockDelay(page, 'max')
    await recordFrames(page)
    // in-app navigation from another page (nothing of this one cached yet): the loading bar,
    // the old page until the new one is ready
    const from = route.final.startsWith('/settings') ? '/projects' : '/settings/profile'
    await page.goto(from)
    await settle(page)
    const since = await page.evaluate(() => performance.now())
    await navigateInApp(page, route.example)
    await expect(page).toHaveURL(new RegExp(`${escape(route.final)}$`))
    await settle(page)
    judge(await framesOf(page), `${route.example} (in-app navigation)`, since)

    // first load: the skeleton until the loaders are done
    await page.goto(route.example)
    await settle(page)
    judge(await framesOf(page), `${route.example} (first load)`)
  })
}

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
      await page.getByRole('textbox', { name: 'Public key' }).fill('ssh-ed25519 AAAAC3Nza e2e')
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
    await modal.getByRole('button', { name: form }).dblclick()
    // the form closes on success; by then any second request would have been sent
    await expect(modal).toBeHidden()
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
