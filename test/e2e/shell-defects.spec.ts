/**
 * Shell defects a new user hit (issue 9): links to pages that did not exist, the error screen
 * as a dead end, the metrics' time format, and narrow screens.
 */
import { type Locator, type Page } from '@playwright/test'
import { matchPath } from 'react-router'

import { ROUTE_PATTERNS } from '../fixtures/routes'
import { injectFault } from './fault-injection'
import { expect as baseExpect, dialog, h1, signIn, test } from './utils'

// first loads on a machine shared by several suites can take more than the default 7 s
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 90_000 })

const INSTANCE = '/projects/web-app/instances/web-frontend-1'

const sidebarNav = (page: Page, heading: string) =>
  page.getByRole('navigation', { name: heading, exact: true })

const W = '/projects/web-app'
const PROJECT_NAV: [string, string][] = [
  ['Instances', `${W}/instances`],
  ['Disks', `${W}/disks`],
  ['Snapshots', `${W}/snapshots`],
  ['Images', `${W}/images`],
  ['VPCs', `${W}/vpcs`],
  ['Floating IPs', `${W}/floating-ips`],
  ['External Subnets', `${W}/external-subnets`],
  ['Affinity Groups', `${W}/affinity`],
  ['Project Access', `${W}/access`],
]
const SILO_NAV: [string, string][] = [
  ['Projects', '/projects'],
  ['Images', '/images'],
  ['Utilization', '/utilization'],
  ['Multicast Groups', '/multicast-groups'],
  ['Silo Access', '/access'],
  ['Users', '/users'],
  ['Groups', '/groups'],
  ['Authentication', '/auth-settings'],
]
const labels = (nav: [string, string][]) => nav.map(([label]) => label)

/** Whether a path is a page of the app's route table (as test/fixtures/routes.ts lists it). */
const isPage = (path: string) =>
  ROUTE_PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, path))

/** A name that is a link to its page. */
async function expectLink(scope: Locator, name: string, to: string) {
  await expect(scope.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', to)
}

test.describe('names and menus lead to pages that exist', () => {
  test('every sidebar entry is a page of the route table, and a made-up path is none', () => {
    // else the tests below would follow a sidebar to "Page not found"
    expect(isPage(`${W}/no-such-page`)).toBe(false)
    expect(isPage('/system/no-such-page')).toBe(false)
    expect([...PROJECT_NAV, ...SILO_NAV].filter(([, to]) => !isPage(to))).toEqual([])
    expect(isPage('/system/silos')).toBe(true)
  })

  test('sidebars list their pages', async ({ page }) => {
    await page.goto('/projects')
    await expect(h1(page)).toHaveText('Projects')
    await expect(sidebarNav(page, 'lumen').getByRole('link')).toHaveText(labels(SILO_NAV))

    await page.goto(`${W}/instances`)
    await expect(sidebarNav(page, 'web-app').getByRole('link')).toHaveText(labels(PROJECT_NAV))

    await page.goto('/settings/profile')
    await expect(sidebarNav(page, 'User').getByRole('link')).toHaveText([
      'Profile',
      'SSH Keys',
      'Access Tokens',
    ])
  })

  test('the palette offers the project pages, the system area and settings', async ({ page }) => {
    await page.goto(`${W}/instances`)
    await expect(h1(page)).toHaveText('Instances')
    await page.keyboard.press('Control+k')
    const palette = dialog(page, 'Quick actions')
    await expect(palette).toBeVisible()
    const options = palette.getByRole('option')
    await expect(options.first()).toBeVisible()
    const offered = (await options.allTextContents()).map((t) => t.trim())
    for (const name of labels(PROJECT_NAV).filter((n) => n !== 'Instances')) {
      expect(offered, `palette leaves out ${name}`).toContain(name)
    }
    // ada is an operator: the way to the system area
    expect(offered).toContain('Manage system')
    expect(offered).toContain('Settings')
  })

  test('names inside instance tabs link to their pages', async ({ page }) => {
    await page.goto(`${INSTANCE}/networking`)
    const firewall = page.getByRole('region', { name: 'Firewall rules' })
    await expect(firewall).toContainText('The rules of VPC default that apply to this instance')
    await expectLink(firewall, 'default', `${W}/vpcs/default/firewall-rules`)
    // the interface's VPC in the table, and the VPC property in the header
    const nics = page.getByRole('region', { name: 'Network interfaces' })
    await expect(nics.getByText('default', { exact: true }).first()).toBeVisible()
    await expectLink(nics, 'default', `${W}/vpcs/default`)
    await expectLink(page.getByRole('main'), 'default', `${W}/vpcs/default`)

    await page.goto(`${INSTANCE}/settings`)
    const groups = page.getByRole('region', { name: 'Anti-affinity groups' })
    await expect(groups.getByText('web-frontends', { exact: true })).toBeVisible()
    await expectLink(groups, 'web-frontends', `${W}/affinity/web-frontends`)
  })
})

test.describe('error screen', () => {
  test('a failed page keeps the top bar, sidebar and crumbs, and Try again recovers', async ({
    page,
  }) => {
    const fault = await injectFault(page, {
      method: 'GET',
      path: /^\/v1\/instances$/,
      status: 500,
      body: { request_id: 'e2e', error_code: 'Internal', message: 'the list is on fire' },
    })
    await page.goto('/projects/web-app/instances')
    await expect(h1(page)).toHaveText('Something went wrong')
    await expect(sidebarNav(page, 'web-app').getByRole('link', { name: 'Instances' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('web-app')
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible()
    expect(fault.hits).toBeGreaterThan(0)

    fault.clear()
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(h1(page)).toHaveText('Instances')
    await expect(page.getByRole('cell', { name: 'web-frontend-1' })).toBeVisible()
  })

  test('a failed start (who am I) ends on the full error screen, and Try again recovers', async ({
    page,
  }) => {
    const fault = await injectFault(page, { method: 'GET', path: /^\/v1\/me$/, status: 500 })
    await page.goto('/projects')
    await expect(h1(page)).toHaveText('Something went wrong')
    // nothing of the console loaded: the screen offers its own ways on
    await expect(page.getByRole('link', { name: 'Back to console' })).toBeVisible()
    fault.clear()
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(h1(page)).toHaveText('Projects')
    await expect(page.getByRole('navigation', { name: 'lumen' })).toBeVisible()
  })

  test('a failed area layout keeps the top bar', async ({ page }) => {
    const fault = await injectFault(page, {
      method: 'GET',
      path: /^\/v1\/projects\/web-app$/,
      status: 503,
    })
    await page.goto('/projects/web-app/instances')
    await expect(h1(page)).toHaveText('Something went wrong')
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible()
    fault.clear()
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(h1(page)).toHaveText('Instances')
  })

  test('a failed tab shows its error under the instance header, and recovers', async ({ page }) => {
    const fault = await injectFault(page, {
      method: 'GET',
      path: /^\/v1\/network-interfaces$/,
      status: 500,
    })
    await page.goto(`${INSTANCE}/networking`)
    const error = page.getByRole('heading', { name: 'Something went wrong', level: 2 })
    await expect(error).toBeVisible()
    // the page's own heading and its tabs stay
    await expect(h1(page)).toHaveText('web-frontend-1')
    await expect(page.getByRole('link', { name: 'Storage', exact: true })).toBeVisible()
    fault.clear()
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { name: 'Network interfaces' })).toBeVisible()
    await expect(error).toHaveCount(0)
  })

  test('secondary data that fails shows inline, not the error screen', async ({ page }) => {
    // a 404 of the VPC behind the interface: the networking tab stays, that part says so
    await injectFault(page, { method: 'GET', path: /^\/v1\/vpcs\/[^/]+$/, status: 404 })
    await page.goto(`${INSTANCE}/networking`)
    await expect(page.getByRole('heading', { name: 'Network interfaces' })).toBeVisible()
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Could not load the firewall rules of this instance' }),
    ).toBeVisible()
    await expect(h1(page)).toHaveText('web-frontend-1')
  })

  test('a user with no role is told they have no access yet and whom to ask', async ({ page }) => {
    await signIn(page, 'eve')
    await expect(h1(page)).toHaveText('No access yet')
    // the silo's admins, by name (ada and ben hold the role in the seed)
    await expect(
      page.getByText(
        'Ask an administrator of your silo (Ada Okafor or Ben Ito) to give you a role',
      ),
    ).toBeVisible()
    await expect(page.getByText('Please try again')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0)
  })
})

test.describe('metrics', () => {
  test('the time range reads like the rest of the console', async ({ page }) => {
    await page.goto(`${INSTANCE}/metrics/cpu`)
    await expect(page.getByRole('button', { name: 'Time range' })).toBeVisible({ timeout: 20_000 })
    // the browser's locale here is en-US: "Nov 23, 6:41 PM – 7:41 PM", no 24-hour "18:41"
    // (a range across midnight names the second day too: "Nov 24, 11:40 PM – Nov 25, 12:40 AM")
    await expect(
      page.getByText(/\d{1,2}:\d\d [AP]M – ([A-Z][a-z]{2} \d{1,2}, )?\d{1,2}:\d\d [AP]M/),
    ).toBeVisible()
  })
})

test.describe('narrow screens', () => {
  for (const width of [375, 768]) {
    test(`at ${width} px the sidebar is a drawer behind a menu button`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/settings/profile')
      await expect(h1(page)).toHaveText('Profile')
      const nav = sidebarNav(page, 'User')
      await expect(nav).toBeHidden()

      // the top bar fits
      const header = page.getByRole('banner')
      const overflow = await header.evaluate((el) => el.scrollWidth - el.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      const box = await header.boundingBox()
      expect(box!.width).toBeLessThanOrEqual(width)

      const button = page.getByRole('button', { name: 'Navigation menu' })
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      // keyboard: open, Escape closes and gives focus back
      await button.focus()
      await page.keyboard.press('Enter')
      await expect(nav).toBeVisible()
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      await page.keyboard.press('Escape')
      await expect(nav).toBeHidden()
      await expect(button).toBeFocused()

      // navigating closes it
      await button.click()
      await nav.getByRole('link', { name: 'SSH Keys' }).click()
      await expect(h1(page)).toHaveText('SSH Keys')
      await expect(nav).toBeHidden()
      await expect(button).toHaveAttribute('aria-expanded', 'false')
    })
  }

  test('above 768 px the sidebar stays and there is no menu button', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 })
    await page.goto('/settings/profile')
    await expect(sidebarNav(page, 'User')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Navigation menu' })).toHaveCount(0)
  })
})
