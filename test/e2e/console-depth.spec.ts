/**
 * What the API offers, in the console (issue: depth): reads and writes that had no page.
 */
import { expect, h1, test } from './utils'

const INSTANCE = '/projects/web-app/instances/web-frontend-1'

test("an instance's settings list the SSH keys it was created with", async ({ page }) => {
  await page.goto(`${INSTANCE}/settings`)
  await expect(h1(page)).toHaveText('web-frontend-1')
  const keys = page.getByRole('table', { name: 'SSH keys of the instance' })
  await expect(keys.getByRole('row')).toHaveCount(3)
  await expect(keys.getByRole('cell', { name: 'ada-laptop' })).toBeVisible()
  await expect(keys.getByRole('cell', { name: 'ada-workstation' })).toBeVisible()
  await expect(keys.getByRole('cell', { name: /^ssh-ed25519 …/ }).first()).toBeVisible()
})
