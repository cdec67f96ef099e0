/** The operator's probes (experimental): create on a sled, view, delete with confirm. */
import { dialog, expect, h1, row, test, toast } from './utils'

const unique = (prefix: string) => `${prefix}-${Date.now() % 1000000}`

test('creates a probe on a sled, views it, and deletes it', async ({ page }) => {
  await page.goto('/system/probes?project=web-app')
  await expect(h1(page)).toHaveText('Probes')
  await expect(row(page, 'edge-probe')).toContainText('203.0.113.60')

  const name = unique('probe')
  await page.getByRole('link', { name: 'New probe' }).first().click()
  const create = dialog(page, 'Create probe')
  await create.getByRole('textbox', { name: 'Name' }).fill(name)
  await create.getByRole('button', { name: /^Sled/ }).click()
  await page.getByRole('option', { name: /slot 15/ }).click()
  await create.getByRole('button', { name: 'Create probe' }).click()
  await expect(toast(page, `Probe ${name} created`)).toBeVisible()
  await expect(h1(page)).toHaveText(name)
  await expect(page.getByText('BRM44220002 (slot 15)')).toBeVisible()
  await expect(page.getByText(/ephemeral, ports 0–65535/)).toBeVisible()

  await page.getByRole('button', { name: 'Delete' }).click()
  await dialog(page, 'Delete probe').getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, `Probe ${name} deleted`)).toBeVisible()
  await expect(h1(page)).toHaveText('Probes')
  await expect(row(page, 'edge-probe')).toBeVisible()
  await expect(row(page, name)).toHaveCount(0)
})
