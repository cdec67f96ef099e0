/**
 * The list toolkit on the scale seed (10,000 instances in bulk-0001): how long reading every
 * instance takes once a filter asks for it, and then how long one keystroke in the filter takes
 * to redraw the rows. Used by tools/bench.ts (`npm run bench`).
 */
import { type Page } from '@playwright/test'

const slow = { timeout: 180_000 }
const now = (page: Page) => page.evaluate(() => performance.now())

export async function measureListFilter(page: Page, base: string): Promise<Record<string, number>> {
  await page.goto(`${base}/projects/bulk-0001/instances`)
  await page.getByRole('link', { name: 'vm-00001', exact: true }).waitFor(slow)
  const box = page.getByRole('searchbox', { name: 'Filter instances' })
  const progress = page.getByRole('progressbar', { name: 'Loading all instances' })

  // the first filter reads every instance (1,000 a request), then filters in the page
  let start = await now(page)
  await box.fill('vm-0999')
  await page.getByRole('link', { name: 'vm-09990', exact: true }).waitFor(slow)
  await progress.waitFor({ state: 'hidden', ...slow })
  const loadAll = (await now(page)) - start

  // one more keystroke, all 10,000 in memory: the rows follow
  start = await now(page)
  await box.press('9')
  await page.getByRole('link', { name: 'vm-09990', exact: true }).waitFor({ state: 'detached' })
  await page.getByRole('link', { name: 'vm-09999', exact: true }).waitFor()
  const keystroke = (await now(page)) - start

  return {
    'scale: first filter over 10,000 instances (reads every page)': loadAll,
    'scale: filter keystroke over 10,000 loaded instances': keystroke,
  }
}
