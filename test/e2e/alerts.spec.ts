/** Webhook alert receivers: create one, subscribe it, send it a test, resend a failed delivery. */
import { clickRowAction, dialog, expect, h1, row, test, toast, urlPath } from './utils'

const unique = (prefix: string) => `${prefix}-${Date.now() % 1000000}`

test('creates a receiver with a secret and the classes chosen under a filter', async ({ page }) => {
  await page.goto('/system/alerts')
  await expect(h1(page)).toHaveText('Alerts')
  await expect(row(page, 'ops-pager')).toContainText('hooks.pager.example.com')

  const name = unique('e2e-hook')
  await page.getByRole('link', { name: 'New receiver' }).first().click()
  const create = dialog(page, 'Create webhook receiver')
  await create.getByRole('textbox', { name: 'Name' }).fill(name)
  const endpoint = create.getByRole('textbox', { name: 'Endpoint URL' })
  await endpoint.fill('hooks.example.com')
  await expect(create.getByRole('textbox', { name: 'Secret' })).not.toHaveValue('')
  // the classes, narrowed by the filter
  await create.getByRole('searchbox', { name: 'Filter alert classes' }).fill('update.*')
  await expect(create.getByRole('checkbox')).toHaveCount(3)
  await create.getByRole('checkbox', { name: /update\.failed/ }).check()
  await create.getByRole('button', { name: 'Create alert receiver' }).click()
  await expect(
    create.getByText('Must be a full URL, such as https://hooks.example.com/alerts'),
  ).toBeVisible()
  await endpoint.fill('https://hooks.example.com/e2e')
  await create.getByRole('button', { name: 'Create alert receiver' }).click()
  await expect(h1(page)).toHaveText(name)
  await expect(page).toHaveURL(urlPath(`/system/alerts/${name}/deliveries`))
  await page.getByRole('link', { name: 'Subscriptions (1)' }).click()
  await expect(row(page, 'update.failed')).toBeVisible()
})

test('subscribes a receiver to a pattern and sends it a test', async ({ page }) => {
  await page.goto('/system/alerts/ops-pager/subscriptions')
  await expect(h1(page)).toHaveText('ops-pager')
  await page.getByRole('button', { name: 'Add subscriptions' }).click()
  const add = dialog(page, 'Add subscriptions')
  await add.getByRole('textbox', { name: /Pattern/ }).fill('silo.*')
  await add.getByRole('button', { name: 'Subscribe' }).click()
  await expect(row(page, 'silo.*')).toBeVisible()

  await page.getByRole('button', { name: 'Send test' }).click()
  const probe = dialog(page, 'Send test')
  await probe.getByRole('button', { name: 'Send test' }).click()
  await expect(probe.getByText('Test delivered')).toBeVisible()
  await expect(probe.getByText(/^200 in \d+ ms$/)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(probe).toBeHidden()

  await page.getByRole('link', { name: 'Deliveries' }).click()
  await expect(row(page, 'probe')).toContainText('Test')
  await expect(row(page, 'probe')).toContainText('delivered')
})

test('resends a failed delivery', async ({ page }) => {
  await page.goto('/system/alerts/audit-archive/deliveries')
  await expect(h1(page)).toHaveText('audit-archive')
  const deliveries = row(page, 'hardware.disk.faulted')
  await expect(deliveries).toHaveCount(1)
  await expect(deliveries).toContainText('failed')
  await expect(deliveries).toContainText('Timed out')

  await clickRowAction(page, 'hardware.disk.faulted', 'Resend')
  await expect(toast(page, 'Alert hardware.disk.faulted resent to audit-archive')).toBeVisible()
  const resent = deliveries.filter({ hasText: 'Resend' })
  await expect(resent).toContainText('delivered')
  await expect(resent).toContainText(/200 in \d+ ms/)
  await clickRowAction(page, 'Resend', 'View alert')
  await expect(dialog(page, 'Alert')).toContainText('"model": "WUS4C6432DSP3X3"')
  await page.keyboard.press('Escape')

  // the state filter narrows the list to the one that still failed
  await page.getByRole('button', { name: 'State: all' }).click()
  await page.getByRole('option', { name: 'failed', exact: true }).click()
  await expect(deliveries).toHaveCount(1)
  await expect(deliveries).toContainText('Alert')
})
