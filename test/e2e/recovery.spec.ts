/**
 * Recovery without a second press: an error screen comes back to the page with one "Try again",
 * and by itself once an API that was down answers again.
 */
import { serveProdBuild, type ProdStack } from '../../tools/lib/serve'
import { injectFaults } from './fault-injection'
import { expect, h1, test } from './utils'

const W = '/projects/web-app'

test('one press recovers when the user and the page data both failed once', async ({ page }) => {
  const [me, list] = await injectFaults(page, [
    { method: 'GET', path: /^\/v1\/me$/, status: 500, times: 0 },
    { method: 'GET', path: /^\/v1\/instances$/, status: 500, times: 0 },
  ])
  await page.goto(`${W}/disks`)
  await expect(h1(page)).toHaveText('Disks')
  // once who-am-I is stale, the next page refetches it in the background: both fail
  await page.clock.install()
  await page.clock.fastForward(3_000)
  me!.arm(1)
  list!.arm(1)
  await page.getByRole('link', { name: 'Instances', exact: true }).click()
  await expect(h1(page)).toHaveText('Something went wrong')
  expect([me!.hits, list!.hits]).toEqual([1, 1])
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(h1(page)).toHaveText('Instances')
  await expect(page.getByRole('cell', { name: 'web-frontend-1' })).toBeVisible()
})

test('an API that comes back after an outage brings the page back by itself', async ({ page }) => {
  const [ping, list] = await injectFaults(page, [
    { method: 'GET', path: /^\/v1\/ping$/, status: 503 },
    { method: 'GET', path: /^\/v1\/instances$/, status: 503 },
  ])
  await page.goto(`${W}/instances`)
  await expect(h1(page)).toHaveText('Something went wrong')
  await expect.poll(() => ping!.hits).toBeGreaterThan(0)
  // the API is back: no press, no reload
  ping!.clear()
  list!.clear()
  await expect(h1(page)).toHaveText('Instances', { timeout: 10_000 })
  await expect(page.getByRole('cell', { name: 'web-frontend-1' })).toBeVisible()
})

test('an error the API answers for, while it is up, waits for "Try again"', async ({ page }) => {
  const [list] = await injectFaults(page, [
    { method: 'GET', path: /^\/v1\/instances$/, status: 500 },
  ])
  const pings: string[] = []
  page.on('request', (r) => r.url().endsWith('/v1/ping') && pings.push(r.url()))
  await page.goto(`${W}/instances`)
  await expect(h1(page)).toHaveText('Something went wrong')
  await expect.poll(() => pings.length).toBe(1)
  list!.clear()
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(h1(page)).toHaveText('Instances')
})

test.describe('a rack that restarts', () => {
  let stack: ProdStack
  test.beforeAll(async () => {
    // the production build against the standalone mock API, which forgets sessions on restart
    stack = await serveProdBuild({ requireLogin: true, outDir: process.env.FERRITE_PROD_OUT_DIR })
  })
  test.afterAll(async () => {
    await stack?.close()
  })

  test('a tab that lost its session in an outage goes to sign-in, then back to its page', async ({
    page,
  }) => {
    const here = '/projects/web-app/disks'
    await page.goto(`${stack.base}/login/lumen/local?redirect_uri=${encodeURIComponent(here)}`)
    await page.getByLabel('Username').fill('ada')
    await page.getByLabel('Password').fill('ferrite-demo')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(h1(page)).toHaveText('Disks')
    // the API goes down while the page is open: the next fetch fails, then it comes back
    // without the session, and the page that recovers by itself meets a 401 (the API stays
    // down until the error screen shows, however slow the machine)
    await stack.stopApi()
    await page.reload()
    await expect(h1(page)).toHaveText('Something went wrong')
    await stack.startApi()
    await expect(page).toHaveURL(/\/login\/lumen\/local\?redirect_uri=/, { timeout: 15_000 })
    await page.getByLabel('Username').fill('ada')
    await page.getByLabel('Password').fill('ferrite-demo')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(new RegExp(`${here}$`))
    await expect(h1(page)).toHaveText('Disks')
  })
})
