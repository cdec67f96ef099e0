/** Support bundles: one collected from the console, its files listed and one downloaded. */
import { readFile } from 'node:fs/promises'

import { dialog, expect, h1, row, test, toast, urlPath } from './utils'

test('collects a bundle, which turns active by itself, and downloads a file', async ({ page }) => {
  await page.goto('/system/support-bundles')
  await expect(h1(page)).toHaveText('Support Bundles')
  await expect(row(page, 'Sled 16 reboots under load')).toContainText('active')

  await page.getByRole('link', { name: 'New support bundle' }).first().click()
  const reason = `case ${Date.now()}: disk latency`
  await dialog(page, 'Create support bundle').getByLabel('Reason').fill(reason)
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/v1/system/support-bundles'),
  )
  await dialog(page, 'Create support bundle')
    .getByRole('button', { name: 'Create support bundle' })
    .click()
  expect(await (await created).json()).toMatchObject({ state: 'collecting' })
  await expect(toast(page, 'is being collected')).toBeVisible()
  await expect(page).toHaveURL(/\/system\/support-bundles\/[0-9a-f-]{36}$/)
  const bundleId = page.url().split('/').pop()!
  await expect(h1(page)).toHaveText(`Bundle ${bundleId.slice(0, 8)}`)
  const props = page.getByRole('definition')
  await expect(props.filter({ hasText: reason })).toBeVisible()

  // created collecting, then active without a reload (the page polls while it moves)
  await expect(page.getByText('active', { exact: true })).toBeVisible({ timeout: 15_000 })

  const files = page.getByRole('table', { name: 'Bundle files' })
  await expect(files.getByRole('row', { name: /bundle_id\.txt/ })).toContainText('37 B')

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download bundle_id.txt' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('bundle_id.txt')
  expect(await readFile((await download.path())!, 'utf8')).toBe(`${bundleId}\n`)

  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download bundle', exact: true }).click(),
  ])
  const bytes = await readFile((await zip.path())!)
  // a zip: local file header signature "PK\x03\x04"
  expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04])

  await page.getByRole('button', { name: 'Delete' }).click()
  await dialog(page, 'Delete support bundle').getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, 'deleted')).toBeVisible()
  await expect(page).toHaveURL(urlPath('/system/support-bundles'))
})
