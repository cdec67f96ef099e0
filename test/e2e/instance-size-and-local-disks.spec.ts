/**
 * Instance size as Nexus bounds it (up to 254 vCPUs, 1 to 1536 GiB: the spec's "64" is no
 * limit) in the create form and the resize modal, and a local disk among the disks made with
 * an instance: in the browser's mock, and on the production build against the standalone mock.
 */
import { type Page } from '@playwright/test'

import { serveProdBuild, type ProdStack } from '../../tools/lib/serve'
import { apiCall, clickRowAction, dialog, expect, h1, row, test, toast, urlPath } from './utils'

const GiB = 1024 ** 3

// one long form per test: room for a busy machine
test.describe.configure({ timeout: 60_000 })

type Disk = { name: string; size: number; disk_type: string; block_size: number }

const main = (page: Page) => page.getByRole('main')
const section = (page: Page, name: string) => main(page).getByRole('region', { name })

/**
 * Fills the create form: a name, the ubuntu silo image, a custom size and a local disk of
 * `localGiB`, not started (the silo's vCPU quota, 96, counts running instances only).
 */
async function fillCreateForm(page: Page, name: string, ncpus: number, localGiB: number) {
  await expect(h1(page)).toHaveText('Create instance', { timeout: 20_000 })
  await main(page).getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await section(page, 'Boot disk').getByRole('combobox', { name: 'Image' }).click()
  await page.getByRole('option', { name: /^ubuntu-24-04/ }).click()
  await section(page, 'Hardware').getByRole('tab', { name: 'Custom' }).click()
  await main(page).getByRole('spinbutton', { name: 'vCPUs' }).fill(String(ncpus))

  const disks = section(page, 'Additional disks')
  await disks.getByRole('button', { name: 'Create new disk' }).click()
  const modal = dialog(page, 'Create disk')
  await modal.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name}-scratch`)
  await modal.getByRole('radio', { name: 'Local' }).check()
  // a local disk has no source and no largest size
  await expect(modal.getByRole('radio', { name: 'Snapshot' })).toBeHidden()
  await modal.getByRole('spinbutton', { name: 'Size' }).fill(String(localGiB))
  await modal.getByRole('button', { name: 'Add disk' }).click()
  await expect(modal).toBeHidden()
  await expect(disks.getByRole('table', { name: 'Additional disks' })).toContainText('Local')
  await main(page).getByRole('checkbox', { name: 'Start instance' }).uncheck()
}

/** After create: the storage tab lists the local disk with its type and size. */
async function expectLocalDiskOnStorageTab(page: Page, name: string, size: string) {
  await expect(toast(page, `Instance ${name} created`)).toBeVisible()
  await expect(page).toHaveURL(urlPath(`/projects/web-app/instances/${name}/storage`))
  const disk = row(page, `${name}-scratch`)
  await expect(disk).toContainText('Local')
  await expect(disk).toContainText(size)
}

test('custom size up to 254 vCPUs and a local disk larger than 1023 GiB', async ({ page }) => {
  await page.goto('/projects/web-app/instances-new')
  await expect(h1(page)).toHaveText('Create instance', { timeout: 20_000 })
  await section(page, 'Hardware').getByRole('tab', { name: 'Custom' }).click()
  const cpus = main(page).getByRole('spinbutton', { name: 'vCPUs' })
  const memory = main(page).getByRole('spinbutton', { name: 'Memory' })
  await cpus.fill('255')
  await memory.fill('1537')
  await page.getByRole('button', { name: 'Create instance' }).click()
  await expect(main(page).getByText('Can be at most 254 vCPUs')).toBeVisible()
  await expect(main(page).getByText('Can be at most 1536 GiB')).toBeVisible()
  await memory.fill('0')
  await expect(main(page).getByText('Must be at least 1 GiB')).toBeVisible()
  await memory.fill('64')

  // a distributed disk still stops at 1023 GiB
  const disks = section(page, 'Additional disks')
  await disks.getByRole('button', { name: 'Create new disk' }).click()
  const modal = dialog(page, 'Create disk')
  await modal.getByRole('textbox', { name: 'Name', exact: true }).fill('too-big')
  await modal.getByRole('spinbutton', { name: 'Size' }).fill('2048')
  await modal.getByRole('button', { name: 'Add disk' }).click()
  await expect(modal.getByText('Can be at most 1023 GiB')).toBeVisible()
  await modal.getByRole('button', { name: 'Cancel' }).click()

  await fillCreateForm(page, 'e2e-wide', 100, 2048)
  await page.getByRole('button', { name: 'Create instance' }).click()
  await expectLocalDiskOnStorageTab(page, 'e2e-wide', '2 TiB')

  const res = await apiCall(page, 'GET', '/v1/instances/e2e-wide?project=web-app')
  expect(res.body).toMatchObject({ ncpus: 100, memory: 64 * GiB })
  const disk = await apiCall(page, 'GET', '/v1/disks/e2e-wide-scratch?project=web-app')
  expect(disk.body as Disk).toMatchObject({
    size: 2048 * GiB,
    disk_type: 'local',
    block_size: 4096,
  })
})

test('resizes a stopped instance past 64 vCPUs', async ({ page }) => {
  await page.goto('/projects/web-app/instances')
  await clickRowAction(page, 'web-legacy', 'Resize')
  const modal = dialog(page, 'Resize instance')
  const cpus = modal.getByRole('spinbutton', { name: 'vCPUs' })
  await expect(cpus).toHaveAccessibleDescription('Up to 254')
  await cpus.fill('255')
  await expect(modal.getByText('Can be at most 254 vCPUs')).toBeVisible()
  await cpus.fill('128')
  await modal.getByRole('spinbutton', { name: 'Memory (GiB)' }).fill('512')
  await modal.getByRole('button', { name: 'Resize' }).click()
  await expect(toast(page, 'Instance web-legacy resized')).toBeVisible()
  await expect(row(page, 'web-legacy')).toContainText('128 vCPUs')
  const res = await apiCall(page, 'GET', '/v1/instances/web-legacy?project=web-app')
  expect(res.body).toMatchObject({ ncpus: 128, memory: 512 * GiB })
})

test.describe('production build against the standalone mock server', () => {
  let stack: ProdStack
  test.beforeAll(async () => {
    stack = await serveProdBuild({ outDir: process.env.FERRITE_PROD_OUT_DIR })
  })
  test.afterAll(async () => {
    await stack?.close()
  })

  test('creates an instance with 200 vCPUs and a local disk', async ({ page }) => {
    await page.goto(`${stack.base}/projects/web-app/instances-new`)
    await fillCreateForm(page, 'e2e-remote-wide', 200, 1536)
    await page.getByRole('button', { name: 'Create instance' }).click()
    await expectLocalDiskOnStorageTab(page, 'e2e-remote-wide', '1.5 TiB')

    const res = await fetch(`${stack.apiBase}/v1/instances/e2e-remote-wide?project=web-app`)
    expect(await res.json()).toMatchObject({ ncpus: 200 })
    const disk = await fetch(`${stack.apiBase}/v1/disks/e2e-remote-wide-scratch?project=web-app`)
    expect(await disk.json()).toMatchObject({ disk_type: 'local', size: 1536 * GiB })
  })
})
