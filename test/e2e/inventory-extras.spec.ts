/** Growing the rack: an uninitialized sled added, a waiting disk adopted, the racks tab. */
import { dialog, expect, h1, row, test, toast } from './utils'

const NEW_SLED = 'BRM44220005'
const NEW_DISK = 'U2-03NEW1'

test('adds an uninitialized sled, which joins the sled list once committed', async ({ page }) => {
  await page.goto('/system/inventory/sleds')
  await expect(h1(page)).toHaveText('Inventory')
  const waiting = page.getByRole('table', { name: 'Uninitialized sleds' })
  await expect(waiting.getByRole('row', { name: new RegExp(NEW_SLED) })).toBeVisible()

  await page.getByRole('button', { name: `Add sled ${NEW_SLED}` }).click()
  const confirm = dialog(page, 'Add sled')
  await expect(confirm).toContainText('appears in the sled list')
  await confirm.getByRole('button', { name: 'Add sled' }).click()

  const membership = page.getByRole('status', { name: 'Rack membership' })
  await expect(membership).toContainText('version 2')
  await expect(membership).toContainText(`waiting for ${NEW_SLED}`)
  await expect(membership).toContainText('committed', { timeout: 15_000 })
  await expect(row(page, NEW_SLED)).toBeVisible()
  await expect(page.getByText('Every sled in the rack is initialized.')).toBeVisible()

  await page.getByRole('link', { name: 'Racks' }).click()
  await expect(page.getByRole('row').filter({ hasText: 'v2' })).toContainText('committed')
})

test('adopts a waiting disk, which then shows among the physical disks', async ({ page }) => {
  await page.goto('/system/inventory/disks')
  const waiting = page.getByRole('table', { name: 'Unadopted disks' })
  await expect(waiting.getByRole('row', { name: new RegExp(NEW_DISK) })).toContainText(
    'not adopted',
  )
  await page.getByRole('button', { name: `Adopt ${NEW_DISK}` }).click()
  const confirm = dialog(page, 'Adopt disk')
  await expect(confirm).toContainText('Any data on it is lost')
  await confirm.getByRole('button', { name: 'Adopt' }).click()
  await expect(toast(page, 'Adoption requested')).toBeVisible()
  await expect(page.getByText('No disk is waiting for adoption.')).toBeVisible({ timeout: 15_000 })
  await expect(row(page, NEW_DISK)).toContainText('In service')
})
