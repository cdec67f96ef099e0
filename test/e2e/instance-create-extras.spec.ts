/**
 * Defects a new user hit (issue 24): no way to make a floating IP from the instance create
 * form, keyboard focus lost when the last floating IP is attached, an attach toast that claimed
 * the disk was attached while it was still attaching, and a form error said three times.
 */
import { type Locator, type Page } from '@playwright/test'

import { apiCall, dialog, expect, h1, test, toast, urlPath } from './utils'

test.describe.configure({ timeout: 60_000 })

async function openForm(page: Page) {
  await page.goto('/projects/web-app/instances-new')
  await expect(h1(page)).toHaveText('Create instance', { timeout: 20_000 })
}

const main = (page: Page) => page.getByRole('main')
const networking = (page: Page) => main(page).getByRole('region', { name: 'Networking' })
const floatingTable = (page: Page) => networking(page).getByRole('table', { name: 'Floating IPs' })

async function pickListbox(scope: Locator, page: Page, label: string, option: RegExp) {
  await scope.getByRole('button', { name: label }).click()
  await page.getByRole('option', { name: option }).click()
}

test('a floating IP made inside instance create is attached, and the form keeps its values', async ({
  page,
}) => {
  await openForm(page)
  const form = main(page)
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-fip-inside')
  await form.getByRole('textbox', { name: 'Description' }).fill('typed before')
  await form.getByRole('combobox', { name: 'Image' }).click()
  await page.getByRole('option', { name: /^debian-12/ }).click()

  await networking(page).getByRole('button', { name: 'Create a floating IP' }).click()
  const create = dialog(page, 'Create a floating IP')
  const name = create.getByRole('textbox', { name: 'Name' })
  await expect(name).toBeFocused()

  // a taken name: said once on the field, and once by a summary naming the field
  await name.fill('web-public')
  await create.getByRole('button', { name: 'Create and attach' }).click()
  const taken = page.getByText('Floating IP name already exists')
  await expect(name).toHaveAccessibleDescription(/Floating IP name already exists/)
  await expect(taken).toHaveCount(1)
  await expect(create.getByRole('alert')).toHaveText('Check the highlighted field: Name')
  await expect(page.getByText('Error', { exact: true })).toHaveCount(0)

  await name.fill('e2e-made-here')
  await create.getByRole('button', { name: 'Create and attach' }).click()
  await expect(create).toBeHidden()
  await expect(toast(page, 'Floating IP e2e-made-here created')).toBeVisible()
  await expect(
    floatingTable(page).getByRole('cell', { name: 'e2e-made-here', exact: true }),
  ).toBeVisible()

  // what was typed is still there
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'e2e-fip-inside',
  )
  await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('typed before')
  await expect(form.getByRole('combobox', { name: 'Image' })).toHaveValue('debian-12')

  await page.getByRole('button', { name: 'Create instance' }).click()
  await expect(toast(page, 'Instance e2e-fip-inside created')).toBeVisible()
  await expect(page).toHaveURL(urlPath('/projects/web-app/instances/e2e-fip-inside/storage'))
  const ips = await apiCall(
    page,
    'GET',
    '/v1/instances/e2e-fip-inside/external-ips?project=web-app',
  )
  const items = (ips.body as { items: { kind: string; name?: string }[] }).items
  expect(items.filter((i) => i.kind === 'floating').map((i) => i.name)).toEqual(['e2e-made-here'])
})

test('attaching the last floating IP by keyboard leaves focus on a control nearby', async ({
  page,
}) => {
  await openForm(page)
  const attach = networking(page).getByRole('button', { name: 'Attach floating IP' })
  const modal = dialog(page, 'Attach floating IP')
  // web-app has two free floating IPs: web-mail first, then the last one, web-spare
  for (const name of ['web-mail', 'web-spare']) {
    await attach.focus()
    await page.keyboard.press('Enter')
    await pickListbox(modal, page, 'Floating IP', new RegExp(`^${name}`))
    await modal.getByRole('button', { name: 'Attach' }).focus()
    await page.keyboard.press('Enter')
    await expect(modal).toBeHidden()
    await expect(floatingTable(page).getByRole('cell', { name, exact: true })).toBeVisible()
  }
  // web-spare was the last free one: attaching is off now, and focus went to its neighbour
  await expect(attach).toHaveAttribute('aria-disabled', 'true')
  await expect(networking(page).getByRole('button', { name: 'Create a floating IP' })).toBeFocused()
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false)

  // removing the row by keyboard keeps focus in the section too
  await floatingTable(page).getByRole('button', { name: 'Remove floating IP web-spare' }).focus()
  await page.keyboard.press('Enter')
  await expect(
    floatingTable(page).getByRole('cell', { name: 'web-spare', exact: true }),
  ).toHaveCount(0)
  await expect(attach).toBeFocused()
})

test('attaching a disk says it is attaching while the row says so', async ({ page }) => {
  await page.goto('/projects/web-app/instances/web-legacy/storage')
  await expect(h1(page)).toHaveText('web-legacy', { timeout: 20_000 })
  await page.getByRole('button', { name: 'Attach existing disk' }).click()
  const modal = dialog(page, 'Attach disk')
  await modal.getByRole('combobox', { name: 'Disk' }).click()
  await page.getByRole('option', { name: /web-uploads/ }).click()
  await modal.getByRole('button', { name: 'Attach disk' }).click()
  await expect(toast(page, 'Attaching disk web-uploads…')).toBeVisible()
  await expect(toast(page, 'Disk web-uploads attached')).toHaveCount(0)
})
