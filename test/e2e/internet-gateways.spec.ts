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
