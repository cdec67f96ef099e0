/**
 * The shell around every page: titles, index redirects, the not-found screen, the mock banner,
 * the user menu, the operator's area switcher, the command palette and keyboard helpers.
 */
import { type Page } from '@playwright/test'

import { dialog, expect, h1, signIn, test, urlPath } from './utils'

/** Labels of the breadcrumb bar, outermost first. */
async function crumbLabels(page: Page): Promise<string[]> {
  // a side modal hides the page behind it from assistive tech, the crumbs included
  const links = page
    .getByRole('navigation', { name: 'Breadcrumbs', includeHidden: true })
    .getByRole('link', { includeHidden: true })
  return (await links.allTextContents()).map((t) => t.trim())
}

const titleFrom = (crumbs: string[]) => [...crumbs].reverse().join(' / ') + ' / Ferrite'

test.describe('page title', () => {
  /** Checks the title against the expected text and against the rule applied to the crumbs. */
  async function expectTitle(page: Page, heading: string, title: string) {
    await expect(h1(page)).toHaveText(heading)
    await expect(page).toHaveTitle(title)
    // the rule itself: breadcrumb labels in reverse, joined by " / ", then the product
    expect(titleFrom(await crumbLabels(page))).toBe(title)
  }

  test('pages are titled by their crumbs, deepest first, as the user moves around', async ({
    page,
  }) => {
    await page.goto('/projects')
    await expectTitle(page, 'Projects', 'Projects / Ferrite')
    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: 'Settings' }).click()
    await expectTitle(page, 'Profile', 'Profile / Settings / Ferrite')
    const nav = page.getByRole('navigation', { name: 'User' })
    await nav.getByRole('link', { name: 'SSH Keys' }).click()
    await expectTitle(page, 'SSH Keys', 'SSH Keys / Settings / Ferrite')
    await nav.getByRole('link', { name: 'Access Tokens' }).click()
    await expectTitle(page, 'Access Tokens', 'Access Tokens / Settings / Ferrite')
    // a crumb leads back up
    await page
      .getByRole('navigation', { name: 'Breadcrumbs' })
      .getByRole('link', { name: 'Settings' })
      .click()
    await expectTitle(page, 'Profile', 'Profile / Settings / Ferrite')
  })

  test('a loaded page has the same title', async ({ page }) => {
    await page.goto('/settings/access-tokens')
    await expectTitle(page, 'Access Tokens', 'Access Tokens / Settings / Ferrite')
  })

  // a side modal names the document but leaves the breadcrumb bar alone
  test('side modals of projects add their crumb to the title only', async ({ page }) => {
    await page.goto('/projects-new')
    await expect(dialog(page, 'Create project')).toBeVisible()
    await expect(page).toHaveTitle('New project / Projects / Ferrite')
    expect(await crumbLabels(page)).toEqual(['Projects'])
    await page.keyboard.press('Escape')
    await expect(page).toHaveTitle('Projects / Ferrite')
    await page.getByRole('link', { name: 'web-app' }).waitFor()
    await page.goto('/projects/web-app/edit')
    await expect(dialog(page, 'Edit project')).toBeVisible()
    await expect(page).toHaveTitle('Edit project / Projects / Ferrite')
    expect(await crumbLabels(page)).toEqual(['Projects'])
  })

  test('side modals of SSH keys add their crumb to the title only', async ({ page }) => {
    await page.goto('/settings/ssh-keys-new')
    await expect(dialog(page, 'Add SSH key')).toBeVisible()
    await expect(page).toHaveTitle('Add SSH key / SSH Keys / Settings / Ferrite')
    expect(await crumbLabels(page)).toEqual(['Settings', 'SSH Keys'])
    await page.keyboard.press('Escape')
    await page.getByRole('link', { name: 'ada-laptop' }).click()
    await expect(dialog(page, 'View SSH key')).toBeVisible()
    await expect(page).toHaveTitle('ada-laptop / SSH Keys / Settings / Ferrite')
    expect(await crumbLabels(page)).toEqual(['Settings', 'SSH Keys'])
  })

  test('sign-in, device and error pages have titles too', async ({ page }) => {
    await page.goto('/login/lumen/local')
    await expect(h1(page)).toHaveText('lumen')
    await expect(page).toHaveTitle('Sign in to lumen / Ferrite')
    await page.goto('/device/verify')
    await expect(h1(page)).toHaveText('Device Authentication')
    await expect(page).toHaveTitle('Device Authentication / Ferrite')
    await page.goto('/no/such/page')
    await expect(h1(page)).toHaveText('Page not found')
    await expect(page).toHaveTitle('Page not found / Ferrite')
  })
})

test.describe('index redirects', () => {
  const groups: Record<string, [from: string, to: string][]> = {
    silo: [
      ['/', '/projects'],
      ['/settings', '/settings/profile'],
      ['/projects/web-app', '/projects/web-app/instances'],
    ],
    system: [
      ['/system', '/system/silos'],
      ['/system/silos/lumen', '/system/silos/lumen/idps'],
      ['/system/inventory', '/system/inventory/sleds'],
      ['/system/networking', '/system/networking/ip-pools'],
    ],
  }
  for (const [area, redirects] of Object.entries(groups)) {
    test(`${area} indexes redirect to their first page`, async ({ page }) => {
      for (const [from, to] of redirects) {
        await page.goto(from)
        await expect(page, from).toHaveURL(urlPath(to))
        // the target is a page of its own, never blank
        await expect(h1(page), to).toBeVisible()
      }
    })
  }

  test('the project index lands in the project', async ({ page }) => {
    await page.goto('/projects')
    await page.getByRole('link', { name: 'web-app' }).click()
    await expect(page).toHaveURL(urlPath('/projects/web-app/instances'))
    await expect(h1(page)).toHaveText('Instances')
  })

  test('an unknown project is not found', async ({ page }) => {
    await page.goto('/projects/no-such-project')
    await expect(h1(page)).toHaveText('Page not found')
  })
})

test.describe('not-found screen', () => {
  test('says so, links back to the console and offers to sign out', async ({ page }) => {
    await page.goto('/this/does/not/exist')
    await expect(h1(page)).toHaveText('Page not found')
    await expect(
      page.getByText('This page does not exist, or your account cannot see it.'),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to console' }).click()
    await expect(page).toHaveURL(urlPath('/projects'))
    await expect(h1(page)).toHaveText('Projects')
  })

  test('its "Sign out" signs out', async ({ page }) => {
    await page.goto('/this/does/not/exist')
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/login\/lumen\/local/)
    await expect(page.getByLabel('Username')).toBeVisible()
  })
})

test('the mock banner explains the technical preview', async ({ page }) => {
  await page.goto('/projects')
  await expect(page.getByText('This is a technical preview.')).toBeVisible()
  await page.getByRole('button', { name: 'Learn more' }).click()
  const modal = dialog(page, 'Ferrite technical preview')
  await expect(modal).toBeVisible()
  await expect(
    modal.getByText(/mock of the Oxide API that runs entirely inside your/),
  ).toBeVisible()
  await modal.getByRole('button', { name: 'Close' }).last().click()
  await expect(modal).toBeHidden()
  // Escape closes it too
  await page.getByRole('button', { name: 'Learn more' }).click()
  await expect(modal).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(modal).toBeHidden()
})

test.describe('user menu', () => {
  test('shows who is signed in and leads to settings', async ({ page }) => {
    await page.goto('/projects')
    const menuButton = page.getByRole('button', { name: 'User menu' })
    await expect(menuButton).toContainText('Ada Okafor')
    await menuButton.click()
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible()
    await page.getByRole('menuitem', { name: 'Settings' }).click()
    await expect(page).toHaveURL(urlPath('/settings/profile'))
    await expect(h1(page)).toHaveText('Profile')
  })

  test('signs out', async ({ page }) => {
    await page.goto('/projects')
    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/login\/lumen\/local/)
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  })
})

test.describe('system area', () => {
  test('an operator is offered the switcher to the system area', async ({ page }) => {
    await page.goto('/projects')
    await expect(page.getByRole('button', { name: /user menu/ })).toBeVisible()
    await expect(
      page.getByRole('button', { name: /^Area Silo, switch between system and silo$/ }),
    ).toHaveCount(1)
    await page.goto('/system/silos')
    await expect(h1(page)).toHaveText('Silos')
  })

  test('a non-operator has no switcher and finds no system pages', async ({ page }) => {
    await signIn(page, 'ben')
    await expect(h1(page)).toHaveText('Projects')
    await expect(page.getByRole('button', { name: 'User menu' })).toContainText('Ben Ito')
    await expect(page.getByRole('button', { name: 'Switch between system and silo' })).toHaveCount(
      0,
    )
    for (const path of ['/system/silos', '/system/silos/lumen', '/system/inventory']) {
      await page.goto(path)
      await expect(h1(page), path).toHaveText('Page not found')
    }
  })
})

test.describe('keyboard', () => {
  test('ctrl+K opens the palette; typing filters, Enter goes there', async ({ page }) => {
    await page.goto('/projects')
    await expect(h1(page)).toHaveText('Projects')
    await page.keyboard.press('Control+k')
    const palette = dialog(page, 'Quick actions')
    await expect(palette).toBeVisible()
    const search = palette.getByRole('combobox', { name: 'Search' })
    await expect(search).toBeFocused()
    // unfiltered: page actions, the silo's navigation and the app-wide entries
    await expect(palette.getByRole('option', { name: 'New project' })).toBeVisible()
    await expect(palette.getByRole('option', { name: 'web-app' })).toBeVisible()
    await expect(palette.getByRole('option', { name: 'Settings' })).toBeVisible()

    await search.fill('sett')
    await expect(palette.getByRole('option')).toHaveText(['Settings'])
    await page.keyboard.press('Enter')
    await expect(palette).toBeHidden()
    await expect(page).toHaveURL(urlPath('/settings/profile'))
    await expect(h1(page)).toHaveText('Profile')
  })

  test('arrow keys pick an entry; no match says so', async ({ page }) => {
    await page.goto('/settings/profile')
    await expect(h1(page)).toHaveText('Profile')
    await page.keyboard.press('Control+k')
    const palette = dialog(page, 'Quick actions')
    const search = palette.getByRole('combobox', { name: 'Search' })
    await search.fill('zzzz-nothing')
    await expect(palette.getByText('No results for “zzzz-nothing”')).toBeVisible()
    await search.fill('s')
    const options = palette.getByRole('option')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(options.first()).toHaveAttribute('aria-selected', 'false')
  })

  test('Escape closes the palette and leaves the page as it was', async ({ page }) => {
    await page.goto('/projects')
    await expect(h1(page)).toHaveText('Projects')
    await page.keyboard.press('Control+k')
    const palette = dialog(page, 'Quick actions')
    await expect(palette).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(palette).toBeHidden()
    await expect(page).toHaveURL(urlPath('/projects'))
    // ctrl+K toggles, and the sidebar's "Jump to" button opens it as well
    await page.getByRole('button', { name: 'Jump to' }).click()
    await expect(palette).toBeVisible()
    await page.keyboard.press('Control+k')
    await expect(palette).toBeHidden()
  })

  test('"Skip to content" is the first stop and moves focus to the main content', async ({
    page,
  }) => {
    await page.goto('/projects')
    await expect(h1(page)).toHaveText('Projects')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
    await expect(page).toHaveURL(urlPath('/projects'))
  })

  test('a route change is announced and focuses the new heading', async ({ page }) => {
    await page.goto('/settings/profile')
    await expect(h1(page)).toHaveText('Profile')
    const nav = page.getByRole('navigation', { name: 'User' })
    await nav.getByRole('link', { name: 'SSH Keys' }).click()
    await expect(page.getByText('SSH Keys, Settings', { exact: true })).toBeAttached()
    await expect(h1(page)).toBeFocused()
    await nav.getByRole('link', { name: 'Access Tokens' }).click()
    await expect(page.getByText('Access Tokens, Settings', { exact: true })).toBeAttached()
    await expect(page.getByText('SSH Keys, Settings', { exact: true })).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1, name: 'Access Tokens' })).toBeFocused()
  })
})
