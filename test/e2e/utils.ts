import { test as base, expect, type Locator, type Page } from '@playwright/test'

export { expect }

/** Password of every seeded mock user. */
export const DEMO_PASSWORD = 'ferrite-demo'

/**
 * Every test page runs with the mock's delay off and fails on any uncaught page error or
 * unhandled rejection.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  // Playwright reads fixture dependencies from the destructuring pattern, even an empty one
  // eslint-disable-next-line no-empty-pattern
  pageErrors: async ({}, provide) => {
    await provide([])
  },
  page: async ({ page, pageErrors }, provide) => {
    page.on('pageerror', (e) => pageErrors.push(`${e.name}: ${e.message}`))
    await page.addInitScript(() => {
      window.localStorage.setItem('ferrite-mock-delay', 'off')
    })
    await provide(page)
    expect(pageErrors, 'uncaught errors in the page').toEqual([])
  },
})

/** Signs in through the local login page of a silo as a seeded user. */
export async function signIn(
  page: Page,
  username: string,
  silo = 'lumen',
  password = DEMO_PASSWORD,
) {
  await page.goto(`/login/${silo}/local`)
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).not.toHaveURL(/\/login\//)
}

/** Signs out through the user menu; the console then sends the browser to the login page. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login\/lumen\/local/)
}

/** The table row whose cells include `name`. */
export const row = (page: Page, name: string | RegExp): Locator =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: typeof name === 'string' }) })

/** The body rows of the (only) table on the page, without the header row. */
export const bodyRows = (page: Page): Locator =>
  page.getByRole('row').filter({ hasNot: page.getByRole('columnheader') })

/** Opens a row's actions menu and picks an item. */
export async function clickRowAction(page: Page, name: string, action: string) {
  await row(page, name).getByRole('button', { name: 'Row actions' }).click()
  await page.getByRole('menuitem', { name: action, exact: true }).click()
}

/** A toast card on screen (in the "Notifications" list) containing text. */
export const toast = (page: Page, text: string | RegExp): Locator =>
  page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: text })
    .first()

/** What screen readers were told: a status (polite) or alert (assertive) region with text. */
export const announcement = (page: Page, text: string | RegExp): Locator =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first()

/** The open dialog with this title. */
export const dialog = (page: Page, title: string | RegExp): Locator =>
  page.getByRole('dialog', { name: title })

/** The page's main heading. */
export const h1 = (page: Page): Locator => page.getByRole('heading', { level: 1 })

/** A path (plus query) matcher for the current URL, anchored at the origin. */
export const urlPath = (path: string): RegExp =>
  new RegExp(`^https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

type MockResponse = { status: number; body: unknown }

/**
 * Calls the API from inside the page, so the request goes through the page's in-browser mock
 * (a service worker): Playwright's own request context would bypass it. For setting up state
 * the console has no page for yet.
 */
export async function apiCall(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  contentType = 'application/json',
): Promise<MockResponse> {
  return page.evaluate(
    async ({ method, path, body, contentType }) => {
      const init: RequestInit = { method, credentials: 'same-origin' }
      if (body !== undefined) {
        init.headers = { 'content-type': contentType }
        init.body = typeof body === 'string' ? body : JSON.stringify(body)
      }
      const res = await fetch(path, init)
      const text = await res.text()
      let parsed: unknown = text
      try {
        parsed = text ? JSON.parse(text) : null
      } catch {
        // not JSON: keep the text
      }
      return { status: res.status, body: parsed }
    },
    { method, path, body, contentType },
  )
}
