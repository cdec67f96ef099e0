/** The project's external subnets: create from a pool, attach, detach, delete. */
import { clickRowAction, dialog, expect, h1, row, test, toast } from './utils'

const LIST = '/projects/web-app/external-subnets'

test('creates a subnet from a pool, attaches it, detaches it and deletes it', async ({ page }) => {
  test.slow()
  await page.goto(LIST)
  // the first page of a run may wait for the whole app on a loaded machine
  await expect(h1(page)).toHaveText('External Subnets', { timeout: 15_000 })
  await expect(row(page, 'web-edge')).toContainText('198.19.0.0/24')
  await expect(row(page, 'web-edge').getByRole('link', { name: 'web-frontend-1' })).toBeVisible()

  const name = `edge-${Date.now() % 1000000}`
  await page.getByRole('link', { name: 'New external subnet' }).first().click()
  const create = dialog(page, 'Create external subnet')
  await create.getByRole('textbox', { name: 'Name' }).fill(name)
  await expect(create.getByRole('button', { name: 'Subnet pool' })).toContainText('lumen-subnets')
  await create.getByRole('spinbutton', { name: 'Prefix length' }).fill('28')
  await create.getByRole('button', { name: 'Create external subnet' }).click()
  await expect(toast(page, `External subnet ${name} created`)).toBeVisible()
  // the first free /28 after the seeded /24 and /26
  await expect(row(page, name)).toContainText('198.19.1.64/28')

  await clickRowAction(page, name, 'Attach')
  const modal = dialog(page, 'Attach external subnet')
  await modal.getByRole('button', { name: 'Instance' }).click()
  await page.getByRole('option', { name: /^web-frontend-2/ }).click()
  await expect(modal).toContainText('web-frontend-2 will receive traffic for 198.19.1.64/28')
  await modal.getByRole('button', { name: 'Attach' }).click()
  await expect(toast(page, `External subnet ${name} attached`)).toBeVisible()
  await expect(row(page, name).getByRole('link', { name: 'web-frontend-2' })).toBeVisible()

  // attached: delete is refused, with the reason
  await row(page, name).getByRole('button', { name: 'Row actions' }).click()
  const del = page.getByRole('menuitem', { name: 'Delete' })
  await expect(del).toBeDisabled()
  await expect(del).toHaveAccessibleDescription('Detach it from its instance before deleting it')
  await page.getByRole('menuitem', { name: 'Detach' }).click()
  const confirm = dialog(page, 'Detach external subnet')
  await expect(confirm).toContainText(
    `Are you sure you want to detach ${name} from web-frontend-2?`,
  )
  await confirm.getByRole('button', { name: 'Detach' }).click()
  await expect(toast(page, `External subnet ${name} detached`)).toBeVisible()
  await expect(row(page, name).getByRole('link', { name: 'web-frontend-2' })).toBeHidden()

  await clickRowAction(page, name, 'Delete')
  await dialog(page, 'Delete external subnet').getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, `External subnet ${name} deleted`)).toBeVisible()
  await expect(row(page, name)).toBeHidden()
})

test("the instance's networking tab lists its external subnets", async ({ page }) => {
  await page.goto('/projects/web-app/instances/web-frontend-1/networking')
  // the tab loads its interfaces, addresses and rules first: allow a loaded machine its time
  await expect(h1(page)).toHaveText('web-frontend-1', { timeout: 15_000 })
  const card = page.getByRole('region', { name: 'External subnets' })
  await expect(card).toContainText('198.19.0.0/24')
  await expect(card.getByRole('link', { name: 'Manage external subnets' })).toHaveAttribute(
    'href',
    '/projects/web-app/external-subnets',
  )
})
