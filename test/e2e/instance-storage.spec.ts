/**
 * The instance Storage tab: boot disk and other disks; attach existing, create and attach,
 * detach, set and unset the boot disk, snapshot; every action gated by the instance's and the
 * disk's state with its reason, and the API's refusal shown when the page was out of date.
 */
import { type Locator, type Page } from '@playwright/test'

import { expectAccessible } from './axe-utils'
import { apiCall, dialog, expect, h1, test, toast } from './utils'

const FIRST_LOAD = { timeout: 20_000 }

// flows of many steps: room for a busy machine (the default 30 s is for one step or two)
test.describe.configure({ timeout: 90_000 })

async function openStorage(page: Page, instance: string, project = 'web-app') {
  await page.goto(`/projects/${project}/instances/${instance}/storage`)
  await expect(h1(page)).toHaveText(instance, FIRST_LOAD)
}

const bootSection = (page: Page) => page.getByRole('region', { name: 'Boot disk' })
const otherSection = (page: Page) => page.getByRole('region', { name: 'Other disks' })
const diskRow = (section: Locator, name: string) =>
  section.getByRole('row').filter({ has: section.page().getByRole('cell', { name, exact: true }) })

async function openRowMenu(section: Locator, disk: string) {
  await diskRow(section, disk).getByRole('button', { name: 'Row actions' }).click()
  return section.page().getByRole('menu')
}

test('shows the boot disk and the other disks with size, state and created', async ({ page }) => {
  await openStorage(page, 'web-frontend-1')
  const boot = diskRow(bootSection(page), 'web-frontend-1-boot')
  await expect(boot.getByRole('cell').nth(2)).toHaveText('40 GiB')
  await expect(boot.getByRole('cell').nth(3)).toHaveText('attached')
  const assets = diskRow(otherSection(page), 'web-assets')
  await expect(assets.getByRole('cell').nth(2)).toHaveText('200 GiB')
  await expect(assets.getByRole('cell').nth(4)).toHaveText(/\d{4}/)
  await expect(page).toHaveTitle(/^Storage \/ web-frontend-1 \/ Instances/)
})

test('a running instance refuses disk changes and says why', async ({ page }) => {
  await openStorage(page, 'web-frontend-1')
  const attachReason = 'Only creating or stopped instances can have disks attached'
  for (const name of ['Attach existing disk', 'Create disk']) {
    const button = page.getByRole('button', { name })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toHaveAccessibleDescription(attachReason)
  }

  let menu = await openRowMenu(bootSection(page), 'web-frontend-1-boot')
  await expect(
    menu.getByRole('menuitem', { name: 'Unset as boot disk' }),
  ).toHaveAccessibleDescription(
    'Only stopped, failed, or creating instances can change their boot disk',
  )
  await expect(menu.getByRole('menuitem', { name: 'Detach' })).toHaveAccessibleDescription(
    'Unset it as the boot disk first',
  )
  await page.keyboard.press('Escape')

  menu = await openRowMenu(otherSection(page), 'web-assets')
  await expect(menu.getByRole('menuitem', { name: 'Detach' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await expect(menu.getByRole('menuitem', { name: 'Detach' })).toHaveAccessibleDescription(
    'Only creating, stopped, or failed instances can have disks detached',
  )
  await expect(menu.getByRole('menuitem', { name: 'Set as boot disk' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  // snapshots do not depend on the instance
  await expect(menu.getByRole('menuitem', { name: 'Create snapshot' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  )
})

test('attaches an existing disk and detaches it again', async ({ page }) => {
  await openStorage(page, 'web-legacy')
  await expect(otherSection(page).getByText('No other disks')).toBeVisible()
  await page.getByRole('button', { name: 'Attach existing disk' }).click()
  const modal = dialog(page, 'Attach disk')
  await modal.getByRole('combobox', { name: 'Disk' }).click()
  // only disks that can be attached: detached ones (and one still being created)
  await expect(page.getByRole('option', { name: /web-assets/ })).toHaveCount(0)
  await page.getByRole('option', { name: /web-uploads/ }).click()
  await modal.getByRole('button', { name: 'Attach disk' }).click()
  await expect(toast(page, 'Attaching disk web-uploads…')).toBeVisible()
  await expect(modal).toBeHidden()
  const row = diskRow(otherSection(page), 'web-uploads')
  await expect(row.getByRole('cell').nth(3)).toHaveText('attached')

  const menu = await openRowMenu(otherSection(page), 'web-uploads')
  await menu.getByRole('menuitem', { name: 'Detach' }).click()
  const confirm = dialog(page, 'Detach disk')
  await expect(confirm).toContainText('Are you sure you want to detach web-uploads?')
  await confirm.getByRole('button', { name: 'Detach' }).click()
  await expect(toast(page, 'Detaching disk web-uploads…')).toBeVisible()
  await expect(otherSection(page).getByText('No other disks')).toBeVisible()
})

test('creates a disk and attaches it', async ({ page }) => {
  await openStorage(page, 'web-legacy')
  await page.getByRole('button', { name: 'Create disk' }).click()
  const form = dialog(page, 'Create disk')
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(form.getByText('Name is required')).toBeVisible()
  await form.getByRole('textbox', { name: 'Name' }).fill('php-logs')
  await form.getByRole('spinbutton', { name: 'Size' }).fill('2000')
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(form.getByText('Can be at most 1023 GiB')).toBeVisible()
  await form.getByRole('spinbutton', { name: 'Size' }).fill('25')
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(toast(page, 'Disk php-logs created')).toBeVisible()
  await expect(toast(page, 'Attaching disk php-logs…')).toBeVisible()
  await expect(form).toBeHidden()
  const row = diskRow(otherSection(page), 'php-logs')
  await expect(row.getByRole('cell').nth(2)).toHaveText('25 GiB')
  await expect(row.getByRole('cell').nth(3)).toHaveText('attached')
})

test('creates a disk from an image, sized to hold it', async ({ page }) => {
  await openStorage(page, 'web-legacy')
  await page.getByRole('button', { name: 'Create disk' }).click()
  const form = dialog(page, 'Create disk')
  await form.getByRole('textbox', { name: 'Name' }).fill('golden-copy')
  await form.getByRole('radio', { name: /Image/ }).check()
  await form.getByRole('button', { name: /^Source image/ }).click()
  await page.getByRole('option', { name: /web-golden-2025-09/ }).click()
  // the image is 40 GiB: the size follows
  await expect(form.getByRole('spinbutton', { name: 'Size' })).toHaveValue('40')
  await form.getByRole('spinbutton', { name: 'Size' }).fill('30')
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(form.getByText('Must be at least 40 GiB')).toBeVisible()
  await form.getByRole('spinbutton', { name: 'Size' }).fill('40')
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(toast(page, 'Attaching disk golden-copy…')).toBeVisible()
  await expect(diskRow(otherSection(page), 'golden-copy')).toBeVisible()
})

test('unsets and sets the boot disk', async ({ page }) => {
  await openStorage(page, 'web-legacy')
  let menu = await openRowMenu(bootSection(page), 'web-legacy-boot')
  await menu.getByRole('menuitem', { name: 'Unset as boot disk' }).click()
  let confirm = dialog(page, 'Unset boot disk')
  await expect(confirm).toContainText('The disk stays attached.')
  await confirm.getByRole('button', { name: 'Unset' }).click()
  await expect(toast(page, 'Boot disk web-legacy-boot unset')).toBeVisible()
  await expect(bootSection(page).getByText('No boot disk set')).toBeVisible()
  await expect(bootSection(page)).toContainText(
    'With web-legacy-boot as its only disk, the instance boots from it.',
  )

  menu = await openRowMenu(otherSection(page), 'web-legacy-boot')
  await menu.getByRole('menuitem', { name: 'Set as boot disk' }).click()
  confirm = dialog(page, 'Set boot disk')
  await confirm.getByRole('button', { name: 'Set' }).click()
  await expect(toast(page, 'Boot disk set to web-legacy-boot')).toBeVisible()
  await expect(diskRow(bootSection(page), 'web-legacy-boot')).toBeVisible()
  await expect(otherSection(page).getByText('No other disks')).toBeVisible()
})

test('changes the boot disk to another attached disk', async ({ page }) => {
  await openStorage(page, 'web-legacy')
  const attached = await apiCall(
    page,
    'POST',
    '/v1/instances/web-legacy/disks/attach?project=web-app',
    { disk: 'web-uploads' },
  )
  expect(attached.status).toBe(202) // 202 Accepted, as the spec documents
  // mock data lives in the page: refresh it in place, a reload would reset it
  await page.getByRole('button', { name: 'Refresh data' }).click()
  const menu = await openRowMenu(otherSection(page), 'web-uploads')
  await menu.getByRole('menuitem', { name: 'Set as boot disk' }).click()
  const confirm = dialog(page, 'Change boot disk')
  await expect(confirm).toContainText('web-legacy-boot stays attached, as an ordinary disk.')
  await confirm.getByRole('button', { name: 'Change' }).click()
  await expect(diskRow(bootSection(page), 'web-uploads')).toBeVisible()
  await expect(diskRow(otherSection(page), 'web-legacy-boot')).toBeVisible()
})

test('snapshots a disk and links to the snapshots', async ({ page }) => {
  await openStorage(page, 'web-frontend-1')
  const menu = await openRowMenu(otherSection(page), 'web-assets')
  await menu.getByRole('menuitem', { name: 'Create snapshot' }).click()
  const note = toast(page, /Snapshot web-assets-[0-9a-f]{6} created/)
  await expect(note).toBeVisible()
  await expect(note.getByRole('link', { name: 'View snapshots' })).toHaveAttribute(
    'href',
    '/projects/web-app/snapshots',
  )
  const snapshots = await apiCall(page, 'GET', '/v1/snapshots?project=web-app&limit=100')
  const names = (snapshots.body as { items: { name: string }[] }).items.map((s) => s.name)
  expect(names.some((n) => /^web-assets-[0-9a-f]{6}$/.test(n))).toBe(true)
})

test('a local disk cannot be snapshotted, and says so', async ({ page }) => {
  await openStorage(page, 'experiment-1', 'sandbox')
  const menu = await openRowMenu(otherSection(page), 'local-nvme')
  await expect(menu.getByRole('menuitem', { name: 'Create snapshot' })).toHaveAccessibleDescription(
    'A local disk cannot be snapshotted',
  )
})

test('shows the API refusal when the instance started meanwhile', async ({ page }) => {
  await openStorage(page, 'web-legacy')
  await page.getByRole('button', { name: 'Attach existing disk' }).click()
  const modal = dialog(page, 'Attach disk')
  await modal.getByRole('combobox', { name: 'Disk' }).click()
  await page.getByRole('option', { name: /web-uploads/ }).click()
  // someone else starts the instance; this page has not seen it yet
  expect(
    (await apiCall(page, 'POST', '/v1/instances/web-legacy/start?project=web-app')).status,
  ).toBe(202)
  await modal.getByRole('button', { name: 'Attach disk' }).click()
  await expect(modal.getByRole('alert')).toContainText(
    'Cannot attach a disk to instance in state "starting" (allowed: creating, stopped)',
  )
  await expect(modal.getByRole('combobox', { name: 'Disk' })).toHaveValue('web-uploads')
})

test('axe: the attach modal, the create side modal and a row menu', async ({ page }) => {
  await openStorage(page, 'web-legacy')
  await page.getByRole('button', { name: 'Attach existing disk' }).click()
  await dialog(page, 'Attach disk').getByRole('combobox', { name: 'Disk' }).click()
  await expect(page.getByRole('option', { name: /web-uploads/ })).toBeVisible()
  await expectAccessible(page, 'storage: attach disk')
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Create disk' }).click()
  const form = dialog(page, 'Create disk')
  await form.getByRole('radio', { name: /Snapshot/ }).check()
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(form.getByText('Name is required')).toBeVisible()
  await expectAccessible(page, 'storage: create disk with errors')
  await form.getByRole('button', { name: 'Cancel' }).click()
  await openRowMenu(bootSection(page), 'web-legacy-boot')
  await expectAccessible(page, 'storage: row menu')
})
