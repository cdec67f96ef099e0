/**
 * Signing in and out, returning to where a 401 interrupted, refusing off-origin redirects,
 * the SAML sign-in page, and the device (CLI) login flow.
 */
import { type Page } from '@playwright/test'

import { apiCall, DEMO_PASSWORD, expect, h1, signIn, signOut, test, urlPath } from './utils'

/** Fills the local sign-in form that is on screen and submits it. */
async function submitLogin(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** The login page, holding `back` as its redirect_uri. */
const loginFor = (back: string) =>
  urlPath(`/login/lumen/local?redirect_uri=${encodeURIComponent(back)}`)

test.describe('sign out and in', () => {
  test('signing out is for real; signing in returns to the page asked for', async ({ page }) => {
    await page.goto('/projects')
    await expect(h1(page)).toHaveText('Projects')
    await signOut(page)

    await page.goto('/projects')
    await expect(page).toHaveURL(loginFor('/projects'))
    await expect(h1(page)).toHaveText('lumen')
    await expect(page.getByText('Sign in to silo')).toBeVisible()

    await submitLogin(page, 'ada')
    await expect(page).toHaveURL(urlPath('/projects'))
    await expect(h1(page)).toHaveText('Projects')
    await expect(page.getByRole('button', { name: 'User menu' })).toContainText('Ada Okafor')
  })

  test('another user signs in after sign-out and is who the console shows', async ({ page }) => {
    await signIn(page, 'dev')
    await expect(page.getByRole('button', { name: 'User menu' })).toContainText('Dev Rao')
    // a viewer reads the silo's projects
    await expect(h1(page)).toHaveText('Projects')
    await expect(page.getByRole('link', { name: 'web-app' })).toBeVisible()
  })

  test('a wrong password says so and keeps the username', async ({ page }) => {
    await page.goto('/login/lumen/local')
    await submitLogin(page, 'ada', 'not-the-password')
    await expect(page.getByRole('alert').filter({ hasText: 'Sign-in failed' })).toHaveText(
      'Sign-in failed. Check your username and password.',
    )
    await expect(page.getByLabel('Username')).toHaveValue('ada')
    await expect(page.getByLabel('Password')).toHaveValue('')
    await expect(page).toHaveURL(urlPath('/login/lumen/local'))
    // and then the right one works
    await page.getByLabel('Password').fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(urlPath('/projects'))
  })

  test('repeated failures lock the user out for a while, the right password too', async ({
    page,
  }) => {
    await page.goto('/login/lumen/local')
    const failed = page.getByRole('alert').filter({ hasText: 'Sign-in failed' })
    for (let i = 0; i < 5; i++) {
      await submitLogin(page, 'ben', `wrong-${i}`)
      await expect(failed).toBeVisible()
    }
    await submitLogin(page, 'ben')
    // the lockout is 30 s from the fifth failure; a busy machine may take a second to ask again
    await expect(page.getByRole('alert').filter({ hasText: 'Too many' })).toHaveText(
      /^Too many failed sign-in attempts\. Try again in (30|29) seconds\.$/,
    )
    await expect(page).toHaveURL(urlPath('/login/lumen/local'))
    // someone else is not held up by it
    await submitLogin(page, 'dev')
    await expect(page).toHaveURL(urlPath('/projects'))
  })

  test('an unknown user gets the same message', async ({ page }) => {
    await page.goto('/login/lumen/local')
    await submitLogin(page, 'nobody')
    await expect(page.getByRole('alert').filter({ hasText: 'Sign-in failed' })).toHaveText(
      'Sign-in failed. Check your username and password.',
    )
    await expect(page.getByLabel('Username')).toHaveValue('nobody')
  })
})

test.describe('a 401 sends the user to sign in and back', () => {
  test('after sign-out', async ({ page }) => {
    await page.goto('/settings/profile')
    await expect(h1(page)).toHaveText('Profile')
    await signOut(page)
    await page.goto('/settings/ssh-keys')
    await expect(page).toHaveURL(loginFor('/settings/ssh-keys'))
    await submitLogin(page, 'ada')
    await expect(page).toHaveURL(urlPath('/settings/ssh-keys'))
    await expect(h1(page)).toHaveText('SSH Keys')
    await expect(page.getByRole('link', { name: 'ada-laptop' })).toBeVisible()
  })

  test('with the mock started signed out (mock-login=required)', async ({ page }) => {
    await page.goto('/settings/ssh-keys?mock-login=required')
    await expect(page).toHaveURL(/\/login\/lumen\/local\?redirect_uri=%2Fsettings%2Fssh-keys/)
    await submitLogin(page, 'ada')
    await expect(page).toHaveURL(/\/settings\/ssh-keys(\?|$)/)
    await expect(h1(page)).toHaveText('SSH Keys')
  })

  test('the query string survives the round trip', async ({ page }) => {
    await page.goto('/projects')
    await signOut(page)
    await page.goto('/settings/access-tokens?x=1')
    await expect(page).toHaveURL(loginFor('/settings/access-tokens?x=1'))
    await submitLogin(page, 'ada')
    await expect(page).toHaveURL(urlPath('/settings/access-tokens?x=1'))
    await expect(h1(page)).toHaveText('Access Tokens')
  })
})

test.describe('redirect_uri never leaves the console', () => {
  const hostile = ['https://example.com', '//example.com', '/\\example.com', 'javascript:alert(1)']
  for (const target of hostile) {
    test(`redirect_uri=${target}`, async ({ page }) => {
      page.on('dialog', (d) => {
        throw new Error(`unexpected ${d.type()} dialog: ${d.message()}`)
      })
      await page.goto(`/login/lumen/local?redirect_uri=${encodeURIComponent(target)}`)
      await submitLogin(page, 'ada')
      await expect(page).toHaveURL(urlPath('/projects'))
      await expect(h1(page)).toHaveText('Projects')
      expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL ?? '').host)
    })
  }
})

test('the SAML sign-in page offers the identity provider', async ({ page }) => {
  await page.goto('/login/lumen/saml/okta')
  await expect(h1(page)).toHaveText('lumen')
  const link = page.getByRole('link', { name: 'Sign in with okta' })
  await expect(link).toBeVisible()
  await expect(link).toHaveAttribute('href', '/login/lumen/saml/okta/redirect')
})

test.describe('device login', () => {
  /** The 8 character boxes of the code entry. */
  const boxes = (page: Page) => page.getByRole('textbox', { name: /^Character \d of 8$/ })
  const submit = (page: Page) => page.getByRole('button', { name: 'Log in on device' })
  /** Expects the boxes to show these characters, '' for an empty box. */
  async function expectCode(page: Page, chars: string[]) {
    for (const [i, ch] of chars.entries()) {
      await expect(page.getByLabel(`Character ${i + 1} of 8`)).toHaveValue(ch)
    }
  }

  test('the code entry: 8 boxes, letters only, upper-cased, dash after the third', async ({
    page,
  }) => {
    await page.goto('/device/verify')
    await expect(h1(page)).toHaveText('Device Authentication')
    await expect(page.getByText('Enter the code shown on your device')).toBeVisible()
    await expect(boxes(page)).toHaveCount(8)
    await expect(submit(page)).toBeDisabled()
    await expect(page.getByLabel('Character 1 of 8')).toBeFocused()

    // digits and punctuation are ignored, letters are upper-cased and move along
    await page.keyboard.type('a1b-c2')
    await expectCode(page, ['A', 'B', 'C', '', '', '', '', ''])
    await expect(page.getByLabel('Character 4 of 8')).toBeFocused()
    await page.keyboard.type('defg')
    await expect(submit(page)).toBeDisabled()
    await page.keyboard.type('h')
    await expectCode(page, ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'])
    await expect(submit(page)).toBeEnabled()
    // Backspace empties a box again, and the button goes back to disabled
    await page.keyboard.press('Backspace')
    await expect(page.getByLabel('Character 8 of 8')).toHaveValue('')
    await expect(submit(page)).toBeDisabled()

    // the dash sits between the third and the fourth box
    const dash = page.getByText('–', { exact: true })
    const [third, dashBox, fourth] = await Promise.all([
      page.getByLabel('Character 3 of 8').boundingBox(),
      dash.boundingBox(),
      page.getByLabel('Character 4 of 8').boundingBox(),
    ])
    expect(third && dashBox && fourth).toBeTruthy()
    expect(dashBox!.x).toBeGreaterThanOrEqual(third!.x + third!.width)
    expect(dashBox!.x + dashBox!.width).toBeLessThanOrEqual(fourth!.x)
  })

  test('pasting a code fills the boxes with its letters', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/device/verify')
    await expect(h1(page)).toHaveText('Device Authentication')
    await page.evaluate(() => navigator.clipboard.writeText('abc-defgh'))
    await page.getByLabel('Character 1 of 8').focus()
    await page.keyboard.press('Control+v')
    await expectCode(page, ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'])
    await expect(submit(page)).toBeEnabled()
  })

  test('an unknown code is invalid', async ({ page }) => {
    await page.goto('/device/verify')
    await expect(h1(page)).toHaveText('Device Authentication')
    await page.keyboard.type('BCDFGHJK')
    await submit(page).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Code' })).toHaveText('Code is invalid')
    await expect(page).toHaveURL(urlPath('/device/verify'))
    // editing the code clears the error
    await page.getByLabel('Character 8 of 8').press('Backspace')
    await expect(page.getByText('Code is invalid')).toBeHidden()
  })

  test('a code the device got logs the device in', async ({ page }) => {
    await page.goto('/device/verify')
    await expect(h1(page)).toHaveText('Device Authentication')
    // what the CLI does: ask for a code (through the page, so the in-browser mock answers)
    const auth = await apiCall(
      page,
      'POST',
      '/device/auth',
      `client_id=${encodeURIComponent('7c4e1a0e-2b35-4a1f-9d1e-6f2d8c3b5a90')}`,
      'application/x-www-form-urlencoded',
    )
    expect(auth.status).toBe(200)
    const userCode = (auth.body as { user_code: string }).user_code
    expect(userCode).toMatch(/^[A-Z]{3}-[A-Z]{5}$/)

    await page.getByLabel('Character 1 of 8').focus()
    await page.keyboard.type(userCode.toLowerCase())
    await expectCode(page, userCode.replace('-', '').split(''))
    await submit(page).click()
    await expect(page).toHaveURL(urlPath('/device/success'))
    await expect(h1(page)).toHaveText('Device logged in')
    await expect(page.getByText('You can close this window')).toBeVisible()
  })

  test('a code in the link fills the boxes', async ({ page }) => {
    await page.goto('/device/verify?user_code=xyz-abcde')
    await expectCode(page, ['X', 'Y', 'Z', 'A', 'B', 'C', 'D', 'E'])
    await expect(submit(page)).toBeEnabled()
  })

  test('a signed-out user signs in first and comes back to the code entry', async ({ page }) => {
    await page.goto('/projects')
    await signOut(page)
    await page.goto('/device/verify')
    await expect(page).toHaveURL(loginFor('/device/verify'))
    await submitLogin(page, 'ada')
    await expect(page).toHaveURL(urlPath('/device/verify'))
    await expect(h1(page)).toHaveText('Device Authentication')
  })
})
