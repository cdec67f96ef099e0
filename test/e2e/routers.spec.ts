/** A VPC's routers and their routes: list, create, edit, delete, each refusal with its reason. */
import { type Page } from '@playwright/test'

import { STALE_TIME_MS } from '../../app/util/constants'
import { apiCall, clickRowAction, dialog, expect, h1, row, test, toast, urlPath } from './utils'

const VPC = '/projects/web-app/vpcs/default'
const ROUTERS = `${VPC}/routers`
const Q = '?project=web-app&vpc=default'

const menuItem = async (page: Page, name: string, action: string) => {
  await row(page, name).getByRole('button', { name: 'Row actions' }).click()
  return page.getByRole('menuitem', { name: action, exact: true })
}

test('lists system and custom routers; the system router and a used one stay', async ({ page }) => {
  await page.goto(`${VPC}/firewall-rules`)
  await page
    .getByRole('navigation', { name: 'VPC tabs' })
    .getByRole('link', { name: 'Routers' })
    .click()
  await expect(page).toHaveURL(urlPath(ROUTERS))
  await expect(page.getByRole('heading', { name: 'Routers', level: 2 })).toBeVisible()
  await expect(row(page, 'system')).toContainText('system')
  await expect(row(page, 'web-egress')).toContainText('custom')

  let item = await menuItem(page, 'system', 'Delete')
  await expect(item).toBeDisabled()
  await expect(item).toHaveAccessibleDescription('System routers cannot be deleted')
  await page.keyboard.press('Escape')
  item = await menuItem(page, 'system', 'Edit')
  await expect(item).toBeDisabled()
  await expect(item).toHaveAccessibleDescription(
    'The system router is managed by the VPC and cannot be edited',
  )
  await page.keyboard.press('Escape')
  item = await menuItem(page, 'web-egress', 'Delete')
  await expect(item).toBeDisabled()
  await expect(item).toHaveAccessibleDescription(
    'Used by subnet dmz; choose another router for it first',
  )
})

test('a slow click on a router link is not lost to the prefetch its press starts', async ({
  page,
}) => {
  await page.goto(ROUTERS)
  const link = row(page, 'system').getByRole('link', { name: 'system' })
  await expect(link).toBeVisible()
  // once the list's data is stale, the press refetches what the router page reads, which the
  // list reads too; the link must stay the same element until the release
  await page.waitForTimeout(STALE_TIME_MS + 100)
  const box = await link.boundingBox()
  if (!box) throw new Error('the link has no box')
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  // a person's press lasts about this long
  await page.waitForTimeout(150)
  await page.mouse.up()
  await expect(page).toHaveURL(urlPath(`${ROUTERS}/system`))
  await expect(page.getByRole('button', { name: 'Router actions' })).toBeVisible()
})

test('creates a router, renames it, then deletes it', async ({ page }) => {
  await page.goto(ROUTERS)
  await page.getByRole('link', { name: 'New router' }).first().click()
  await expect(page).toHaveURL(urlPath(`${VPC}/routers-new`))
  const form = dialog(page, 'Create router')
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-router')
  await form.getByRole('textbox', { name: 'Description' }).fill('made by e2e')
  await form.getByRole('button', { name: 'Create router' }).click()
  await expect(toast(page, 'Router e2e-router created')).toBeVisible()
  await expect(page).toHaveURL(urlPath(`${ROUTERS}/e2e-router`))
  await expect(h1(page)).toHaveText('e2e-router')
  await expect(page.getByText('No routes')).toBeVisible()

  // the breadcrumb leads back (a reload would start the in-browser mock afresh)
  await page.getByRole('link', { name: 'Routers', exact: true }).click()
  await expect(page).toHaveURL(urlPath(ROUTERS))
  await clickRowAction(page, 'e2e-router', 'Edit')
  const edit = dialog(page, 'Edit router')
  await expect(edit).toContainText('custom')
  await edit.getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-router-2')
  await edit.getByRole('button', { name: 'Update router' }).click()
  await expect(toast(page, 'Router e2e-router-2 updated')).toBeVisible()
  await expect(row(page, 'e2e-router-2')).toBeVisible()

  // deleted from its own page's header, which then leads back to the list
  await row(page, 'e2e-router-2').getByRole('link', { name: 'e2e-router-2' }).click()
  await page.getByRole('button', { name: 'Router actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete', exact: true }).click()
  const confirm = dialog(page, 'Delete router')
  await expect(confirm).toContainText('This will also delete any routes belonging to this router.')
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, 'Router e2e-router-2 deleted')).toBeVisible()
  await expect(page).toHaveURL(urlPath(ROUTERS))
  await expect(row(page, 'e2e-router-2')).toBeHidden()

  // the system router's header says why it stays
  await row(page, 'system').getByRole('link', { name: 'system' }).click()
  await page.getByRole('button', { name: 'Router actions' }).click()
  const del = page.getByRole('menuitem', { name: 'Delete', exact: true })
  await expect(del).toBeDisabled()
  await expect(del).toHaveAccessibleDescription('System routers cannot be deleted')
})

test('the API’s refusal to delete a router in use is said', async ({ page }) => {
  await page.goto(`${VPC}/firewall-rules`)
  await expect(h1(page)).toHaveText('default')
  const router = await apiCall(page, 'POST', `/v1/vpc-routers${Q}`, {
    name: 'e2e-used',
    description: '',
  })
  expect(router.status).toBe(201)
  await page
    .getByRole('navigation', { name: 'VPC tabs' })
    .getByRole('link', { name: 'Routers' })
    .click()
  await expect(row(page, 'e2e-used')).toBeVisible()
  // a subnet takes the router after the page loaded its subnets: only the API knows
  const subnet = await apiCall(page, 'POST', `/v1/vpc-subnets${Q}`, {
    name: 'e2e-uses',
    description: '',
    ipv4_block: '10.31.0.0/24',
    custom_router: 'e2e-used',
  })
  expect(subnet.status).toBe(201)
  await clickRowAction(page, 'e2e-used', 'Delete')
  await dialog(page, 'Delete router').getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, 'Could not delete router')).toContainText(
    'Router is in use by subnet "e2e-uses"; unlink it first',
  )
  await expect(row(page, 'e2e-used')).toBeVisible()
})

test('the system router shows its routes read-only with the reasons', async ({ page }) => {
  await page.goto(ROUTERS)
  await page.getByRole('link', { name: 'system', exact: true }).click()
  await expect(page).toHaveURL(urlPath(`${ROUTERS}/system`))
  await expect(h1(page)).toHaveText('system')
  const add = page.getByRole('button', { name: 'New route' })
  await expect(add).toHaveAttribute('aria-disabled', 'true')
  const refused = 'User-provided routes cannot be added to a system router'
  await expect(add).toHaveAccessibleDescription(refused)
  await expect(page.getByText(refused, { exact: true }).filter({ visible: true })).toBeVisible()
  await expect(row(page, 'default-v4')).toContainText('internet gateway')

  let item = await menuItem(page, 'dmz', 'Edit')
  await expect(item).toBeDisabled()
  await expect(item).toHaveAccessibleDescription(
    'Routes of type VPC Subnet within the system router are not modifiable',
  )
  await page.keyboard.press('Escape')
  item = await menuItem(page, 'default-v4', 'Delete')
  await expect(item).toBeDisabled()
  await expect(item).toHaveAccessibleDescription('System routes cannot be deleted')
  await page.keyboard.press('Escape')

  await page.goto(`${ROUTERS}/system/routes/dmz/edit`)
  const form = dialog(page, 'Edit route')
  await expect(
    form
      .getByText('Routes of type VPC Subnet within the system router are not modifiable', {
        exact: true,
      })
      .filter({ visible: true }),
  ).toBeVisible()
  await expect(form.getByRole('button', { name: 'Update route' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled()
})

test('a custom router’s routes show destination and target kinds', async ({ page }) => {
  await page.goto(`${ROUTERS}/web-egress`)
  await expect(h1(page)).toHaveText('web-egress')
  await expect(row(page, 'to-onprem')).toContainText('IP network')
  await expect(row(page, 'to-onprem')).toContainText('10.50.0.0/16')
  await expect(row(page, 'to-onprem')).toContainText('instance')
  await expect(row(page, 'to-onprem')).toContainText('api-server')
  await expect(row(page, 'internet')).toContainText('internet gateway')
  await expect(row(page, 'block-metadata')).toContainText('drop')
})

test('a route’s destination and target are checked in the browser', async ({ page }) => {
  await page.goto(`${ROUTERS}/web-egress`)
  await page.getByRole('link', { name: 'New route' }).first().click()
  await expect(page).toHaveURL(urlPath(`${ROUTERS}/web-egress/routes-new`))
  const sent: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/v1/vpc-router-routes') {
      sent.push(r.url())
    }
  })
  const form = dialog(page, 'Create route')
  const submit = form.getByRole('button', { name: 'Create route' })
  const dest = form.getByRole('textbox', { name: 'Destination value' })
  const target = form.getByRole('textbox', { name: 'Target value' })
  const pick = async (field: string, option: string) => {
    await form.getByRole('button', { name: field }).click()
    await page.getByRole('option', { name: option, exact: true }).click()
  }
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-route')
  await submit.click()
  await expect(form.getByText('Destination value is required', { exact: true })).toBeVisible()
  await expect(form.getByText('Target value is required', { exact: true })).toBeVisible()

  await dest.fill('10.1.2')
  await submit.click()
  await expect(form.getByText('Not a valid IP address', { exact: true })).toBeVisible()

  await pick('Destination type', 'IP network')
  for (const [value, message] of [
    ['10.1.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['10.1.0/16', 'Not a valid IP address'],
    ['10.1.0.0/1x', 'Width must be an integer'],
    ['10.1.0.0/33', 'Max width for IPv4 is 32'],
    ['fd00::/129', 'Max width for IPv6 is 128'],
  ]) {
    await dest.fill(value!)
    await submit.click()
    await expect(form.getByText(message!, { exact: true }), value).toBeVisible()
  }
  await dest.fill('10.1.0.0/16')
  await target.fill('fd00::2')
  await submit.click()
  await expect(
    form.getByText('Must be an IPv4 address, like the destination', { exact: true }),
  ).toBeVisible()

  await pick('Target type', 'VPC')
  await expect(
    form.getByText('A VPC cannot be the target of a custom route', { exact: true }),
  ).toBeVisible()
  await pick('Target type', 'Subnet')
  await expect(
    form.getByText('A subnet cannot be the target of a custom route', { exact: true }),
  ).toBeVisible()
  await pick('Destination type', 'VPC')
  await expect(
    form.getByText('A VPC cannot be the destination of a custom route', { exact: true }),
  ).toBeVisible()
  expect(sent).toEqual([])

  await pick('Destination type', 'IP network')
  await dest.fill('10.1.0.0/16')
  await pick('Target type', 'Internet gateway')
  const gateway = form.getByRole('combobox', { name: 'Target value' })
  await gateway.click()
  await page.getByRole('option', { name: 'default', exact: true }).click()
  await submit.click()
  await expect(toast(page, 'Route e2e-route created')).toBeVisible()
  await expect(page).toHaveURL(urlPath(`${ROUTERS}/web-egress`))
  await expect(row(page, 'e2e-route')).toContainText('10.1.0.0/16')
  await expect(row(page, 'e2e-route')).toContainText('internet gateway')
})

test('creates a route, edits it to drop, then deletes it', async ({ page }) => {
  await page.goto(`${ROUTERS}/web-egress/routes-new`)
  const create = dialog(page, 'Create route')
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-edit')
  await create.getByRole('textbox', { name: 'Destination value' }).fill('10.7.7.7')
  await create.getByRole('textbox', { name: 'Target value' }).fill('10.0.0.9')
  await create.getByRole('button', { name: 'Create route' }).click()
  await expect(toast(page, 'Route e2e-edit created')).toBeVisible()

  await clickRowAction(page, 'e2e-edit', 'Edit')
  const form = dialog(page, 'Edit route')
  await expect(form.getByRole('textbox', { name: 'Target value' })).toHaveValue('10.0.0.9')
  await form.getByRole('button', { name: 'Target type' }).click()
  await page.getByRole('option', { name: 'Drop', exact: true }).click()
  await expect(form.getByRole('textbox', { name: 'Target value' })).toHaveCount(0)
  await form.getByRole('button', { name: 'Update route' }).click()
  await expect(toast(page, 'Route e2e-edit updated')).toBeVisible()
  await expect(row(page, 'e2e-edit')).toContainText('drop')

  await clickRowAction(page, 'e2e-edit', 'Delete')
  await dialog(page, 'Delete route').getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, 'Route e2e-edit deleted')).toBeVisible()
  await expect(row(page, 'e2e-edit')).toBeHidden()
})
