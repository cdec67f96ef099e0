/** The signed-in user's settings: profile, SSH keys and access tokens. */
import { type Page } from '@playwright/test'

import {
  bodyRows,
  clickRowAction,
  dialog,
  expect,
  h1,
  row,
  signIn,
  test,
  toast,
  urlPath,
} from './utils'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

const NEW_KEY =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIMVFT3EJ8zAJo8LihWLuo5hoGuE97+nZIQIpQjOqN2m2 e2e@test'
const LAPTOP_KEY =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFerriteDemoKeyAdaLaptop0000000000000000000 ada@laptop'

test.describe('profile', () => {
  test('shows the user, their ID with a copy button, and their groups', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.clock.install()
    await page.goto('/settings/profile')
    await expect(h1(page)).toHaveText('Profile')
    await expect(page.getByRole('definition').filter({ hasText: 'Ada Okafor' })).toBeVisible()

    const userId = page.getByText(UUID)
    await expect(userId).toBeVisible()
    const id = (await userId.textContent())?.trim() ?? ''

    // the confirmation lasts 2 s of the page's clock, held still while it is checked
    const now = await page.evaluate(() => Date.now())
    await page.clock.pauseAt(now + 1_000)
    await page.getByRole('button', { name: 'Copy user ID' }).click()
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id)
    await page.clock.fastForward(1_900)
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
    await page.clock.fastForward(200)
    await expect(page.getByRole('button', { name: 'Copy user ID' })).toBeVisible()
    await page.clock.resume()

    await expect(page.getByRole('heading', { name: 'Groups' })).toBeVisible()
    await expect(page.getByRole('columnheader', { name: 'name' })).toBeVisible()
    await expect(row(page, 'platform-team')).toBeVisible()
    await expect(bodyRows(page)).toHaveCount(1)
  })

  test('a user in no group sees an empty groups list', async ({ page }) => {
    await signIn(page, 'cleo')
    await page.goto('/settings/profile')
    await expect(h1(page)).toHaveText('Profile')
    await expect(page.getByRole('definition').filter({ hasText: 'Cleo Marsh' })).toBeVisible()
    await expect(page.getByText('No groups')).toBeVisible()
    await expect(page.getByText('You are not a member of any group')).toBeVisible()
  })
})

test.describe('SSH keys', () => {
  /** The "Add SSH key" side modal. */
  const addForm = (page: Page) => dialog(page, 'Add SSH key')

  async function openAddForm(page: Page) {
    await page.goto('/settings/ssh-keys')
    await expect(h1(page)).toHaveText('SSH Keys')
    await page.getByRole('link', { name: 'Add SSH key' }).click()
    await expect(page).toHaveURL(urlPath('/settings/ssh-keys-new'))
    await expect(addForm(page)).toBeVisible()
    return addForm(page)
  }

  test('lists the keys', async ({ page }) => {
    await page.goto('/settings/ssh-keys')
    await expect(h1(page)).toHaveText('SSH Keys')
    for (const header of ['name', 'description', 'created']) {
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible()
    }
    await expect(bodyRows(page)).toHaveCount(3)
    await expect(row(page, 'ada-laptop')).toContainText('MacBook, daily driver')
    await expect(row(page, 'ada-workstation')).toContainText('Office workstation')
    await expect(row(page, 'ada-old-laptop')).toContainText('ThinkPad, retired in October')
  })

  test('adds a key', async ({ page }) => {
    const form = await openAddForm(page)
    await form.getByRole('textbox', { name: 'Name' }).fill('e2e-key')
    await form.getByRole('textbox', { name: 'Description' }).fill('Made by the e2e tests')
    await form.getByRole('textbox', { name: 'Public key' }).fill(NEW_KEY)
    await form.getByRole('button', { name: 'Add SSH key' }).click()

    await expect(toast(page, 'SSH key e2e-key created')).toBeVisible()
    await expect(form).toBeHidden()
    await expect(page).toHaveURL(urlPath('/settings/ssh-keys'))
    await expect(row(page, 'e2e-key')).toContainText('Made by the e2e tests')
    await expect(bodyRows(page)).toHaveCount(4)
  })

  test('a taken name is refused on the name field, keeping every value', async ({ page }) => {
    const form = await openAddForm(page)
    const name = form.getByRole('textbox', { name: 'Name' })
    const description = form.getByRole('textbox', { name: 'Description' })
    const publicKey = form.getByRole('textbox', { name: 'Public key' })
    await name.fill('ada-laptop')
    await description.fill('A second laptop key')
    await publicKey.fill(NEW_KEY)
    await form.getByRole('button', { name: 'Add SSH key' }).click()

    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription('SSH key name already exists')
    await expect(name).toBeFocused()
    await expect(name).toHaveValue('ada-laptop')
    await expect(description).toHaveValue('A second laptop key')
    await expect(publicKey).toHaveValue(NEW_KEY)
    await expect(page).toHaveURL(urlPath('/settings/ssh-keys-new'))

    // fixing the name lets it through
    await name.fill('ada-laptop-2')
    await form.getByRole('button', { name: 'Add SSH key' }).click()
    await expect(toast(page, 'SSH key ada-laptop-2 created')).toBeVisible()
    await expect(row(page, 'ada-laptop-2')).toBeVisible()
  })

  test('empty required fields say what is missing', async ({ page }) => {
    const form = await openAddForm(page)
    await form.getByRole('button', { name: 'Add SSH key' }).click()
    const name = form.getByRole('textbox', { name: 'Name' })
    const publicKey = form.getByRole('textbox', { name: 'Public key' })
    await expect(name).toHaveAccessibleDescription('Name is required')
    await expect(publicKey).toHaveAccessibleDescription('Public key is required')
    await expect(form.getByText('Name is required')).toBeVisible()
    await expect(form.getByText('Public key is required')).toBeVisible()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveURL(urlPath('/settings/ssh-keys-new'))
  })

  test('a key that is not an OpenSSH public key is explained on its field', async ({ page }) => {
    const form = await openAddForm(page)
    await form.getByRole('textbox', { name: 'Name' }).fill('bad-key')
    await form.getByRole('textbox', { name: 'Public key' }).fill('not a key')
    await form.getByRole('button', { name: 'Add SSH key' }).click()
    await expect(form.getByRole('textbox', { name: 'Public key' })).toHaveAccessibleDescription(
      /^Unknown key type "not"/,
    )
    await expect(form.getByRole('textbox', { name: 'Public key' })).toHaveValue('not a key')
  })

  test('the view modal shows the public key', async ({ page }) => {
    await page.goto('/settings/ssh-keys')
    await page.getByRole('link', { name: 'ada-laptop' }).click()
    await expect(page).toHaveURL(urlPath('/settings/ssh-keys/ada-laptop/edit'))
    const view = dialog(page, 'View SSH key')
    await expect(view).toBeVisible()
    await expect(view.getByRole('textbox', { name: 'Name' })).toHaveValue('ada-laptop')
    await expect(view.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'MacBook, daily driver',
    )
    const key = view.getByRole('textbox', { name: 'Public key' })
    await expect(key).toHaveValue(LAPTOP_KEY)
    await expect(key).not.toBeEditable()
    await page.keyboard.press('Escape')
    await expect(view).toBeHidden()
    await expect(page).toHaveURL(urlPath('/settings/ssh-keys'))
  })

  test('an unknown key is not found', async ({ page }) => {
    await page.goto('/settings/ssh-keys/no-such-key/edit')
    // said where the key would open, over the list, which stays
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(row(page, 'ada-laptop')).toBeVisible()
  })

  test('deletes a key after confirmation', async ({ page }) => {
    await page.goto('/settings/ssh-keys')
    await clickRowAction(page, 'ada-workstation', 'Delete')
    const confirm = dialog(page, 'Delete SSH key')
    await expect(confirm).toContainText('Are you sure you want to delete ada-workstation?')
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    await expect(toast(page, 'SSH key ada-workstation deleted')).toBeVisible()
    await expect(confirm).toBeHidden()
    await expect(row(page, 'ada-workstation')).toHaveCount(0)
    await expect(bodyRows(page)).toHaveCount(2)
  })

  test('cancelling the delete keeps the key', async ({ page }) => {
    await page.goto('/settings/ssh-keys')
    await clickRowAction(page, 'ada-laptop', 'Delete')
    const confirm = dialog(page, 'Delete SSH key')
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    await expect(row(page, 'ada-laptop')).toBeVisible()
    await expect(bodyRows(page)).toHaveCount(3)
  })

  test('leaving a dirty form asks first', async ({ page }) => {
    const form = await openAddForm(page)
    const name = form.getByRole('textbox', { name: 'Name' })
    await name.fill('half-done')
    await page.keyboard.press('Escape')

    const leave = dialog(page, 'Confirm navigation')
    await expect(leave).toContainText('Leave this form? What you entered will be discarded.')
    await leave.getByRole('button', { name: 'Keep editing' }).click()
    await expect(leave).toBeHidden()
    await expect(name).toHaveValue('half-done')
    await expect(page).toHaveURL(urlPath('/settings/ssh-keys-new'))

    // the close button asks too; this time leave
    await form.getByRole('button', { name: 'Close' }).click()
    await leave.getByRole('button', { name: 'Leave form' }).click()
    await expect(form).toBeHidden()
    await expect(page).toHaveURL(urlPath('/settings/ssh-keys'))
    await expect(row(page, 'half-done')).toHaveCount(0)
  })

  test('a clean form closes without asking', async ({ page }) => {
    const form = await openAddForm(page)
    await page.keyboard.press('Escape')
    await expect(form).toBeHidden()
    await expect(dialog(page, 'Confirm navigation')).toHaveCount(0)
    await expect(page).toHaveURL(urlPath('/settings/ssh-keys'))
  })
})

test.describe('access tokens', () => {
  test('lists the tokens', async ({ page }) => {
    await page.goto('/settings/access-tokens')
    await expect(h1(page)).toHaveText('Access Tokens')
    await expect(page.getByRole('columnheader', { name: 'created' })).toBeVisible()
    await expect(page.getByRole('columnheader', { name: 'Expires' })).toBeVisible()
    await expect(bodyRows(page)).toHaveCount(3)
    // the demo token never expires
    await expect(bodyRows(page).filter({ hasText: 'Never' })).toHaveCount(1)
  })

  test('deletes a token after confirmation', async ({ page }) => {
    await page.goto('/settings/access-tokens')
    await expect(bodyRows(page)).toHaveCount(3)
    const victim = bodyRows(page).filter({ hasText: 'Never' })
    await victim.getByRole('button', { name: 'Row actions' }).click()
    await page.getByRole('menuitem', { name: 'Delete', exact: true }).click()
    const confirm = dialog(page, 'Delete access token')
    await expect(confirm).toContainText('Are you sure you want to delete')
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    await expect(toast(page, /^Access token .+ deleted$/)).toBeVisible()
    await expect(bodyRows(page)).toHaveCount(2)
    await expect(bodyRows(page).filter({ hasText: 'Never' })).toHaveCount(0)
  })

  test('cancelling keeps the token', async ({ page }) => {
    await page.goto('/settings/access-tokens')
    await bodyRows(page).first().getByRole('button', { name: 'Row actions' }).click()
    await page.getByRole('menuitem', { name: 'Delete', exact: true }).click()
    await dialog(page, 'Delete access token').getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog(page, 'Delete access token')).toBeHidden()
    await expect(bodyRows(page)).toHaveCount(3)
  })
})

test('a display name holding HTML is shown as text, never run', async ({ page }) => {
  page.on('dialog', (d) => {
    throw new Error(`unexpected ${d.type()} dialog: ${d.message()}`)
  })
  // the test seed gives mallory the hostile name (the demo's data has none)
  await page.goto('/login/lumen/local?mock-seed=hostile')
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await signIn(page, 'mallory')
  await page.goto('/settings/profile')
  await expect(h1(page)).toHaveText('Profile')
  await expect(
    page.getByRole('definition').filter({ hasText: '<img src=x onerror=alert(1)>Mallory' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'User menu' })).toContainText(
    '<img src=x onerror=alert(1)>Mallory',
  )
})
