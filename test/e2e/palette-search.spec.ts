/**
 * The palette (ctrl+K) searches the silo's resources by name, not only the page's entries.
 */
import { type Page } from '@playwright/test'

import { dialog, expect, h1, signIn, test, urlPath } from './utils'

/** Ctrl+K, type; the best match is selected and names `option`. Enter goes there. */
async function search(page: Page, text: string, option: string | RegExp) {
  await page.keyboard.press('Control+k')
  const palette = dialog(page, 'Quick actions')
  await palette.getByRole('combobox', { name: 'Search' }).fill(text)
  await expect(palette.getByRole('option', { selected: true })).toHaveAccessibleName(option)
  await page.keyboard.press('Enter')
  await expect(palette).toBeHidden()
}

test('finds a project, an instance and the silos page from anywhere', async ({ page }) => {
  await page.goto('/settings/profile')
  await expect(h1(page)).toHaveText('Profile')

  await search(page, 'sandbox', 'sandbox')
  await expect(page).toHaveURL(urlPath('/projects/sandbox/instances'))

  // an instance of another project, with its project beside it
  await search(page, 'kafka', 'kafka-1 data-pipeline')
  await expect(page).toHaveURL(urlPath('/projects/data-pipeline/instances/kafka-1/storage'))

  await search(page, 'silos', 'Silos')
  await expect(page).toHaveURL(urlPath('/system/silos'))
  await expect(h1(page)).toHaveText('Silos')
})

test('a project-only user finds what she may read, without an error', async ({ page }) => {
  await signIn(page, 'cleo')
  await page.goto('/projects/web-app/instances')
  await expect(h1(page)).toHaveText('Instances')
  // a disk of her project, from its instance list
  await search(page, 'web-assets', 'web-assets web-app')
  await expect(page).toHaveURL(urlPath('/projects/web-app/disks?disk=web-assets'))
})
