/** What the two instance create specs share: opening the form, its parts, and reading the API. */
import { type Locator, type Page } from '@playwright/test'

import { apiCall, expect, h1, toast, urlPath } from './utils'

export type Named = { name: string }
export type Page_<T> = { items: T[] }
export type Disk = Named & { size: number; state: { state: string }; read_only: boolean }
export async function openForm(page: Page, project = 'web-app') {
  await page.goto(`/projects/${project}/instances-new`)
  // a cold start (service worker, lazy chunks, nine prefetched lists) can be slow on a busy box
  await expect(h1(page)).toHaveText('Create instance', { timeout: 20_000 })
}

/** The form itself (side modals and dialogs are outside it). */
export const main = (page: Page) => page.getByRole('main')
export const section = (page: Page, name: string) => main(page).getByRole('region', { name })
export const createButton = (page: Page) => page.getByRole('button', { name: 'Create instance' })

export async function pick(
  scope: Page | Locator,
  page: Page,
  label: string,
  option: string | RegExp,
) {
  await scope.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option }).click()
}

export async function expectCreated(page: Page, name: string, project = 'web-app') {
  await expect(toast(page, `Instance ${name} created`)).toBeVisible()
  await expect(page).toHaveURL(urlPath(`/projects/${project}/instances/${name}/storage`))
}

export const get = async <T>(page: Page, path: string) => {
  const res = await apiCall(page, 'GET', path)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body as T
}
