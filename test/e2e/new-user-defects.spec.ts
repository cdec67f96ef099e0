/**
 * Defects a new user hit (issue 9): the serial console's first connection, validation errors
 * before the user has done anything, a stale sign-in error, the SSH key field's errors, and
 * the mock banner that can be dismissed.
 */
import { type Page } from '@playwright/test'

import { serveProdBuild, type ProdStack } from '../../tools/lib/serve'
import { injectFault } from './fault-injection'
import { apiCall, clickRowAction, expect, row, test, toast } from './utils'

/** What the terminal shows, as text (screen reader mode makes its rows readable). */
const terminalText = (page: Page) => page.locator('.xterm-rows')
const consoleStatus = (page: Page, label: string) =>
  page.getByRole('status', { name: `Connection status: ${label}` })

test.describe('serial console, first connection', () => {
  test.use({ viewport: { width: 1280, height: 1000 } })
  test.describe.configure({ timeout: 60_000 })

  test('from the Connect tab, with the mock delay a new user has, the history shows at once', async ({
    page,
  }) => {
    // a new user's mock answers after 200–400 ms, as by default
    await page.addInitScript(() => window.localStorage.setItem('ferrite-mock-delay', 'on'))
    await page.goto('/projects/web-app/instances/web-frontend-1/connect')
    // the card's Connect link (the tab and the crumb of this page are named Connect too)
    await page
      .getByRole('link', { name: 'Connect', exact: true })
      .and(page.locator('[href$="/serial-console"]'))
      .click()
    await expect(consoleStatus(page, 'Connected')).toBeVisible({ timeout: 20_000 })
    await expect(terminalText(page)).toContainText(
      'Ferrite mock serial console: connected to web-frontend-1',
      { timeout: 3_000 },
    )
    await expect(terminalText(page)).toContainText('web-frontend-1 login:', { timeout: 3_000 })
    await expect(terminalText(page)).not.toContainText('reconnecting')
  })

  test('by URL, the history shows at once', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('ferrite-mock-delay', 'on'))
    await page.goto('/projects/web-app/instances/web-frontend-1/serial-console')
    await expect(consoleStatus(page, 'Connected')).toBeVisible({ timeout: 20_000 })
    await expect(terminalText(page)).toContainText('web-frontend-1 login:', { timeout: 3_000 })
  })
})

test.describe('serial console, first connection, remote mode', () => {
  test.use({ viewport: { width: 1280, height: 1000 } })
  test.describe.configure({ timeout: 60_000 })
  // the production build (no mock code) in front of the standalone mock server
  let stack: ProdStack
  test.beforeAll(async () => {
    stack = await serveProdBuild({ outDir: process.env.FERRITE_PROD_DIR })
  })
  test.afterAll(async () => {
    await stack?.close()
  })

  test('from the Connect tab, the history shows at once', async ({ page }) => {
    await page.goto(`${stack.base}/projects/web-app/instances/web-frontend-1/connect`)
    await page
      .getByRole('link', { name: 'Connect', exact: true })
      .and(page.locator('[href$="/serial-console"]'))
      .click()
    await expect(consoleStatus(page, 'Connected')).toBeVisible({ timeout: 20_000 })
    await expect(terminalText(page)).toContainText('connected to web-frontend-1', {
      timeout: 3_000,
    })
    await expect(terminalText(page)).toContainText('web-frontend-1 login:', { timeout: 3_000 })
    await expect(terminalText(page)).not.toContainText('reconnecting')
  })
})

test.describe('sign-in', () => {
  test('a failed sign-in message goes once a field is edited or the form is sent again', async ({
    page,
  }) => {
    await page.goto('/login/lumen/local')
    const failed = page.getByRole('alert').filter({ hasText: 'Sign-in failed' })
    const attempt = async (username: string, password: string) => {
      await page.getByLabel('Username').fill(username)
      await page.getByLabel('Password').fill(password)
      await page.getByRole('button', { name: 'Sign in' }).click()
    }
    await attempt('ada', 'not-the-password')
    await expect(failed).toBeVisible()
    // editing a field takes the stale message away
    await page.getByLabel('Username').fill('')
    await expect(failed).toHaveCount(0)

    await attempt('ada', 'still-wrong')
    await expect(failed).toBeVisible()
    // sending empty fields: only the field checks, not the old failure
    await page.getByLabel('Username').fill('')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Username is required')).toBeVisible()
    await expect(page.getByText('Password is required')).toBeVisible()
    await expect(failed).toHaveCount(0)
  })

  test('sending the same wrong password again without editing clears the old message first', async ({
    page,
  }) => {
    await page.goto('/login/lumen/local')
    const failed = page.getByRole('alert').filter({ hasText: 'Sign-in failed' })
    await page.getByLabel('Username').fill('ada')
    await page.getByLabel('Password').fill('wrong')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(failed).toBeVisible()
    // the password was emptied after the failure; sending now fails on the field alone
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Password is required')).toBeVisible()
    await expect(failed).toHaveCount(0)
  })
})

test.describe('mock banner', () => {
  test('can be dismissed for the session, and the layout closes the gap', async ({ page }) => {
    await page.goto('/projects')
    const banner = page.getByText('This is a technical preview.')
    await expect(banner).toBeVisible()
    const topBar = page.getByRole('banner').first()
    const before = (await topBar.boundingBox())!.y
    await page.getByRole('button', { name: 'Dismiss the technical preview banner' }).click()
    await expect(banner).toHaveCount(0)
    await expect.poll(async () => (await topBar.boundingBox())!.y).toBeLessThan(before)
    // it stays away while moving around and after a reload of this tab
    await page.getByRole('link', { name: 'web-app' }).first().click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner).toHaveCount(0)
  })

  test('a new tab (a new session) shows it again', async ({ page, context }) => {
    await page.goto('/projects')
    await page.getByRole('button', { name: 'Dismiss the technical preview banner' }).click()
    await expect(page.getByText('This is a technical preview.')).toHaveCount(0)
    const other = await context.newPage()
    await other.goto('/projects')
    await expect(other.getByText('This is a technical preview.')).toBeVisible()
    await other.close()
  })
})

test.describe('instance create opened from the list', () => {
  for (const how of ['mouse', 'keyboard'] as const) {
    test(`shows no error before anything is typed (opened with the ${how})`, async ({ page }) => {
      await page.goto('/projects/web-app/instances')
      const open = page.getByRole('link', { name: 'New instance' })
      if (how === 'mouse') await open.click()
      else {
        await open.focus()
        await page.keyboard.press('Enter')
      }
      // the form's loader reads images, disks and more: slow on a busy machine
      const heading = page.getByRole('heading', { name: 'Create instance', level: 1 })
      await expect(heading).toBeVisible({ timeout: 20_000 })
      // the page heading takes focus after the navigation; that is not the user leaving a field
      await expect(heading).toBeFocused()
      // a check the focus change started would have shown by the next frames
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      )
      await expect(page.getByText('Name is required')).toHaveCount(0)
      await expect(page.getByRole('textbox', { name: 'Name', exact: true })).not.toHaveAttribute(
        'aria-invalid',
        'true',
      )
      // leaving the field as a user does still checks it
      await page.getByRole('textbox', { name: 'Name', exact: true }).click()
      await page.keyboard.press('Tab')
      await expect(page.getByText('Name is required')).toBeVisible()
    })
  }
})

test.describe('SSH key', () => {
  // a real Ed25519 public key (made for this test)
  const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIEdnFYLehVBlnqq8/4uA72Y0u8LiK2sVBVSoEMOaqkLv'

  test('a malformed key is explained on its field, before anything is sent', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/ssh-keys')) requests.push(r.url())
    })
    await page.goto('/settings/ssh-keys-new')
    const form = page.getByRole('dialog', { name: 'Add SSH key' })
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('new-laptop')
    const key = form.getByRole('textbox', { name: 'Public key' })
    await key.fill('ssh-ed25519 AAAAC3Nza not-a-key')
    await form.getByRole('button', { name: 'Add SSH key' }).click()
    await expect(key).toHaveAccessibleDescription('The key data is not valid base64')
    await expect(form.getByText(/Public_key/)).toHaveCount(0)

    await key.fill(`ssh-rsa ${KEY.split(' ')[1]} me@laptop`)
    await expect(key).toHaveAccessibleDescription(
      'The key data is an ssh-ed25519 key, but the line says ssh-rsa',
    )
    await key.fill('-----BEGIN OPENSSH PRIVATE KEY-----')
    await expect(key).toHaveAccessibleDescription(
      'This is a private key: paste the public key (the .pub file) instead',
    )
    expect(requests).toEqual([])

    await key.fill(`${KEY} me@laptop`)
    await form.getByRole('button', { name: 'Add SSH key' }).click()
    await expect(page).toHaveURL(/\/settings\/ssh-keys$/)
    await expect(page.getByRole('cell', { name: 'new-laptop' })).toBeVisible()
  })
})

test.describe('project delete', () => {
  const deleteDialog = (page: Page) => page.getByRole('dialog', { name: 'Delete project' })

  test('a new project goes with its default VPC, step by step', async ({ page }) => {
    // the project's own delete answers slowly and fails once, so its step is seen running
    // and failing, with every step before it done, and Try again finishes
    await injectFault(page, {
      method: 'DELETE',
      path: /^\/v1\/projects\/brand-new$/,
      status: 500,
      body: { request_id: 'step', error_code: 'Internal', message: 'the sled is busy' },
      delayMs: 1_500,
      times: 1,
    })
    await page.goto('/settings/profile')
    // the mock answers once the page is up
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible()
    const created = await apiCall(page, 'POST', '/v1/projects', {
      name: 'brand-new',
      description: '',
    })
    expect(created.status).toBe(201)
    await page.getByRole('link', { name: 'Projects' }).first().click()
    await clickRowAction(page, 'brand-new', 'Delete')
    const confirm = deleteDialog(page)
    await expect(confirm).toContainText('Are you sure you want to delete brand-new?')
    const steps = confirm.getByRole('list', { name: 'Steps' }).getByRole('listitem')
    const labels = [
      'Delete subnet default of VPC default',
      'Delete internet gateway default',
      'Delete VPC default (its firewall rules and system router go with it)',
      'Delete project brand-new',
    ]
    await expect(steps).toHaveText(labels.map((l) => `${l}: to do`))
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    await expect(steps.last()).toHaveText(`${labels[3]}: in progress`)
    await expect(steps).toHaveText([
      ...labels.slice(0, 3).map((l) => `${l}: done`),
      `${labels[3]}: failed`,
    ])
    await expect(confirm.getByRole('alert')).toContainText('The sled is busy')
    await confirm.getByRole('button', { name: 'Try again' }).click()
    await expect(toast(page, 'Project brand-new deleted')).toBeVisible()
    await expect(confirm).toBeHidden()
    await expect(row(page, 'brand-new')).toHaveCount(0)
    // and the API agrees
    expect((await apiCall(page, 'GET', '/v1/projects/brand-new')).status).toBe(404)
  })

  test('a project that holds things says what, with counts and pages, and waits', async ({
    page,
  }) => {
    await page.goto('/projects')
    await clickRowAction(page, 'web-app', 'Delete')
    const confirm = deleteDialog(page)
    const held = confirm.getByRole('list', { name: 'What web-app holds' })
    await expect(held).toBeVisible()
    await expect(held.getByRole('listitem').first()).toHaveText(/^\d+ instances$/)
    await expect(held).toContainText(/\d+ disks/)
    await expect(held).toContainText(/VPC/)
    // each names the page that lists them, as a link
    await expect(held.getByRole('link', { name: /instances$/ })).toBeVisible()
    const action = confirm.getByRole('button', { name: 'Confirm' })
    await expect(action).toHaveAttribute('aria-disabled', 'true')
    await action.click({ force: true })
    await expect(confirm).toBeVisible()
    await held.getByRole('link', { name: /instances$/ }).click()
    await expect(page).toHaveURL(/\/projects\/web-app\/instances$/)
    await expect(confirm).toBeHidden()
  })
})
