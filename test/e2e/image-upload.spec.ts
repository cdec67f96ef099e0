/**
 * Project image upload: a generated raw image file goes through every step with its progress
 * shown; a cancel mid-upload and a failure at each step leave nothing behind and keep the
 * form's values; the browser-side file checks refuse what cannot be imported; leftovers of a
 * closed page are offered for cleanup; and the same upload works against the standalone mock
 * server over real HTTP.
 */
import { type Locator, type Page } from '@playwright/test'

import { serveProdBuild, type ProdStack } from '../../tools/lib/serve'
import { expectAccessible } from './axe-utils'
import { countRequests, injectFault } from './fault-injection'
import { apiCall, dialog, expect, row, test, toast } from './utils'

const PROJECT = 'web-app'
const LIST = `/projects/${PROJECT}/images`
const MiB = 1024 * 1024

/**
 * A raw image of `mib` MiB: a GPT header at 512 (so 512-byte blocks look right), data in most
 * 512 KiB chunks and one chunk of zeros (skipped by the upload).
 */
function imageFile(mib = 4, name = 'disk.raw') {
  const buffer = Buffer.alloc(mib * MiB)
  for (let i = 0; i < buffer.length; i += 4096) buffer[i + 100] = ((i / 4096) % 250) + 1
  buffer.write('EFI PART', 512, 'latin1')
  buffer.fill(0, MiB, MiB + 512 * 1024)
  return { name, mimeType: 'application/octet-stream', buffer }
}

/**
 * Holds bulk writes at the page's fetch until the test lets them through (`releaseWrites`), so
 * the form can be looked at mid-upload. A held write still ends when its signal aborts.
 */
async function gateWrites(page: Page, allowed: number, dripMs?: number) {
  await page.addInitScript(
    ([n, drip]) => {
      const w = window as unknown as { __writesAllowed: number }
      w.__writesAllowed = n!
      // one more write let through every `drip` ms: a slow, steady upload
      if (drip) setInterval(() => w.__writesAllowed++, drip)
      const realFetch = window.fetch.bind(window)
      window.fetch = async (input, init) => {
        const req = new Request(input, init)
        if (req.method === 'POST' && new URL(req.url).pathname.endsWith('/bulk-write')) {
          while (w.__writesAllowed <= 0) {
            if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError')
            await new Promise((r) => setTimeout(r, 50))
          }
          w.__writesAllowed--
        }
        return realFetch(input, init)
      }
    },
    [allowed, dripMs],
  )
}

const releaseWrites = (page: Page) =>
  page.evaluate(() => {
    ;(window as unknown as { __writesAllowed: number }).__writesAllowed = Infinity
  })

/** The names of the project's disks and snapshots, straight from the API. */
async function storageNames(page: Page) {
  const disks = await apiCall(page, 'GET', `/v1/disks?project=${PROJECT}&limit=1000`)
  const snapshots = await apiCall(page, 'GET', `/v1/snapshots?project=${PROJECT}&limit=1000`)
  const names = (r: { body: unknown }) => (r.body as { items: { name: string }[] }).items
  return [...names(disks), ...names(snapshots)].map((x) => x.name)
}

async function expectNothingLeft(page: Page) {
  await expect
    .poll(async () => (await storageNames(page)).filter((n) => n.startsWith('tmp-for-image')))
    .toEqual([])
}

async function openForm(page: Page) {
  await page.goto(LIST)
  await page.getByRole('link', { name: 'Upload image' }).click()
  return dialog(page, 'Upload image')
}

async function fillForm(form: Locator, name: string, file = imageFile()) {
  await form.getByRole('textbox', { name: 'Name' }).fill(name)
  await form.getByRole('textbox', { name: 'Description' }).fill('Uploaded from a file')
  await form.getByRole('textbox', { name: 'OS' }).fill('alpine')
  await form.getByRole('textbox', { name: 'Version' }).fill('3.21')
  await form.getByLabel('Image file').setInputFiles(file)
}

/** A screenshot for a human to look at, when UPLOAD_SHOTS names a directory. */
async function shot(page: Page, name: string) {
  const dir = process.env.UPLOAD_SHOTS
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` })
}

const step = (form: Locator, label: string) => form.getByRole('listitem').filter({ hasText: label })

async function expectValuesKept(form: Locator, name: string) {
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(name)
  await expect(form.getByRole('textbox', { name: 'OS' })).toHaveValue('alpine')
  await expect(form.getByRole('textbox', { name: 'Version' })).toHaveValue('3.21')
  await expect(form.getByText('disk.raw').first()).toBeVisible()
  await expect(form.getByRole('button', { name: 'Upload image' })).toBeEnabled()
}

test('uploads an image file through every step, with its progress shown', async ({ page }) => {
  // two writes at once, then one every 2 s: about 10 s of upload to watch
  await gateWrites(page, 2, 2000)
  const form = await openForm(page)
  await expect(form.getByRole('radio', { name: /512/ })).toBeChecked()
  await fillForm(form, 'alpine-upload')
  await form.getByRole('button', { name: 'Upload image' }).click()

  // mid-way: bytes, percent, rate and time left
  await expect(step(form, 'Create temporary disk')).toContainText('Done')
  await expect(step(form, 'Start the import')).toContainText('Done')
  await expect(step(form, 'Upload image file')).toContainText('Running')
  await expect(step(form, 'Create image')).toContainText('Pending')
  const bar = form.getByRole('progressbar', { name: 'Upload progress' })
  await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9]\d$/)
  await expect(form.getByText(/iB of 4 MiB · [\d.]+ [KM]iB\/s · \d+ s left/)).toBeVisible()
  await shot(page, 'image-upload-mid')
  await expectAccessible(page, 'image upload, mid-upload')

  await releaseWrites(page)
  await expect(toast(page, 'Image alpine-upload uploaded')).toBeVisible()
  await expect(form).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`${LIST}$`))
  await expect(row(page, 'alpine-upload')).toContainText('3.21')
  await expectNothingLeft(page)
  const image = await apiCall(page, 'GET', `/v1/images/alpine-upload?project=${PROJECT}`)
  expect(image.body).toMatchObject({ os: 'alpine', block_size: 512, size: 1024 ** 3 })
})

test('a cancel mid-upload asks first, then leaves nothing behind', async ({ page }) => {
  await gateWrites(page, 2)
  const form = await openForm(page)
  await fillForm(form, 'cancelled-upload')
  await form.getByRole('button', { name: 'Upload image' }).click()
  await expect(step(form, 'Upload image file')).toContainText('Running')

  await form.getByRole('button', { name: 'Cancel upload' }).click()
  const confirm = dialog(page, 'Cancel upload')
  // asked first: keeping on changes nothing
  await confirm.getByRole('button', { name: 'Keep uploading' }).click()
  await expect(step(form, 'Upload image file')).toContainText('Running')
  // Escape asks the same
  await page.keyboard.press('Escape')
  await confirm.getByRole('button', { name: 'Cancel upload' }).click()

  await expect(form.getByText('Upload cancelled')).toBeVisible()
  await expect(form.getByText(/Nothing was left behind/)).toBeVisible()
  await expect(step(form, 'Upload image file')).toContainText('Cancelled')
  await expectValuesKept(form, 'cancelled-upload')
  await expectNothingLeft(page)
  expect(
    (await apiCall(page, 'GET', `/v1/images/cancelled-upload?project=${PROJECT}`)).status,
  ).toBe(404)
})

const FAILURES = [
  // a fault once where the cleanup needs the same call again (stop, finalize)
  { label: 'Create temporary disk', method: 'POST', path: /^\/v1\/disks$/ },
  { label: 'Start the import', method: 'POST', path: /\/bulk-write-start$/ },
  // every try of a chunk fails (2 retries): the upload gives up
  { label: 'Upload image file', method: 'POST', path: /\/bulk-write$/ },
  { label: 'Stop the import', method: 'POST', path: /\/bulk-write-stop$/, times: 1 },
  {
    label: 'Finalize disk into a temporary snapshot',
    method: 'POST',
    path: /\/finalize$/,
    times: 1,
  },
  { label: 'Create image', method: 'POST', path: /^\/v1\/images$/ },
]

for (const f of FAILURES) {
  test(`a failure at “${f.label}” says so, leaves nothing and keeps the values`, async ({
    page,
  }) => {
    const fault = await injectFault(page, {
      method: f.method,
      path: f.path,
      status: 500,
      body: { error_code: 'Internal', message: 'Internal Server Error', request_id: 'e2e' },
      times: f.times,
    })
    const form = await openForm(page)
    await fillForm(form, 'failing-upload', imageFile(2))
    await form.getByRole('button', { name: 'Upload image' }).click()
    const error = form.getByRole('alert').filter({ hasText: 'Upload failed at' })
    await expect(error).toContainText(`Upload failed at “${f.label}”`, { timeout: 30_000 })
    await expect(error).toContainText('The server could not do it (internal error)')
    await expect(error).toContainText('Nothing was left behind')
    await expect(step(form, f.label)).toContainText('Failed')
    expect(fault.hits).toBeGreaterThan(0)
    await expectValuesKept(form, 'failing-upload')
    await expectNothingLeft(page)
    expect(
      (await apiCall(page, 'GET', `/v1/images/failing-upload?project=${PROJECT}`)).status,
    ).toBe(404)
    if (f.label === 'Finalize disk into a temporary snapshot') {
      await shot(page, 'image-upload-error')
      await expectAccessible(page, 'image upload, after a failure')
    }
  })
}

test('the file is checked in the browser before anything is sent', async ({ page }) => {
  const creates = countRequests(page, 'POST', /^\/v1\/disks$/)
  const form = await openForm(page)
  const file = form.getByLabel('Image file')
  await fillForm(form, 'checked-upload', {
    name: 'disk.raw.gz',
    mimeType: 'application/gzip',
    buffer: Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 0]), Buffer.alloc(4092)]),
  })
  await expect(form.getByText(/This is a gzip file, not a raw disk image/)).toBeVisible()
  await expect(file).toHaveAttribute('aria-invalid', 'true')

  await file.setInputFiles({
    name: 'odd.raw',
    mimeType: 'application/octet-stream',
    buffer: Buffer.alloc(1000, 1),
  })
  await expect(
    form.getByText('File size must be a multiple of the block size (512 bytes)'),
  ).toBeVisible()
  await form.getByRole('button', { name: 'Upload image' }).click()
  await expect(
    form.getByText('File size must be a multiple of the block size (512 bytes)'),
  ).toBeVisible()

  // a bootable CD at 512-byte blocks: allowed, with a warning; 2048 fits
  const iso = Buffer.alloc(64 * 1024, 0)
  iso.write('CD001', 0x8001, 'latin1')
  await file.setInputFiles({ name: 'boot.iso', mimeType: 'application/octet-stream', buffer: iso })
  await expect(form.getByText(/The block size is likely wrong/)).toBeVisible()
  await form.getByRole('radio', { name: /2048/ }).check()
  await expect(form.getByText(/The block size is likely wrong/)).toBeHidden()

  // a taken name is said on the name field, nothing made
  await form.getByRole('textbox', { name: 'Name' }).fill('web-golden-2025-09')
  await form.getByRole('button', { name: 'Upload image' }).click()
  await expect(
    form.getByText('An image with this name already exists in this project'),
  ).toBeVisible()
  expect(creates.count).toBe(0)
})

test('leftovers of an upload whose page was closed are offered for cleanup', async ({ page }) => {
  await page.goto(LIST)
  await expect(row(page, 'web-golden-2025-09')).toBeVisible()
  // what a page closed mid-upload leaves: an importing disk
  const made = await apiCall(page, 'POST', `/v1/disks?project=${PROJECT}`, {
    name: 'tmp-for-image-1234',
    description: 'temporary disk for importing image lost',
    size: 1024 ** 3,
    disk_backend: {
      type: 'distributed',
      disk_source: { type: 'importing_blocks', block_size: 512 },
    },
  })
  expect(made.status).toBe(201)
  await apiCall(page, 'POST', `/v1/disks/tmp-for-image-1234/bulk-write-start?project=${PROJECT}`)

  await page.getByRole('link', { name: 'Upload image' }).click()
  const form = dialog(page, 'Upload image')
  await expect(form.getByText(/tmp-for-image-1234/)).toBeVisible()
  await form.getByRole('button', { name: 'Clean up' }).click()
  await expect(form.getByText('Cleaned up')).toBeVisible()
  await expectNothingLeft(page)
})

test.describe('against the standalone mock server', () => {
  let stack: ProdStack
  test.describe.configure({ mode: 'serial' })
  test.beforeAll(async () => {
    stack = await serveProdBuild({ requireLogin: true })
  })
  test.afterAll(async () => {
    await stack?.close()
  })

  test('uploads over real HTTP and leaves nothing behind', async ({ page }) => {
    const token = { headers: { Authorization: 'Bearer ferrite-demo-token' } }
    await page.goto(`${stack.base}/login/lumen/local?redirect_uri=%2Fprojects`)
    await page.getByLabel('Username').fill('ada')
    await page.getByLabel('Password').fill('ferrite-demo')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects')
    await page.goto(`${stack.base}${LIST}`)
    await page.getByRole('link', { name: 'Upload image' }).click()
    const form = dialog(page, 'Upload image')
    await fillForm(form, 'remote-upload', imageFile(6))
    await form.getByRole('button', { name: 'Upload image' }).click()
    await expect(toast(page, 'Image remote-upload uploaded')).toBeVisible({ timeout: 20_000 })
    await expect(row(page, 'remote-upload')).toBeVisible()

    // on the API server itself
    const api = (path: string) => fetch(`${stack.apiBase}${path}`, token)
    const image = await api(`/v1/images/remote-upload?project=${PROJECT}`)
    expect(image.status).toBe(200)
    const disks = (await (await api(`/v1/disks?project=${PROJECT}&limit=1000`)).json()) as {
      items: { name: string }[]
    }
    const snapshots = (await (await api(`/v1/snapshots?project=${PROJECT}&limit=1000`)).json()) as {
      items: { name: string }[]
    }
    const left = [...disks.items, ...snapshots.items].filter((x) =>
      x.name.startsWith('tmp-for-image'),
    )
    expect(left).toEqual([])
  })
})
