/** Flows the IP pool and subnet pool specs share: create a pool, link it to basalt as default. */
import { type Page } from '@playwright/test'

import { apiCall, clickRowAction, dialog, expect, h1, row, toast } from './utils'

/** From the list page, creates a pool in its side modal; ends on the new pool's page. */
export async function createPool(
  page: Page,
  noun: 'IP pool' | 'subnet pool',
  name: string,
  version: 'IPv4' | 'IPv6' = 'IPv4',
) {
  await page
    .getByRole('link', { name: `New ${noun}` })
    .first()
    .click()
  const create = dialog(page, `Create ${noun}`)
  await create.getByRole('textbox', { name: 'Name' }).fill(name)
  await expect(create.getByRole('radio', { name: 'IPv4' })).toBeChecked()
  if (version === 'IPv6') await create.getByRole('radio', { name: 'IPv6' }).check()
  await create.getByRole('button', { name: `Create ${noun}` }).click()
  const title = noun.charAt(0).toUpperCase() + noun.slice(1)
  await expect(toast(page, `${title} ${name} created`)).toBeVisible()
  await expect(h1(page)).toHaveText(name)
}

/**
 * On a new pool's page, links silo basalt and makes the pool its default, in place of
 * `currentDefault`, which the confirmation names; the silo's list says so too.
 */
export async function linkBasaltAsDefault(
  page: Page,
  pool: { name: string; ofFamily: string; currentDefault: string; apiPath: string },
) {
  await page.getByRole('link', { name: 'Linked silos' }).click()
  await expect(page.getByRole('heading', { name: 'No linked silos' })).toBeVisible()
  await page.getByRole('button', { name: 'Link silo' }).click()
  const link = dialog(page, 'Link silo')
  await link.getByRole('combobox', { name: 'Silo' }).click()
  await page.getByRole('option', { name: /basalt/ }).click()
  await link.getByRole('button', { name: 'Link' }).click()
  await expect(toast(page, 'Silo basalt linked')).toBeVisible()
  await expect(row(page, 'basalt')).toBeVisible()

  await clickRowAction(page, 'basalt', 'Make default')
  const confirm = dialog(page, 'Make default')
  // basalt's current default is named: it stays linked but stops being the default
  await expect(confirm).toContainText(
    `Make ${pool.name} the default ${pool.ofFamily} of silo basalt?`,
  )
  await expect(confirm).toContainText(`The current default, ${pool.currentDefault}, stays linked`)
  await confirm.getByRole('button', { name: 'Make default' }).click()
  await expect(row(page, 'basalt').getByText('default', { exact: true })).toBeVisible()
  const pools = await apiCall(page, 'GET', `/v1/system/silos/basalt/${pool.apiPath}`)
  const items = (pools.body as { items: { name: string; is_default: boolean }[] }).items
  expect(items.filter((p) => p.is_default).map((p) => p.name)).toEqual([pool.name])
}
