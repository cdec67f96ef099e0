/**
 * Toasts: shown, announced to screen readers, dismissible, closing themselves after 5 s
 * (15 s for errors), names cut at 36 characters. The timed tests drive a fake page clock.
 */
import { type Locator, type Page } from '@playwright/test'

import { injectFault } from './fault-injection'
import { announcement, clickRowAction, dialog, expect, h1, row, test, toast } from './utils'

/** The page's clock (real, or fake once installed). */
const pageNow = (page: Page) => page.evaluate(() => Date.now())

type Raised = {
  toast: Locator
  /** page time just before the action that raised it */ before: number
}

/** "Copy ID" on a project row raises a success toast without changing anything. */
async function raiseSuccessToast(page: Page): Promise<Raised> {
  await page.goto('/projects')
  await expect(h1(page)).toHaveText('Projects')
  await row(page, 'web-app').getByRole('button', { name: 'Row actions' }).click()
  const before = await pageNow(page)
  await page.getByRole('menuitem', { name: 'Copy ID', exact: true }).click()
  const t = toast(page, 'ID copied to clipboard')
  await expect(t).toBeVisible()
  return { toast: t, before }
}

/** Deleting an SSH key fails (the API refuses it, as injected): an error toast. */
async function raiseErrorToast(page: Page): Promise<Raised> {
  await injectFault(page, {
    method: 'DELETE',
    path: /^\/v1\/me\/ssh-keys\/ada-laptop$/,
    status: 400,
    body: { request_id: 'toast', error_code: 'InvalidRequest', message: 'Key is in use' },
  })
  await page.goto('/settings/ssh-keys')
  await expect(h1(page)).toHaveText('SSH Keys')
  await clickRowAction(page, 'ada-laptop', 'Delete')
  const before = await pageNow(page)
  await dialog(page, 'Delete SSH key').getByRole('button', { name: 'Confirm' }).click()
  const t = toast(page, 'Could not delete SSH key')
  await expect(t).toBeVisible()
  return { toast: t, before }
}

/**
 * With the page clock paused as soon as the toast shows, checks it is still there just before
 * `ms` has passed since the action and gone once `ms` has passed since it showed, however slow
 * the machine was in between.
 */
async function expectLifetime(page: Page, { toast: t, before }: Raised, ms: number) {
  const shown = await pageNow(page)
  // a little ahead: the clock keeps flowing until it is paused
  const pausedAt = shown + 1_000
  expect(pausedAt, 'the toast took too long to show to time it').toBeLessThan(before + ms - 100)
  await page.clock.pauseAt(pausedAt)
  await expect(t).toBeVisible()
  await page.clock.pauseAt(before + ms - 100)
  await expect(t).toBeVisible()
  await page.clock.pauseAt(shown + ms + 1)
  await expect(t).toBeHidden()
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
})

test('a success toast is announced politely and can be dismissed', async ({ page }) => {
  const { toast: t } = await raiseSuccessToast(page)
  await expect(t).toContainText('Copied')
  await expect(page.getByRole('status').filter({ hasText: 'ID copied to clipboard' })).toHaveText(
    'Copied ID copied to clipboard',
  )
  await t.getByRole('button', { name: 'Dismiss notification' }).click()
  await expect(t).toBeHidden()
  await expect(page.getByRole('list', { name: 'Notifications' })).toHaveCount(0)
})

test('an error toast is announced assertively, with its title and the reason', async ({ page }) => {
  const { toast: t } = await raiseErrorToast(page)
  await expect(t).toContainText('Key is in use')
  const alert = page.getByRole('alert').filter({ hasText: 'Could not delete SSH key' })
  await expect(alert).toHaveText(/^Could not delete SSH key Key is in use/)
  await t.getByRole('button', { name: 'Dismiss notification' }).click()
  await expect(t).toBeHidden()
})

test('toasts stack, newest last, and are dismissed one by one', async ({ page }) => {
  await raiseSuccessToast(page)
  await clickRowAction(page, 'sandbox', 'Copy ID')
  const items = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem')
  await expect(items).toHaveCount(2)
  await items.first().getByRole('button', { name: 'Dismiss notification' }).click()
  await expect(items).toHaveCount(1)
  await items.first().getByRole('button', { name: 'Dismiss notification' }).click()
  await expect(items).toHaveCount(0)
})

test('a success toast closes itself after 5 s', async ({ page }) => {
  await page.clock.install()
  await expectLifetime(page, await raiseSuccessToast(page), 5_000)
})

test('an error toast stays for 15 s', async ({ page }) => {
  await page.clock.install()
  await expectLifetime(page, await raiseErrorToast(page), 15_000)
})

test('long names are cut at 36 characters in the toast, but announced whole', async ({ page }) => {
  const name = `long-${'x'.repeat(50)}`
  await page.goto('/projects-new')
  const form = dialog(page, 'Create project')
  await form.getByRole('textbox', { name: 'Name' }).fill(name)
  await form.getByRole('button', { name: 'Create project' }).click()
  const shown = `${name.slice(0, 35)}…`
  const t = toast(page, `Project ${shown} created`)
  await expect(t).toBeVisible()
  await expect(t.getByTitle(name)).toHaveText(shown)
  await expect(announcement(page, `Project ${name} created`)).toHaveText(
    `Success Project ${name} created`,
  )
})
