/**
 * What the API offers, in the console (issue: depth): reads and writes that had no page.
 */
import { readFile } from 'node:fs/promises'

import { expect, h1, test } from './utils'

const INSTANCE = '/projects/web-app/instances/web-frontend-1'

test("an instance's settings list the SSH keys it was created with", async ({ page }) => {
  await page.goto(`${INSTANCE}/settings`)
  await expect(h1(page)).toHaveText('web-frontend-1')
  const keys = page.getByRole('table', { name: 'SSH keys of the instance' })
  await expect(keys.getByRole('row')).toHaveCount(3)
  await expect(keys.getByRole('cell', { name: 'ada-laptop' })).toBeVisible()
  await expect(keys.getByRole('cell', { name: 'ada-workstation' })).toBeVisible()
  await expect(keys.getByRole('cell', { name: /^ssh-ed25519 …/ }).first()).toBeVisible()
})

test('the alert log lists every alert the rack raised, by time and class', async ({ page }) => {
  await page.goto('/system/alert-log')
  await expect(h1(page)).toHaveText('Alert Log')
  const rows = page.getByRole('row').filter({ hasNot: page.getByRole('columnheader') })
  // nine seeded alerts and the sled that stopped answering a moment ago, newest first
  await expect(rows).toHaveCount(10)
  await expect(rows.first()).toContainText('hardware.sled.unreachable')

  // the API filters by class, with the receivers' globs
  const cls = page.getByRole('textbox', { name: 'Class' })
  await cls.fill('hardware.**')
  await cls.press('Enter')
  await expect(page).toHaveURL(/class=hardware\.\*\*/)
  await expect(rows).toHaveCount(4)
  for (const text of await rows.allTextContents()) expect(text).toContain('hardware.')

  // a class the API would refuse is said, and not sent
  await cls.fill('not a class!')
  await cls.press('Enter')
  await expect(cls).toHaveAccessibleDescription(/alert class names separated by dots/)

  // the last hour: only the fresh one
  await cls.fill('')
  await cls.press('Enter')
  await page.getByRole('combobox', { name: 'Raised' }).selectOption({ label: 'Last hour' })
  await expect(rows).toHaveCount(1)
  await rows.first().getByRole('button', { name: 'Row actions' }).click()
  await page.getByRole('menuitem', { name: 'View alert' }).click()
  const modal = page.getByRole('dialog', { name: 'Alert' })
  await expect(modal).toContainText('hardware.sled.unreachable')
  await expect(modal).toContainText('BRM42220017')
})

test("the serial console's log downloads from the start of the API's buffer", async ({ page }) => {
  await page.goto(`${INSTANCE}/serial-console`)
  await expect(page.getByRole('heading', { name: 'Serial console: web-frontend-1' })).toBeVisible()
  const downloaded = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download log' }).click()
  const file = await downloaded
  expect(file.suggestedFilename()).toBe('web-frontend-1-serial-console.log')
  const text = await readFile((await file.path())!, 'utf8')
  expect(text).toContain('web-frontend-1 login:')
})

test("an address lot's blocks are read a page at a time, with the list's tools", async ({
  page,
}) => {
  const blocks = page.waitForRequest((r) =>
    /\/v1\/system\/networking\/address-lot\/initial-infra\/blocks/.test(r.url()),
  )
  await page.goto('/system/networking/address-lots/initial-infra')
  await expect(h1(page)).toHaveText('initial-infra')
  await blocks
  const table = page.getByRole('table').last()
  await expect(table.getByRole('columnheader', { name: /first address/i })).toBeVisible()
  await expect(table.getByRole('row')).not.toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible()
})
