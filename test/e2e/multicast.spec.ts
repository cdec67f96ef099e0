/** Multicast groups: an instance joins a group from the group's page and leaves it again. */
import { clickRowAction, dialog, expect, h1, row, test, toast } from './utils'

test('joins an instance to a group and leaves it', async ({ page }) => {
  await page.goto('/multicast-groups')
  await expect(h1(page)).toHaveText('Multicast Groups')
  await expect(row(page, 'market-data')).toContainText('232.5.0.1')
  await page.getByRole('link', { name: 'video-feed' }).click()
  await expect(h1(page)).toHaveText('video-feed')
  await expect(row(page, 'web-frontend-1')).toBeVisible()

  await page.getByRole('link', { name: 'Join an instance' }).first().click()
  const join = dialog(page, 'Join multicast group')
  await expect(join.getByRole('textbox', { name: 'Group' })).toHaveValue('video-feed')
  await join.getByRole('button', { name: /^Project/ }).click()
  await page.getByRole('option', { name: 'web-app', exact: true }).click()
  await join.getByRole('button', { name: /^Instance/ }).click()
  await page.getByRole('option', { name: 'web-cache', exact: true }).click()
  await join.getByRole('button', { name: 'Join group' }).click()
  await expect(toast(page, 'web-cache joined video-feed')).toBeVisible()
  await expect(row(page, 'web-cache')).toContainText('any source')

  await clickRowAction(page, 'web-cache', 'Leave')
  await dialog(page, 'Leave multicast group').getByRole('button', { name: 'Leave' }).click()
  await expect(toast(page, 'web-cache left the group')).toBeVisible()
  await expect(row(page, 'web-cache')).toHaveCount(0)
  await expect(row(page, 'web-frontend-2')).toBeVisible()
})
