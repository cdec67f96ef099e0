/** The operator's system update page: releases, upload, target release, trust roots. */
import { buildStoredZip } from '../../mock-api/tuf-zip'
import { clickRowAction, dialog, expect, h1, row, test, toast } from './utils'

const zip = (version: string) =>
  Buffer.from(
    buildStoredZip({
      'repo/metadata/1.root.json': '{"signed":{"_type":"root"}}',
      'repo/targets/artifacts.json': JSON.stringify({ system_version: version, artifacts: [] }),
      // some bulk, so the upload has a size to report
      'repo/targets/image.bin': 'x'.repeat(256 * 1024),
    }),
  )

test('uploads a release, sets it as target and watches the update move', async ({ page }) => {
  await page.goto('/system/silos')
  await page.getByRole('link', { name: 'System Update' }).click()
  await expect(h1(page)).toHaveText('System Update')
  await expect(page).toHaveTitle(/System Update \/ Ferrite/)
  await expect(page.getByText('87% (27 of 31)')).toBeVisible()

  // an older release than the target is refused, with the reason
  await row(page, '14.2.0').getByRole('button', { name: 'Row actions' }).click()
  await expect(page.getByRole('menuitem', { name: /Set as target release/ })).toBeDisabled()
  await expect(page.getByRole('menu')).toContainText('Cannot set an older release as target')
  await page.keyboard.press('Escape')

  await page.getByLabel('Upload repository').setInputFiles({
    name: 'ferrite-rack-16.0.0.zip',
    mimeType: 'application/zip',
    buffer: zip('16.0.0'),
  })
  await expect(toast(page, 'Release 16.0.0 uploaded')).toBeVisible()
  await expect(row(page, 'ferrite-rack-16.0.0.zip')).toBeVisible()

  await clickRowAction(page, 'ferrite-rack-16.0.0.zip', 'Set as target release')
  const confirm = dialog(page, 'Set target release')
  await expect(confirm).toContainText('Are you sure you want to set 16.0.0 as the target release?')
  await confirm.getByRole('button', { name: 'Set target' }).click()
  await expect(toast(page, 'Target release updated')).toBeVisible()
  const props = page.getByRole('definition')
  await expect(props.filter({ hasText: /^16\.0\.0$/ })).toBeVisible()
  await expect(row(page, 'ferrite-rack-16.0.0.zip')).toContainText('Target')
  // the status refreshes itself while the update moves: components reach 16.0.0
  await expect(page.getByText(/\d+% \(([1-9]\d*) of 31\)/)).toBeVisible({ timeout: 8000 })
  await expect(page.getByText('Yes, refreshing every few seconds')).toBeVisible()
})

test('refuses a zip that is not a repository; adds and deletes a trust root', async ({ page }) => {
  await page.goto('/system/silos')
  await page.getByRole('link', { name: 'System Update' }).click()

  await page.getByLabel('Upload repository').setInputFiles({
    name: 'holiday-photos.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(buildStoredZip({ 'beach.txt': 'sand' })),
  })
  await expect(toast(page, 'Could not upload holiday-photos.zip')).toContainText(
    'it has no artifacts.json',
  )
  await expect(row(page, 'holiday-photos.zip')).toHaveCount(0)

  const roots = page.getByRole('region', { name: 'Trust roots' })
  await expect(roots.getByRole('row')).toHaveCount(2)
  await page.getByLabel('Add trust root').setInputFiles({
    name: 'root.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({
        _type: 'root',
        spec_version: '1.0.0',
        version: 7,
        expires: '2031-05-01T00:00:00Z',
      }),
    ),
  })
  await expect(toast(page, 'Trust root added')).toBeVisible()
  await expect(roots.getByRole('row')).toHaveCount(3)
  const added = roots
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: '7', exact: true }) })
  await added.getByRole('button', { name: 'Row actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await dialog(page, 'Delete trust root').getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, /Trust root .* deleted/)).toBeVisible()
  await expect(roots.getByRole('row')).toHaveCount(2)
})
