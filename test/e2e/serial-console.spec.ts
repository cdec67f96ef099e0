/**
 * The serial console page on the in-browser mock: the terminal connects over the console
 * WebSocket (MSW's WebSocket link), shows the greeting and boot log, echoes what is typed,
 * reconnects, waits for a starting instance, and explains why a stopped one has no console.
 * The terminal runs in screen reader mode, so its rows are readable text.
 */
import { type Page } from '@playwright/test'

import { serveProdBuild, type ProdStack } from '../../tools/lib/serve'
import { apiCall, expect, test } from './utils'

const CONSOLE = '/projects/web-app/instances/web-frontend-1/serial-console'

// tall enough for a whole boot log: the terminal draws only the rows in view
test.use({ viewport: { width: 1280, height: 1000 } })
// a busy machine loads the terminal chunk slowly
test.describe.configure({ timeout: 60_000 })

/** What the terminal shows, as text. */
const screen = (page: Page) => page.locator('.xterm-rows')
const status = (page: Page, label: string) =>
  page.getByRole('status', { name: `Connection status: ${label}` })

test('connects, shows the greeting and the boot log, and echoes typed text', async ({ page }) => {
  await page.goto(CONSOLE)
  await expect(page).toHaveTitle(/^Serial Console \/ web-frontend-1 \/ Instances/)
  await expect(page.getByRole('heading', { name: 'Serial console: web-frontend-1' })).toBeVisible()
  await expect(status(page, 'Connected')).toBeVisible({ timeout: 20_000 })
  await expect(status(page, 'Connected')).toHaveText('Connected')
  await expect(screen(page)).toContainText(
    'Ferrite mock serial console: connected to web-frontend-1',
  )
  await expect(screen(page)).toContainText('Ubuntu 24.04 web-frontend-1 ttyS0')
  await expect(screen(page)).toContainText('web-frontend-1 login:')

  // keystrokes go to the terminal's input, which has focus
  await expect(page.getByRole('textbox', { name: 'Terminal input' })).toBeFocused()
  await page.keyboard.type('hello ferrite')
  await page.keyboard.press('Enter')
  await expect(screen(page)).toContainText('login: hello ferrite')
  await page.keyboard.type('second line')
  await expect(screen(page)).toContainText(/hello ferrite\s*second line/)
})

test('reconnecting replays the recent history, including what was typed', async ({ page }) => {
  await page.goto(CONSOLE)
  await expect(status(page, 'Connected')).toBeVisible()
  await expect(screen(page)).toContainText('login:')
  await page.keyboard.type('before reconnect')
  await expect(screen(page)).toContainText('login: before reconnect')
  await page.getByRole('button', { name: 'Reconnect' }).click()
  await expect(status(page, 'Connected')).toBeVisible()
  // after the marker: the greeting again, then the history, ending with the typed text
  await expect(screen(page)).toContainText(
    /--- reconnecting ---\s*Ferrite mock serial console: connected to web-frontend-1[\s\S]*login: before reconnect\s*$/,
  )
  // the first connection's output is still there, above
  await page.getByRole('button', { name: 'Scroll to top' }).click()
  await expect(screen(page)).toContainText(/^\s*Ferrite mock serial console/)
  await page.getByRole('button', { name: 'Scroll to bottom' }).click()
  await expect(screen(page)).toContainText('login: before reconnect')
})

test('the back link returns to the instance; the CLI command is at hand', async ({ page }) => {
  await page.goto(CONSOLE)
  await page.getByRole('button', { name: 'CLI command' }).click()
  const modal = page.getByRole('dialog', { name: 'Connect with the CLI' })
  await expect(modal).toContainText(
    'oxide instance serial console --project web-app --instance web-frontend-1',
  )
  await page.keyboard.press('Escape')
  await expect(modal).toBeHidden()
  await page.getByRole('link', { name: 'Back to instance' }).click()
  await expect(page).toHaveURL(/\/instances\/web-frontend-1\/storage$/)
})

test('a stopped instance has no console, and the page says why', async ({ page }) => {
  await page.goto('/projects/web-app/instances/web-legacy/serial-console')
  await expect(page.getByText('The serial console needs the instance to be running.')).toBeVisible()
  await expect(
    page.getByText(
      'Only running, rebooting, migrating, or repairing instances have a serial console',
    ),
  ).toBeVisible()
  await expect(status(page, 'Disconnected')).toBeVisible()
  await expect(page.locator('.xterm')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Reconnect' })).toHaveCount(0)
})

test('a starting instance: the page waits for it', async ({ page }) => {
  // web-canary is seeded as starting, and stays so for a minute (mock-api/seed-settle.ts)
  await page.goto('/projects/web-app/instances/web-canary/serial-console')
  await expect(
    page.getByText('The console connects as soon as the instance is running.'),
  ).toBeVisible()
  await expect(status(page, 'Disconnected')).toBeVisible()
  await expect(page.locator('.xterm')).toHaveCount(0)
})

test('start a stopped instance from the page: it waits, then connects by itself', async ({
  page,
}) => {
  await page.goto('/projects/web-app/instances/web-legacy/serial-console')
  await page.getByRole('button', { name: 'Start instance' }).click()
  await page
    .getByRole('dialog', { name: 'Start instance' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  // starting takes the mock a few seconds; the page polls the instance and then connects
  await expect(status(page, 'Connected')).toBeVisible({ timeout: 20_000 })
  await expect(screen(page)).toContainText('connected to web-legacy')
  await expect(screen(page)).toContainText('web-legacy login:')
  await expect(page.getByText('running', { exact: true }).first()).toBeVisible()
})

test('a refused connection shows the error and offers to reconnect', async ({ page }) => {
  await page.goto(CONSOLE)
  await expect(status(page, 'Connected')).toBeVisible()
  // the instance stops behind the page's back; the next connection is refused (close 1011)
  const stopped = await apiCall(page, 'POST', '/v1/instances/web-frontend-1/stop?project=web-app')
  expect(stopped.status).toBe(202)
  await page.getByRole('button', { name: 'Reconnect' }).click()
  await expect(status(page, 'Error')).toBeVisible()
  await expect(page.getByText('Serial console connection failed')).toBeVisible()
  await expect(
    page.getByText(/cannot connect to the serial console of instance in state "stopping"/),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Reconnect' })).toBeVisible()
})

test.describe('remote mode', () => {
  // the production build (dist/, no mock code) behind `vite preview`, whose proxy forwards the
  // WebSocket upgrade to the standalone mock server: a real socket end to end
  let stack: ProdStack
  test.beforeAll(async () => {
    stack = await serveProdBuild()
  })
  test.afterAll(async () => {
    await stack?.close()
  })

  test('connects through the proxy to the standalone server, under the CSP', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text())
    })
    const sockets: string[] = []
    page.on('websocket', (ws) => sockets.push(ws.url()))
    await page.goto(`${stack.base}${CONSOLE}`)
    await expect(status(page, 'Connected')).toBeVisible()
    await expect(screen(page)).toContainText('connected to web-frontend-1')
    await expect(screen(page)).toContainText('web-frontend-1 login:')
    await page.keyboard.type('over the wire')
    await page.keyboard.press('Enter')
    await expect(screen(page)).toContainText('login: over the wire')
    expect(sockets).toEqual([
      `${stack.base.replace('http', 'ws')}/v1/instances/web-frontend-1/serial-console/stream?project=web-app&most_recent=262144`,
    ])
    // xterm's own styles go through the CSSOM (csp-styles.ts): nothing is blocked
    expect(violations).toEqual([])
  })
})
