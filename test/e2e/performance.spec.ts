import { type Page } from '@playwright/test'

import { expect, test } from './utils'

/** The links of the breadcrumb bar, outermost first (a side modal hides them from the a11y tree). */
const crumbs = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Breadcrumbs', includeHidden: true })
    .getByRole('link', { includeHidden: true })

test.describe('intent prefetch', () => {
  test('a link the pointer rests on fetches its page before the click', async ({ page }) => {
    const asked: string[] = []
    page.on('request', (r) => asked.push(new URL(r.url()).pathname + new URL(r.url()).search))
    await page.goto('/projects')
    const link = page.getByRole('link', { name: 'web-app', exact: true })
    await expect(link).toBeVisible()
    const list = page.waitForRequest((r) => /\/v1\/instances\?project=web-app/.test(r.url()))
    await link.hover()
    await list
    // the page's code came with it, or before (the list warms its first project's page)
    expect(asked.some((u) => /\/assets\/InstancesPage-[\w-]+\.js$/.test(u))).toBe(true)
    // nothing has navigated yet: the data and the code are ready for the click
    await expect(page).toHaveURL(/\/projects$/)
    await link.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible()
  })

  test('the projects list warms its first project’s page while idle: code, not data', async ({
    page,
  }) => {
    const asked: string[] = []
    page.on('request', (r) => asked.push(new URL(r.url()).pathname + new URL(r.url()).search))
    await page.goto('/projects')
    await expect(page.getByRole('link', { name: 'web-app', exact: true })).toBeVisible()
    // the pointer stays away from every link
    await expect
      .poll(() => asked.some((u) => /\/assets\/InstancesPage-[\w-]+\.js$/.test(u)))
      .toBe(true)
    expect(asked.filter((u) => u.startsWith('/v1/instances'))).toEqual([])
  })

  test('a focused link fetches its page too (keyboard users)', async ({ page }) => {
    await page.goto('/projects/web-app/instances')
    await expect(page.getByRole('link', { name: 'web-frontend-1', exact: true })).toBeVisible()
    const disks = page.waitForRequest((r) =>
      /\/v1\/instances\/web-frontend-1\/disks\?project=web-app/.test(r.url()),
    )
    await page.getByRole('link', { name: 'web-frontend-1', exact: true }).focus()
    await disks
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 2, name: 'Boot disk' })).toBeVisible()
  })
})

test.describe('breadcrumbs, one source each', () => {
  for (const [path, expected, title] of [
    [
      '/projects/web-app/instances/web-frontend-1/storage',
      ['Projects', 'web-app', 'Instances', 'web-frontend-1', 'Storage'],
      'Storage / web-frontend-1 / Instances / web-app / Projects / Ferrite',
    ],
    [
      '/projects/web-app/instances-new',
      ['Projects', 'web-app', 'Instances', 'New instance'],
      'New instance / Instances / web-app / Projects / Ferrite',
    ],
    [
      '/projects/web-app/instances/web-frontend-1/serial-console',
      ['Projects', 'web-app', 'Instances', 'web-frontend-1', 'Serial Console'],
      'Serial Console / web-frontend-1 / Instances / web-app / Projects / Ferrite',
    ],
    // a side modal names the document, the bar stays the list's
    [
      '/settings/ssh-keys-new',
      ['Settings', 'SSH Keys'],
      'Add SSH key / SSH Keys / Settings / Ferrite',
    ],
    ['/projects-new', ['Projects'], 'New project / Projects / Ferrite'],
  ] as const) {
    test(`${path} from a deep link`, async ({ page }) => {
      await page.goto(path)
      await expect(crumbs(page)).toHaveText([...expected])
      await expect(page).toHaveTitle(title)
    })
  }

  test('the Instances crumb leads back to the list from any instance page', async ({ page }) => {
    await page.goto('/projects/web-app/instances-new')
    await crumbs(page).filter({ hasText: 'Instances' }).click()
    await expect(page).toHaveURL(/\/projects\/web-app\/instances$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible()
  })
})
