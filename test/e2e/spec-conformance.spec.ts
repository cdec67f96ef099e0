/**
 * The product specification's global sentences, one test each, quoting the spec: "Global
 * behaviour" and "Interface behaviours" (sections 2 and 4). The validation rules (section 5),
 * the business constants (section 9) and the error catalogue (section 8) are in
 * spec-conformance-rules.spec.ts. A design change that departs from a sentence changes its test
 * here in the same commit, and says why in the commit message.
 *
 * Sentences that the spec marks "not shown" have nothing to hold. Where another spec already
 * drives a flow in depth, the test here checks the sentence's observable words only.
 */

import { injectFault } from './fault-injection'
import { apiCall, clickRowAction, dialog, expect, h1, signIn, test, toast, urlPath } from './utils'

const W = '/projects/web-app'

/** A server error body as the API words it (spec section 8: errorCode, message, requestId). */
const serverError = (error_code: string | undefined, message: string | undefined) => ({
  request_id: 'spec-conformance',
  ...(error_code ? { error_code } : {}),
  ...(message ? { message } : {}),
})

test.describe('Global behaviour (spec section 2)', () => {
  test('"Unknown path: a "Page not found" screen."', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(h1(page)).toHaveText('Page not found')
  })

  test('"The page title is the breadcrumb labels in reverse order, joined by " / ", followed by a product suffix."', async ({
    page,
  }) => {
    await page.goto(`${W}/instances`)
    await expect(h1(page)).toHaveText('Instances')
    await expect(page).toHaveTitle('Instances / web-app / Projects / Ferrite')
  })

  test('"A thin loading bar appears during navigation, after a 20 ms delay."', async ({ page }) => {
    // the instance list is held back 600 ms: long enough for the bar, which waits 20 ms
    await injectFault(page, {
      method: 'GET',
      path: /^\/v1\/instances$/,
      status: 'pass',
      delayMs: 600,
    })
    await page.goto('/projects')
    await expect(h1(page)).toHaveText('Projects')
    const bar = page.locator('[data-loading-bar]')
    await expect(bar).toHaveCount(0)
    await page.getByRole('link', { name: 'web-app', exact: true }).click()
    await expect(bar).toHaveAttribute('data-loading-bar', 'loading')
    await expect(h1(page)).toHaveText('Instances')
    await expect(bar).toHaveCount(0)
  })

  test('"Scroll position is saved and restored per location (saving is debounced by 125 ms)."', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1000, height: 400 })
    await page.goto(`${W}/instances/web-frontend-1/storage`)
    await expect(h1(page)).toHaveText('web-frontend-1')
    await page.evaluate(() => window.scrollTo(0, 300))
    const saved = await page.evaluate(() => window.scrollY)
    expect(saved).toBeGreaterThan(0)
    // 125 ms of quiet saves it; then away and back through history
    await page.waitForFunction(() => Object.keys(sessionStorage).some((k) => /scroll/i.test(k)))
    // the sidebar stays in view, so following its link does not scroll the page first
    await page.getByRole('link', { name: 'Disks', exact: true }).click()
    await expect(h1(page)).toHaveText('Disks')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(h1(page)).toHaveText('web-frontend-1')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(saved)
  })

  test('"A 404 shows "Page not found" and says the page does not exist or the user may not have access to it."', async ({
    page,
  }) => {
    await page.goto('/projects/no-such-project/instances')
    await expect(h1(page)).toHaveText('Page not found')
    await expect(page.getByText(/does not exist, or your account cannot see it/)).toBeVisible()
  })

  test('"Any other error shows "Something went wrong. Please try again. If the problem persists, contact your administrator.""', async ({
    page,
  }) => {
    await injectFault(page, { method: 'GET', path: /^\/v1\/projects$/, status: 500 })
    await page.goto('/projects')
    await expect(h1(page)).toHaveText('Something went wrong')
    await expect(
      page.getByText('Please try again. If the problem persists, contact your administrator.'),
    ).toBeVisible()
  })

  test('"Both screens have a "Back to console" link and a "Sign out" button." (inside the console frame too)', async ({
    page,
  }) => {
    // a 404 from a page's data, with the top bar and sidebar around it
    await page.goto('/projects/no-such-project/instances')
    await expect(h1(page)).toHaveText('Page not found')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Back to console' })).toBeVisible()
    await expect(main.getByRole('button', { name: 'Sign out' })).toBeVisible()

    // a failed projects list (500), inside the silo's frame: both, and Try again as well
    await injectFault(page, { method: 'GET', path: /^\/v1\/projects$/, status: 500 })
    await page.goto('/projects')
    await expect(h1(page)).toHaveText('Something went wrong')
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible()
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(main.getByRole('button', { name: 'Sign out' })).toBeVisible()
    await main.getByRole('link', { name: 'Back to console' }).click()
    await expect(page).toHaveURL(urlPath('/projects'))
  })

  test('"When a 403 occurs and the current user has no groups and no role assignment on the silo, a notice is added."', async ({
    page,
  }) => {
    await signIn(page, 'eve')
    const notice = page.getByText(
      'You are not in any groups and have no role on the silo. This usually means the identity provider is not set up correctly.',
    )
    await expect(notice).toBeVisible()
    // "It carries a documentation link."
    await expect(
      page.getByRole('link', { name: /identity provider|documentation|docs/i }).first(),
    ).toBeVisible()
  })

  test('"Any 401 response, except from the local login call, sends the browser to /login with a redirect_uri query holding the current path and query string"', async ({
    page,
  }) => {
    await page.goto(`${W}/disks`)
    await expect(h1(page)).toHaveText('Disks')
    await injectFault(page, { method: 'GET', path: /^\/v1\/disks$/, status: 401 })
    await page.goto(`${W}/disks?sort=name`)
    await expect(page).toHaveURL(
      new RegExp(`/login/[^?]*\\?redirect_uri=${encodeURIComponent(`${W}/disks?sort=name`)}$`),
    )
    // and a failed local login stays on the login page with its own message
    await page.goto('/login/lumen/local')
    await page.getByLabel('Username').fill('ada')
    await page.getByLabel('Password').fill('wrong-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(urlPath('/login/lumen/local'))
  })

  test('"Sign out calls logout, then returns to the root."', async ({ page }) => {
    await page.goto('/projects')
    await expect(h1(page)).toHaveText('Projects')
    const logout = page.waitForRequest(
      (r) => r.url().endsWith('/v1/logout') && r.method() === 'POST',
    )
    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await logout
    // the root, which sends a signed-out user on to sign in
    await expect(page).toHaveURL(/\/login\//)
    expect((await apiCall(page, 'GET', '/v1/me')).status).toBe(401)
  })
})

test.describe('Interface behaviours (spec section 4)', () => {
  test('"Toast: auto-closes after 5 s (15 s for errors); can be dismissed."', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.clock.install()
    await page.goto('/settings/ssh-keys')
    await clickRowAction(page, 'ada-laptop', 'Copy ID')
    const ok = toast(page, 'ID copied to clipboard')
    await expect(ok).toBeVisible()
    await page.clock.runFor(4_500)
    await expect(ok).toBeVisible()
    await page.clock.runFor(1_000)
    await expect(ok).toBeHidden()

    await clickRowAction(page, 'ada-laptop', 'Copy ID')
    await expect(ok).toBeVisible()
    await ok.getByRole('button', { name: /dismiss/i }).click()
    await expect(ok).toBeHidden()
  })

  test('"Confirm modal: shows a title, content and Confirm and Cancel buttons."', async ({
    page,
  }) => {
    await page.goto('/settings/ssh-keys')
    await clickRowAction(page, 'ada-laptop', 'Delete')
    const modal = dialog(page, 'Delete SSH key')
    await expect(modal).toContainText('Are you sure you want to delete ada-laptop?')
    await expect(modal.getByRole('button', { name: 'Confirm' })).toBeVisible()
    await modal.getByRole('button', { name: 'Cancel' }).click()
    await expect(modal).toBeHidden()
  })

  test('a bulk confirmation departs from "Confirm": its button names the action and the count, and it closes at once (the run reports row by row; issue 28)', async ({
    page,
  }) => {
    await page.goto('/settings/ssh-keys')
    await page.getByRole('checkbox', { name: 'Select ada-laptop' }).check()
    await page
      .getByRole('toolbar', { name: 'Bulk actions' })
      .getByRole('button', { name: 'Delete 1' })
      .click()
    const modal = dialog(page, 'Delete SSH keys')
    await expect(modal.getByRole('listitem')).toHaveText(['ada-laptop'])
    await expect(modal.getByRole('button', { name: 'Confirm' })).toHaveCount(0)
    await expect(modal.getByRole('button', { name: 'Delete 1 SSH key' })).toBeVisible()
    await modal.getByRole('button', { name: 'Cancel' }).click()
    await expect(modal).toBeHidden()
  })

  test('"Confirm runs the action with a loading state." and "The modal closes afterwards" on success', async ({
    page,
  }) => {
    await injectFault(page, {
      method: 'DELETE',
      path: /^\/v1\/me\/ssh-keys\/ada-laptop$/,
      status: 'pass',
      delayMs: 400,
    })
    await page.goto('/settings/ssh-keys')
    await clickRowAction(page, 'ada-laptop', 'Delete')
    const modal = dialog(page, 'Delete SSH key')
    const confirm = modal.getByRole('button', { name: 'Confirm' })
    await confirm.click()
    await expect(confirm).toHaveAttribute('aria-busy', 'true')
    await expect(modal).toBeHidden()
    await expect(toast(page, 'SSH key ada-laptop deleted')).toBeVisible()
  })

  test('"If the action fails, an error toast appears with the action\'s error title and the error message. The modal closes afterwards in either case."', async ({
    page,
  }) => {
    await injectFault(page, {
      method: 'DELETE',
      path: /^\/v1\/me\/ssh-keys\/ada-laptop$/,
      status: 400,
      body: serverError('InvalidRequest', 'key is in use'),
    })
    await page.goto('/settings/ssh-keys')
    await clickRowAction(page, 'ada-laptop', 'Delete')
    const modal = dialog(page, 'Delete SSH key')
    await modal.getByRole('button', { name: 'Confirm' }).click()
    const t = toast(page, 'Could not delete SSH key')
    await expect(t).toContainText('Key is in use')
    await expect(modal).toBeHidden()
  })

  test('"The modal closes afterwards in either case" is said of an action that ran: a confirm missing its input (a bulk demote\'s project) stays open, says so and sends nothing', async ({
    page,
  }) => {
    await page.goto('/images')
    await expect(h1(page)).toHaveText('Silo Images', { timeout: 20_000 })
    await page.getByRole('checkbox', { name: 'Select fedora-41' }).check()
    const bar = page.getByRole('toolbar', { name: 'Bulk actions' })
    await bar.getByRole('button', { name: 'Demote 1' }).click()
    const modal = dialog(page, 'Demote images')
    const confirm = modal.getByRole('button', { name: 'Demote 1 image' })
    await confirm.click()
    await expect(modal.getByRole('alert')).toHaveText('Choose a project')
    await expect(modal).toBeVisible()
    await expect(confirm).toBeFocused()
    await expect(toast(page, 'Could not demote images')).toBeHidden()
    // nothing was sent: the image is still the silo's
    const silo = (await apiCall(page, 'GET', '/v1/images')).body as { items: { name: string }[] }
    expect(silo.items.map((i) => i.name)).toContain('fedora-41')
    // the choice answers it; the run then closes the modal
    await modal.getByLabel('Project').selectOption('web-app')
    await expect(modal.getByRole('alert')).toBeHidden()
    await confirm.click()
    await expect(modal).toBeHidden()
    await expect(toast(page, 'Demoted 1 image')).toBeVisible()
  })

  test('a one-call project delete that fails closes its modal with the error toast too', async ({
    page,
  }) => {
    await injectFault(page, {
      method: 'DELETE',
      path: /^\/v1\/projects\/spec-empty$/,
      status: 403,
      body: serverError('Forbidden', 'forbidden'),
    })
    await page.goto('/settings/profile')
    await expect(h1(page)).toHaveText('Profile')
    // an empty project, its default VPC gone too: its delete is the one call
    const made = await apiCall(page, 'POST', '/v1/projects', {
      name: 'spec-empty',
      description: '',
    })
    expect(made.status).toBe(201)
    const vpc = 'project=spec-empty&vpc=default'
    for (const path of [
      `/v1/vpc-subnets/default?${vpc}`,
      `/v1/internet-gateways/default?${vpc}&cascade=true`,
      '/v1/vpcs/default?project=spec-empty',
    ]) {
      expect((await apiCall(page, 'DELETE', path)).status).toBe(204)
    }
    await page.getByRole('link', { name: 'Projects' }).first().click()
    await clickRowAction(page, 'spec-empty', 'Delete')
    const modal = dialog(page, 'Delete project')
    await modal.getByRole('button', { name: 'Confirm' }).click()
    await expect(toast(page, 'Could not delete project')).toContainText('Action not authorized')
    await expect(modal).toBeHidden()
  })
})

test.describe('signed in with no role at all', () => {
  test('the notice shows only while the user may open no project she knows of', async ({
    page,
  }) => {
    const notice = page.getByText(
      'You are not in any groups and have no role on the silo. This usually means the identity provider is not set up correctly.',
    )
    // cleo holds a project role, which the API does not list: on her first visit the console
    // cannot know it, so the notice shows, with a way into a project by its name
    await signIn(page, 'cleo')
    await expect(notice).toBeVisible()
    const form = page.getByRole('form', { name: 'Go to a project' })
    await form.getByLabel('Project name').fill('web-app')
    await form.getByRole('button', { name: 'Go to project' }).click()
    await expect(h1(page)).toHaveText('Instances')
    // once she has opened a project, it is offered, and the notice is gone
    await page.goto('/projects')
    await expect(page.getByRole('link', { name: 'web-app' }).first()).toBeVisible()
    await expect(notice).toHaveCount(0)
  })
})
