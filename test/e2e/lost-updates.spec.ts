/**
 * Lost updates on lists the API replaces whole (a VPC's firewall rules, a role policy): two
 * browser contexts of the production build racing against one standalone mock server. A save
 * held between its read and its write overwrites the other's; the overwriting user is told,
 * the user whose change was lost is told what and can apply it again. Then saves from both
 * contexts at once, every write given some latency: every edit ends in the list or was reported.
 */

import { type Browser, type Page, type Route } from '@playwright/test'

import { serveProdBuild, type ProdStack } from '../../tools/lib/serve'
import { dialog, expect, h1, row, test, toast } from './utils'

const RULES = '/projects/web-app/vpcs/default/firewall-rules'
const RULES_API = '/v1/vpc-firewall-rules?project=web-app&vpc=default'
const OVERWROTE = 'Your save overwrote a change made at the same time'
const UNDONE = 'Your change was undone by a save made at the same time'

let stack: ProdStack
test.describe.configure({ mode: 'serial' })
test.beforeAll(async () => {
  // the production build (FERRITE_PROD_OUT_DIR, else dist/) against one standalone mock
  stack = await serveProdBuild({ outDir: process.env.FERRITE_PROD_OUT_DIR })
})
test.afterAll(async () => {
  await stack?.close()
})

const ruleNames = async () => {
  const res = await fetch(`${stack.apiBase}${RULES_API}`, {
    headers: { Authorization: 'Bearer ferrite-demo-token' },
  })
  return ((await res.json()) as { rules: { name: string }[] }).rules.map((r) => r.name)
}

const newPage = async (browser: Browser) => (await browser.newContext()).newPage()

/** Holds the page's next PUT to `path` until `release` is called; `held` resolves once it is. */
async function holdPut(page: Page, path: string) {
  let release = () => {}
  let onHeld = () => {}
  const held = new Promise<void>((done) => (onHeld = done))
  const go = new Promise<void>((done) => (release = done))
  const handler = async (route: Route) => {
    if (route.request().method() !== 'PUT') return route.continue()
    onHeld()
    await go
    await page.unroute((u) => u.pathname === path, handler)
    await route.continue()
  }
  await page.route((u) => u.pathname === path, handler)
  return { held, release }
}

/** Adds a rule through the form; when the rules changed since it opened, applies on top. */
async function addRule(page: Page, name: string, wait = true) {
  await page.getByRole('link', { name: 'New rule' }).first().click()
  const form = dialog(page, 'Add firewall rule')
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await form.getByRole('button', { name: 'Add rule' }).click()
  if (!wait) return
  const done = toast(page, `Firewall rule ${name} created`)
  const changed = form.getByRole('region', { name: 'Rules changed meanwhile' })
  for (;;) {
    await expect(done.or(changed)).toBeVisible()
    if (await done.isVisible()) break
    await changed.getByRole('button', { name: 'Apply my edit on top' }).click()
  }
}

test('a firewall save that overwrote another is reported to both; the lost one is applied again', async ({
  browser,
}) => {
  test.slow()
  const a = await newPage(browser)
  const b = await newPage(browser)
  for (const p of [a, b]) {
    await p.goto(`${stack.base}${RULES}`)
    await expect(p.getByRole('heading', { name: 'Firewall rules', level: 2 })).toBeVisible()
  }
  // B's save reads the rules, then its write is held
  const hold = await holdPut(b, '/v1/vpc-firewall-rules')
  await addRule(b, 'b-held', false)
  await hold.held
  // A saves meanwhile; then B's write lands, on the list as B read it
  await addRule(a, 'a-lost')
  hold.release()
  await expect(toast(b, 'Firewall rule b-held created')).toBeVisible()
  expect(await ruleNames()).not.toContain('a-lost')

  // B is told it overwrote a save (both are ada: "you, in another tab or session")
  const overwrote = b.getByRole('alert', { name: OVERWROTE })
  await expect(overwrote).toContainText('by you (in another tab or session)')
  await expect(overwrote).toContainText('The API keeps no copy of what they changed')
  // A is told which change was lost, and applies it again
  const undone = a.getByRole('alert', { name: UNDONE })
  await expect(undone).toContainText('rule a-lost: you saved it; it is missing')
  await undone.getByRole('button', { name: 'Apply mine again' }).click()
  await expect(undone).toBeHidden()
  await expect(row(a, 'a-lost')).toBeVisible()
  await expect(row(a, 'b-held')).toBeVisible()
  expect(await ruleNames()).toEqual(expect.arrayContaining(['a-lost', 'b-held']))
})

test('saves from two contexts at once: every edit is in the list or was reported', async ({
  browser,
}) => {
  test.slow()
  const pages = [await newPage(browser), await newPage(browser)]
  for (const p of pages) {
    await p.goto(`${stack.base}${RULES}`)
    await expect(p.getByRole('heading', { name: 'Firewall rules', level: 2 })).toBeVisible()
    // every write takes 100 to 300 ms to reach the server: the window between read and write
    await p.route(
      (u) => u.pathname === '/v1/vpc-firewall-rules',
      async (route) => {
        if (route.request().method() === 'PUT') {
          await new Promise((done) => setTimeout(done, 100 + Math.random() * 200))
        }
        await route.continue()
      },
    )
  }
  const made = pages.map((_, i) => Array.from({ length: 5 }, (_, n) => `race-${'ab'[i]}-${n}`))
  await Promise.all(
    pages.map(async (p, i) => {
      for (const name of made[i]!) await addRule(p, name)
    }),
  )
  // each check runs a moment after its save: wait until every lost edit is reported
  const unreported = async () => {
    const now = await ruleNames()
    const missing: string[] = []
    for (const [i, p] of pages.entries()) {
      const told = (await p.getByRole('alert', { name: UNDONE }).allTextContents()).join('\n')
      const other = pages[1 - i]!
      const overwrote = await other.getByRole('alert', { name: OVERWROTE }).count()
      for (const name of made[i]!) {
        if (now.includes(name)) continue
        if (!told.includes(`rule ${name}:`) && overwrote === 0) missing.push(name)
      }
    }
    return missing
  }
  await expect.poll(unreported, { timeout: 15_000 }).toEqual([])
})

test('a role assignment lost to a save made at the same time is reported and applied again', async ({
  browser,
}) => {
  test.slow()
  const a = await newPage(browser)
  const b = await newPage(browser)
  for (const p of [a, b]) {
    await p.goto(`${stack.base}/access`)
    await expect(h1(p)).toHaveText('Silo Access')
  }
  const assign = async (p: Page, name: string, label: string, role: string) => {
    await p.getByRole('button', { name: 'Add user or group' }).click()
    const form = dialog(p, 'Add user or group')
    await form.getByRole('combobox', { name: 'User or group' }).fill(name)
    await p.getByRole('option', { name: label }).click()
    await form.getByRole('radio', { name: new RegExp(`^${role}`) }).check()
    await form.getByRole('button', { name: 'Assign role' }).click()
    return form
  }
  const hold = await holdPut(b, '/v1/policy')
  const formB = await assign(b, 'platform', 'platform-team Group', 'Collaborator')
  await hold.held
  await expect(await assign(a, 'Eve', 'Eve Lind User', 'Viewer')).toBeHidden()
  hold.release()
  await expect(formB).toBeHidden()

  await expect(b.getByRole('alert', { name: OVERWROTE })).toContainText(
    'by you (in another tab or session)',
  )
  const undone = a.getByRole('alert', { name: UNDONE })
  await expect(undone).toContainText('Eve Lind: you saved it (viewer); it is missing')
  await undone.getByRole('button', { name: 'Apply mine again' }).click()
  await expect(undone).toBeHidden()
  await expect(row(a, 'Eve Lind')).toContainText('silo.viewer')
  await expect(row(a, 'platform-team')).toContainText('silo.collaborator')
})
