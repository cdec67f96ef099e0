/** The operator's inventory (sleds, a sled's instances, physical disks) and utilization. */
import { dialog, expect, h1, row, test, toast } from './utils'

test('lists sleds with their capacity and opens a sled with its instances', async ({ page }) => {
  await page.goto('/system/inventory/sleds')
  await expect(h1(page)).toHaveText('Inventory')
  for (const header of [
    'part',
    'serial',
    'policy',
    'provision policy',
    'hardware threads',
    'physical RAM',
  ]) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible()
  }
  await expect(page.getByRole('row').filter({ hasText: 'Expunged' })).toHaveCount(1)
  await expect(page.getByRole('row').filter({ hasText: 'Not provisionable' })).toHaveCount(1)
  await expect(page.getByRole('row').filter({ hasText: '1 TiB' }).first()).toBeVisible()

  await page.getByRole('link', { name: 'Disks' }).click()
  await expect(page.getByRole('columnheader', { name: 'form factor', exact: true })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'U.2' }).first()).toBeVisible()

  await page.getByRole('link', { name: 'Sleds' }).click()
  await page.getByRole('row').filter({ hasText: 'Provisionable' }).first().getByRole('link').click()
  await expect(h1(page)).toHaveText(/^Sled /)
  await expect(
    page.getByRole('navigation', { name: 'Sled' }).getByRole('link', { name: 'Instances' }),
  ).toHaveAttribute('aria-current', 'page')
  const instances = page.getByRole('row').filter({ hasText: ' / ' })
  await expect(instances.first()).toBeVisible()
  await expect(instances.first()).toContainText(/running|stopped|starting|stopping|failed/)

  await page.getByRole('button', { name: 'Sled actions' }).click()
  await page.getByRole('menuitem', { name: 'Mark not provisionable' }).click()
  const confirm = dialog(page, 'Mark not provisionable')
  await expect(confirm).toContainText('no longer be placed on this sled')
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, 'Sled marked not provisionable')).toBeVisible()
  await expect(page.getByText('Not provisionable', { exact: true })).toBeVisible()
})

test('shows utilization per silo, the fleet totals, and the physical capacity', async ({
  page,
}) => {
  await page.goto('/system/utilization')
  await expect(h1(page)).toHaveText('Utilization')
  for (const card of ['CPU', 'Memory', 'Storage']) {
    await expect(page.getByRole('region', { name: card })).toContainText('Quota')
  }
  await expect(row(page, 'lumen')).toBeVisible()
  await expect(row(page, 'basalt')).toBeVisible()
  const physical = page.getByRole('region', { name: 'Physical capacity' })
  await expect(physical.getByRole('row', { name: /Fleet/ })).toContainText(' / ')
})
