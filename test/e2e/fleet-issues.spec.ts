/** The operator's fleet issues page: each kind of issue the seed has, with its link. */
import { expect, h1, test, urlPath } from './utils'

test('lists what needs attention in the fleet and links to where to fix it', async ({ page }) => {
  await page.goto('/system/silos')
  await page.getByRole('link', { name: 'Fleet Issues' }).click()
  await expect(h1(page)).toHaveText('Fleet Issues')
  await expect(page).toHaveTitle(/Fleet Issues \/ Ferrite/)
  const issues = page.getByRole('listitem')
  for (const text of [
    'Instance kafka-3 has failed',
    'Disk kafka-logs is faulted',
    'Sled is expunged',
    'Sled is not provisionable',
    'Physical disk',
    'Update to 15.0.0 is stuck',
    'deliveries failed',
  ]) {
    await expect(issues.filter({ hasText: text }).first()).toBeVisible()
  }

  await expect(
    page.getByRole('link', { name: /^Open disks: lumen \/ data-pipeline \/ kafka-logs/ }),
  ).toHaveAttribute('href', '/projects/data-pipeline/disks')
  await expect(
    page.getByRole('link', { name: 'Open system update: System update' }).first(),
  ).toHaveAttribute('href', '/system/update')
  // chat-bridge's endpoint answers 503: its latest deliveries failed
  await expect(
    page.getByRole('link', { name: 'Open deliveries: Receiver chat-bridge' }),
  ).toHaveAttribute('href', '/system/alerts/chat-bridge/deliveries')
  await page.getByRole('link', { name: 'Open instance: lumen / data-pipeline / kafka-3' }).click()
  await expect(page).toHaveURL(urlPath('/projects/data-pipeline/instances/kafka-3/storage'))
})
