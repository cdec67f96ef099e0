/** The silo page's local users (create, set a password, sign in as them, delete) and certificates. */
import path from 'node:path'

import { type Page } from '@playwright/test'

import { clickRowAction, dialog, expect, h1, row, test, toast } from './utils'

const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Silo' }).getByRole('link', { name })

const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name)

/**
 * Signs in as another user on the local login page, reached without a page load: a load would
 * reset the in-page mock, and the user just created with it (signing out reloads the page).
 */
async function switchUser(page: Page, user: string, password: string, then = '/projects') {
  await page.evaluate(
    (to) => {
      window.history.pushState(null, '', to)
      window.dispatchEvent(new PopStateEvent('popstate'))
    },
    `/login/lumen/local?redirect_uri=${encodeURIComponent(then)}`,
  )
  await page.getByLabel('Username').fill(user)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** From the silo list to one of the silo's tabs, in the app (keeping the page's mock state). */
async function openSiloTab(page: Page, silo: string, name: string) {
  await page.getByRole('link', { name: 'Silos' }).first().click()
  await row(page, silo).getByRole('link', { name: silo }).click()
  await expect(h1(page)).toHaveText(silo)
  await tab(page, name).click()
}

test('creates a local user, sets their password, signs in as them, deletes them', async ({
  page,
}) => {
  await page.goto('/system/silos')
  await openSiloTab(page, 'lumen', 'Local users')
  await expect(row(page, 'Ada Okafor')).toBeVisible()

  await page.getByRole('button', { name: 'New user' }).first().click()
  const create = dialog(page, 'New user')
  await create.getByLabel('User name').fill('Zoe')
  await create.getByRole('textbox', { name: 'Password', exact: true }).fill('first-pass-1')
  await create.getByLabel('Confirm password').fill('other')
  await create.getByRole('button', { name: 'Create user' }).click()
  await expect(create.getByText('User name must start with a lower-case letter')).toBeVisible()
  await expect(create.getByText('Passwords do not match')).toBeVisible()
  await create.getByLabel('User name').fill('zoe')
  await create.getByLabel('Confirm password').fill('first-pass-1')
  await create.getByRole('button', { name: 'Create user' }).click()
  await expect(toast(page, 'User zoe created')).toBeVisible()

  await clickRowAction(page, 'zoe', 'Set password')
  const set = dialog(page, 'Set password for zoe')
  await set.getByRole('textbox', { name: 'Password', exact: true }).fill('second-pass-2')
  await set.getByLabel('Confirm password').fill('second-pass-2')
  await set.getByRole('button', { name: 'Set password' }).click()
  await expect(toast(page, 'Password set for zoe')).toBeVisible()
  expect(page.url()).not.toContain('second-pass')

  // zoe signs in with the password just set
  await switchUser(page, 'zoe', 'second-pass-2')
  await expect(page.getByRole('button', { name: 'zoe, user menu' })).toBeVisible()

  await switchUser(page, 'ada', 'ferrite-demo', '/system/silos')
  await openSiloTab(page, 'lumen', 'Local users')
  await clickRowAction(page, 'zoe', 'Delete')
  await dialog(page, 'Delete user').getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, 'User zoe deleted')).toBeVisible()
  await expect(row(page, 'zoe')).toHaveCount(0)
})

test('adds a certificate that warns and deletes it; other silos say where to manage theirs', async ({
  page,
}) => {
  await page.goto('/system/silos')
  await openSiloTab(page, 'basalt', 'Certificates')
  await expect(page.getByText('Managed from inside the silo')).toBeVisible()
  await openSiloTab(page, 'lumen', 'Certificates')
  await expect(row(page, 'lumen-wildcard')).toBeVisible()

  await page.getByRole('button', { name: 'Add certificate' }).first().click()
  const add = dialog(page, 'Add certificate')
  await add.getByLabel('Certificate name').fill('old-web')
  await add.getByLabel('Certificate (PEM)').setInputFiles(fixture('silo-cert-expired.pem'))
  const warnings = add.getByRole('list', { name: 'Warnings for the chosen certificate' })
  await expect(warnings.getByText('Certificate expired')).toBeVisible()
  await expect(warnings.getByText('Certificate does not match the silo')).toBeVisible()
  await add.getByLabel('Private key (PEM)').setInputFiles(fixture('silo-key.pem'))
  await add.getByRole('button', { name: 'Add certificate' }).click()
  await expect(toast(page, 'Certificate old-web added')).toBeVisible()
  await expect(row(page, 'old-web')).toBeVisible()
  await expect(row(page, 'old-web')).toContainText('External API')

  await clickRowAction(page, 'old-web', 'Delete')
  await dialog(page, 'Delete certificate').getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, 'Certificate old-web deleted')).toBeVisible()
  await expect(row(page, 'old-web')).toHaveCount(0)
})

test('views a silo user in a side panel and follows them to the audit log', async ({ page }) => {
  await page.goto('/system/silos/lumen/users')
  await clickRowAction(page, 'Ben Ito', 'View user')
  const panel = dialog(page, 'Silo user')
  await expect(panel).toContainText('Ben Ito')
  await expect(panel).toContainText('lumen')
  await panel.getByRole('button', { name: 'Close' }).click()
  await expect(panel).toBeHidden()
  await clickRowAction(page, 'Ben Ito', 'View user')
  await dialog(page, 'Silo user')
    .getByRole('link', { name: 'Their changes in the audit log (last week)' })
    .click()
  await expect(h1(page)).toHaveText('Audit Log')
  expect(new URL(page.url()).searchParams.get('actor')).toBe('Ben Ito')
})
