/** The project's snapshots: list, source disk details, create, image from snapshot, delete. */
import { clickRowAction, dialog, expect, h1, row, test, toast, urlPath } from './utils'

const LIST = '/projects/web-app/snapshots'

test('lists the snapshots with their disk, state and size', async ({ page }) => {
  await page.goto(LIST)
  await expect(h1(page)).toHaveText('Snapshots')
  for (const header of ['name', 'description', 'disk', 'state', 'size', 'created']) {
    await expect(page.getByRole('columnheader', { name: header })).toBeVisible()
  }
  const weekly = row(page, 'web-assets-weekly')
  await expect(weekly).toContainText('ready')
  // the disk opens its details over the list
  await weekly.getByRole('button', { name: 'web-assets' }).click()
  const details = dialog(page, 'Disk details')
  await expect(details).toContainText('Static assets')
  await details.getByRole('button', { name: 'Close' }).click()
  await expect(details).toBeHidden()
})

test('the disk picker lists only disks that can be snapshotted', async ({ page }) => {
  test.slow()
  await page.goto(LIST)
  await page.getByRole('link', { name: 'New snapshot' }).click()
  await expect(page).toHaveURL(urlPath('/projects/web-app/snapshots-new'))
  const form = dialog(page, 'Create snapshot')
  await expect(form).toContainText('Only disks that can be snapshotted are listed')
  await form.getByRole('textbox', { name: 'Name' }).fill('e2e-snap')
  await form.getByRole('combobox', { name: 'Disk' }).click()
  await expect(page.getByRole('option', { name: /^web-uploads/ })).toBeVisible()
  // import ready and creating disks cannot be snapshotted
  await expect(page.getByRole('option', { name: /^web-db-import/ })).toHaveCount(0)
  await expect(page.getByRole('option', { name: /^web-fresh/ })).toHaveCount(0)
  await page.getByRole('option', { name: /^web-uploads/ }).click()
  await form.getByRole('button', { name: 'Create snapshot' }).click()
  await expect(toast(page, 'Snapshot e2e-snap created')).toBeVisible()
  await expect(row(page, 'e2e-snap')).toContainText('ready', { timeout: 15_000 })
})

test('makes an image from a snapshot', async ({ page }) => {
  await page.goto(LIST)
  await clickRowAction(page, 'web-assets-weekly', 'Create image')
  await expect(page).toHaveURL(urlPath('/projects/web-app/snapshots/web-assets-weekly/images-new'))
  const form = dialog(page, 'Create image from snapshot')
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('web-assets-weekly')
  await form.getByRole('textbox', { name: 'OS' }).fill('ubuntu')
  await form.getByRole('textbox', { name: 'Version' }).fill('24.04')
  await form.getByRole('button', { name: 'Create image' }).click()
  await expect(toast(page, 'Image web-assets-weekly created')).toBeVisible()
  await expect(page).toHaveURL(urlPath(LIST))
})

test('deletes a snapshot', async ({ page }) => {
  await page.goto(LIST)
  await clickRowAction(page, 'web-frontend-1-nightly', 'Delete')
  await dialog(page, 'Delete snapshot').getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, 'Snapshot web-frontend-1-nightly deleted')).toBeVisible()
  await expect(row(page, 'web-frontend-1-nightly')).toBeHidden()
})
