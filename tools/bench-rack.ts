/**
 * A rack-sized silo (issue 30, goal 4), on the `scale` seed: bulk-0001's 10,000 instances and
 * 10,000 disks, bulk-vpc's 1,024 firewall rules and lumen's 2,000 users. For each list, in a
 * fresh browser context: the first rows after navigation start (cold), one filter keystroke
 * with every item loaded, sorting the whole list both ways and scrolling to the end, with the
 * long tasks (over 50 ms, PerformanceObserver 'longtask') each step caused and the JS heap at
 * the end (used, and after a garbage collection). Then the pickers these lists feed: the
 * attach-disk picker, the firewall rule's instance targets and the access form's user picker,
 * opened and filtered. Long-task counts and heap sizes depend far less on the machine's load
 * than timings do. `npx tsx tools/bench.ts --no-build --only rack` prints and writes them.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { resolve } from 'node:path'

import { type Browser, type Page } from '@playwright/test'

import { armShows, shows } from './bench-pages'
import { round } from './bench-report'
import { repoRoot, serveProdBuild } from './lib/serve'

export const slow = { timeout: 180_000 }
export type Figures = Record<string, number>
type Win = { __lt?: [number, number][]; __key?: number; __press?: number }

/** Every long task of the page and the time of the last key and pointer press, from the start. */
export const INIT = () => {
  const w = window as Win
  w.__lt = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__lt!.push([e.startTime, e.duration])
  }).observe({ type: 'longtask', buffered: true })
  document.addEventListener('keydown', (e) => (w.__key = e.timeStamp), { capture: true })
  document.addEventListener('pointerdown', (e) => (w.__press = e.timeStamp), { capture: true })
}

export const now = (page: Page) => page.evaluate(() => performance.now())
const lastKey = (page: Page) => page.evaluate(() => (window as Win).__key ?? NaN)
export const lastPress = (page: Page) => page.evaluate(() => (window as Win).__press ?? NaN)

/** Long tasks that started after `since` (page clock): how many, and the longest. */
export async function longTasks(page: Page, since: number) {
  // a task still running is reported when it ends: let the page reach an idle frame first
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 60))))
  const all = await page.evaluate(() => (window as Win).__lt ?? [])
  const after = all.filter(([start]) => start >= since).map(([, d]) => d)
  return { count: after.length, max: after.length ? Math.max(...after) : 0 }
}

export async function heap(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  const used = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
  await cdp.send('HeapProfiler.collectGarbage')
  const gc = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
  return { used: used.usedSize / 2 ** 20, gc: gc.usedSize / 2 ** 20 }
}

type ListCase = {
  name: string
  path: string
  noun: string
  first: string
  /** A filter that reads the whole list, one more key, and the row it then shows. */
  filter: [string, string, string]
  last: string
}

const LISTS: ListCase[] = [
  {
    name: '10,000 instances',
    path: '/projects/bulk-0001/instances',
    noun: 'instances',
    first: 'vm-00001',
    filter: ['vm-0999', '9', 'vm-09999'],
    last: 'vm-10000',
  },
  {
    name: '10,000 disks',
    path: '/projects/bulk-0001/disks',
    noun: 'disks',
    first: 'vol-00001',
    filter: ['vol-0999', '9', 'vol-09999'],
    last: 'vol-10000',
  },
  {
    name: '1,024 firewall rules',
    path: '/projects/bulk-0001/vpcs/bulk-vpc/firewall-rules',
    noun: 'firewall rules',
    first: 'rule-0001',
    filter: ['rule-099', '9', 'rule-0999'],
    last: 'rule-1024',
  },
  {
    name: '2,000 silo users',
    path: '/users',
    noun: 'users',
    first: 'Member 0001',
    filter: ['Member 199', '9', 'Member 1999'],
    last: 'Member 2000',
  },
]

const cell = 'a, td, td *'

async function measureList(browser: Browser, base: string, c: ListCase, f: Figures) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  await context.addInitScript(INIT)
  const page = await context.newPage()
  const key = (what: string) => `${c.name}: ${what}`
  await page.goto(base + c.path)
  f[key('first rows, cold (ms)')] = await shows(page, cell, c.first, slow)
  f[key('long tasks while loading')] = (await longTasks(page, 0)).count

  // the first filter reads every item; then one keystroke with all of them in memory
  const box = page.getByRole('searchbox', { name: `Filter ${c.noun}` })
  await box.fill(c.filter[0])
  await page
    .getByRole('progressbar', { name: `Loading all ${c.noun}` })
    .waitFor({ state: 'hidden', ...slow })
  await shows(page, cell, `${c.filter[0]}0`, { prefix: true, ...slow })
  // the key's own answer: the row it keeps, and the first row of the last answer gone (that
  // answer showed the kept row too, so its presence alone says nothing)
  let answered = await armShows(page, cell, c.filter[2], {
    without: `${c.filter[0]}0`,
    ...slow,
  })
  let since = await now(page)
  await box.press(c.filter[1])
  f[key('filter keystroke (ms)')] = (await answered()) - (await lastKey(page))
  let tasks = await longTasks(page, since)
  f[key('filter keystroke: long tasks')] = tasks.count
  f[key('filter keystroke: longest task (ms)')] = tasks.max
  await box.fill('')
  await shows(page, cell, c.first, slow)

  // the whole list sorted by name, ascending then descending
  since = await now(page)
  const byName = page.getByRole('button', { name: /^name/i })
  await byName.click()
  await shows(page, cell, c.first, slow)
  answered = await armShows(page, cell, c.last, slow)
  await byName.click()
  f[key('sort descending (ms)')] = (await answered()) - (await lastPress(page))
  tasks = await longTasks(page, since)
  f[key('sorts: long tasks')] = tasks.count
  f[key('sorts: longest task (ms)')] = tasks.max

  // scroll to the end of what is drawn, a wheel turn at a time
  since = await now(page)
  await page.mouse.move(640, 500)
  for (let i = 0; i < 20; i++) await page.mouse.wheel(0, 600)
  await page.evaluate(() => new Promise((r) => setTimeout(r, 200)))
  tasks = await longTasks(page, since)
  f[key('scroll to the end: long tasks')] = tasks.count
  f[key('rows drawn')] = await page.getByRole('row').count()

  const h = await heap(page)
  f[key('JS heap, used (MB)')] = h.used
  f[key('JS heap after GC (MB)')] = h.gc
  await context.close()
}

/** The pickers fed by these lists: open and filter, from the press or key to the options. */
async function measurePickers(browser: Browser, base: string, f: Figures) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  await context.addInitScript(INIT)
  const page = await context.newPage()

  // attach-disk picker over 10,000 detached disks
  await page.goto(`${base}/projects/bulk-0001/instances/vm-00001/storage`)
  await page.getByRole('button', { name: 'Attach existing disk' }).click()
  await page.getByRole('dialog', { name: 'Attach disk' }).waitFor()
  await page.waitForResponse((r) => /\/v1\/disks\?/.test(r.url())).catch(() => undefined)
  const disk = page.getByRole('combobox', { name: 'Disk' })
  let since = await now(page)
  let options = await armShows(page, '[role=option]', '', { prefix: true, ...slow })
  await disk.click()
  f['attach-disk picker: opens (ms)'] = (await options()) - (await lastPress(page))
  // as a user types: the results of 'vol-0999' are drawn, then the last key is timed to the
  // frame its own results are (vol-09990 no longer matches)
  await disk.pressSequentially('vol-0999')
  await shows(page, '[role=option]', 'vol-09990', { prefix: true, ...slow })
  options = await armShows(page, '[role=option]', 'vol-09999', {
    prefix: true,
    without: 'vol-09990',
    ...slow,
  })
  await disk.press('9')
  f['attach-disk picker: filter keystroke (ms)'] = (await options()) - (await lastKey(page))
  f['attach-disk picker: long tasks'] = (await longTasks(page, since)).count
  await page.keyboard.press('Escape')

  // a firewall rule's targets: an instance of the project's 10,000
  await page.goto(`${base}/projects/bulk-0001/vpcs/bulk-vpc/firewall-rules-new`)
  const kind = page.getByRole('combobox', { name: 'Target type' })
  await kind.waitFor(slow)
  await page.waitForLoadState('networkidle')
  since = await now(page)
  await kind.selectOption({ label: 'Instance' })
  const value = page.getByRole('combobox', { name: 'Target name' })
  await value.waitFor()
  f['firewall targets: instance kind chosen, long tasks'] = (await longTasks(page, since)).count
  since = await now(page)
  await value.pressSequentially('vm-0999')
  f['firewall targets: typing an instance name, long tasks'] = (await longTasks(page, since)).count

  // the access form's user picker over 2,000 users
  await page.goto(`${base}/projects/bulk-0001/access`)
  await page.getByRole('button', { name: 'Add user or group' }).click()
  const who = page.getByRole('combobox', { name: 'User or group' })
  await who.waitFor(slow)
  await page.waitForLoadState('networkidle')
  since = await now(page)
  options = await armShows(page, '[role=option]', '', { prefix: true, ...slow })
  await who.click()
  f['user picker: opens (ms)'] = (await options()) - (await lastPress(page))
  await who.pressSequentially('Member 199')
  await shows(page, '[role=option]', 'Member 1990', { prefix: true, ...slow })
  options = await armShows(page, '[role=option]', 'Member 1999', {
    prefix: true,
    without: 'Member 1990',
    ...slow,
  })
  await who.press('9')
  f['user picker: filter keystroke (ms)'] = (await options()) - (await lastKey(page))
  f['user picker: long tasks'] = (await longTasks(page, since)).count
  await context.close()
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

/** Each figure's median over the counted runs, and its highest (a rare long task shows there). */
export type ScaleResult = { figures: Figures; highest: Figures; runs: number; machine: string }

/**
 * On the production build in front of the `scale` seed: one uncounted warm-up run, then `runs`
 * runs of `measure`; the median and the highest of each figure, and the machine's load before
 * and after.
 */
export async function runOnScaleSeed(
  runs: number,
  label: string,
  measure: (base: string, run: number, f: Figures) => Promise<void>,
): Promise<ScaleResult> {
  const load = [loadavg()[0]!.toFixed(1)]
  const samples: Record<string, number[]> = {}
  const stack = await serveProdBuild({ seed: 'scale' })
  try {
    for (let i = 0; i <= runs; i++) {
      const f: Figures = {}
      await measure(stack.base, i, f)
      if (i > 0) for (const [k, v] of Object.entries(f)) (samples[k] ??= []).push(v)
      console.log(`${label}, run ${i} of ${runs} (load ${loadavg()[0]!.toFixed(1)})`)
    }
  } finally {
    await stack.close()
  }
  load.push(loadavg()[0]!.toFixed(1))
  const figures = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, round(median(v))]))
  const highest = Object.fromEntries(
    Object.entries(samples).map(([k, v]) => [k, round(Math.max(...v))]),
  )
  const result = {
    figures,
    highest,
    runs,
    machine: `${cpus().length} cores, load average ${load.join(' → ')}`,
  }
  console.log(JSON.stringify(result, null, 1))
  return result
}

/** The rack-sized silo's lists and pickers (see above), written to docs/performance.md. */
export async function runRack(browser: Browser, runs: number, write: boolean) {
  const result = await runOnScaleSeed(runs, 'rack-sized silo', async (base, _run, f) => {
    for (const c of LISTS) await measureList(browser, base, c, f)
    await measurePickers(browser, base, f)
  })
  if (write) writeFiguresSection(RACK_HEADING, PROSE, result)
  return result
}

const RACK_HEADING = '## A rack-sized silo (scale seed): the figures'
const PROSE = [
  '`tools/bench-rack.ts` (`npx tsx tools/bench.ts --no-build --only rack`): each list loaded cold',
  'in a fresh context, then filtered, sorted and scrolled; long tasks are those over 50 ms',
  '(PerformanceObserver `longtask`), counted from the step that caused them; the heap is',
  '`Runtime.getHeapUsage` at the end, before and after a garbage collection.',
]

/** Replaces the section under `heading` in docs/performance.md with these figures. */
export function writeFiguresSection(heading: string, prose: string[], r: ScaleResult) {
  const file = resolve(repoRoot, 'docs/performance.md')
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n'
  const table = [
    `${r.runs} runs on ${new Date().toISOString().slice(0, 10)}, ${r.machine}: each figure's median and its highest.`,
    '',
    '| figure | median | highest |',
    '| --- | --- | --- |',
    ...Object.entries(r.figures).map(([k, v]) => `| ${k} | ${v} | ${r.highest[k] ?? ''} |`),
  ]
  const section = [heading, '', ...prose, '', ...table, ''].join('\n')
  const at = text.indexOf(`${heading}\n`)
  const end = at < 0 ? -1 : text.indexOf('\n## ', at + heading.length)
  const next =
    at < 0
      ? `${text.trimEnd()}\n\n${section}`
      : `${text.slice(0, at)}${section}${end < 0 ? '' : text.slice(end + 1)}`
  writeFileSync(file, next)
}
