/**
 * Security gates: untrusted text renders as text; redirect_uri never leaves the origin; the
 * production build runs under its Content-Security-Policy without a violation; passwords and
 * tokens never show up in URLs, web storage or console output.
 */
import { type ConsoleMessage, type Page } from '@playwright/test'

import { cspDirectives } from '../../tools/lib/csp'
import { serveProdBuild, type ProdStack } from '../../tools/lib/serve'
import {
  apiCall,
  clickRowAction,
  dialog,
  expect,
  h1,
  row,
  signIn,
  signOut,
  test,
  toast,
} from './utils'

/** Markup that runs code if it is ever parsed as HTML; each sets window.__xss. */
const PAYLOADS = [
  '<img src=x onerror=__xss=1>',
  '<script>__xss=2</script>',
  '<svg onload=__xss=3>',
  '"><iframe srcdoc=x>',
  '<a href="javascript:__xss=4">x</a>',
]

/** Fails the test on any sign that markup was interpreted: a dialog, the flag, new elements. */
async function expectNothingRan(page: Page) {
  const found = await page.evaluate(() => {
    const all = [...document.querySelectorAll('*')]
    return {
      flag: (window as unknown as { __xss?: number }).__xss ?? null,
      handlers: all
        .filter((el) => [...el.attributes].some((a) => a.name.startsWith('on')))
        .map((el) => el.outerHTML.slice(0, 80)),
      injected: [
        ...document.querySelectorAll(
          'img[src="x"], iframe, body script, a[href^="javascript:" i], svg[onload]',
        ),
      ].map((el) => el.outerHTML.slice(0, 80)),
    }
  })
  expect(found).toEqual({ flag: null, handlers: [], injected: [] })
}

const failOnDialog = (page: Page) =>
  page.on('dialog', (d) => {
    throw new Error(`a ${d.type()} dialog opened: ${d.message()}`)
  })

test.describe('untrusted text is shown as text, never run', () => {
  // without the CSP in the way, so a payload that got into the DOM as markup would really run
  test.use({ bypassCSP: true })

  test('project descriptions: list and edit form', async ({ page }) => {
    failOnDialog(page)
    await page.goto('/settings/profile')
    await expect(h1(page)).toHaveText('Profile')
    for (const [i, description] of PAYLOADS.entries()) {
      const res = await apiCall(page, 'POST', '/v1/projects', { name: `xss-${i}`, description })
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300)
    }
    await page.getByRole('link', { name: 'Projects' }).first().click()
    await expect(h1(page)).toHaveText('Projects')
    for (const [i, payload] of PAYLOADS.entries())
      await expect(row(page, `xss-${i}`)).toContainText(payload)
    await expectNothingRan(page)

    await clickRowAction(page, 'xss-0', 'Edit') // (a reload would reset the in-page mock)
    await expect(
      dialog(page, 'Edit project').getByRole('textbox', { name: 'Description' }),
    ).toHaveValue(PAYLOADS[0]!)
    await expectNothingRan(page)
  })

  test('SSH key descriptions: list and view', async ({ page }) => {
    failOnDialog(page)
    await page.goto('/settings/profile')
    await expect(h1(page)).toHaveText('Profile')
    for (const [i, description] of PAYLOADS.entries()) {
      const res = await apiCall(page, 'POST', '/v1/me/ssh-keys', {
        name: `xss-key-${i}`,
        description,
        public_key: `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIXssTestKey${i}000000000000000000000000000 x`,
      })
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300)
    }
    await page.getByRole('link', { name: 'SSH Keys' }).first().click()
    await expect(h1(page)).toHaveText('SSH Keys')
    for (const [i, payload] of PAYLOADS.entries())
      await expect(row(page, `xss-key-${i}`)).toContainText(payload)
    await expectNothingRan(page)

    await page.getByRole('link', { name: 'xss-key-2' }).click()
    await expect(
      dialog(page, 'View SSH key').getByRole('textbox', { name: 'Description' }),
    ).toHaveValue(PAYLOADS[2]!)
    await expectNothingRan(page)
  })

  test("a user's display name (mallory, in the test seed)", async ({ page }) => {
    failOnDialog(page)
    // the hostile name lives in a test-only seed, never in the demo's data
    await page.goto('/projects?mock-seed=hostile')
    await signOut(page)
    await signIn(page, 'mallory')
    const name = '<img src=x onerror=alert(1)>Mallory'
    await page.goto('/settings/profile') // mallory has no silo role: projects is an error page
    await expect(page.getByRole('button', { name: 'User menu' })).toContainText(name)
    await expect(page.getByRole('definition').filter({ hasText: name })).toBeVisible()
    await expectNothingRan(page)
  })
})

test.describe('redirect_uri never navigates off the origin', () => {
  const hostile = [
    'https://example.com/projects',
    'http:example.com',
    '//example.com',
    '///example.com',
    '/\\example.com',
    '\\/example.com',
    '/\\/example.com',
    '\\\\example.com',
    '/..//example.com',
    '/.//example.com',
    '/%2e%2e//example.com',
    'javascript:alert(document.domain)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
  ]

  // a few values per page, a step each: fewer page loads of the mock build. /login only hands
  // the value on to the silo's page, so a sample of each kind is enough there
  const groups = [0, 4, 8, 12].map((i) => hostile.slice(i, i + 4))
  const cases = [
    ...groups.map((values, i) => ({ entry: '/login/lumen/local', values, i, of: groups.length })),
    {
      entry: '/login',
      values: [
        'https://example.com/projects',
        '//example.com',
        '/\\example.com',
        '/..//example.com',
      ],
      i: 0,
      of: 1,
    },
  ]
  for (const { entry, values, i, of } of cases) {
    test(`signing in from ${entry}?redirect_uri=... (${i + 1}/${of})`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(60_000)
      failOnDialog(page)
      const host = new URL(baseURL!).host
      const offOrigin: string[] = []
      await page.context().route(
        (url) => url.host !== host,
        (route) => {
          offOrigin.push(route.request().url())
          return route.fulfill({ status: 200, contentType: 'text/html', body: 'off origin' })
        },
      )
      for (const target of values) {
        await test.step(JSON.stringify(target), async () => {
          // demo mode: already signed in, but the login page still signs in and redirects
          await page.goto(`${entry}?redirect_uri=${encodeURIComponent(target)}`)
          await page.getByLabel('Username').fill('ada')
          await page.getByLabel('Password').fill('ferrite-demo')
          await page.getByRole('button', { name: 'Sign in' }).click()
          // soft: one bad value must not hide how the others fare
          await expect.soft(h1(page), target).toHaveText('Projects')
          expect.soft(new URL(page.url()).host, target).toBe(host)
          expect.soft(new URL(page.url()).pathname, target).toBe('/projects')
          expect.soft(offOrigin, target).toEqual([])
        })
      }
    })
  }
})

test.describe('the production build', () => {
  let stack: ProdStack
  test.describe.configure({ mode: 'serial' })
  test.beforeAll(async () => {
    stack = await serveProdBuild({ requireLogin: true })
  })
  test.afterAll(async () => {
    await stack?.close()
  })

  test('ships a strict Content-Security-Policy, as a meta tag and a header', async () => {
    const res = await fetch(`${stack.base}/projects`)
    const html = await res.text()
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/
      .exec(html)?.[1]
      ?.replace(/&#39;/g, "'")
    const header = res.headers.get('content-security-policy') ?? ''
    expect(meta).toBe(cspDirectives.map((d) => d.join(' ')).join('; '))
    expect(header).toContain("frame-ancestors 'none'")
    for (const policy of [meta ?? '', header]) {
      expect(policy).toMatch(/script-src 'self'(;|$)/)
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|wasm-unsafe-eval|\*/)
    }
    // the policy comes before anything it governs, and there is no inline script to allow
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'))
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
  })

  test('runs under that policy without a single violation', async ({ page }) => {
    const violations: string[] = []
    await page.exposeFunction('__cspViolation', (v: string) => violations.push(v))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation(
          `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} ${e.sample}`,
        ),
      )
    })
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text())
    })

    await page.goto(`${stack.base}/login/lumen/local`)
    await page.getByLabel('Username').fill('ada')
    await page.getByLabel('Password').fill('ferrite-demo')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(h1(page)).toHaveText('Projects')
    await page.getByRole('link', { name: 'New project' }).click()
    await expect(dialog(page, 'Create project')).toBeVisible()
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'User menu' }).click()
    await page.keyboard.press('Escape')
    for (const path of ['/settings/profile', '/settings/ssh-keys', '/settings/access-tokens']) {
      await page.goto(`${stack.base}${path}`)
      await expect(h1(page)).toBeVisible()
    }
    await page.goto(`${stack.base}/settings/ssh-keys-new`)
    await expect(dialog(page, /SSH key/i)).toBeVisible()
    await page.goto(`${stack.base}/no/such/page`)
    await expect(h1(page)).toBeVisible()
    await page.goto(`${stack.base}/device/verify`)
    await expect(h1(page)).toBeVisible()
    expect(violations).toEqual([])
  })

  test('no password or token in a URL, web storage or the console', async ({ page }) => {
    const secrets = ['ferrite-demo'] // the password (and the demo token starts with it)
    const urls: string[] = []
    const logs: string[] = []
    page.on('request', (r) => urls.push(r.url()))
    page.on('framenavigated', (f) => urls.push(f.url()))
    page.on('console', (m: ConsoleMessage) => logs.push(m.text()))

    await page.goto(`${stack.base}/settings/access-tokens`)
    await page.getByLabel('Username').fill('ada')
    await page.getByLabel('Password').fill('ferrite-demo')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(h1(page)).toHaveText('Access Tokens')
    const session = (await page.context().cookies()).map((c) => c.value).filter(Boolean)
    expect(session.length, 'a session cookie').toBeGreaterThan(0)
    secrets.push(...session)

    // a device (CLI) login: the browser confirms, the device gets a token
    const form = (body: Record<string, string>) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
    })
    const clientId = '6b1c2f0e-8f4b-4a57-9a0e-5f4f0c2d9b11'
    const auth = (await (
      await fetch(`${stack.base}/device/auth`, form({ client_id: clientId }))
    ).json()) as { device_code: string; user_code: string }
    await page.goto(`${stack.base}/device/verify?user_code=${auth.user_code}`)
    await page.getByRole('button', { name: 'Log in on device' }).click()
    await expect(h1(page)).toHaveText('Device logged in')
    const grant = (await (
      await fetch(
        `${stack.base}/device/token`,
        form({
          grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
          device_code: auth.device_code,
          client_id: clientId,
        }),
      )
    ).json()) as { access_token: string }
    expect(grant.access_token).toBeTruthy()
    secrets.push(grant.access_token, auth.device_code)

    await page.goto(`${stack.base}/settings/access-tokens`)
    await expect(h1(page)).toHaveText('Access Tokens')
    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/login\/lumen\/local/)

    const storage = await page.evaluate(() =>
      JSON.stringify([{ ...localStorage }, { ...sessionStorage }]),
    )
    for (const secret of secrets) {
      expect(urls.filter((u) => u.includes(secret))).toEqual([])
      expect(logs.filter((l) => l.includes(secret))).toEqual([])
      expect(storage).not.toContain(secret)
    }
  })
})

test.describe('API_TOKEN in remote mode', () => {
  let stack: ProdStack
  const token = 'ferrite-demo-token'
  test.describe.configure({ mode: 'serial' })
  test.beforeAll(async () => {
    stack = await serveProdBuild({ requireLogin: true, apiToken: token })
  })
  test.afterAll(async () => {
    await stack?.close()
  })

  test('is added by the proxy and never reaches the browser', async ({ page }) => {
    const seen: string[] = []
    page.on('request', (r) => {
      seen.push(r.url(), JSON.stringify(r.headers()))
    })
    page.on('response', async (r) => {
      seen.push(JSON.stringify(r.headers()), await r.text().catch(() => ''))
    })
    page.on('console', (m) => seen.push(m.text()))
    // no sign-in: the token the proxy adds makes the requests ada's
    await page.goto(`${stack.base}/projects`)
    await expect(h1(page)).toHaveText('Projects')
    await page.getByRole('link', { name: 'New project' }).click()
    const form = dialog(page, 'Create project')
    await form.getByRole('textbox', { name: 'Name' }).fill('with-token')
    await form.getByRole('button', { name: 'Create project' }).click()
    await expect(toast(page, 'Project with-token created')).toBeVisible()
    await page.goto(`${stack.base}/settings/access-tokens`)
    await expect(h1(page)).toHaveText('Access Tokens')
    const storage = await page.evaluate(() =>
      JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]),
    )
    expect(seen.filter((s) => s.includes(token))).toEqual([])
    expect(storage).not.toContain(token)
  })
})
