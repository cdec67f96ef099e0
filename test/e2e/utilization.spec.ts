/**
 * Utilization, silo and fleet: the capacity cards against the mock's figures, the metric
 * charts following the range and the filter (in their requests), refresh, and auto-refresh
 * pausing while the browser tab is hidden.
 */
import { type Page } from '@playwright/test'

import { apiCall, expect, h1, test } from './utils'

const GiB = 1024 ** 3
const inUnit = (n: number) => Number(n.toFixed(2)).toLocaleString('en-US')

/** The metric requests the page makes from now on, as URLs. */
function metricRequests(page: Page) {
  const urls: URL[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (/\/v1\/(system\/)?metrics\//.test(url.pathname)) urls.push(url)
  })
  return urls
}

async function openSiloUtilization(page: Page) {
  await page.goto('/projects')
  await expect(h1(page)).toHaveText('Projects')
  await page.getByRole('navigation').getByRole('link', { name: 'Utilization' }).click()
  await expect(h1(page)).toHaveText('Utilization')
}

/** Makes the page think its tab was hidden or shown again. */
const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((s) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s })
    document.dispatchEvent(new Event('visibilitychange'))
  }, state)

test('silo utilization: cards match the mock, charts follow range, project and refresh', async ({
  page,
}) => {
  const requests = metricRequests(page)
  await openSiloUtilization(page)
  // only the user's actions ask for figures here
  await page.getByRole('button', { name: 'Auto-refresh' }).click()
  await page.getByRole('option', { name: 'Off' }).click()
  const { body } = (await apiCall(page, 'GET', '/v1/utilization')) as {
    body: {
      capacity: { cpus: number; memory: number; storage: number }
      provisioned: { cpus: number; memory: number; storage: number }
    }
  }
  const cpu = page.getByRole('region', { name: 'CPU', exact: true })
  await expect(cpu).toContainText(`Provisioned${body.provisioned.cpus} vCPUs`)
  await expect(cpu).toContainText(`Quota${body.capacity.cpus} vCPUs`)
  const memory = page.getByRole('region', { name: 'Memory', exact: true })
  await expect(memory).toContainText(`Provisioned${inUnit(body.provisioned.memory / GiB)} GiB`)
  await expect(memory).toContainText(`Quota${inUnit(body.capacity.memory / GiB)} GiB`)
  const storage = page.getByRole('region', { name: 'Storage', exact: true })
  await expect(storage).toContainText(
    `Provisioned${inUnit(body.provisioned.storage / GiB / 1024)} TiB`,
  )

  // three step charts for the last hour, ending at what is provisioned now
  for (const name of ['CPU (vCPUs)', 'Memory (GiB)', 'Storage (TiB)']) {
    await expect(
      page.getByRole('img', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}: step chart`) }),
    ).toBeVisible()
  }
  await expect(page.getByRole('region', { name: 'CPU (vCPUs)' })).toContainText(
    `Latest${body.provisioned.cpus} vCPUs`,
  )
  const span = (u: URL) =>
    Date.parse(u.searchParams.get('end_time')!) - Date.parse(u.searchParams.get('start_time')!)
  const ascending = () => requests.filter((u) => u.searchParams.get('order') === 'ascending')
  expect(
    ascending()
      .map((u) => u.pathname.split('/').pop())
      .sort(),
  ).toEqual(['cpus_provisioned', 'ram_provisioned', 'virtual_disk_space_provisioned'])
  expect(span(ascending()[0]!)).toBe(3_600_000)

  // a week, in the address
  const before = requests.length
  await page.getByRole('button', { name: 'Time range' }).click()
  await page.getByRole('option', { name: 'Last week' }).click()
  await expect(page).toHaveURL(/[?&]range=7d/)
  await expect
    .poll(() => ascending().filter((u) => span(u) === 7 * 86_400_000).length)
    .toBeGreaterThanOrEqual(3)

  // one project
  await page.getByRole('button', { name: /^Project All projects/ }).click()
  await page.getByRole('option', { name: 'web-app' }).click()
  await expect(page).toHaveURL(/[?&]project=web-app/)
  await expect
    .poll(() => ascending().filter((u) => u.searchParams.get('project') === 'web-app').length)
    .toBeGreaterThanOrEqual(3)
  expect(requests.length).toBeGreaterThan(before)

  // refresh asks again, for the same project and range
  const beforeRefresh = requests.length
  await page.getByRole('button', { name: 'Refresh data' }).click()
  await expect.poll(() => requests.length).toBeGreaterThanOrEqual(beforeRefresh + 6)
  expect(
    requests.slice(beforeRefresh).every((u) => u.searchParams.get('project') === 'web-app'),
  ).toBe(true)
})

test('auto-refresh runs every interval and pauses while the tab is hidden', async ({ page }) => {
  await page.clock.install()
  const requests = metricRequests(page)
  await openSiloUtilization(page)
  await expect(page.getByRole('img', { name: /^CPU \(vCPUs\): step chart/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Auto-refresh' })).toHaveText('10 s')

  const initial = requests.length
  await page.clock.fastForward(10_500)
  await expect.poll(() => requests.length).toBeGreaterThan(initial)

  await setVisibility(page, 'hidden')
  await page.waitForTimeout(300)
  const whileHidden = requests.length
  await page.clock.fastForward(35_000)
  await page.waitForTimeout(500)
  expect(requests.length).toBe(whileHidden)

  // back in view: fresh figures at once, and the interval again
  await setVisibility(page, 'visible')
  await expect.poll(() => requests.length).toBeGreaterThan(whileHidden)

  // off means off
  await page.getByRole('button', { name: 'Auto-refresh' }).click()
  await page.getByRole('option', { name: 'Off' }).click()
  await page.waitForTimeout(300)
  const off = requests.length
  await page.clock.fastForward(35_000)
  await page.waitForTimeout(500)
  expect(requests.length).toBe(off)
})

test('system utilization: fleet metrics for all silos or one', async ({ page }) => {
  const requests = metricRequests(page)
  await page.goto('/system/silos')
  await page.getByRole('navigation').getByRole('link', { name: 'Utilization' }).click()
  await expect(h1(page)).toHaveText('Utilization')
  await expect(page.getByRole('region', { name: 'CPU', exact: true })).toContainText(
    'Quota (total)',
  )

  await page
    .getByRole('navigation', { name: 'Utilization views' })
    .getByRole('link', { name: 'Metrics' })
    .click()
  await expect(page).toHaveURL(/[?&]tab=metrics/)
  await expect(page.getByRole('img', { name: /^Memory \(GiB\): step chart/ })).toBeVisible()
  expect(requests.every((u) => u.pathname.startsWith('/v1/system/metrics/'))).toBe(true)
  expect(requests.some((u) => u.searchParams.has('silo'))).toBe(false)

  await page.getByRole('button', { name: /^Silo All silos/ }).click()
  await page.getByRole('option', { name: 'lumen' }).click()
  await expect(page).toHaveURL(/[?&]silo=lumen/)
  await expect
    .poll(() => requests.filter((u) => u.searchParams.get('silo') === 'lumen').length)
    .toBeGreaterThanOrEqual(6)
  await page.getByRole('link', { name: 'Summary' }).click()
  await expect(page.getByRole('region', { name: 'Physical capacity' })).toBeVisible()
})

test('a custom time range: checked before it applies, kept in the address', async ({ page }) => {
  const requests = metricRequests(page)
  await page.goto('/utilization')
  await expect(h1(page)).toHaveText('Utilization')
  await page.getByRole('button', { name: 'Time range' }).click()
  await page.getByRole('option', { name: 'Custom' }).click()
  const custom = page.getByRole('form', { name: 'Custom time range' })
  const start = custom.getByLabel('Start')
  const end = custom.getByLabel('End')
  // the window on screen is where a custom range starts
  await expect(start).not.toHaveValue('')

  // an end before the start is refused, and both values stay
  const day = (offset: number) => {
    const d = new Date(Date.now() + offset * 86_400_000)
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T08:00`
  }
  await start.fill(day(-2))
  await end.fill(day(-3))
  await custom.getByRole('button', { name: 'Apply' }).click()
  await expect(custom.getByText('End must be after start')).toBeVisible()
  await expect(start).toHaveValue(day(-2))
  await expect(end).toHaveValue(day(-3))

  // a day, two days ago: asked of the API and written to the address
  await end.fill(day(-1))
  await custom.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/[?&]range=custom&start=[^&]+&end=/)
  const span = (u: URL) =>
    Date.parse(u.searchParams.get('end_time')!) - Date.parse(u.searchParams.get('start_time')!)
  await expect
    .poll(() => requests.filter((u) => span(u) === 86_400_000).length)
    .toBeGreaterThanOrEqual(3)

  // the link reproduces it
  await page.reload()
  await expect(page.getByRole('button', { name: 'Time range' })).toContainText('Custom')
  await expect(page.getByRole('form', { name: 'Custom time range' }).getByLabel('End')).toHaveValue(
    day(-1),
  )
})
