/**
 * Instance metrics: CPU, disk and network charts from OxQL queries on the in-browser mock;
 * time ranges, selectors, the query behind each chart, empty and error states, auto-refresh.
 */
import { type Locator, type Page } from '@playwright/test'

import { expect, test } from './utils'

const INSTANCE = '/projects/web-app/instances/web-frontend-1'

// several charts and queries per page: give a busy machine room
test.describe.configure({ timeout: 60_000 })

/** Opens a metrics page and waits for its toolbar (the first load may be slow). */
async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('button', { name: 'Time range' })).toBeVisible({ timeout: 20_000 })
}

const chart = (page: Page, title: string | RegExp): Locator =>
  page.getByRole('region', { name: title })

/** The "Latest" value of a chart's summary. */
const latest = (card: Locator) =>
  card.getByRole('term').filter({ hasText: 'Latest' }).locator('xpath=following-sibling::dd')

/** A link of the metrics sub-tabs (CPU, Disk, Network). */
const subTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Metrics' }).getByRole('link', { name, exact: true })

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('metrics opens on CPU, with a chart of the last hour and its latest value', async ({
  page,
}) => {
  await open(page, `${INSTANCE}/metrics`)
  await expect(page).toHaveURL(/\/metrics\/cpu$/)
  await expect(subTab(page, 'CPU')).toHaveAttribute('aria-current', 'page')
  const cpu = chart(page, 'CPU utilization: Running')
  await expect(cpu.getByRole('img', { name: /line chart of 60 points/ })).toBeVisible()
  await expect(cpu.locator('canvas').first()).toBeVisible()
  await expect(latest(cpu)).toHaveText(/^\d+(\.\d+)?%$/)
  await expect(page.getByText(/· 1 min averages/)).toBeVisible()
  await expect(page).toHaveTitle(/^CPU \/ Metrics \/ web-frontend-1 \/ Instances/)
})

test('the query behind a chart can be read and copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await open(page, `${INSTANCE}/metrics/cpu`)
  const cpu = chart(page, 'CPU utilization: Running')
  const query = cpu.getByLabel('OxQL query for CPU utilization: Running')
  await expect(query).toBeHidden()
  await cpu.getByRole('button', { name: 'Show query' }).click()
  await expect(query).toBeVisible()
  await expect(query).toContainText('get virtual_machine:vcpu_usage')
  await expect(query).toContainText('state == "run"')
  await expect(query).toContainText('align mean_within(60s)')
  await expect(query).toContainText('group_by [instance_id], sum')
  await cpu.getByRole('button', { name: 'Copy query' }).click()
  await expect(cpu.getByRole('button', { name: 'Copied' })).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toMatch(/^get virtual_machine:vcpu_usage \| filter timestamp >= @\d{4}-/)
  await cpu.getByRole('button', { name: 'Hide query' }).click()
  await expect(query).toBeHidden()
})

test('switching the range and the vCPU state changes the query', async ({ page }) => {
  await open(page, `${INSTANCE}/metrics/cpu`)
  await choose(page, 'Time range', 'Last 24 hours')
  await expect(page).toHaveURL(/range=24h/)
  await expect(page.getByText(/· 24 min averages/)).toBeVisible()
  await choose(page, 'vCPU state', 'Idle')
  const idle = chart(page, 'CPU utilization: Idle')
  await idle.getByRole('button', { name: 'Show query' }).click()
  await expect(idle.getByLabel(/OxQL query/)).toContainText('state == "idle"')
  await expect(idle.getByLabel(/OxQL query/)).toContainText('mean_within(1440s)')
  await expect(idle.getByRole('img', { name: /line chart of 60 points/ })).toBeVisible()

  // the range is in the address, so the other tabs (and a reload) keep it
  await subTab(page, 'Disk').click()
  await expect(page).toHaveURL(/\/metrics\/disk\?range=24h$/)
  await expect(page.getByText(/· 24 min averages/)).toBeVisible()
  await choose(page, 'Time range', 'Last 3 hours')
  await expect(page.getByText(/· 3 min averages/)).toBeVisible()
})

test('a custom range is checked before it applies', async ({ page }) => {
  await open(page, `${INSTANCE}/metrics/cpu`)
  await choose(page, 'Time range', 'Custom')
  await expect(page).toHaveURL(/range=custom&start=.+&end=.+/)
  const start = page.getByLabel('Start')
  const end = page.getByLabel('End')
  await expect(start).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)

  // an end that is not after the start
  await end.fill(await start.inputValue())
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('End must be after start')).toBeVisible()
  await expect(end).toHaveAttribute('aria-invalid', 'true')

  // two hours, ending an hour ago
  const at = (msAgo: number) => {
    const d = new Date(Date.now() - msAgo)
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
  }
  await start.fill(at(3 * 3_600_000))
  await end.fill(at(3_600_000))
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(end).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/range=custom/)
  await expect(page.getByText(/· 2 min averages/)).toBeVisible()
  await expect(
    chart(page, 'CPU utilization: Running').getByRole('img', { name: /line chart of \d+ points/ }),
  ).toBeVisible()
})

test('disk and network charts, for all devices or one', async ({ page }) => {
  await open(page, `${INSTANCE}/metrics/disk`)
  for (const title of ['Bytes read', 'Bytes written', 'Reads', 'Writes', 'Flushes']) {
    await expect(chart(page, title).getByRole('img', { name: /line chart/ })).toBeVisible()
  }
  await expect(latest(chart(page, 'Bytes read'))).toHaveText(/^\d+(\.\d+)? (B|KiB|MiB|GiB)\/s$/)
  await expect(latest(chart(page, 'Reads'))).toHaveText(/^\d+(\.\d+)?k?\/s$/)
  await choose(page, 'Disk', 'web-assets')
  const read = chart(page, 'Bytes read')
  await expect(read.getByText('Data read from disk, per second, web-assets')).toBeVisible()
  await read.getByRole('button', { name: 'Show query' }).click()
  await expect(read.getByLabel(/OxQL query/)).toContainText('disk_id == "')
  await expect(read.getByLabel(/OxQL query/)).not.toContainText('group_by')

  await subTab(page, 'Network').click()
  await expect(page).toHaveURL(/\/metrics\/network$/)
  for (const title of [
    'Bytes received',
    'Bytes sent',
    'Packets received',
    'Packets sent',
    'Packets dropped',
  ]) {
    await expect(chart(page, title).getByRole('img', { name: /line chart/ })).toBeVisible()
  }
  await choose(page, 'Network interface', 'net0')
  const sent = chart(page, 'Bytes sent')
  await sent.getByRole('button', { name: 'Show query' }).click()
  await expect(sent.getByLabel(/OxQL query/)).toContainText('interface_id == "')
})

test('a stopped instance has no data for the range, and says why', async ({ page }) => {
  await open(page, '/projects/web-app/instances/web-legacy/metrics/cpu')
  await expect(page.getByText('This instance is stopped.', { exact: false })).toBeVisible()
  const cpu = chart(page, 'CPU utilization: Running')
  await expect(cpu.getByText('No data for this time range')).toBeVisible()
  await expect(latest(cpu)).toHaveText('—')
  await expect(cpu.getByRole('img')).toHaveCount(0)
})

test('an error from the API shows in the chart, with its message', async ({ page }) => {
  // send the mock a query without its `align` step: it refuses the group_by, as Nexus does
  await page.addInitScript(() => {
    const original = window.fetch
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      if (url.includes('/v1/timeseries/query') && typeof init?.body === 'string') {
        init = { ...init, body: init.body.replace(/ \| align mean_within\(\d+s\)/, '') }
      }
      return original(input, init)
    }
  })
  await open(page, `${INSTANCE}/metrics/cpu`)
  const cpu = chart(page, 'CPU utilization: Running')
  const alert = cpu.getByRole('alert')
  await expect(alert).toContainText('Could not load this metric')
  await expect(alert).toContainText('Input tables to a group_by must be aligned.')
})

test('auto-refresh is off by default and, when on, asks again', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __queries: number }
    w.__queries = 0
    const original = window.fetch
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      if (url.includes('/v1/timeseries/query')) w.__queries++
      return original(input, init)
    }
  })
  const count = () => page.evaluate(() => (window as unknown as { __queries: number }).__queries)
  await open(page, `${INSTANCE}/metrics/cpu`)
  await expect(page.getByRole('button', { name: 'Auto-refresh' })).toHaveText(/Off/)
  await expect(chart(page, /CPU utilization/).getByRole('img')).toBeVisible()
  const before = await count()
  await choose(page, 'Auto-refresh', 'Every 10 s')
  await expect.poll(count, { timeout: 15_000 }).toBeGreaterThan(before)
  // the manual refresh asks again too
  const after = await count()
  await page.getByRole('button', { name: 'Refresh metrics' }).click()
  await expect.poll(count).toBeGreaterThan(after)
})
