/** A VPC's internet gateways: the list with what is attached and routed, and one gateway. */
import { clickRowAction, dialog, expect, row, test, toast, urlPath } from './utils'

const VPC = '/projects/web-app/vpcs/default'
const GATEWAYS = `${VPC}/internet-gateways`

test('lists the gateways with their pools, addresses and routes', async ({ page }) => {
  await page.goto(`${VPC}/firewall-rules`)
  await page
    .getByRole('navigation', { name: 'VPC tabs' })
    .getByRole('link', { name: 'Internet gateways' })
    .click()
  await expect(page).toHaveURL(urlPath(GATEWAYS))
  await expect(page.getByRole('heading', { name: 'Internet gateways', level: 2 })).toBeVisible()
  for (const header of ['name', 'description', 'IP pools', 'IP addresses', 'routes', 'created']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible()
  }
  const gw = row(page, 'default')
  await expect(gw.getByRole('cell').nth(2)).toHaveText('default')
  await expect(gw.getByRole('cell').nth(3)).toHaveText('None')
  // the system router's two default routes and web-egress's "internet"
  await expect(gw.getByRole('cell').nth(4)).toHaveText('3')
})

test('a gateway shows its pools, addresses and the routes that target it', async ({ page }) => {
  await page.goto(GATEWAYS)
  await row(page, 'default').getByRole('link', { name: 'default', exact: true }).click()
  await expect(page).toHaveURL(urlPath(`${GATEWAYS}/default`))
  const modal = dialog(page, 'Internet gateway')
  await expect(modal).toContainText('Default internet gateway of this VPC')
  await expect(modal.getByRole('heading', { name: 'IP pools' })).toBeVisible()
  await expect(modal).toContainText(
    'No IP address is attached to this gateway: it uses an address from its IP pool.',
  )
  const routes = modal.getByRole('listitem').filter({ hasText: 'internet' })
  await expect(routes.getByRole('link', { name: 'web-egress' })).toBeVisible()
  await routes.getByRole('link', { name: 'web-egress' }).click()
  await expect(page).toHaveURL(urlPath(`${VPC}/routers/web-egress`))
})

test('a route to a new target gateway name counts for it once routed', async ({ page }) => {
  await page.goto(`${VPC}/routers/web-egress`)
  await clickRowAction(page, 'block-metadata', 'Edit')
  const form = dialog(page, 'Edit route')
  await form.getByRole('button', { name: 'Target type' }).click()
  await page.getByRole('option', { name: 'Internet gateway', exact: true }).click()
  await form.getByRole('combobox', { name: 'Target value' }).click()
  await page.getByRole('option', { name: 'default', exact: true }).click()
  await form.getByRole('button', { name: 'Update route' }).click()
  await expect(toast(page, 'Route block-metadata updated')).toBeVisible()
  await page.getByRole('link', { name: 'default', exact: true }).first().click()
  await page
    .getByRole('navigation', { name: 'VPC tabs' })
    .getByRole('link', { name: 'Internet gateways' })
    .click()
  await expect(row(page, 'default').getByRole('cell').nth(4)).toHaveText('4')
})

test('creates a gateway, attaches and detaches a pool and an address, deletes it', async ({
  page,
}) => {
  await page.goto(GATEWAYS)
  await page.getByRole('link', { name: 'New internet gateway' }).first().click()
  await expect(page).toHaveURL(urlPath(`${VPC}/internet-gateways-new`))
  const form = dialog(page, 'Create internet gateway')
  await form.getByRole('textbox', { name: 'Name' }).fill('egress-two')
  await form.getByRole('button', { name: 'Create internet gateway' }).click()
  await expect(toast(page, 'Internet gateway egress-two created')).toBeVisible()
  await expect(page).toHaveURL(urlPath(`${GATEWAYS}/egress-two`))
  const modal = dialog(page, 'Internet gateway')
  await expect(modal).toContainText('No IP pool is attached to this gateway.')

  // a pool of the silo, after a confirm
  await modal.getByRole('button', { name: 'IP pool to attach' }).click()
  await page.getByRole('option', { name: 'lumen-v4', exact: true }).click()
  await modal.getByRole('button', { name: 'Attach pool' }).click()
  await dialog(page, 'Attach IP pool').getByRole('button', { name: 'Attach' }).click()
  await expect(modal.getByRole('button', { name: 'Detach lumen-v4' })).toBeVisible()

  // an address of the silo's pools: checked in the browser first
  const address = modal.getByRole('textbox', { name: 'IP address to attach' })
  await address.fill('203.0.113')
  await modal.getByRole('button', { name: 'Attach address' }).click()
  await expect(modal.getByText('Not a valid IP address')).toBeVisible()
  await address.fill('203.0.113.57')
  await modal.getByRole('button', { name: 'Attach address' }).click()
  await dialog(page, 'Attach IP address').getByRole('button', { name: 'Attach' }).click()
  // (toasts sit under the side modal, out of the accessibility tree while it is open)
  await modal.getByRole('button', { name: 'Detach 203.0.113.57' }).click()
  await dialog(page, 'Detach IP address').getByRole('button', { name: 'Detach' }).click()
  await expect(modal.getByRole('button', { name: 'Detach 203.0.113.57' })).toHaveCount(0)

  // the API refuses to delete a gateway with a pool still attached; nothing changes
  await modal.getByRole('button', { name: 'Close' }).click()
  await clickRowAction(page, 'egress-two', 'Delete')
  await dialog(page, 'Delete internet gateway').getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, 'Could not delete internet gateway')).toBeVisible()
  await expect(row(page, 'egress-two')).toContainText('lumen-v4')

  await row(page, 'egress-two').getByRole('link', { name: 'egress-two' }).click()
  await modal.getByRole('button', { name: 'Detach lumen-v4' }).click()
  await dialog(page, 'Detach IP pool').getByRole('button', { name: 'Detach' }).click()
  await expect(modal.getByRole('button', { name: 'Detach lumen-v4' })).toHaveCount(0)
  await modal.getByRole('button', { name: 'Close' }).click()
  await clickRowAction(page, 'egress-two', 'Delete')
  await dialog(page, 'Delete internet gateway').getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, 'Internet gateway egress-two deleted')).toBeVisible()
  await expect(row(page, 'egress-two')).toHaveCount(0)
})
