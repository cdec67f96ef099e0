import { test as base, expect, type Locator, type Page } from '@playwright/test'

export { expect }

/** Password of every seeded mock user. */
export const DEMO_PASSWORD = 'ferrite-demo'

/**
 * Every test page runs with the mock's delay off and fails on any uncaught page error or
 * unhandled rejection.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: async ({}, use) => {
    await use([])
  },
  page: async ({ page, pageErrors }, use) => {
    page.on('pageerror', (e) => pageErrors.push(`${e.name}: ${e.message}`))
    await page.addInitScript(() => {
      window.localStorage.setItem('ferrite-mock-delay', 'off')
    })
    await use(page)
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

/** The table row whose cells include `name`. */
export const row = (page: Page, name: string | RegExp): Locator =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: typeof name === 'string' }) })

/** Opens a row's actions menu and picks an item. */
export async function clickRowAction(page: Page, name: string, action: string) {
  await row(page, name).getByRole('button', { name: 'Row actions' }).click()
  await page.getByRole('menuitem', { name: action, exact: true }).click()
}

/** A toast (status/alert region) containing text. */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first()
