/**
 * What the API offers, in the console (issue: depth): reads and writes that had no page.
 */
import { readFile } from 'node:fs/promises'

import { injectFault } from './fault-injection'
import { expect, h1, test, toast } from './utils'

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

test('after a recovery (mupdate), a release finishes it and becomes the target', async ({
  page,
}) => {
  // the control plane suspended after a manual recovery, as the API reports it
  const suspended = await injectFault(page, {
    method: 'GET',
    path: /^\/v1\/system\/update\/status$/,
    status: 200,
    body: {
      target_release: { version: '15.0.0', time_requested: '2026-11-01T00:00:00Z' },
      components_by_release_version: { '15.0.0': 27, '14.2.0': 4 },
      suspended: true,
      contact_support: false,
      time_last_step_planned: '2026-11-01T00:00:00Z',
    },
  })
  await page.goto('/system/update')
  await expect(h1(page)).toHaveText('System Update')
  const finished = page.waitForRequest(
    (r) => r.url().endsWith('/v1/system/update/recovery-finish') && r.method() === 'PUT',
  )
  await page
    .getByRole('row', { name: /15\.0\.0/ })
    .getByRole('button', { name: 'Row actions' })
    .click()
  await page.getByRole('menuitem', { name: 'Finish recovery with this release' }).click()
  suspended.clear()
  await page
    .getByRole('dialog', { name: 'Finish recovery' })
    .getByRole('button', { name: 'Finish recovery' })
    .click()
  expect((await finished).postDataJSON()).toEqual({ system_version: '15.0.0' })
  await expect(toast(page, 'Recovery finished: 15.0.0 is the target release')).toBeVisible()
})

test('finishing a recovery is off, with the reason, while nothing was recovered', async ({
  page,
}) => {
  await page.goto('/system/update')
  await page
    .getByRole('row', { name: /15\.0\.0/ })
    .getByRole('button', { name: 'Row actions' })
    .click()
  const item = page.getByRole('menuitem', { name: 'Finish recovery with this release' })
  await expect(item).toBeDisabled()
  await expect(item).toHaveAccessibleDescription(
    'Only after a recovery (mupdate): the control plane is managing software',
  )
})

test("a silo certificate's view shows what its PEM says, read afresh", async ({ page }) => {
  await page.goto('/system/silos/lumen/certificates')
  const viewed = page.waitForRequest((r) => /\/v1\/certificates\/[0-9a-f-]{36}$/.test(r.url()))
  await page
    .getByRole('row', { name: /lumen-wildcard/ })
    .getByRole('button', { name: 'Row actions' })
    .click()
  await page.getByRole('menuitem', { name: 'View certificate' }).click()
  await viewed
  const modal = page.getByRole('dialog', { name: 'Certificate' })
  await expect(modal).toContainText('*.sys.example.com')
  await expect(modal).toContainText('-----BEGIN CERTIFICATE-----')
  await expect(modal.getByText(/2045/).first()).toBeVisible()
})

test("an address's edit form names its pool from the pool itself", async ({ page }) => {
  // the silo's pool list would name it too: the form reads the one pool by its id
  const viewed = page.waitForRequest((r) => /\/v1\/ip-pools\/[0-9a-f-]{36}$/.test(r.url()))
  await page.goto('/projects/web-app/floating-ips/web-spare/edit')
  await viewed
  await expect(page.getByRole('dialog', { name: 'Edit floating IP' })).toContainText('lumen-v4')

  const subnetPool = page.waitForRequest((r) => /\/v1\/subnet-pools\/[0-9a-f-]{36}$/.test(r.url()))
  await page.goto('/projects/web-app/external-subnets')
  await page.getByRole('row').nth(1).getByRole('button', { name: 'Row actions' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  await subnetPool
  await expect(page.getByRole('dialog', { name: 'Edit external subnet' })).toBeVisible()
})
