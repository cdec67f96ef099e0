/** Project and silo images: lists, details, promote then demote, delete. */
import { clickRowAction, dialog, expect, h1, row, test, toast, urlPath } from './utils'

const LIST = '/projects/web-app/images'

test('lists the project images and shows one in a side modal', async ({ page }) => {
  await page.goto(LIST)
  await expect(h1(page)).toHaveText('Project Images')
  for (const header of ['name', 'description', 'OS', 'version', 'size', 'created']) {
    await expect(page.getByRole('columnheader', { name: header })).toBeVisible()
  }
  const golden = row(page, 'web-golden-2025-09')
  await expect(golden).toContainText('24.04-web.3')
  await golden.getByRole('link', { name: 'web-golden-2025-09' }).click()
  await expect(page).toHaveURL(urlPath('/projects/web-app/images/web-golden-2025-09/edit'))
  const details = dialog(page, 'Image details')
  await expect(details).toContainText('This project')
  await expect(details).toContainText('40 GiB')
  await details.getByRole('button', { name: 'Close' }).click()
  await expect(page).toHaveURL(urlPath(LIST))
})

test('promotes an image to the silo, then demotes it back to the project', async ({ page }) => {
  test.slow()
  await page.goto(LIST)
  await clickRowAction(page, 'web-golden-2025-09', 'Promote')
  const confirm = dialog(page, 'Promote image')
  await expect(confirm).toContainText('visible to every project of the silo')
  await expect(confirm.getByRole('link', { name: 'silo images' })).toHaveAttribute(
    'href',
    '/images',
  )
  await confirm.getByRole('button', { name: 'Promote' }).click()
  await expect(toast(page, 'Image web-golden-2025-09 promoted')).toBeVisible()
  await expect(row(page, 'web-golden-2025-09')).toBeHidden()

  await toast(page, 'Image web-golden-2025-09 promoted')
    .getByRole('link', { name: 'View silo images' })
    .click()
  await expect(h1(page)).toHaveText('Silo Images')
  await clickRowAction(page, 'web-golden-2025-09', 'Demote')
  const demote = dialog(page, 'Demote image')
  await demote.getByRole('button', { name: 'Project' }).click()
  await page.getByRole('option', { name: 'web-app' }).click()
  await demote.getByRole('button', { name: 'Demote' }).click()
  await expect(toast(page, 'Image web-golden-2025-09 demoted')).toBeVisible()
  await expect(row(page, 'web-golden-2025-09')).toBeHidden()
  await page.goto(LIST)
  await expect(row(page, 'web-golden-2025-09')).toBeVisible()
})

test('silo images show their details and can be deleted', async ({ page }) => {
  await page.goto('/images')
  await expect(h1(page)).toHaveText('Silo Images')
  await row(page, 'alpine-3-21').getByRole('link', { name: 'alpine-3-21' }).click()
  const details = dialog(page, 'Image details')
  await expect(details).toContainText('Every project of the silo')
  await details.getByRole('button', { name: 'Close' }).click()
  await clickRowAction(page, 'alpine-3-21', 'Delete')
  await dialog(page, 'Delete image').getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, 'Image alpine-3-21 deleted')).toBeVisible()
  await expect(row(page, 'alpine-3-21')).toBeHidden()
})
