/**
 * Every form one press away (issue 30, goal 3): create forms across the areas opened from their
 * list by the list's create link, timed in the page from the pointer's press to the frame the
 * form shows (a new form element with a field in it), once after the pointer rested on the
 * link as a user's does (HOVER_MS: the intent prefetch has started) and once pressed at once.
 * The goals are FORM_GOALS.
 */
import type { Browser, Page } from '@playwright/test'

import { definePageNames, HOVER_MS } from './bench-pages'

export const FORM_GOALS = { afterRestMs: 100, atOnceMs: 250 }

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

/**
 * Starts watching, before the press, for the frame a form more than there are now shows with a
 * field in it; resolves with the page's clock in that frame (see `armShows`, bench-pages.ts).
 */
const armFormShows = async (page: Page) => {
  await definePageNames(page)
  const watch = await page.evaluateHandle(() => {
    const shownForms = () =>
      [...document.forms].filter(
        (f) => f.getClientRects().length > 0 && f.querySelector('input, textarea'),
      ).length
    const before = shownForms()
    const end = performance.now() + 30_000
    const at = new Promise<number>((resolve, reject) => {
      requestAnimationFrame(function frame() {
        if (shownForms() > before) resolve(performance.now())
        else if (performance.now() > end) reject(new Error('no form showed'))
        else requestAnimationFrame(frame)
      })
    })
    return { at }
  })
  return () => watch.evaluate((w) => w.at)
}

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
    if (rest) {
      await link.hover()
      await page.evaluate((ms) => new Promise((done) => setTimeout(done, ms)), HOVER_MS)
    }
    const shown = await armFormShows(page)
    await link.click()
    const at = await shown()
    const pressed = await page.evaluate(() => (window as { __benchPress?: number }).__benchPress!)
    out[`${area}: ${label}`] = at - pressed
  }
  await context.close()
  return out
}
