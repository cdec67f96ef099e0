/** A VPC's subnets: list, create (blocks checked in the browser), edit, delete. */
import { apiCall, clickRowAction, dialog, expect, h1, row, test, toast, urlPath } from './utils'

const VPC = '/projects/web-app/vpcs/default'
const SUBNETS = `${VPC}/subnets`

test('lists the subnets with their blocks and custom router', async ({ page }) => {
  await page.goto(`${VPC}/firewall-rules`)
  await expect(h1(page)).toHaveText('default')
  await page
    .getByRole('navigation', { name: 'VPC tabs' })
    .getByRole('link', { name: 'Subnets' })
    .click()
  await expect(page).toHaveURL(urlPath(SUBNETS))
  await expect(page.getByRole('heading', { name: 'Subnets', level: 2 })).toBeVisible()
  for (const header of ['name', 'description', 'IPv4 block', 'IPv6 block', 'custom router']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible()
  }
  await expect(row(page, 'dmz')).toContainText('172.30.4.0/24')
  await expect(row(page, 'dmz')).toContainText('web-egress')
  await expect(row(page, 'default')).toContainText('172.30.0.0/22')
  await expect(row(page, 'default')).toContainText('None')
})

test('each malformed block is named in the browser; a good one creates the subnet', async ({
  page,
}) => {
  await page.goto(SUBNETS)
  await page.getByRole('link', { name: 'New subnet' }).first().click()
  await expect(page).toHaveURL(urlPath(`${VPC}/subnets-new`))
  const sent: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/v1/vpc-subnets') sent.push(r.url())
  })
  const form = dialog(page, 'Create subnet')
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-sub')
  const v4 = form.getByRole('textbox', { name: 'IPv4 block' })
  const v6 = form.getByRole('textbox', { name: 'IPv6 block' })
  const submit = form.getByRole('button', { name: 'Create subnet' })

  await submit.click()
  await expect(form.getByText('IPv4 block is required', { exact: true })).toBeVisible()
  for (const [value, message] of [
    ['10.20.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['10.20.0/24', 'Not a valid IP address'],
    ['10.20.0.0/2a', 'Width must be an integer'],
    ['10.20.0.0/40', 'Max width for IPv4 is 32'],
    ['fd00::/64', 'Must be an IPv4 network'],
    ['10.20.0.0/28', 'Width must be between 8 and 26'],
    ['8.8.8.0/24', 'Must be in a private range: 10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16'],
  ]) {
    await v4.fill(value!)
    await submit.click()
    await expect(form.getByText(message!, { exact: true }), value).toBeVisible()
  }
  await v4.fill('10.20.0.0/24')
  const prefix = (
    (await apiCall(page, 'GET', '/v1/vpcs/default?project=web-app')).body as {
      ipv6_prefix: string
    }
  ).ipv6_prefix
  for (const [value, message] of [
    ['fd00::', 'Must contain an IP address and a width, separated by a /'],
    ['fd00::/300', 'Max width for IPv6 is 128'],
    ['10.0.0.0/24', 'Must be an IPv6 network'],
    ['fd00::/48', 'Width must be 64'],
    ['fd00:1:2:3::/64', `Must be inside the VPC’s prefix ${prefix}`],
  ]) {
    await v6.fill(value!)
    await submit.click()
    await expect(form.getByText(message!, { exact: true }), value).toBeVisible()
  }
  expect(sent).toEqual([])

  await v6.fill(prefix.replace('::/48', ':99::/64'))
  await form.getByRole('button', { name: 'Custom router' }).click()
  await page.getByRole('option', { name: 'web-egress' }).click()
  await submit.click()
  await expect(toast(page, 'Subnet e2e-sub created')).toBeVisible()
  await expect(page).toHaveURL(urlPath(SUBNETS))
  const made = row(page, 'e2e-sub')
  await expect(made).toContainText('10.20.0.0/24')
  await expect(made).toContainText(prefix.replace('::/48', ':99::/64'))
  await expect(made).toContainText('web-egress')
})

test('a block another subnet uses is refused by the API, said on the form', async ({ page }) => {
  await page.goto(`${VPC}/subnets-new`)
  const form = dialog(page, 'Create subnet')
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-overlap')
  await form.getByRole('textbox', { name: 'IPv4 block' }).fill('172.30.1.0/24')
  await form.getByRole('button', { name: 'Create subnet' }).click()
  await expect(form.getByText(/overlaps subnet "default"/).first()).toBeVisible()
  await expect(page).toHaveURL(urlPath(`${VPC}/subnets-new`))
})

test('edits a subnet: name, description and router; the blocks stay', async ({ page }) => {
  await page.goto(SUBNETS)
  await clickRowAction(page, 'dmz', 'Edit')
  await expect(page).toHaveURL(urlPath(`${SUBNETS}/dmz/edit`))
  const form = dialog(page, 'Edit subnet')
  await expect(form).toContainText('172.30.4.0/24')
  await expect(form.getByRole('textbox', { name: 'IPv4 block' })).toHaveCount(0)
  await form.getByRole('textbox', { name: 'Description' }).fill('edited by e2e')
  await form.getByRole('button', { name: 'Custom router' }).click()
  await page.getByRole('option', { name: 'None' }).click()
  await form.getByRole('button', { name: 'Update subnet' }).click()
  await expect(toast(page, 'Subnet dmz updated')).toBeVisible()
  await expect(row(page, 'dmz')).toContainText('edited by e2e')
  await expect(row(page, 'dmz')).toContainText('None')
})

test('delete is refused while interfaces are in the subnet; an empty one goes', async ({
  page,
}) => {
  await page.goto(SUBNETS)
  await clickRowAction(page, 'dmz', 'Delete')
  await dialog(page, 'Delete subnet').getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, 'Could not delete subnet')).toContainText(
    'VPC Subnet cannot be deleted while network interfaces in the subnet exist',
  )
  await expect(row(page, 'dmz')).toBeVisible()

  const made = await apiCall(page, 'POST', '/v1/vpc-subnets?project=web-app&vpc=default', {
    name: 'e2e-empty',
    description: '',
    ipv4_block: '10.30.0.0/24',
  })
  expect(made.status).toBe(201)
  // back to the tab: the list refetches once its data is stale (2 s), so go round until it has
  const tabs = page.getByRole('navigation', { name: 'VPC tabs' })
  await expect(async () => {
    await tabs.getByRole('link', { name: 'Firewall rules' }).click()
    await tabs.getByRole('link', { name: 'Subnets' }).click()
    await expect(row(page, 'e2e-empty')).toBeVisible({ timeout: 1000 })
  }).toPass()
  await clickRowAction(page, 'e2e-empty', 'Delete')
  await dialog(page, 'Delete subnet').getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, 'Subnet e2e-empty deleted')).toBeVisible()
  await expect(row(page, 'e2e-empty')).toBeHidden()
})
