/**
 * Bulk actions at scale (issue 28), on the `scale` seed: bulk-0001's 10,000 detached disks.
 * In a fresh browser context for each run: the whole list loaded (a filter reads it), then 500
 * disks selected, the selection kept across five filters of 100 (each: the page's header
 * checkbox, then "Select all 100 matching"); the confirmation opened (it lists all 500); and
 * the run of 500 deletes, four at a time, until its summary shows. For each step the long
 * tasks (the browser's long-task threshold, PerformanceObserver 'longtask') it caused, and the JS heap at the end.
 * Each run deletes its own 500 disks (the server is not reset between runs), so a run takes
 * the next free hundreds: vol-010xx..vol-014xx, then vol-015xx..vol-019xx, vol-020xx...
 * `npx tsx tools/bench.ts --no-build --only bulk` prints and writes them.
 */

import { type Browser, type Page } from '@playwright/test'

import { shows } from './bench-pages'
import {
  heap,
  INIT,
  lastPress,
  longTasks,
  now,
  runOnScaleSeed,
  slow,
  writeFiguresSection,
  type Figures,
} from './bench-rack'

const TARGETS = 500
const cell = 'a, td, td *'

/** The five filters of 100 disks each that run `slot` selects: vol-0DH.. for 5 values of H. */
function prefixesOf(slot: number): string[] {
  const thousands = 1 + Math.floor(slot / 2)
  if (thousands > 9) throw new Error('at most 18 runs: each deletes 500 of the 10,000 disks')
  const from = (slot % 2) * 5
  return Array.from({ length: 5 }, (_, i) => `vol-0${thousands}${from + i}`)
}

/** The time (page clock) at which an element matching `selector` holds `text`, visible or not. */
const holds = (page: Page, selector: string, text: string) =>
  page
    .waitForFunction(
      ([sel, want]) =>
        [...document.querySelectorAll(sel)].some((e) => e.textContent?.includes(want))
          ? performance.now()
          : false,
      [selector, text] as const,
      { polling: 'raf', timeout: 180_000 },
    )
    .then((found) => found.jsonValue() as Promise<number>)

/** Long tasks that started between two moments of the page's clock: how many, the longest. */
async function tasksIn(page: Page, from: number, to: number) {
  const all = await page.evaluate(() => (window as { __lt?: [number, number][] }).__lt ?? [])
  const inside = all.filter(([start]) => start >= from && start <= to).map(([, d]) => d)
  return { count: inside.length, max: inside.length ? Math.max(...inside) : 0 }
}

async function measureRun(browser: Browser, base: string, slot: number, f: Figures) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  await context.addInitScript(INIT)
  const page = await context.newPage()
  const prefixes = prefixesOf(slot)
  await page.goto(`${base}/projects/bulk-0001/disks`)
  await shows(page, cell, 'vol-00001', slow)

  // the first filter reads all 10,000 disks; the selection starts once they are in memory
  const box = page.getByRole('searchbox', { name: 'Filter disks' })
  const bar = page.getByRole('toolbar', { name: 'Bulk actions' })
  const headerBox = page.getByRole('checkbox', { name: 'Select every row on this page' })
  await box.fill(prefixes[0]!)
  await page
    .getByRole('progressbar', { name: 'Loading all disks' })
    .waitFor({ state: 'hidden', ...slow })
  await shows(page, cell, `${prefixes[0]}00`, slow)

  let since = await now(page)
  for (const [i, prefix] of prefixes.entries()) {
    if (i > 0) {
      await box.fill(prefix)
      await shows(page, cell, `${prefix}00`, slow)
    }
    await headerBox.check()
    await bar.getByRole('button', { name: 'Select all 100 matching' }).click()
    await holds(page, '[role=toolbar]', `${(i + 1) * 100} disks selected`)
  }
  f['select 500 disks: five filters, each page then "Select all 100 matching" (ms)'] =
    (await now(page)) - since
  let tasks = await longTasks(page, since)
  f['selecting: long tasks'] = tasks.count
  f['selecting: longest task (ms)'] = tasks.max
  // in view: the last filter's first page, 50 of the 500 (each row shows its progress)

  // the confirmation lists every target
  since = await now(page)
  await bar.getByRole('button', { name: `Delete ${TARGETS}`, exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete disks' })
  const go = confirm.getByRole('button', { name: `Delete ${TARGETS} disks` })
  await go.waitFor(slow)
  f['confirmation of 500 opens, press to its button (ms)'] =
    (await holds(page, '[role=dialog] button', `Delete ${TARGETS} disks`)) - (await lastPress(page))
  f['confirmation: targets listed'] = await confirm
    .getByRole('list', { name: 'Targets' })
    .getByRole('listitem')
    .count()
  tasks = await longTasks(page, since)
  f['confirmation opening: long tasks'] = tasks.count
  f['confirmation opening: longest task (ms)'] = tasks.max

  // the run: 500 deletes, four at a time, each row showing its progress, until the summary
  since = await now(page)
  await go.click()
  const pressed = await lastPress(page)
  const done = await holds(page, '[role=status]', `Deleted ${TARGETS} disks`)
  f['run of 500 deletes, press to summary (ms)'] = done - pressed
  // then the list is read again (10,000 disks less 500): its own step, after the run
  await page.waitForLoadState('networkidle')
  tasks = await longTasks(page, since)
  const run = await tasksIn(page, since, done)
  f['run: long tasks'] = run.count
  f['run: longest task (ms)'] = run.max
  f['after the run, the list read again: long tasks'] = tasks.count - run.count
  // the successes left the selection: no bar, or the count of what is still selected
  const left = (await bar.count()) ? await bar.textContent() : ''
  f['selected after the run'] = Number(/([\d,]+) disks? selected/.exec(left ?? '')?.[1] ?? 0)

  const h = await heap(page)
  f['JS heap after the run, used (MB)'] = h.used
  f['JS heap after the run, after GC (MB)'] = h.gc
  await context.close()
}

export const BULK_HEADING = '## Bulk actions at scale (issue 28): the figures'
const PROSE = [
  "`tools/bench-bulk.ts` (`npx tsx tools/bench.ts --no-build --only bulk`): bulk-0001's disks",
  'on the `scale` seed, in a fresh context per run; 500 selected over five filters of 100, the',
  'confirmation opened, the 500 deleted; long tasks are those over 50 ms (PerformanceObserver',
  '`longtask`), counted from the step that caused them; the heap is `Runtime.getHeapUsage`',
  'after the run, before and after a garbage collection.',
]

/** 500 of the scale seed's disks selected and deleted (see above), written to docs/performance.md. */
export async function runBulkBench(browser: Browser, runs: number, write: boolean) {
  const result = await runOnScaleSeed(runs, 'bulk actions', (base, run, f) =>
    measureRun(browser, base, run, f),
  )
  if (write) writeFiguresSection(BULK_HEADING, PROSE, result)
  return result
}
