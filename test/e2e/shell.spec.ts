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
  const pages: [path: string, heading: string, title: string][] = [
    ['/projects', 'Projects', 'Projects / Ferrite'],
    ['/settings/profile', 'Profile', 'Profile / Settings / Ferrite'],
    ['/settings/ssh-keys', 'SSH Keys', 'SSH Keys / Settings / Ferrite'],
    ['/settings/access-tokens', 'Access Tokens', 'Access Tokens / Settings / Ferrite'],
  ]
  for (const [path, heading, title] of pages) {
    test(`${path} is titled "${title}", the crumbs deepest first`, async ({ page }) => {
      await page.goto(path)
      await expect(h1(page)).toHaveText(heading)
      await expect(page).toHaveTitle(title)
      // the rule itself: breadcrumb labels in reverse, joined by " / ", then the product
      expect(titleFrom(await crumbLabels(page))).toBe(title)
    })
  }

  // a side modal names the document but leaves the breadcrumb bar alone
  const modals: [path: string, dialogTitle: string, title: string, crumbs: string[]][] = [
    ['/projects-new', 'Create project', 'New project / Projects / Ferrite', ['Projects']],
    ['/projects/web-app/edit', 'Edit project', 'Edit project / Projects / Ferrite', ['Projects']],
    [
      '/settings/ssh-keys-new',
      'Add SSH key',
      'Add SSH key / SSH Keys / Settings / Ferrite',
      ['Settings', 'SSH Keys'],
    ],
    [
      '/settings/ssh-keys/ada-laptop/edit',
      'View SSH key',
      'ada-laptop / SSH Keys / Settings / Ferrite',
      ['Settings', 'SSH Keys'],
    ],
  ]
  for (const [path, dialogTitle, title, crumbs] of modals) {
    test(`side modal ${path} is titled "${title}"`, async ({ page }) => {
      await page.goto(path)
      await expect(dialog(page, dialogTitle)).toBeVisible()
      await expect(page).toHaveTitle(title)
      expect(await crumbLabels(page)).toEqual(crumbs)
    })
  }

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
  const redirects: [from: string, to: string][] = [
    ['/', '/projects'],
    ['/settings', '/settings/profile'],
    ['/projects/web-app', '/projects/web-app/instances'],
    ['/system', '/system/silos'],
    ['/system/silos/lumen', '/system/silos/lumen/idps'],
    ['/system/inventory', '/system/inventory/sleds'],
    ['/system/networking', '/system/networking/ip-pools'],
  ]
  for (const [from, to] of redirects) {
    test(`${from} → ${to}`, async ({ page }) => {
      await page.goto(from)
      await expect(page).toHaveURL(urlPath(to))
      // the target is a page of its own, or (not built yet) the not-found screen; never blank
      await expect(h1(page)).toBeVisible()
    })
  }

  test('the project index lands in the project, with the project in the crumbs', async ({
    page,
  }) => {
    await page.goto('/projects/web-app')
    await expect(page).toHaveURL(urlPath('/projects/web-app/instances'))
    await expect(
      h1(page).filter({ hasText: /^(Instances|Page not found)$/ }),
      'the instances page, or the not-found screen until it is built',
    ).toBeVisible()
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
      page.getByText(
        "The page you are looking for doesn't exist or you may not have access to it.",
      ),
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
  test('an operator can switch between system and silo', async ({ page }) => {
    await page.goto('/projects')
    const switcher = page.getByRole('button', { name: 'Switch between system and silo' })
    await expect(switcher).toContainText('Silo')
    await switcher.click()
    await expect(page.getByRole('menuitem', { name: 'Silo' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await page.getByRole('menuitem', { name: 'System' }).click()
    await expect(page).toHaveURL(urlPath('/system/silos'))
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
