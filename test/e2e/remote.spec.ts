/**
 * Interoperability: the production build (dist/, no mock code) in remote mode against the
 * standalone mock API server, over real HTTP, signed out at first like a real rack. If this
 * works, the console speaks the spec's API to a server it does not share code with at runtime.
 * Runs its own servers on free ports (not the 4010 web server of the other specs).
 */
import { type Page, type Request } from '@playwright/test'

import { serveProdBuild, type ProdStack } from '../../tools/lib/serve'
import { dialog, expect, h1, row, test, toast } from './utils'

let stack: ProdStack
test.describe.configure({ mode: 'serial' })
test.beforeAll(async () => {
  stack = await serveProdBuild({ requireLogin: true })
})
test.afterAll(async () => {
  await stack?.close()
})

const path = (page: Page) => {
  const url = new URL(page.url())
  return url.pathname + url.search
}

test('sign in, see the projects, create one: over HTTP to the standalone mock', async ({
  page,
}) => {
  const api: Request[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/v1/')) api.push(r)
  })

  // signed out: the console sends the browser to the API server's /login, which picks the silo
  await page.goto(`${stack.base}/projects`)
  await expect(page).toHaveURL(/\/login\/lumen\/local\?redirect_uri=%2Fprojects$/)
  await page.getByLabel('Username').fill('ada')
  await page.getByLabel('Password').fill('ferrite-demo')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect.poll(() => path(page)).toBe('/projects')
  await expect(h1(page)).toHaveText('Projects')
  await expect(row(page, 'web-app')).toBeVisible()

  await page.getByRole('link', { name: 'New project' }).click()
  const form = dialog(page, 'Create project')
  await form.getByRole('textbox', { name: 'Name' }).fill('interop-check')
  await form.getByRole('textbox', { name: 'Description' }).fill('Created over real HTTP')
  await form.getByRole('button', { name: 'Create project' }).click()
  await expect(toast(page, 'Project interop-check created')).toBeVisible()
  await expect.poll(() => path(page)).toBe('/projects/interop-check/instances')

  // the project exists on the API server itself, not in some in-page mock
  const res = await fetch(`${stack.apiBase}/v1/projects/interop-check`, {
    headers: { Authorization: 'Bearer ferrite-demo-token' },
  })
  expect(res.status).toBe(200)
  expect(await res.json()).toMatchObject({ description: 'Created over real HTTP' })

  // every API call that was answered went over the network, none through a service worker (a
  // refetch cancelled by leaving the page has no response at all)
  const answered = (await Promise.all(api.map((r) => r.response()))).filter((r) => r !== null)
  expect(answered.length).toBeGreaterThan(3)
  for (const r of answered) expect(r.fromServiceWorker(), r.url()).toBe(false)
  expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull()
})

test('the production build carries no mock: no service worker script, no demo mode', async ({
  page,
}) => {
  expect((await fetch(`${stack.base}/mockServiceWorker.js`)).headers.get('content-type')).toMatch(
    /text\/html/, // the SPA fallback, not a script
  )
  // demo mode would sign us in; a rack (requireLogin) sends us to the login page
  await page.goto(`${stack.base}/settings/profile?mock-login=optional&mock-delay=off`)
  await expect(page).toHaveURL(/\/login\/lumen\/local\?redirect_uri=/)
})

// the production build with no service worker in the way, so the test can take a chunk away
test('code that cannot be fetched (a new version deployed, the network gone) offers a reload', async ({
  page,
}) => {
  // the instances page's own chunk is gone, as after a deploy; from the start, since the
  // projects list fetches its first project's instance page ahead while the browser is idle
  const chunk = /\/assets\/InstancesPage-[^/]*\.js$/
  const asked: string[] = []
  await page.route(chunk, (route) => {
    asked.push(route.request().url())
    return route.abort()
  })
  await page.goto(`${stack.base}/login/lumen/local?redirect_uri=%2Fprojects`)
  await page.getByLabel('Username').fill('ada')
  await page.getByLabel('Password').fill('ferrite-demo')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(h1(page)).toHaveText('Projects')
  await row(page, 'web-app').getByRole('link', { name: 'web-app' }).click()
  // the console reloads once at that URL, for a new version (app/util/new-version.ts); the same
  // build still missing the file then shows the error, with no second reload
  await expect(page).toHaveURL(/\/projects\/web-app\/instances$/)
  await expect(h1(page)).toHaveText('Something went wrong')
  await expect(page.getByText(/Part of the console could not be loaded/)).toBeVisible()
  expect(asked.length, 'the page asked for the chunk').toBeGreaterThan(0)
  // back online: the reload fetches it and the page the user asked for opens
  await page.unroute(chunk)
  await page.getByRole('button', { name: 'Reload' }).click()
  await expect(h1(page)).toHaveText('Instances')
  expect(new URL(page.url()).pathname).toBe('/projects/web-app/instances')
})
