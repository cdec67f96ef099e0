/**
 * npm run bench — a benchmark, not a test. Builds the production bundle, serves it on 127.0.0.1
 * in front of the standalone mock API (no delay; tools/lib/serve.ts), and measures in Chromium,
 * with a fresh browser context (cache, cookies, storage) each run, the median of N runs of:
 *   - JavaScript transferred for the first screen (gzip), and the same from the build manifest
 *   - time until the projects list is visible (from navigation start)
 *   - client-side navigation times between pages (tools/bench-pages.ts)
 * and, on the `scale` seed (1,000 more projects; 10,000 instances and disks in bulk-0001):
 *   - the projects list and the 10,000-instance list visible
 *   - searching the "Jump to" palette across every project, and the attach-disk picker
 * Prints one JSON line and writes docs/performance.md.
 *
 * Options: --runs N (default 5), --no-build (reuse dist/), --no-write (no docs/performance.md).
 */
import { execSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

import { type Browser, chromium, type Page } from '@playwright/test'

import { chromiumArgs } from '../playwright.config'
import { navigations, projectAreaBuilt } from './bench-pages'
import { firstScreenFiles, readManifest, totalGzip } from './lib/bundle'
import { repoRoot, serveProdBuild } from './lib/serve'

const args = process.argv.slice(2)
const runs = Math.max(1, Number(args[args.indexOf('--runs') + 1]) || 5)
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}
const round = (n: number) => Math.round(n * 10) / 10
const now = (page: Page) => page.evaluate(() => performance.now())

type Samples = Record<string, number[]>
const add = (s: Samples, key: string, value: number) => (s[key] ??= []).push(value)
const medians = (s: Samples) =>
  Object.fromEntries(Object.entries(s).map(([k, v]) => [k, round(median(v))]))

/** Default seed: first screen, projects list, the navigation tour. */
async function runDefault(browser: Browser, base: string, s: Samples) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const js: Promise<number>[] = []
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.endsWith('.js'))
      js.push(
        res.body().then(
          (b) => gzipSync(b).length,
          () => 0,
        ),
      )
  })
  await page.goto(`${base}/projects`)
  await page.getByRole('link', { name: 'web-app', exact: true }).waitFor()
  add(s, 'projectsListVisibleMs', await now(page))
  const firstScreen = [...js] // the scripts requested until the list showed
  add(s, 'firstScreenJsKBGzip', (await Promise.all(firstScreen)).reduce((a, b) => a + b, 0) / 1024)
  for (const nav of navigations) {
    const start = await now(page)
    await nav.go(page)
    await nav.ready(page)
    add(s, `nav: ${nav.name}`, (await now(page)) - start)
  }
  await context.close()
}

/** Time from a Playwright action to a locator showing, measured on the page's clock. */
async function timed(page: Page, act: () => Promise<void>, done: () => Promise<void>) {
  const start = await now(page)
  await act()
  await done()
  return (await now(page)) - start
}

/** Scale seed: big lists and the pickers that search across them. */
async function runScale(browser: Browser, base: string, s: Samples) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${base}/projects`)
  await page.getByRole('link', { name: 'bulk-0001', exact: true }).waitFor()
  add(s, 'scale: projects list visible', await now(page))

  // the "Jump to" palette: it fetches every project when it opens (1,000 a page); web-app
  // comes after the first thousand by name
  const search = page.getByRole('combobox', { name: 'Search' })
  const option = (name: string) => page.getByRole('option', { name, exact: true })
  const slow = { timeout: 180_000 }
  add(
    s,
    'scale: palette opens and finds a project past the first 1,000',
    await timed(
      page,
      async () => {
        await page.keyboard.press('Control+k')
        await search.fill('web-app')
      },
      () => option('web-app').waitFor(slow),
    ),
  )
  add(
    s,
    'scale: palette search across projects',
    await timed(
      page,
      () => search.fill('bulk-0999'),
      () => option('bulk-0999').waitFor(),
    ),
  )
  await page.keyboard.press('Escape')

  // 10,000 instances: the first page of the list
  await page.goto(`${base}/projects/bulk-0001/instances`)
  await page.getByRole('link', { name: 'vm-00001', exact: true }).waitFor()
  add(s, 'scale: 10,000-instance list visible after navigation start', await now(page))

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
      () => page.getByRole('option').first().waitFor(slow),
    ),
  )
  add(
    s,
    'scale: attach-disk picker search (the last of 10,000)',
    await timed(
      page,
      () => disk.fill('vol-09999', slow),
      () =>
        page
          .getByRole('option', { name: /^vol-09999/ })
          .first()
          .waitFor(slow),
    ),
  )
  await context.close()
}

async function main() {
  if (!args.includes('--no-build')) execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' })
  const manifestKB = round(
    totalGzip(
      resolve(repoRoot, 'dist'),
      firstScreenFiles(readManifest(resolve(repoRoot, 'dist'))),
    ) / 1024,
  )
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs })
  const load = [loadavg()[0]!]
  const samples: Samples = {}
  const scale: Samples = {}
  try {
    const stack = await serveProdBuild()
    try {
      for (let i = 0; i < runs; i++) await runDefault(browser, stack.base, samples)
    } finally {
      await stack.close()
    }
    const big = await serveProdBuild({ seed: 'scale' })
    try {
      for (let i = 0; i < runs; i++) await runScale(browser, big.base, scale)
    } finally {
      await big.close()
    }
  } finally {
    await browser.close()
  }

  load.push(loadavg()[0]!)
  const m = medians(samples)
  const result = {
    date: new Date().toISOString().slice(0, 10),
    runs,
    firstScreenJsKBGzip: m.firstScreenJsKBGzip!,
    firstScreenJsKBGzipManifest: manifestKB,
    projectsListVisibleMs: m.projectsListVisibleMs!,
    navigationMs: Object.fromEntries(
      Object.entries(m)
        .filter(([k]) => k.startsWith('nav: '))
        .map(([k, v]) => [k.slice(5), v]),
    ),
    navigationTour: projectAreaBuilt ? 'project area (six sidebar pages)' : 'interim',
    scale: medians(scale),
    machine: `${cpus().length} cores, load average ${load.map((l) => l.toFixed(1)).join(' → ')}`,
  }
  console.log(JSON.stringify(result))
  if (!args.includes('--no-write')) writeReport(result)
}

function writeReport(r: {
  date: string
  runs: number
  firstScreenJsKBGzip: number
  firstScreenJsKBGzipManifest: number
  projectsListVisibleMs: number
  navigationMs: Record<string, number>
  navigationTour: string
  scale: Record<string, number>
  machine: string
}) {
  const lines = [
    '# Performance',
    '',
    `Measured by \`npm run bench\` on ${r.date}: the production build served by \`vite preview\` on`,
    '127.0.0.1 in front of the standalone mock API (no delay), Chromium with a fresh context (cache,',
    `cookies, storage) each run, median of ${r.runs} runs. Timings depend on the machine`,
    `(here: ${r.machine}, the 1-minute average at start → end; a load far above the core count`,
    'inflates every timing) and include Playwright round trips of a few ms; sizes do not.',
    'Size budgets are checked by `test/unit/bundle-budget.spec.ts` (first screen ≤ 120 KB, lazy',
    'chunks ≤ 60 KB gzipped; see docs/quality.md for the ceilings held until they are met).',
    '',
    '## Default seed',
    '',
    '| measure | median |',
    '| --- | --- |',
    `| JavaScript for the first screen (gzip, transferred) | ${r.firstScreenJsKBGzip} KB |`,
    `| the same, from the build manifest | ${r.firstScreenJsKBGzipManifest} KB |`,
    `| projects list visible after navigation start | ${r.projectsListVisibleMs} ms |`,
    ...Object.entries(r.navigationMs).map(([k, v]) => `| client-side navigation: ${k} | ${v} ms |`),
    '',
    `Navigation tour: ${r.navigationTour} (see \`tools/bench-pages.ts\`; it switches to the six`,
    'project-area pages by itself once they are all built).',
    '',
    '## Scale seed',
    '',
    '1,000 more projects in lumen; 10,000 instances and 10,000 disks in project bulk-0001. Lists are',
    'paginated (one page of 50 is fetched and drawn). Pickers and the palette fetch every item',
    '(`qAll`, 1,000 a page; the palette only when it opens), match in the page and draw at most',
    '100 options.',
    '',
    '| measure | median |',
    '| --- | --- |',
    ...Object.entries(r.scale).map(([k, v]) => `| ${k.replace(/^scale: /, '')} | ${v} ms |`),
    '',
  ]
  writeFileSync(resolve(repoRoot, 'docs/performance.md'), lines.join('\n'))
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
