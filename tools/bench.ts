/**
 * npm run bench — a benchmark, not a test. Builds the production bundle, serves it on 127.0.0.1
 * in front of the standalone mock API (no delay), and measures in Chromium, with a fresh cache
 * each run, the median of N runs of:
 *   - JavaScript transferred for the first screen (gzip)
 *   - time until the projects list is visible
 *   - client-side navigation times between pages
 * Prints one JSON line and writes docs/performance.md.
 *
 * Options: --runs N (default 5), --no-build (reuse dist/).
 */
import { execSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

import { chromium, type Page } from '@playwright/test'
import { preview } from 'vite'

import { createMockServer } from '../mock-api/server'
import { chromiumArgs } from '../playwright.config'
import { navigations } from './bench-pages'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const runs = Number(args[args.indexOf('--runs') + 1] || 5) || 5
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}
const round = (n: number) => Math.round(n * 10) / 10

async function main() {
  if (!args.includes('--no-build')) execSync('npm run build', { cwd: root, stdio: 'inherit' })

  const api = createMockServer({})
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r))
  const apiPort = (api.address() as AddressInfo).port
  process.env.API_URL = `http://127.0.0.1:${apiPort}`
  const server = await preview({
    root,
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'silent',
  })
  const base = server.resolvedUrls?.local[0]?.replace(/\/$/, '')
  if (!base) throw new Error('preview server did not start')

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs })
  const firstScreenJs: number[] = []
  const listVisible: number[] = []
  const navTimes: Record<string, number[]> = {}
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext() // fresh cache and cookies each run
      const page = await context.newPage()
      const js: Buffer[] = []
      page.on('response', async (res) => {
        if (res.request().resourceType() === 'script')
          js.push(await res.body().catch(() => Buffer.alloc(0)))
      })
      await page.goto(`${base}/projects`)
      await page.getByRole('link', { name: 'web-app' }).waitFor()
      listVisible.push(await page.evaluate(() => performance.now()))
      firstScreenJs.push(js.reduce((sum, b) => sum + gzipSync(b).length, 0) / 1024)
      for (const nav of navigations) {
        const ms = await timeNavigation(page, nav.go, nav.ready)
        ;(navTimes[nav.name] ??= []).push(ms)
      }
      await context.close()
    }
  } finally {
    await browser.close()
    await new Promise<void>((r) => server.httpServer.close(() => r()))
    api.close()
  }

  const result = {
    runs,
    firstScreenJsKBGzip: round(median(firstScreenJs)),
    projectsListVisibleMs: round(median(listVisible)),
    navigationMs: Object.fromEntries(
      Object.entries(navTimes).map(([k, v]) => [k, round(median(v))]),
    ),
  }
  console.log(JSON.stringify(result))
  writeReport(result)
}

async function timeNavigation(
  page: Page,
  go: (p: Page) => Promise<void>,
  ready: (p: Page) => Promise<void>,
) {
  const start = await page.evaluate(() => performance.now())
  await go(page)
  await ready(page)
  return (await page.evaluate(() => performance.now())) - start
}

function writeReport(r: {
  runs: number
  firstScreenJsKBGzip: number
  projectsListVisibleMs: number
  navigationMs: Record<string, number>
}) {
  const date = new Date().toISOString().slice(0, 10)
  const lines = [
    '# Performance',
    '',
    `Measured by \`npm run bench\` on ${date}: production build served on 127.0.0.1 in front of the`,
    `standalone mock API (no delay), Chromium with a fresh cache each run, median of ${r.runs} runs.`,
    'Timings depend on the machine (here: 2 cores); sizes do not. Budgets on sizes are enforced by',
    '`test/unit/bundle-budget.spec.ts`.',
    '',
    '| measure | median |',
    '| --- | --- |',
    `| JavaScript for the first screen (gzip) | ${r.firstScreenJsKBGzip} KB |`,
    `| projects list visible after navigation start | ${r.projectsListVisibleMs} ms |`,
    ...Object.entries(r.navigationMs).map(([k, v]) => `| client-side navigation: ${k} | ${v} ms |`),
    '',
  ]
  writeFileSync(resolve(root, 'docs/performance.md'), lines.join('\n'))
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
