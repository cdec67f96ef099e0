/**
 * Gate: accessibility. axe (WCAG 2.0/2.1 A and AA, colour contrast included, and the
 * experimental label-content-name-mismatch: a control's name contains its visible text; the gate
 * adds that a name set apart from the text starts with it) on
 * every route (test/fixtures/routes.ts) with its seed example, as the demo operator ada, and
 * axe's colour contrast again in the other theme (the page goes from dark to light and back
 * from route to route, so each is read in both with one switch). On list pages it
 * also scans with a row menu open and with the delete confirm modal open (then cancels); the
 * form routes are the side modals themselves. Fails on any serious or critical violation and
 * prints one line of counts by impact per scan (`axe <route> [state]  critical 0, serious 0, …`).
 */
import { type Page } from '@playwright/test'

import {
  axeScan,
  contrastInOtherTheme,
  expectAccessible,
  expectReadableInOtherTheme,
  namesNotStartingWithText,
} from './axe-utils'
import { injectFault } from './fault-injection'
import {
  ERROR_HEADINGS,
  gateRoutes,
  isLoginUrl,
  mainForm,
  navigateInApp,
  settle,
  settleNavigation,
  trackInflight,
  type GateRoute,
} from './gate-utils'
import { dialog, expect, test } from './utils'

test.describe.configure({ mode: 'parallel' })

/**
 * Scans a route that has just been reached, then its row menu and delete confirm modal (those
 * two scans read the popup only: the page behind it was scanned a moment before).
 */
async function scanRoute(page: Page, route: GateRoute) {
  const heading = await settle(page)
  await expectAccessible(page, route.example)
  // colour contrast in the other theme too, for pages of their own (a redirect's target is
  // scanned as itself); the page stays in that theme for the next route
  if (!route.redirectsTo) await expectReadableInOtherTheme(page, route.example)

  const errorScreen = ERROR_HEADINGS.includes(heading)
  if (route.form && !errorScreen) {
    await expect(mainForm(page), `${route.example}: the form of a form route`).toBeVisible()
  }
  // a list page: its row menu, and the confirm modal behind "Delete"
  if (errorScreen || route.form || route.bare || isLoginUrl(page)) return
  // a detail in a side modal over its list (an internet gateway): the list's rows are behind it
  if (await page.getByRole('dialog').count()) return
  const menuButtons = page.getByRole('button', { name: 'Row actions' })
  const rows = Math.min(await menuButtons.count(), 3)
  for (let i = 0; i < rows; i++) {
    await menuButtons.nth(i).click()
    await expect(page.getByRole('menu')).toBeVisible()
    if (i === 0) {
      await settle(page)
      await expectAccessible(page, `${route.example} [row menu]`, '[role="menu"]')
    }
    // a row whose Delete is enabled (a running instance's is not, with its reason)
    const deleteItem = page.getByRole('menuitem', { name: 'Delete', exact: true })
    if ((await deleteItem.count()) === 0 || (await deleteItem.isDisabled())) {
      await page.keyboard.press('Escape')
      await expect(page.getByRole('menu')).toBeHidden()
      continue
    }
    await deleteItem.click()
    const confirm = dialog(page, /^Delete /)
    await expect(confirm).toBeVisible()
    await settle(page)
    await expectAccessible(page, `${route.example} [confirm modal]`, '[role="dialog"]')
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    break
  }
}

/**
 * Routes in chunks (two workers share them), one page load each: the first route is loaded,
 * the others reached by in-app navigation, so the app boots once per chunk.
 */
const CHUNKS = 4
const chunks: GateRoute[][] = Array.from({ length: CHUNKS }, () => [])
gateRoutes.forEach((r, i) => chunks[i % CHUNKS]!.push(r))

chunks.forEach((routes, n) => {
  test(`axe: routes ${n + 1}/${CHUNKS} (${routes.length})`, async ({ page }) => {
    // generous per route: with several suites sharing two cores (load 30-40) one route with its
    // row menu and confirm modal has taken over 10 s
    test.setTimeout(30_000 + routes.length * 30_000)
    // animations end at once, so the page settles sooner before each scan
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const inflight = trackInflight(page)
    for (const [i, route] of routes.entries()) {
      if (i === 0) {
        await page.goto(route.example)
      } else {
        await navigateInApp(page, route.example)
        await settleNavigation(page, inflight)
      }
      await scanRoute(page, route)
    }
  })
})

test('axe: command palette open', async ({ page }) => {
  await page.goto('/projects')
  await settle(page)
  await page.getByRole('button', { name: 'Jump to' }).click()
  await expect(page.getByRole('combobox', { name: 'Search' })).toBeFocused()
  await settle(page)
  await expectAccessible(page, '/projects [command palette]')
})

test('axe: activity drawer open, with per-item results and an interrupted run', async ({
  page,
}) => {
  await page.goto('/projects')
  await settle(page)
  const me = await page.evaluate(
    async () => ((await (await fetch('/v1/me')).json()) as { id: string }).id,
  )
  await page.evaluate((key) => {
    const at = new Date().toISOString()
    const item = (label: string, status: string, message?: string) => ({
      key: label,
      label,
      status,
      message,
    })
    const entries = [
      {
        id: 'a11y-1',
        kind: 'bulk',
        title: 'Stop instances',
        startedAt: at,
        finishedAt: at,
        status: 'partial',
        items: [item('web-1', 'succeeded'), item('web-2', 'failed', 'Instance is already stopped')],
      },
      {
        id: 'a11y-2',
        kind: 'bulk',
        title: 'Delete disks',
        startedAt: at,
        status: 'running',
        session: 'earlier',
        resume: { action: 'disk.delete', params: { project: 'web-app' } },
        items: [item('disk-1', 'succeeded'), item('disk-2', 'pending')],
      },
      {
        id: 'a11y-3',
        kind: 'mutation',
        title: 'Create project',
        target: 'web-app',
        href: '/projects/web-app',
        auditHref: '/system/audit-log?range=day',
        startedAt: at,
        finishedAt: at,
        status: 'succeeded',
      },
    ]
    localStorage.setItem(key, JSON.stringify(entries))
  }, `ferrite-activity:${me}`)
  await page.reload()
  await settle(page)
  await page.getByRole('button', { name: 'Activity' }).click()
  const drawer = dialog(page, 'Activity')
  await expect(drawer.getByText('Interrupted: 1 of 2 done')).toBeVisible()
  await drawer.getByText('2 items: 1 succeeded, 1 failed').click()
  await expect(drawer.getByText('Instance is already stopped')).toBeVisible()
  await settle(page)
  await expectAccessible(page, '/projects [activity drawer]')
  await expectReadableInOtherTheme(page, '/projects [activity drawer]')
})

test('axe: a list with a selection, its bulk action bar and a failed row', async ({ page }) => {
  await injectFault(page, {
    method: 'POST',
    path: /\/v1\/instances\/web-frontend-2\/stop$/,
    status: 503,
    body: { error_code: 'ServiceNotAvailable', message: 'Sled agent is not reachable' },
  })
  await page.goto('/projects/web-app/instances')
  await settle(page)
  for (const name of ['web-frontend-2', 'web-legacy']) {
    await page.getByRole('checkbox', { name: `Select ${name}` }).check()
  }
  const bar = page.getByRole('toolbar', { name: 'Bulk actions' })
  await bar.getByRole('button', { name: 'Stop 1 of 2' }).click()
  await dialog(page, 'Stop instances').getByRole('button', { name: 'Stop 1 instance' }).click()
  await expect(bar.getByRole('button', { name: 'Retry failed' })).toBeVisible()
  await settle(page)
  await expectAccessible(page, '/projects/web-app/instances [selection]')
})

test('axe: a form with server and validation errors', async ({ page }) => {
  await page.goto('/settings/ssh-keys-new')
  await settle(page)
  const form = dialog(page, 'Add SSH key')
  await form.getByRole('button', { name: 'Add SSH key' }).click()
  await expect(form.getByText('Name is required')).toBeVisible()
  await form.getByRole('textbox', { name: 'Name' }).fill('ada-laptop')
  await form
    .getByRole('textbox', { name: 'Public key' })
    .fill('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOKneLi4Mv42/eo/vvoqsdEDXOAQTUmIvxl2Q3ZMpbYN e2e')
  await form.getByRole('button', { name: 'Add SSH key' }).click()
  await expect(form.getByText('SSH key name already exists').first()).toBeVisible()
  await settle(page)
  await expectAccessible(page, '/settings/ssh-keys-new [errors]')
})

test('axe: the gate runs label-content-name-mismatch', async ({ page }) => {
  // a control whose accessible name drops its visible text must be reported
  await page.setContent(
    '<main><h1>Check</h1><button aria-label="Remove the key">Delete</button></main>',
  )
  const { blocking } = await axeScan(page, '[label-in-name probe]')
  expect(blocking.some((line) => line.includes('label-content-name-mismatch'))).toBe(true)
})

test('axe: the other theme is read with its own colours, not halfway there', async ({ page }) => {
  // light text that is readable only once its slow transition from the dark theme has ended,
  // and a line that is unreadable in the light theme
  await page.setContent(`<html data-theme="dark"><style>
      p { transition: color 60s, background-color 60s; }
      [data-theme="dark"] p { color: #fff; background: #fff; }
      [data-theme="light"] p { color: #111; background: #fff; }
      [data-theme="light"] p.faint { color: #ddd; }
    </style><main><h1>Check</h1><p>readable</p><p class="faint">faint</p></main></html>`)
  const { theme, found } = await contrastInOtherTheme(page)
  expect(theme).toBe('light')
  expect(found).toHaveLength(1)
  expect(found[0]).toMatch(/^\.faint /)
})

test('the gate finds names that do not start with the words their control shows', async ({
  page,
}) => {
  // the names the area switcher, the user menu and PREV had: the text is in them, but not first
  await page.setContent(`<main><h1>Check</h1>
    <button aria-label="Switch between system and silo (area Silo)">Area Silo</button>
    <button aria-label="User menu (Ada Okafor)">Ada Okafor</button>
    <button aria-label="Previous page"><span style="text-transform: uppercase">prev</span></button>
    <button aria-label="Prev page">prev</button>
    <button aria-label="Row actions">…</button>
    <a href="#" aria-label="web-frontend-1"><span style="display: inline-flex"><span>web-fronte</span><span>nd-1</span></span></a>
  </main>`)
  expect(await namesNotStartingWithText(page)).toEqual([
    'shows "area silo", named "Switch between system and silo (area Silo)"',
    'shows "ada okafor", named "User menu (Ada Okafor)"',
    'shows "prev", named "Previous page"',
  ])
})
