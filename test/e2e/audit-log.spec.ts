/**
 * The audit log (what an operator just did shows up, filtered and exported), silo auth
 * settings (silo admins edit, others read), built-in users and the system's view of a silo's
 * users. The browser mock resets on reload, so the write and the audit log are reached by
 * links, not page loads.
 */
import { type Download, type Page } from '@playwright/test'

import { bodyRows, dialog, expect, h1, row, signIn, test, toast } from './utils'

const unique = (base: string) => `${base}-${Date.now().toString(36)}`

async function downloadText(page: Page, button: string): Promise<[string, string]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ])
  const d: Download = download
  const stream = await d.createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return [d.suggestedFilename(), Buffer.concat(chunks).toString('utf8')]
}

test('an IP pool just created shows in the audit log with its actor; filter, view, export', async ({
  page,
}) => {
  await page.goto('/system/networking/ip-pools')
  await expect(h1(page)).toHaveText('IP Pools')
  const name = unique('audited')
  await page.getByRole('link', { name: 'New IP pool' }).first().click()
  const create = dialog(page, 'Create IP pool')
  await create.getByRole('textbox', { name: 'Name' }).fill(name)
  await create.getByRole('button', { name: 'Create IP pool' }).click()
  await expect(toast(page, `IP pool ${name} created`)).toBeVisible()

  await page.getByRole('link', { name: 'Audit Log' }).click()
  await expect(h1(page)).toHaveText('Audit Log')
  await expect(page.getByRole('button', { name: 'Last day' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  // newest first: the write just made
  const first = bodyRows(page).first()
  await expect(first).toContainText('system_ip_pool_create')
  await expect(first).toContainText('Ada Okafor')
  await expect(first).toContainText('Succeeded')
  await expect(first).toContainText('/v1/system/ip-pools')

  await page.getByRole('button', { name: 'Operation: all' }).click()
  await page.getByRole('option', { name: /^system.ip.pool.create$/ }).click()
  await expect(page).toHaveURL(/[?&]operation=system_ip_pool_create(&|$)/)
  await expect(bodyRows(page)).toHaveCount(1)
  await page.getByRole('button', { name: 'Actor: all' }).click()
  await page.getByRole('option', { name: 'Ada Okafor' }).click()
  await expect(bodyRows(page)).toHaveCount(1)

  await expect(row(page, 'system_ip_pool_create')).toContainText('Ada Okafor')
  await row(page, 'system_ip_pool_create').getByRole('button', { name: 'Row actions' }).click()
  await page.getByRole('menuitem', { name: 'View entry' }).click()
  const entry = dialog(page, 'Audit log entry')
  await expect(entry.getByRole('region', { name: 'The entry as JSON' })).toContainText(
    '"operationId": "system_ip_pool_create"',
  )
  await expect(entry.getByRole('button', { name: 'Copy request ID' })).toBeVisible()
  await entry.getByRole('button', { name: 'Close' }).click()

  const [csvName, csv] = await downloadText(page, 'Export CSV')
  expect(csvName).toBe('audit-log-entries.csv')
  const lines = csv.trim().split(/\r?\n/)
  expect(lines).toHaveLength(2)
  expect(lines[0]).toContain('operation')
  expect(lines[1]).toContain('system_ip_pool_create')
  expect(lines[1]).toContain('Ada Okafor')
  const [, json] = await downloadText(page, 'Export JSON')
  const rows = JSON.parse(json) as { operationId: string; requestUri: string }[]
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({
    operationId: 'system_ip_pool_create',
    requestUri: '/v1/system/ip-pools',
  })
})

test('the range lives in the URL and survives a reload', async ({ page }) => {
  await page.goto('/system/audit-log')
  await expect(h1(page)).toHaveText('Audit Log')
  await page.getByRole('button', { name: 'Last week' }).click()
  await expect(page).toHaveURL(/[?&]range=week(&|$)/)
  // the seed's week of history: a refused write by dev, six days old
  await page.getByRole('button', { name: 'Result: all' }).click()
  await page.getByRole('option', { name: 'Failed' }).click()
  await expect(bodyRows(page).filter({ hasText: 'certificate_create' })).toHaveCount(1)

  await page.reload()
  await expect(page.getByRole('button', { name: 'Last week' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.getByRole('button', { name: 'Result: Failed' })).toBeVisible()
  await expect(bodyRows(page).filter({ hasText: 'certificate_create' })).toHaveCount(1)

  await page.getByRole('button', { name: 'Custom' }).click()
  const end = new Date()
  const start = new Date(end.getTime() - 27 * 3_600_000)
  const local = (d: Date) =>
    new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
  await page.getByLabel('Start').fill(local(start))
  await page.getByLabel('End').fill(local(end))
  await page.getByRole('button', { name: 'Apply range' }).click()
  await expect(page).toHaveURL(/[?&]range=custom(&|$)/)
  await expect(page).toHaveURL(/[?&]start=[^&]+.*[?&]end=[^&]+/)
  // 26 hours ago: in; the 46-hour-old refusal: out
  await expect(bodyRows(page).filter({ hasText: 'certificate_create' })).toHaveCount(1)
  await expect(bodyRows(page).filter({ hasText: 'instance_reboot' })).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true')
  await expect(bodyRows(page).filter({ hasText: 'certificate_create' })).toHaveCount(1)
})

test('auth settings: a silo admin edits the token lifetime, a viewer only reads it', async ({
  page,
}) => {
  await page.goto('/auth-settings')
  await expect(h1(page)).toHaveText('Authentication')
  const field = page
    .getByRole('textbox', { name: 'Maximum lifetime' })
    .or(page.getByRole('spinbutton', { name: 'Maximum lifetime' }))
  await field.fill('86400')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Auth settings updated')).toBeVisible()
  await expect(page.getByText('86,400 seconds (1 day)').first()).toBeVisible()

  await signIn(page, 'dev')
  await page.goto('/auth-settings')
  await expect(h1(page)).toHaveText('Authentication')
  await expect(page.getByText('Only silo admins can change auth settings.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0)
})

test('built-in users and a silo’s users as the system sees them', async ({ page }) => {
  await page.goto('/system/users-builtin')
  await expect(h1(page)).toHaveText('Built-in Users')
  await page.getByRole('link', { name: 'saga-recovery' }).click()
  const sheet = dialog(page, 'Built-in user')
  await expect(sheet).toContainText('used by Nexus when recovering sagas')
  await sheet.getByRole('button', { name: 'Close' }).click()

  await page.goto('/system/silos/lumen/users')
  await expect(row(page, 'Ben Ito')).toBeVisible()
  await row(page, 'Ben Ito').getByRole('button', { name: 'Row actions' }).click()
  await page.getByRole('menuitem', { name: 'View in audit log' }).click()
  await expect(h1(page)).toHaveText('Audit Log')
  await expect(page.getByRole('button', { name: 'Actor: Ben Ito' })).toBeVisible()
  await expect(bodyRows(page).first()).toContainText('Ben Ito')
  await expect(bodyRows(page).filter({ hasNotText: 'Ben Ito' })).toHaveCount(0)
})
