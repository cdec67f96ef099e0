/**
 * Every form one press away (issue 30, goal 3): create forms across the areas opened from their
 * list by the list's create link, timed in the page from the pointer's press to the frame the
 * form shows (a new form element with a field in it), once after the pointer rested on the
 * link as a user's does (REST_MS: the intent prefetch has started) and once pressed at once.
 * The goals are FORM_GOALS.
 */
import type { Browser, Page } from '@playwright/test'

export const FORM_GOALS = { afterRestMs: 100, atOnceMs: 250 }

/** How long the pointer rests on the link first: the bench's HOVER_MS. */
const REST_MS = 100

/** `[area, list path, create link]`: the form opens over the list or as a page of its own. */
export const FORMS: [string, string, string][] = [
  ['silo', '/projects', 'New project'],
  ['project', '/projects/web-app/instances', 'New instance'],
  ['project', '/projects/web-app/disks', 'New disk'],
  ['project', '/projects/web-app/snapshots', 'New snapshot'],
  ['project', '/projects/web-app/vpcs', 'New VPC'],
  ['project', '/projects/web-app/floating-ips', 'New floating IP'],
  ['project', '/projects/web-app/images', 'Upload image'],
  ['settings', '/settings/ssh-keys', 'Add SSH key'],
  ['system', '/system/silos', 'New silo'],
  ['system', '/system/networking/ip-pools', 'New IP pool'],
  ['system', '/system/networking/subnet-pools', 'New subnet pool'],
  ['system', '/system/support-bundles', 'New support bundle'],
]

/** The page's clock in the frame a form more than `before` shows with a field in it. */
const formShows = (page: Page, before: number) =>
  page
    .waitForFunction(
      (n) => {
        const shown = [...document.forms].filter(
          (f) => f.getClientRects().length > 0 && f.querySelector('input, textarea'),
        )
        return shown.length > n ? performance.now() : false
      },
      before,
      { polling: 'raf', timeout: 30_000 },
    )
    .then((h) => h.jsonValue() as Promise<number>)

const formsNow = (page: Page) =>
  page.evaluate(() => [...document.forms].filter((f) => f.getClientRects().length > 0).length)

/** One pass over the forms, in one context (as a user moving through the console). */
export async function measureForms(
  browser: Browser,
  base: string,
  rest: boolean,
): Promise<Record<string, number>> {
  const context = await browser.newContext()
  await context.addInitScript(() => {
    document.addEventListener(
      'pointerdown',
      (e) => ((window as { __benchPress?: number }).__benchPress = e.timeStamp),
      { capture: true },
    )
  })
  const page = await context.newPage()
  const out: Record<string, number> = {}
  for (const [area, path, label] of FORMS) {
    await page.goto(base + path)
    const link = page.getByRole('link', { name: label, exact: true }).first()
    await link.waitFor()
    // the list has settled: its own idle warm-up has had its chance, as for a user reading it
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 2000 })))
    const before = await formsNow(page)
    if (rest) {
      await link.hover()
      await page.evaluate((ms) => new Promise((done) => setTimeout(done, ms)), REST_MS)
    }
    await link.click()
    const at = await formShows(page, before)
    const pressed = await page.evaluate(() => (window as { __benchPress?: number }).__benchPress!)
    out[`${area}: ${label}`] = at - pressed
  }
  await context.close()
  return out
}
