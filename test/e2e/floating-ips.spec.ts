/** The project's floating IPs: list, create, edit, attach, detach and delete gating. */
import { clickRowAction, dialog, expect, h1, row, test, toast, urlPath } from './utils'

const LIST = '/projects/web-app/floating-ips'

test('lists the floating IPs with address, pool and instance', async ({ page }) => {
  await page.goto(LIST)
  await expect(h1(page)).toHaveText('Floating IPs')
  for (const header of ['name', 'description', 'IP address', 'IP pool', 'instance']) {
    await expect(page.getByRole('columnheader', { name: header })).toBeVisible()
  }
  const pub = row(page, 'web-public')
  await expect(pub).toContainText('198.51.100.10')
  await expect(pub).toContainText('lumen-v4')
  await expect(pub.getByRole('link', { name: 'web-frontend-1' })).toHaveAttribute(
    'href',
    '/projects/web-app/instances/web-frontend-1/networking',
  )
  await expect(pub.getByRole('button', { name: 'Copy 198.51.100.10' })).toBeVisible()
})

test('delete is refused while attached, with the reason', async ({ page }) => {
  await page.goto(LIST)
  await row(page, 'web-public').getByRole('button', { name: 'Row actions' }).click()
  const item = page.getByRole('menuitem', { name: 'Delete' })
  await expect(item).toBeDisabled()
  await expect(item).toHaveAccessibleDescription('Detach it from its instance before deleting it')
  await expect(page.getByRole('menuitem', { name: 'Detach' })).toBeEnabled()
})

test('attaches a free IP to an instance, detaches it, then deletes it', async ({ page }) => {
  test.slow()
  await page.goto(LIST)
  await clickRowAction(page, 'web-spare', 'Attach')
  const modal = dialog(page, 'Attach floating IP')
  await expect(modal).toContainText('The selected instance will be reachable at 198.51.100.11')
  await modal.getByRole('button', { name: 'Instance' }).click()
  await page.getByRole('option', { name: /^web-frontend-2/ }).click()
  await expect(modal).toContainText('web-frontend-2 will be reachable at 198.51.100.11')
  await modal.getByRole('button', { name: 'Attach' }).click()
  await expect(toast(page, 'Floating IP web-spare attached')).toBeVisible()
  await expect(row(page, 'web-spare').getByRole('link', { name: 'web-frontend-2' })).toBeVisible()

  await clickRowAction(page, 'web-spare', 'Detach')
  const confirm = dialog(page, 'Detach floating IP')
  await expect(confirm).toContainText(
    'Are you sure you want to detach web-spare from web-frontend-2? It will no longer be reachable at 198.51.100.11.',
  )
  await confirm.getByRole('button', { name: 'Detach' }).click()
  await expect(toast(page, 'Floating IP web-spare detached')).toBeVisible()
  await expect(row(page, 'web-spare').getByRole('link', { name: 'web-frontend-2' })).toBeHidden()

  await clickRowAction(page, 'web-spare', 'Delete')
  await dialog(page, 'Delete floating IP').getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, 'Floating IP web-spare deleted')).toBeVisible()
  await expect(row(page, 'web-spare')).toBeHidden()
})

test('creates a floating IP from the default pool', async ({ page }) => {
  await page.goto(LIST)
  await page.getByRole('link', { name: 'New floating IP' }).click()
  await expect(page).toHaveURL(urlPath('/projects/web-app/floating-ips-new'))
  const form = dialog(page, 'Create floating IP')
  await form.getByRole('textbox', { name: 'Name' }).fill('e2e-ip')
  await expect(form.getByRole('button', { name: 'Pool' })).toContainText('lumen-v4')
  await form.getByRole('button', { name: 'Create floating IP' }).click()
  await expect(toast(page, 'Floating IP e2e-ip created')).toBeVisible()
  await expect(row(page, 'e2e-ip')).toContainText('lumen-v4')
})

test('a specific address must be an IP address', async ({ page }) => {
  await page.goto('/projects/web-app/floating-ips-new')
  const form = dialog(page, 'Create floating IP')
  await form.getByRole('textbox', { name: 'Name' }).fill('e2e-explicit')
  await form.getByRole('radio', { name: /A specific address/ }).check()
  await form.getByRole('textbox', { name: 'IP address' }).fill('300.1.1.1')
  await form.getByRole('button', { name: 'Create floating IP' }).click()
  await expect(form.getByText('Not a valid IP address')).toBeVisible()
})

test('edits the name and description, showing the address and pool', async ({ page }) => {
  await page.goto(LIST)
  await clickRowAction(page, 'web-spare', 'Edit')
  await expect(page).toHaveURL(urlPath('/projects/web-app/floating-ips/web-spare/edit'))
  const form = dialog(page, 'Edit floating IP')
  await expect(form).toContainText('198.51.100.11')
  await expect(form).toContainText('lumen-v4')
  await form.getByRole('textbox', { name: 'Description' }).fill('Renamed by e2e')
  await form.getByRole('textbox', { name: 'Name' }).fill('web-spare-2')
  await form.getByRole('button', { name: 'Update floating IP' }).click()
  await expect(toast(page, 'Floating IP web-spare-2 updated')).toBeVisible()
  await expect(row(page, 'web-spare-2')).toContainText('Renamed by e2e')
})

test('an unknown floating IP says so in its modal, over the list', async ({ page }) => {
  await page.goto(`${LIST}/nowhere/edit`)
  const modal = dialog(page, 'Edit floating IP')
  await expect(modal.getByText('Could not load it')).toBeVisible()
  await modal.getByRole('button', { name: 'Close' }).click()
  await expect(page).toHaveURL(urlPath(LIST))
  await expect(h1(page)).toHaveText('Floating IPs')
  await expect(row(page, 'web-public')).toBeVisible()
})
