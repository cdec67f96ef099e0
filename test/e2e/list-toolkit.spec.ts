/**
 * The list toolkit on every list: filter, facets, sort, URL state through reload and back,
 * column chooser, CSV and JSON export, the no-match message, long names and narrow screens.
 */
import { type Download, type Page } from '@playwright/test'

import { apiCall, bodyRows, expect, h1, row, test } from './utils'

// several page loads per test on a shared machine
test.describe.configure({ timeout: 90_000 })

const filterBox = (page: Page, noun: string) =>
  page.getByRole('searchbox', { name: `Filter ${noun}` })
const header = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true })
const rowNames = (page: Page) => bodyRows(page).getByRole('link').allTextContents()

async function open(page: Page, path: string, title: string) {
  await page.goto(path)
  await expect(h1(page)).toHaveText(title, { timeout: 20_000 })
  await expect(bodyRows(page).first()).toBeVisible()
}

async function downloadText(page: Page, button: string): Promise<[string, string]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ])
  const d: Download = download
  const stream = await d.createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return [d.suggestedFilename(), Buffer.concat(chunks).toString('utf8')]
}

test('projects: filter over name and description, in the URL through reload and back', async ({
  page,
}) => {
  await open(page, '/projects', 'Projects')
  await expect(bodyRows(page)).toHaveCount(3)
  // `/` outside a field focuses the filter
  await page.locator('body').press('/')
  await expect(filterBox(page, 'projects')).toBeFocused()
  await page.keyboard.type('web')
  await expect(bodyRows(page)).toHaveCount(1)
  await expect(row(page, 'web-app')).toBeVisible()
  await expect(page).toHaveURL(/[?&]q=web(&|$)/)

  // a description matches too
  await filterBox(page, 'projects').fill('playground')
  await expect(page).toHaveURL(/[?&]q=playground(&|$)/)
  const afterTyping = await rowNames(page)

  await page.reload()
  await expect(filterBox(page, 'projects')).toHaveValue('playground')
  await expect.poll(() => rowNames(page)).toEqual(afterTyping)

  // typing replaced the entry: back leaves the list for the page before it
  await page.goto('/projects?q=data')
  await expect(bodyRows(page)).toHaveCount(1)
  await expect(row(page, 'data-pipeline')).toBeVisible()
  await page.goBack()
  await expect(filterBox(page, 'projects')).toHaveValue('playground')
})

test('projects: sort by a header, aria-sort, URL, back', async ({ page }) => {
  await open(page, '/projects', 'Projects')
  const name = header(page, 'name')
  await expect(name).toHaveAttribute('aria-sort', 'none')
  await name.getByRole('button').click()
  await expect(name).toHaveAttribute('aria-sort', 'ascending')
  await expect(page).toHaveURL(/[?&]sort=name(&|$)/)
  await expect.poll(() => rowNames(page)).toEqual(['data-pipeline', 'sandbox', 'web-app'])
  await name.getByRole('button').click()
  await expect(name).toHaveAttribute('aria-sort', 'descending')
  await expect(page).toHaveURL(/[?&]sort=-name(&|$)/)
  await expect.poll(() => rowNames(page)).toEqual(['web-app', 'sandbox', 'data-pipeline'])

  await page.reload()
  await expect(header(page, 'name')).toHaveAttribute('aria-sort', 'descending')
  await expect.poll(() => rowNames(page)).toEqual(['web-app', 'sandbox', 'data-pipeline'])

  await page.goBack()
  await expect(header(page, 'name')).toHaveAttribute('aria-sort', 'ascending')
  await expect.poll(() => rowNames(page)).toEqual(['data-pipeline', 'sandbox', 'web-app'])

  // by created, newest first
  await header(page, 'created').getByRole('button').click()
  await header(page, 'created').getByRole('button').click()
  await expect(header(page, 'created')).toHaveAttribute('aria-sort', 'descending')
  await expect(page).toHaveURL(/[?&]sort=-created(&|$)/)
})

test('projects: a filter that matches nothing says so and clears', async ({ page }) => {
  await page.goto('/projects?q=zzz-nothing')
  await expect(page.getByText('No projects match zzz-nothing')).toBeVisible({ timeout: 20_000 })
  // not the empty list's message
  await expect(page.getByText('No projects', { exact: true })).toBeHidden()
  await page.getByRole('button', { name: 'Clear filter' }).last().click()
  await expect(bodyRows(page)).toHaveCount(3)
  await expect(filterBox(page, 'projects')).toHaveValue('')
  await expect(page).not.toHaveURL(/[?&]q=/)
})

test('projects: column chooser shows ID and modified, remembered across reloads', async ({
  page,
}) => {
  await open(page, '/projects', 'Projects')
  await expect(header(page, 'id')).toBeHidden()
  await page.getByRole('button', { name: 'Columns' }).click()
  const columns = page.getByRole('group', { name: 'Visible columns' })
  await expect(columns.getByRole('checkbox', { name: 'name' })).toBeDisabled()
  await columns.getByRole('checkbox', { name: 'id' }).check()
  await columns.getByRole('checkbox', { name: 'modified' }).check()
  await columns.getByRole('checkbox', { name: 'description' }).uncheck()
  await page.keyboard.press('Escape')
  await expect(columns).toBeHidden()
  await expect(header(page, 'id')).toBeVisible()
  await expect(header(page, 'modified')).toBeVisible()
  await expect(header(page, 'description')).toBeHidden()
  await expect(row(page, 'web-app').getByRole('button', { name: 'Copy ID' })).toBeVisible()

  await page.reload()
  await expect(header(page, 'id')).toBeVisible()
  await expect(header(page, 'modified')).toBeVisible()
  await expect(header(page, 'description')).toBeHidden()
})

test('projects: CSV and JSON export of the matching rows with the visible columns', async ({
  page,
}) => {
  await open(page, '/projects?q=a&sort=-name', 'Projects')
  await expect.poll(() => rowNames(page)).toEqual(['web-app', 'sandbox', 'data-pipeline'])
  await filterBox(page, 'projects').fill('web')
  await expect(bodyRows(page)).toHaveCount(1)

  const [csvName, csv] = await downloadText(page, 'Export CSV')
  expect(csvName).toBe('projects.csv')
  const lines = csv.split('\r\n')
  expect(lines[0]).toBe('name,description,created')
  expect(lines).toHaveLength(3)
  // the created date as the cell shows it
  expect(lines[1]).toMatch(/^web-app,Customer-facing web shop and its API,"\w{3} \d+, \d{4}, /)

  const [jsonName, json] = await downloadText(page, 'Export JSON')
  expect(jsonName).toBe('projects.json')
  const items = JSON.parse(json) as { name: string; id: string }[]
  expect(items.map((p) => p.name)).toEqual(['web-app'])
  expect(items[0]!.id).toMatch(/^[0-9a-f-]{36}$/)
})

test('instances: state facet, sort by created, URL state', async ({ page }) => {
  await open(page, '/projects/web-app/instances', 'Instances')
  await page.getByRole('button', { name: 'State: all' }).click()
  await page.getByRole('option', { name: 'stopped' }).click()
  await expect(page).toHaveURL(/[?&]state=stopped(&|$)/)
  await expect(row(page, 'web-legacy')).toBeVisible()
  await expect(bodyRows(page).filter({ hasNotText: 'stopped' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'State: stopped' })).toBeVisible()

  await filterBox(page, 'instances').fill('legacy')
  await expect(bodyRows(page)).toHaveCount(1)
  await filterBox(page, 'instances').fill('frontend')
  await expect(page.getByText('No instances match frontend, stopped')).toBeVisible()
  await page.getByRole('button', { name: 'Clear filter' }).last().click()
  await expect(page).not.toHaveURL(/state=/)
  await expect(bodyRows(page)).toHaveCount(9)

  await open(page, '/projects/web-app/instances?sort=-created&state=running', 'Instances')
  await expect(header(page, 'created')).toHaveAttribute('aria-sort', 'descending')
  await expect(page.getByRole('button', { name: 'State: running' })).toBeVisible()
  await expect(row(page, 'web-frontend-1')).toBeVisible()
  await expect(bodyRows(page).filter({ hasNotText: 'running' })).toHaveCount(0)
})

test('VPC tabs: sorted both ways and filtered, more than once (a list whose columns depend on the page)', async ({
  page,
}) => {
  await open(page, '/projects/web-app/vpcs/default/subnets', 'default')
  const name = header(page, 'name')
  for (let round = 0; round < 2; round++) {
    await name.getByRole('button').click()
    await expect(name).toHaveAttribute('aria-sort', 'ascending')
    await expect.poll(() => rowNames(page)).toEqual(['default', 'dmz'])
    await name.getByRole('button').click()
    await expect(name).toHaveAttribute('aria-sort', 'descending')
    await expect.poll(() => rowNames(page)).toEqual(['dmz', 'default'])
    await expect(page).toHaveURL(/sort=-name/)
    await name.getByRole('button').click()
    await expect(name).toHaveAttribute('aria-sort', 'none')
  }
  await filterBox(page, 'subnets').fill('dmz')
  await expect.poll(() => rowNames(page)).toEqual(['dmz'])
})

test('SSH keys and access tokens: filter, sort and export', async ({ page }) => {
  await open(page, '/settings/ssh-keys', 'SSH Keys')
  await filterBox(page, 'SSH keys').fill('workstation')
  await expect(bodyRows(page)).toHaveCount(1)
  await expect(row(page, 'ada-workstation')).toBeVisible()
  await header(page, 'name').getByRole('button').click()
  await expect(header(page, 'name')).toHaveAttribute('aria-sort', 'ascending')
  const [, csv] = await downloadText(page, 'Export CSV')
  expect(csv.split('\r\n')[1]).toMatch(/^ada-workstation,Office workstation,/)

  await open(page, '/settings/access-tokens', 'Access Tokens')
  await expect(bodyRows(page)).toHaveCount(3)
  await header(page, 'expires').getByRole('button').click()
  await expect(header(page, 'expires')).toHaveAttribute('aria-sort', 'ascending')
  // the token that never expires sorts last
  await expect(bodyRows(page).last()).toContainText('Never')
  const [name, tokensCsv] = await downloadText(page, 'Export CSV')
  expect(name).toBe('access-tokens.csv')
  const lines = tokensCsv.split('\r\n')
  expect(lines[0]).toBe('id,created,expires')
  expect(lines[3]).toMatch(/,Never$/)
})

const LONG_NAME = `long-${'n'.repeat(53)}-end` // 63 characters

test('a 63-character name stays within the page at 1280 px; full name on hover', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/settings/profile')
  await expect(h1(page)).toHaveText('Profile', { timeout: 20_000 })
  const created = await apiCall(page, 'POST', '/v1/instances?project=sandbox', {
    name: LONG_NAME,
    description: `A description that goes on and on ${'and on '.repeat(20)}`,
    hostname: 'long',
    memory: 1024 ** 3,
    ncpus: 1,
    start: false,
  })
  expect(created.status, JSON.stringify(created.body)).toBeLessThan(300)
  // the in-browser mock lives in the page: go there without a reload
  await page.getByRole('link', { name: 'Projects' }).first().click()
  await page.getByRole('link', { name: 'sandbox', exact: true }).click()
  await expect(h1(page)).toHaveText('Instances')

  const frame = page.locator('div:has(> table)')
  const [scroll, client] = await frame.evaluate((el) => [el.scrollWidth, el.clientWidth])
  expect(scroll).toBeLessThanOrEqual(client)
  const long = row(page, LONG_NAME)
  // the whole row is usable: created date and actions in view
  await expect(long.getByRole('button', { name: 'Row actions' })).toBeInViewport()
  await expect(long.locator('time').last()).toBeInViewport()
  // the whole name is the link's name, and shows on hover
  const link = long.getByRole('link', { name: LONG_NAME })
  await expect(link).toBeVisible()
  await link.hover()
  await expect(page.getByRole('tooltip')).toHaveText(LONG_NAME)
  // and on keyboard focus
  await page.mouse.move(0, 0)
  await expect(page.getByRole('tooltip')).toBeHidden()
  await link.focus()
  await expect(page.getByRole('tooltip')).toHaveText(LONG_NAME)
  await page.screenshot({ path: 'test-results/list-toolkit-long-name.png' }).catch(() => {})
})

test('at 768 px the table scrolls sideways with its name and actions in view', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 })
  await open(page, '/projects/web-app/instances', 'Instances')
  const frame = page.locator('div:has(> table)')
  await frame.evaluate((el) => (el.scrollLeft = el.scrollWidth))
  const first = row(page, 'web-frontend-1')
  await expect(first.getByRole('link', { name: 'web-frontend-1' })).toBeInViewport()
  await expect(first.getByRole('button', { name: 'Row actions' })).toBeInViewport()
  const box = await frame.boundingBox()
  const nameBox = await first.getByRole('cell').first().boundingBox()
  expect(nameBox!.x).toBeGreaterThanOrEqual(box!.x - 1)
})
