/**
 * "Equivalent CLI" (issue 29): the API tab shows the request the form then sends, the tabs and
 * the copy work from the keyboard, and a password never shows.
 */
import { DEMO_PASSWORD, dialog, expect, signOut, test, urlPath } from './utils'

type Sent = { method: string; url: string; body: string | null }

test('the API tab is the request sent; tabs and copy by keyboard; passwords masked', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  // every fetch the page makes, as the generated client hands it over (before any worker)
  await page.addInitScript(() => {
    const sent: Sent[] = []
    Object.assign(window, { __sent: sent })
    const real = window.fetch.bind(window)
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      sent.push({
        method: init?.method ?? 'GET',
        url,
        body: typeof init?.body === 'string' ? init.body : null,
      })
      return real(input, init)
    }
  })
  await page.goto('/projects-new')
  const form = dialog(page, 'Create project')
  const name = `cli-${Date.now().toString(36)}`
  await form.getByRole('textbox', { name: 'Name' }).fill(name)
  await form.getByRole('textbox', { name: 'Description' }).fill("it's for scripts")

  await form.getByRole('button', { name: 'Equivalent CLI' }).click()
  const region = form.getByRole('region', { name: 'Equivalent CLI' })
  const cliTab = region.getByRole('tab', { name: 'CLI' })
  await expect(cliTab).toHaveAttribute('aria-selected', 'true')
  await expect(region.getByLabel('CLI command', { exact: true })).toHaveText(
    `oxide project create --name ${name} --description 'it'\\''s for scripts'`,
  )
  // live: the command follows the field
  await form.getByRole('textbox', { name: 'Description' }).fill('scripted')
  await expect(region.getByLabel('CLI command', { exact: true })).toHaveText(
    `oxide project create --name ${name} --description scripted`,
  )

  // keyboard: arrows move along the tablist, Tab reaches the copy button
  await cliTab.focus()
  await page.keyboard.press('ArrowRight')
  const apiTab = region.getByRole('tab', { name: 'API' })
  await expect(apiTab).toBeFocused()
  await expect(apiTab).toHaveAttribute('aria-selected', 'true')
  const shown = (await region.getByLabel('API request', { exact: true }).textContent()) ?? ''
  expect(shown.split('\n')[0]).toBe('POST /v1/projects')
  await page.keyboard.press('Tab')
  await expect(region.getByRole('button', { name: 'Copy API request' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(region.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown)

  await page.keyboard.press('ArrowRight')
  await region.getByRole('tab', { name: 'curl' }).click()
  await expect(region.getByLabel('curl command', { exact: true })).toContainText(
    `curl -X POST ${new URL(page.url()).origin}/v1/projects`,
  )
  await expect(region.getByLabel('curl command', { exact: true })).toContainText(
    'Bearer $OXIDE_TOKEN',
  )

  await form.getByRole('button', { name: 'Create project' }).click()
  await expect(page).toHaveURL(new RegExp(`/projects/${name}/`))
  const sent = await page.evaluate(() =>
    (window as unknown as { __sent: Sent[] }).__sent.filter((r) => r.method === 'POST'),
  )
  const create = sent.find((r) => new URL(r.url, 'http://x').pathname === '/v1/projects')
  expect(create).toBeDefined()
  const body = shown.slice(shown.indexOf('\n\n') + 2)
  expect(JSON.parse(create?.body ?? 'null')).toEqual(JSON.parse(body))

  // a password form shows a placeholder, never what was typed
  await page.goto('/system/silos/lumen/local-users')
  await page.getByRole('button', { name: 'New user' }).first().click()
  const user = dialog(page, 'New user')
  await user.getByLabel('User name').fill('zed')
  await user.getByRole('textbox', { name: 'Password', exact: true }).fill('hunter2-secret')
  await user.getByRole('button', { name: 'Equivalent CLI' }).click()
  const userRegion = user.getByRole('region', { name: 'Equivalent CLI' })
  await expect(userRegion.getByLabel('body.json')).toContainText('"value": "<password>"')
  for (const t of ['CLI', 'API', 'curl']) {
    await userRegion.getByRole('tab', { name: t }).click()
    await expect(userRegion.getByRole('tabpanel')).toContainText('<password>')
  }
  await expect(userRegion).not.toContainText('hunter2')
})

test('the sign-in page shows its request with the password as a placeholder', async ({ page }) => {
  await page.goto('/projects')
  await signOut(page)
  await page.goto('/login/lumen/local')
  await page.getByLabel('Username').fill('ada')
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Equivalent CLI' }).click()
  const region = page.getByRole('region', { name: 'Equivalent CLI' })
  await expect(region.getByLabel('body.json')).toContainText('"password": "<password>"')
  for (const t of ['CLI', 'API', 'curl']) {
    await region.getByRole('tab', { name: t }).click()
    await expect(region.getByRole('tabpanel')).toContainText('<password>')
    await expect(region.getByRole('tabpanel')).toContainText('/v1/login/lumen/local')
  }
  await expect(region).not.toContainText(DEMO_PASSWORD)
  // the submit still signs in
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(urlPath('/projects'))
})
