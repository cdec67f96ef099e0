/**
 * npm run bench — a benchmark, not a test. Builds the production bundle, serves it on 127.0.0.1
 * in front of the standalone mock API (no delay; tools/lib/serve.ts), and measures in Chromium,
 * with a fresh browser context (cache, cookies, storage) for every cold load, the median of N
 * runs of every figure of the performance issue:
 *   - cold load of a project's instance list (navigation start → the list visible), the
 *     JavaScript it transfers (gzip, files) and the JS heap after it, garbage collected
 *   - JavaScript transferred before the projects list shows
 *   - client navigations (tools/bench-pages.ts): projects → instances → an instance → a tab
 *     and on, each timed in the page from the pointer's press to the frame the page shows,
 *     once after the pointer rested on the link for a human 100 ms (the intent prefetch has
 *     started) and once clicked at once
 *   - a cold load of each page family (instances, disks, firewall rules, silo access, system
 *     silos)
 * and, on the `scale` seed (1,000 more projects; 10,000 instances and disks, 1,024 firewall
 * rules and a policy of 500 assignments in bulk-0001):
 *   - the projects list and the 10,000-instance list visible, the list filter
 *     (tools/bench-list-filter.ts), the "Jump to" palette and the attach-disk picker
 * Prints the machine's load before and after (a busy machine inflates every timing), one JSON
 * line, and writes docs/performance.md.
 *
 * Each seed gets one run that is not counted first: the first load after the browser and the
 * servers have started pays for their start-up (the servers' code compiles, the browser starts
 * its first page process; docs/performance.md has the figures). The issue's figures are for a
 * fresh browser context, not a freshly started browser; every counted cold load still starts
 * from a fresh context, nothing cached.
 *
 * Also: over an emulated remote link (tools/bench-throttled.ts), the cold instance list and an
 * instance page with their round trips.
 *
 * Options: --runs N (default 7), --no-build (reuse dist/), --no-write (no docs/performance.md),
 * --only throttled (the remote link alone, printed), --only forms (the remote link and the
 * forms, tools/bench-forms.ts, printed), --only rack (the rack-sized silo, tools/bench-rack.ts),
 * --only bulk (500 disks selected and deleted in one bulk run, tools/bench-bulk.ts).
 */
import { execSync } from 'node:child_process'
import { cpus, loadavg } from 'node:os'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

import { chromium, type Browser, type Page } from '@playwright/test'

import { chromiumArgs } from '../playwright.config'
import { runBulkBench } from './bench-bulk'
import { measureForms } from './bench-forms'
import { measureListFilter } from './bench-list-filter'
import {
  armShows,
  clickTimed,
  FAMILIES,
  issueSteps,
  lastPress,
  navigations,
  recordPresses,
  shows,
  timed,
} from './bench-pages'
import { runRack } from './bench-rack'
import { round, writeReport, type Report } from './bench-report'
import { runThrottled, throttledSection, type ThrottledSummary } from './bench-throttled'
import { firstScreenFiles, readManifest, totalGzip } from './lib/bundle'
import { repoRoot, serveProdBuild } from './lib/serve'

const args = process.argv.slice(2)
const runs = Math.max(1, Number(args[args.indexOf('--runs') + 1]) || 7)
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}
const now = (page: Page) => page.evaluate(() => performance.now())

type Samples = Record<string, number[]>
const add = (s: Samples, key: string, value: number) => (s[key] ??= []).push(value)
const medians = (s: Samples) =>
  Object.fromEntries(Object.entries(s).map(([k, v]) => [k, round(median(v))]))

/**
 * Records the gzipped size of every script the page receives; the sum counts the scripts the
 * page asked for up to a moment of its clock (what a page needed to show, not what it warms
 * afterwards for the next step: app/routes/preload.ts).
 */
function trackScripts(page: Page) {
  const js = new Map<string, Promise<number>>()
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.endsWith('.js'))
      js.set(
        res.url(),
        res.body().then(
          (b) => gzipSync(b).length,
          () => 0,
        ),
      )
  })
  return async (until: number) => {
    const asked = await page.evaluate(
      (t) =>
        performance
          .getEntriesByType('resource')
          .filter((r) => r.startTime <= t)
          .map((r) => r.name),
      until,
    )
    const sizes = await Promise.all(asked.flatMap((url) => js.get(url) ?? []))
    return { kb: sizes.reduce((a, b) => a + b, 0) / 1024, files: sizes.length }
  }
}

/** A cold load in a fresh context: time to `ready`, scripts, and the heap after GC. */
async function coldLoad(browser: Browser, url: string, ready: (p: Page) => Promise<number>) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const scripts = trackScripts(page)
  await page.goto(url)
  // the page's clock starts at navigation start
  const ms = await ready(page)
  const js = await scripts(ms)
  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
  await context.close()
  return { ms, js, heapMB: heap.usedSize / 1024 / 1024 }
}

async function runDefault(browser: Browser, base: string, s: Samples) {
  const list = await coldLoad(browser, `${base}/projects/web-app/instances`, (p) =>
    shows(p, 'a', 'web-frontend-1'),
  )
  add(s, 'coldInstancesMs', list.ms)
  add(s, 'coldInstancesJsKB', list.js.kb)
  add(s, 'coldInstancesJsFiles', list.js.files)
  add(s, 'heapMB', list.heapMB)

  const projects = await coldLoad(browser, `${base}/projects`, (p) => shows(p, 'a', 'web-app'))
  add(s, 'projectsListVisibleMs', projects.ms)
  add(s, 'firstScreenJsKBGzip', projects.js.kb)

  for (const family of FAMILIES) {
    const cold = await coldLoad(browser, base + family.path, (p) =>
      shows(p, 'h1', family.heading, { within: true }),
    )
    add(s, `family: ${family.name}`, cold.ms)
  }

  // the tour twice: as a user clicks (pointer on the link a moment first), and clicked at once
  for (const hover of [true, false]) {
    const context = await browser.newContext()
    await recordPresses(context)
    const page = await context.newPage()
    await page.goto(`${base}/projects`)
    await page.getByRole('link', { name: 'web-app', exact: true }).waitFor()
    const steps = hover ? navigations : issueSteps
    for (const nav of steps) {
      const link = nav.link(page)
      let ms: number
      if (hover) ms = await clickTimed(page, link, () => nav.ready(page))
      else {
        const shown = await nav.ready(page)
        await link.click()
        ms = (await shown()) - (await lastPress(page))
      }
      add(s, `${hover ? 'nav' : 'nav at once'}: ${nav.name}`, ms)
    }
    await context.close()
  }
}

/** Scale seed: big lists and the pickers that search across them. */
async function runScale(browser: Browser, base: string, s: Samples) {
  const context = await browser.newContext()
  await recordPresses(context)
  const page = await context.newPage()
  await page.goto(`${base}/projects`)
  await page.getByRole('link', { name: 'bulk-0001', exact: true }).waitFor()
  add(s, 'scale: projects list visible', await now(page))

  // the "Jump to" palette: it fetches every project when it opens (1,000 a page); web-app
  // comes after the first thousand by name
  const search = page.getByRole('combobox', { name: 'Search' })
  const slow = { timeout: 180_000 }
  const slowShows = { timeout: 180_000 }
  add(
    s,
    'scale: palette opens and finds a project past the first 1,000',
    await timed(
      page,
      async () => {
        await page.keyboard.press('Control+k')
        await search.fill('web-app')
      },
      () => armShows(page, '[role=option]', 'web-app', { prefix: true, ...slowShows }),
    ),
  )
  add(
    s,
    'scale: palette search across projects',
    await timed(
      page,
      () => search.fill('bulk-0999'),
      () => armShows(page, '[role=option]', 'bulk-0999', { prefix: true }),
    ),
  )
  await page.keyboard.press('Escape')

  // 10,000 instances: the first page of the list
  await page.goto(`${base}/projects/bulk-0001/instances`)
  await page.getByRole('link', { name: 'vm-00001', exact: true }).waitFor()
  add(s, 'scale: 10,000-instance list visible after navigation start', await now(page))
  for (const [k, v] of Object.entries(await measureListFilter(page, base))) add(s, k, v)
  await page.goto(`${base}/projects/bulk-0001/instances`)

  // the attach-disk picker, over the project's 10,000 detached disks
  await page.getByRole('link', { name: 'vm-00001', exact: true }).click()
  await page.getByRole('button', { name: 'Attach existing disk' }).click()
  const disk = page.getByRole('combobox', { name: 'Disk' })
  await page.getByRole('dialog', { name: 'Attach disk' }).waitFor()
  await page.waitForResponse((r) => /\/v1\/disks\?/.test(r.url())).catch(() => undefined)
  add(
    s,
    'scale: attach-disk picker opens (10,000 disks)',
    await timed(
      page,
      () => disk.click(),
      () => armShows(page, '[role=option]', '', { prefix: true, ...slowShows }),
    ),
  )
  add(
    s,
    'scale: attach-disk picker search (the last of 10,000)',
    await timed(
      page,
      () => disk.fill('vol-09999', slow),
      () => armShows(page, '[role=option]', 'vol-09999', { prefix: true, ...slowShows }),
    ),
  )
  await page.keyboard.press('Escape')

  // 1,024 firewall rules (the API's limit): from the VPC's subnets tab to the rule list drawn,
  // and a sort of the whole list by name
  await page.goto(`${base}/projects/bulk-0001/vpcs/bulk-vpc/subnets`)
  await page.getByRole('link', { name: 'default', exact: true }).waitFor()
  const rulesTab = page.getByRole('link', { name: 'Firewall rules', exact: true })
  add(
    s,
    'scale: 1,024 firewall rules shown after the tab is clicked',
    await clickTimed(page, rulesTab, () => armShows(page, 'a', 'rule-0001', slowShows)),
  )
  // ascending first, then timed: the click that sorts the whole list descending
  const byName = page.getByRole('button', { name: /^name/i })
  await byName.click()
  await shows(page, 'a', 'rule-0001', slowShows)
  add(
    s,
    'scale: 1,024 firewall rules sorted by name, descending',
    await clickTimed(page, byName, () => armShows(page, 'a', 'rule-1024', slowShows)),
  )

  // a project policy of 500 assignments: from the project's sidebar to its access list drawn
  await page.goto(`${base}/projects/bulk-0001/disks`)
  await page.getByRole('link', { name: 'vol-00001', exact: true }).waitFor(slow)
  const accessLink = page.getByRole('link', { name: 'Project Access', exact: true })
  add(
    s,
    'scale: access list of 500 assignments shown after the link is clicked',
    await clickTimed(page, accessLink, () => armShows(page, 'td, td *', 'Member 0001', slowShows)),
  )
  await context.close()
}

const loadNow = () => loadavg()[0]!.toFixed(1)

async function main() {
  console.log(`load average at start: ${loadavg().map((l) => l.toFixed(1))}`)
  if (!args.includes('--no-build')) execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' })
  const manifestKB = round(
    totalGzip(
      resolve(repoRoot, 'dist'),
      firstScreenFiles(readManifest(resolve(repoRoot, 'dist'))),
    ) / 1024,
  )
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs })
  const load = [loadNow()]
  const samples: Samples = {}
  const scale: Samples = {}
  let throttled: ThrottledSummary[] = []
  const forms: [Samples, Samples] = [{}, {}]
  try {
    if (!only || only === 'rack') await runRack(browser, runs, !args.includes('--no-write'))
    if (!only || only === 'bulk') await runBulkBench(browser, runs, !args.includes('--no-write'))
    if (only === 'rack' || only === 'bulk') return
    const stack = await serveProdBuild()
    try {
      throttled = await runThrottled(browser, stack.base, runs, shows, median)
      console.log(`remote link done (load ${loadNow()})`)
      if (only === 'throttled') {
        console.log(throttledSection(throttled).join('\n'))
        return
      }
      for (let i = 0; i <= runs; i++)
        for (const rest of [true, false]) {
          const ms = await measureForms(browser, stack.base, rest)
          // the first pass is not counted: the servers' and browser's start-up
          if (i > 0) for (const [k, v] of Object.entries(ms)) add(forms[rest ? 0 : 1], k, v)
        }
      console.log(`forms done (load ${loadNow()})`)
      if (only === 'forms') {
        console.log(JSON.stringify([medians(forms[0]), medians(forms[1])], null, 1))
        return
      }
      await runDefault(browser, stack.base, {})
      console.log(`default seed, warm-up run (load ${loadNow()})`)
      for (let i = 0; i < runs; i++) {
        await runDefault(browser, stack.base, samples)
        console.log(`default seed, run ${i + 1} of ${runs} (load ${loadNow()})`)
      }
    } finally {
      await stack.close()
    }
    const big = await serveProdBuild({ seed: 'scale' })
    try {
      await runScale(browser, big.base, {})
      console.log(`scale seed, warm-up run (load ${loadNow()})`)
      for (let i = 0; i < runs; i++) {
        await runScale(browser, big.base, scale)
        console.log(`scale seed, run ${i + 1} of ${runs} (load ${loadNow()})`)
      }
    } finally {
      await big.close()
    }
  } finally {
    await browser.close()
  }

  load.push(loadNow())
  console.log(`load average at end: ${loadavg().map((l) => l.toFixed(1))}`)
  const m = medians(samples)
  const pick = (prefix: string) =>
    Object.fromEntries(
      Object.entries(m)
        .filter(([k]) => k.startsWith(prefix))
        .map(([k, v]) => [k.slice(prefix.length), v]),
    )
  const result: Report = {
    date: new Date().toISOString().slice(0, 10),
    runs,
    coldInstancesMs: m.coldInstancesMs!,
    coldInstancesJsKB: m.coldInstancesJsKB!,
    coldInstancesJsFiles: m.coldInstancesJsFiles!,
    heapMB: m.heapMB!,
    firstScreenJsKBGzip: m.firstScreenJsKBGzip!,
    firstScreenJsKBGzipManifest: manifestKB,
    projectsListVisibleMs: m.projectsListVisibleMs!,
    navigationMs: pick('nav: '),
    navigationAtOnceMs: pick('nav at once: '),
    families: pick('family: '),
    navigationTour: 'project area (six sidebar pages)',
    scale: medians(scale),
    throttled,
    formsAfterRestMs: medians(forms[0]),
    formsAtOnceMs: medians(forms[1]),
    machine: `${cpus().length} cores, load average ${load.join(' → ')}`,
  }
  console.log(JSON.stringify(result))
  if (!args.includes('--no-write')) writeReport(result)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
