/**
 * Image upload throughput and memory: the production build (dist/, `npx vite build` first)
 * against the standalone mock server over real HTTP, uploading a generated raw image of
 * `BENCH_UPLOAD_MIB` MiB (256 unless set; no zero chunks, so every byte is sent) through the
 * console's upload form. Prints the upload step's MiB/s, the whole pipeline's time, and the
 * page's JS heap: before, the highest seen during the upload, and after.
 *
 *   npx tsx tools/bench-image-upload.ts
 */
import { randomBytes } from 'node:crypto'
import { closeSync, openSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { chromium } from '@playwright/test'

import { chromiumArgs } from '../playwright.config'
import { serveProdBuild } from './lib/serve'

const MiB = 1024 * 1024
const sizeMiB = Number(process.env.BENCH_UPLOAD_MIB ?? 256)

/** A file of pseudo-random data (1 MiB of noise, repeated with a varying first byte). */
function makeImage(path: string) {
  const block = randomBytes(MiB)
  const fd = openSync(path, 'w')
  for (let i = 0; i < sizeMiB; i++) {
    block[0] = (i % 255) + 1
    writeSync(fd, block)
  }
  closeSync(fd)
}

const fmt = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`

async function main() {
  const file = join(tmpdir(), `ferrite-bench-${sizeMiB}m.raw`)
  makeImage(file)
  const stack = await serveProdBuild({ requireLogin: true })
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs })
  try {
    const page = await browser.newPage()
    await page.goto(`${stack.base}/login/lumen/local?redirect_uri=%2Fprojects`)
    await page.getByLabel('Username').fill('ada')
    await page.getByLabel('Password').fill('ferrite-demo')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor()
    await page.goto(`${stack.base}/projects/web-app/images-new`)
    const form = page.getByRole('dialog', { name: 'Upload image' })
    await form.getByRole('textbox', { name: 'Name' }).fill('bench-upload')
    await form.getByRole('textbox', { name: 'OS' }).fill('bench')
    await form.getByRole('textbox', { name: 'Version' }).fill('1')
    await form.getByLabel('Image file').setInputFiles(file)

    const cdp = await page.context().newCDPSession(page)
    const heap = async () =>
      ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize
    await cdp.send('HeapProfiler.collectGarbage')
    const before = await heap()
    let peak = before
    const sampler = setInterval(() => {
      heap()
        .then((h) => (peak = Math.max(peak, h)))
        .catch(() => clearInterval(sampler))
    }, 200)

    const log = (m: string) => {
      if (process.env.BENCH_VERBOSE) console.log(m)
    }
    page.on('console', (m) => log(`page: ${m.text()}`))
    // the upload step, timed by its requests: the first bulk write sent to the last answered
    let firstWrite = 0
    let lastWrite = 0
    const isWrite = (url: string) => new URL(url).pathname.endsWith('/bulk-write')
    page.on('request', (r) => {
      if (isWrite(r.url()) && !firstWrite) firstWrite = performance.now()
    })
    page.on('requestfinished', (r) => {
      if (isWrite(r.url())) lastWrite = performance.now()
    })
    const started = performance.now()
    await form.getByRole('button', { name: 'Upload image' }).click()
    log('submitted')
    await page
      .getByText('Image bench-upload uploaded', { exact: true })
      .waitFor({ timeout: 30 * 60_000 })
    const uploadStart = firstWrite
    const uploadEnd = lastWrite
    const finished = performance.now()
    clearInterval(sampler)
    peak = Math.max(peak, await heap())
    await cdp.send('HeapProfiler.collectGarbage')
    const after = await heap()

    const seconds = (uploadEnd - uploadStart) / 1000
    console.log(`file: ${sizeMiB} MiB, over real HTTP to the standalone mock server`)
    console.log(
      `upload step: ${seconds.toFixed(1)} s, ${(sizeMiB / seconds).toFixed(1)} MiB/s (whole pipeline ${((finished - started) / 1000).toFixed(1)} s)`,
    )
    console.log(
      `JS heap: ${fmt(before)} before, ${fmt(peak)} at most during (+${fmt(peak - before)}), ${fmt(after)} after a GC`,
    )
  } finally {
    await browser.close()
    await stack.close()
    rmSync(file, { force: true })
  }
}

await main()
