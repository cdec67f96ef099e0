/** The instance list: columns, IPs, empty state, palette, live state, and the lookup routes. */
import { type Page } from '@playwright/test'

import { apiCall, bodyRows, dialog, expect, h1, row, test, toast, urlPath } from './utils'

const WEB_FRONTEND_1 = '9be4b1d6-a240-4008-a477-356abab67664' // web-app/web-frontend-1
/** A state change takes 2.5 s in the mock, and the list looks every 3 s while one is under way. */
const SETTLE = { timeout: 15_000 }

// several page loads and live transitions per test: give them room on a busy machine
test.describe.configure({ timeout: 90_000 })

/** Opens a project's instance list (the first load of a test starts the mock: be patient). */
async function openList(page: Page, project = 'web-app') {
  await page.goto(`/projects/${project}/instances`)
  await expect(h1(page)).toHaveText('Instances', { timeout: 20_000 })
  await expect(bodyRows(page).first()).toBeVisible()
}

test('lists the instances of the project with their shape, state and IPs', async ({ page }) => {
  await openList(page)
  await expect(page).toHaveTitle('Instances / web-app / Projects / Ferrite')
  for (const header of ['name', 'state', 'CPU', 'memory', 'external IPs', 'created']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible()
  }
  await expect(bodyRows(page)).toHaveCount(9)

  const frontend = row(page, 'web-frontend-1')
  await expect(frontend.getByRole('link', { name: 'web-frontend-1' })).toHaveAttribute(
    'href',
    '/projects/web-app/instances/web-frontend-1',
  )
  await expect(frontend).toContainText('running')
  await expect(frontend).toContainText('4 vCPUs')
  await expect(frontend).toContainText('16 GiB')
  // its floating IP, copyable
  await expect(frontend).toContainText('198.51.100.10')
  await expect(frontend.getByRole('button', { name: 'Copy 198.51.100.10' })).toBeVisible()
  // how long it has been in that state, with the exact time on hover
  await expect(frontend.getByText(/ ago$/)).toHaveAccessibleDescription(/^Run state updated /)

  await expect(row(page, 'api-server')).toContainText('198.51.100.13') // ephemeral
  await expect(row(page, 'web-legacy')).toContainText('stopped')
  await expect(row(page, 'web-cache')).toContainText('rebooting')
  // a transitional state spins
  await expect(row(page, 'web-cache').locator('svg.animate-spin')).toBeVisible()
  await expect(row(page, 'web-legacy').locator('svg.animate-spin')).toHaveCount(0)
  // for a user who asked for less motion it stands still
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await expect(row(page, 'web-cache').locator('svg.animate-spin')).toHaveCSS(
    'animation-iteration-count',
    '1',
  )
  await page.emulateMedia({ reducedMotion: 'no-preference' })

  await expect(page.getByRole('link', { name: 'New instance' })).toHaveAttribute(
    'href',
    '/projects/web-app/instances-new',
  )
  await expect(page.getByText(/^Updated /)).toBeVisible()
})

test('shows one external IP and hides the rest behind +N', async ({ page }) => {
  await openList(page)
  await expect(row(page, 'web-frontend-1')).toContainText('198.51.100.10')
  const attached = await apiCall(
    page,
    'POST',
    '/v1/instances/web-frontend-1/external-ips/ephemeral?project=web-app',
    {},
  )
  expect(attached.status, JSON.stringify(attached.body)).toBe(202)
  const ip = (attached.body as { ip: string }).ip
  await page.getByRole('button', { name: 'Refresh data' }).click()

  const frontend = row(page, 'web-frontend-1')
  const more = frontend.getByText('+1', { exact: true })
  await expect(more).toBeVisible()
  // floating first; the ephemeral one in the tooltip
  await expect(frontend.getByRole('button', { name: 'Copy 198.51.100.10' })).toBeVisible()
  await expect(more).toHaveAccessibleDescription(`Other external IPs ${ip}`)
  await more.hover()
  await expect(page.getByRole('tooltip')).toContainText(ip)
})

test('an empty project says so and offers to create an instance', async ({ page }) => {
  await page.goto('/settings/profile')
  await expect(h1(page)).toHaveText('Profile', { timeout: 20_000 })
  const created = await apiCall(page, 'POST', '/v1/projects', {
    name: 'empty-one',
    description: '',
  })
  expect(created.status).toBeLessThan(300)
  await page.getByRole('link', { name: 'Projects' }).first().click()
  await page.getByRole('link', { name: 'empty-one' }).click()
  await expect(h1(page)).toHaveText('Instances')
  await expect(page.getByText('No instances')).toBeVisible()
  await expect(page.getByText('Instances you create in this project are listed here')).toBeVisible()
  await expect(page.getByRole('link', { name: 'New instance' })).toHaveCount(2)
  await expect(page.getByRole('table')).toHaveCount(0)
})

test('the palette offers "New instance" and every instance', async ({ page }) => {
  await openList(page)
  await expect(row(page, 'web-legacy')).toBeVisible()
  await page.keyboard.press('Control+k')
  const palette = dialog(page, 'Quick actions')
  await expect(palette.getByRole('option', { name: 'New instance' })).toBeVisible()
  await palette.getByRole('combobox', { name: 'Search' }).fill('web-leg')
  const go = palette.getByRole('group', { name: 'Go to instance' })
  await expect(go.getByRole('option', { name: 'web-legacy' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(urlPath('/projects/web-app/instances/web-legacy/storage'), {
    timeout: 20_000,
  })
})

test('a started instance goes through starting to running without a reload', async ({ page }) => {
  await openList(page)
  const legacy = row(page, 'web-legacy')
  await expect(legacy).toContainText('stopped')
  await legacy.getByRole('button', { name: 'Row actions' }).click()
  await page.getByRole('menuitem', { name: 'Start', exact: true }).click()
  const confirm = dialog(page, 'Start instance')
  await expect(confirm).toContainText('Are you sure you want to start web-legacy?')
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, 'Starting instance web-legacy')).toBeVisible()
  await expect(legacy).toContainText('starting')
  await expect(legacy).toContainText('running', SETTLE)
})

test('an open row menu stays open while the list refreshes, and follows the new state', async ({
  page,
}) => {
  // a short window, scrolled down: a refresh must leave the scroll where it is
  await page.setViewportSize({ width: 1280, height: 480 })
  await openList(page)
  const frontend = row(page, 'web-frontend-2')
  await expect(frontend).toContainText('running')
  await frontend.scrollIntoViewIfNeeded()
  // at once, not smoothly as a wheel does: the position read next is where the page rests
  await page.evaluate(() => window.scrollBy({ top: 200, behavior: 'instant' }))
  const scroll = await page.evaluate(() => window.scrollY)
  expect(scroll).toBeGreaterThan(0)

  await frontend.getByRole('button', { name: 'Row actions' }).click()
  const menu = page.getByRole('menu')
  const start = menu.getByRole('menuitem', { name: 'Start', exact: true })
  await expect(start).toHaveAttribute('aria-disabled', 'true') // it is running
  // someone stops it meanwhile: only the list's own polling can bring the change
  const stop = await apiCall(page, 'POST', '/v1/instances/web-frontend-2/stop?project=web-app')
  expect(stop.status).toBe(202)

  // polls bring "stopping", then "stopped" (the list polls fast for 30 s after it loads, and
  // again once it sees a new transitional state; else every 60 s): the menu stays open
  // and Start becomes allowed in it
  const tr = page.locator('tr', { hasText: 'web-frontend-2' })
  await expect(tr).toContainText('stopped', { timeout: 75_000 })
  await expect(menu).toBeVisible()
  await expect(start).not.toHaveAttribute('aria-disabled', 'true')
  expect(await page.evaluate(() => window.scrollY)).toBe(scroll)
})

test.describe('lookup by id', () => {
  for (const prefix of ['/lookup/instances', '/lookup/i']) {
    test(`${prefix}/:id opens the instance's storage tab`, async ({ page }) => {
      await page.goto(`${prefix}/${WEB_FRONTEND_1}`)
      await expect(page).toHaveURL(urlPath('/projects/web-app/instances/web-frontend-1/storage'), {
        timeout: 20_000,
      })
    })
  }

  test('an unknown id, or no id at all, is not found', async ({ page }) => {
    await page.goto('/lookup/instances/00000000-0000-4000-8000-000000000000')
    await expect(h1(page)).toHaveText('Page not found', { timeout: 20_000 })
    await page.goto('/lookup/i/not-an-id')
    await expect(h1(page)).toHaveText('Page not found')
  })
})
