/**
 * "Equivalent CLI" on the system pages (issue 29): a certificate's private key never shows, and
 * a link that also makes the pool the silo's default shows both of its requests.
 */
import path from 'node:path'

import { dialog, expect, test } from './utils'

const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name)

test('certificate key masked; linking as default shows both requests', async ({ page }) => {
  await page.goto('/system/silos/lumen/certificates')
  await page.getByRole('button', { name: 'Add certificate' }).click()
  const form = dialog(page, 'Add certificate')
  await form.getByLabel('Certificate name').fill('cli-cert')
  await form.getByLabel('Certificate (PEM)').setInputFiles(fixture('silo-cert-good.pem'))
  await form.getByLabel('Private key (PEM)').setInputFiles(fixture('silo-key.pem'))
  await form.getByRole('button', { name: 'Equivalent CLI' }).click()
  const region = form.getByRole('region', { name: 'Equivalent CLI' })
  await region.getByRole('tab', { name: 'API' }).click()
  const api = region.getByLabel('API request', { exact: true })
  await expect(api).toContainText('POST /v1/certificates')
  // the certificate as read from its file; the key as a placeholder
  await expect(api).toContainText('-----BEGIN CERTIFICATE-----')
  await expect(api).toContainText('"key": "<private-key>"')
  for (const t of ['CLI', 'API', 'curl']) {
    await region.getByRole('tab', { name: t }).click()
    await expect(region.getByRole('tabpanel')).not.toContainText('PRIVATE KEY')
  }
  await form.getByRole('button', { name: 'Cancel' }).click()

  await page.goto('/system/silos/lumen/ip-pools')
  await page.getByRole('button', { name: 'Link pool' }).click()
  const link = dialog(page, 'Link IP pool')
  await link.getByRole('button', { name: 'IP pool' }).click()
  await page.getByRole('option').first().click()
  const asDefault = link.getByRole('checkbox', { name: /Make it the default/ })
  await asDefault.click()
  await expect(asDefault).toBeChecked()
  await link.getByRole('button', { name: 'Equivalent CLI' }).click()
  const linkRegion = link.getByRole('region', { name: 'Equivalent CLI' })
  await expect(linkRegion.getByText('2 requests')).toBeVisible()
  // one command per request, in the CLI tab's panel
  const cli = linkRegion.getByRole('tabpanel')
  await expect(cli).toContainText('oxide ip-pool silo link')
  await expect(cli).toContainText('--is-default false')
  await expect(cli).toContainText('oxide ip-pool silo update')
})
