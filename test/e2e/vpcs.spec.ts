/** The project's VPCs: list, create (the IPv6 prefix checked in the browser), edit, delete. */
import { type Page } from '@playwright/test'

import { apiCall, clickRowAction, dialog, expect, h1, row, test, toast, urlPath } from './utils'

const LIST = '/projects/web-app/vpcs'

/**
 * Makes a VPC through the API from the instances page, then opens the VPC list from the
 * sidebar (the mock's data lives as long as the page, so no reload in between).
 */
async function withVpc(page: Page, name: string, { empty = false } = {}) {
  await page.goto('/projects/web-app/instances')
  await expect(h1(page)).toHaveText('Instances')
  const made = await apiCall(page, 'POST', '/v1/vpcs?project=web-app', {
    name,
    description: 'made by e2e',
    dns_name: name,
  })
  expect(made.status, JSON.stringify(made.body)).toBe(201)
  if (empty) {
    const subnet = await apiCall(
      page,
      'DELETE',
      `/v1/vpc-subnets/default?project=web-app&vpc=${name}`,
    )
    expect(subnet.status, JSON.stringify(subnet.body)).toBe(204)
  }
  await page.getByRole('link', { name: 'VPCs', exact: true }).click()
  await expect(h1(page)).toHaveText('VPCs')
  await expect(row(page, name)).toBeVisible()
}

test('lists the VPCs with DNS name, description and rule count', async ({ page }) => {
  await page.goto(LIST)
  await expect(h1(page)).toHaveText('VPCs')
  for (const header of ['name', 'DNS name', 'description', 'firewall rules', 'created']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible()
  }
  const vpc = row(page, 'default')
  await expect(vpc).toContainText('Default VPC')
  const rules = await apiCall(page, 'GET', '/v1/vpc-firewall-rules?project=web-app&vpc=default')
  const count = String((rules.body as { rules: unknown[] }).rules.length)
  await expect(vpc.getByRole('link', { name: count, exact: true })).toHaveAttribute(
    'href',
    '/projects/web-app/vpcs/default/firewall-rules',
  )
  await vpc.getByRole('link', { name: 'default', exact: true }).click()
  // the VPC's index opens its firewall rules
  await expect(page).toHaveURL(urlPath('/projects/web-app/vpcs/default/firewall-rules'))
  await expect(h1(page)).toHaveText('default')
  await expect(
    page
      .getByRole('navigation', { name: 'VPC tabs' })
      .getByRole('link', { name: 'Firewall rules' }),
  ).toHaveAttribute('aria-current', 'page')
})

test('creates a VPC with its own IPv6 prefix and opens it', async ({ page }) => {
  await page.goto(LIST)
  await page.getByRole('link', { name: 'New VPC' }).click()
  await expect(page).toHaveURL(urlPath('/projects/web-app/vpcs-new'))
  const form = dialog(page, 'Create VPC')
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-net')
  await form.getByRole('textbox', { name: 'Description' }).fill('made in the browser')
  await form.getByRole('textbox', { name: 'DNS name' }).fill('e2e-net')
  await form.getByRole('textbox', { name: 'IPv6 prefix' }).fill('  fd12:3456:789a::/48 ')
  await form.getByRole('button', { name: 'Create VPC' }).click()
  await expect(toast(page, 'VPC e2e-net created')).toBeVisible()
  await expect(page).toHaveURL(urlPath('/projects/web-app/vpcs/e2e-net/firewall-rules'))
  await expect(h1(page)).toHaveText('e2e-net')
  await expect(page.getByText('fd12:3456:789a::/48')).toBeVisible()
  await expect(page.getByText('made in the browser')).toBeVisible()
})

test('a VPC without a prefix gets one chosen', async ({ page }) => {
  await page.goto('/projects/web-app/vpcs-new')
  const form = dialog(page, 'Create VPC')
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-auto')
  await form.getByRole('textbox', { name: 'DNS name' }).fill('e2e-auto')
  await form.getByRole('button', { name: 'Create VPC' }).click()
  await expect(toast(page, 'VPC e2e-auto created')).toBeVisible()
  await expect(h1(page)).toHaveText('e2e-auto')
  await expect(page.getByText(/^fd[0-9a-f]{2}:[0-9a-f:]+::\/48$/)).toBeVisible()
})

test('each malformed IPv6 prefix is named in the browser, nothing is sent', async ({ page }) => {
  await page.goto('/projects/web-app/vpcs-new')
  const sent: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/v1/vpcs') sent.push(r.url())
  })
  const form = dialog(page, 'Create VPC')
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-bad')
  await form.getByRole('textbox', { name: 'DNS name' }).fill('e2e-bad')
  const prefix = form.getByRole('textbox', { name: 'IPv6 prefix' })
  const cases: [string, string][] = [
    ['fd12:3456:789a::', 'Must contain an IP address and a width, separated by a /'],
    ['fd12::/48/1', 'Must contain an IP address and a width, separated by a /'],
    ['fdzz::/48', 'Not a valid IP address'],
    ['fd12:3456:789a::/4x', 'Width must be an integer'],
    ['fd12:3456:789a::/129', 'Max width for IPv6 is 128'],
    ['10.0.0.0/8', 'Must be an IPv6 prefix'],
    ['2001:db8:1::/48', 'Must be a unique local address (fd00::/8)'],
    ['fd12:3456:789a::/64', 'Width must be 48'],
  ]
  for (const [value, message] of cases) {
    await prefix.fill(value)
    await form.getByRole('button', { name: 'Create VPC' }).click()
    await expect(form.getByText(message, { exact: true }), value).toBeVisible()
    await expect(prefix).toHaveAttribute('aria-invalid', 'true')
  }
  await expect(page).toHaveURL(urlPath('/projects/web-app/vpcs-new'))
  expect(sent).toEqual([])
})

test('edits a VPC from its row: name, description and DNS name', async ({ page }) => {
  await withVpc(page, 'e2e-edit')
  await clickRowAction(page, 'e2e-edit', 'Edit')
  await expect(page).toHaveURL(urlPath('/projects/web-app/vpcs/e2e-edit/edit'))
  const form = dialog(page, 'Edit VPC')
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('e2e-edit')
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-edited')
  await form.getByRole('textbox', { name: 'Description' }).fill('renamed by e2e')
  await form.getByRole('textbox', { name: 'DNS name' }).fill('edited')
  await form.getByRole('button', { name: 'Update VPC' }).click()
  await expect(toast(page, 'VPC e2e-edited updated')).toBeVisible()
  await expect(page).toHaveURL(urlPath(LIST))
  const edited = row(page, 'e2e-edited')
  await expect(edited).toContainText('renamed by e2e')
  await expect(edited).toContainText('edited')
  await expect(row(page, 'e2e-edit')).toBeHidden()
})

test('delete is refused while subnets remain, saying what is left', async ({ page }) => {
  await page.goto(LIST)
  await clickRowAction(page, 'default', 'Delete')
  const confirm = dialog(page, 'Delete VPC')
  await expect(confirm).toContainText('Are you sure you want to delete default?')
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  const error = toast(page, 'Could not delete VPC')
  await expect(error).toContainText('VPC cannot be deleted while VPC Subnets exist')
  await expect(error).toContainText('It still has subnets default and dmz')
  await expect(error).toContainText('api-server')
  await expect(row(page, 'default')).toBeVisible()
})

test('an empty VPC is deleted from its row', async ({ page }) => {
  await withVpc(page, 'e2e-gone', { empty: true })
  await clickRowAction(page, 'e2e-gone', 'Delete')
  await dialog(page, 'Delete VPC').getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, 'VPC e2e-gone deleted')).toBeVisible()
  await expect(row(page, 'e2e-gone')).toBeHidden()
})

test('a VPC with only its default subnet is refused, then deleted from its page', async ({
  page,
}) => {
  await withVpc(page, 'e2e-page')
  await row(page, 'e2e-page').getByRole('link', { name: 'e2e-page', exact: true }).click()
  await expect(h1(page)).toHaveText('e2e-page')
  await page.getByRole('button', { name: 'VPC actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await dialog(page, 'Delete VPC').getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, 'Could not delete VPC')).toContainText(
    'It still has subnet default. Delete the subnet first.',
  )
  await expect(h1(page)).toHaveText('e2e-page')

  const subnet = await apiCall(
    page,
    'DELETE',
    '/v1/vpc-subnets/default?project=web-app&vpc=e2e-page',
  )
  expect(subnet.status).toBe(204)
  await page.getByRole('button', { name: 'VPC actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await dialog(page, 'Delete VPC').getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, 'VPC e2e-page deleted')).toBeVisible()
  await expect(page).toHaveURL(urlPath(LIST))
  await expect(row(page, 'e2e-page')).toBeHidden()
})
