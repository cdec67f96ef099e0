/** The operator's subnet pools: create, members with their checks, silo links, delete rules. */
import { createPool, linkBasaltAsDefault } from './pool-flows'
import { dialog, expect, h1, row, signIn, test, toast } from './utils'

const stamp = Date.now() % 1000000
const unique = (prefix: string) => `${prefix}-${stamp}`

test('creates a pool, adds a subnet after a bad CIDR, links it to a silo as default', async ({
  page,
}) => {
  test.slow()
  await page.goto('/system/networking/subnet-pools')
  // the first page of a run may wait for the whole app on a loaded machine
  await expect(h1(page)).toHaveText('Subnet Pools', { timeout: 15_000 })
  await expect(row(page, 'lumen-subnets')).toContainText('7,872 / 8,192')

  const name = unique('edge-blocks')
  await createPool(page, 'subnet pool', name)
  await expect(page.getByRole('heading', { name: 'No subnets' })).toBeVisible()

  await page.getByRole('link', { name: 'Add subnet' }).first().click()
  const add = dialog(page, 'Add subnet')
  const subnet = add.getByRole('textbox', { name: 'Subnet' })
  const submit = add.getByRole('button', { name: 'Add subnet' })
  await subnet.fill('198.19.200.0')
  await submit.click()
  await expect(
    add.getByText('Must contain an IP address and a width, separated by a /'),
  ).toBeVisible()
  await subnet.fill('198.19.200.0/33')
  await submit.click()
  await expect(add.getByText('Max width for IPv4 is 32')).toBeVisible()
  await subnet.fill('198.19.200.0/24')
  await add.getByRole('spinbutton', { name: 'Minimum prefix length' }).fill('20')
  await submit.click()
  await expect(add.getByText("Must be at least 24, the subnet's own width")).toBeVisible()
  await add.getByRole('spinbutton', { name: 'Minimum prefix length' }).fill('26')
  await submit.click()
  await expect(toast(page, 'Subnet 198.19.200.0/24 added')).toBeVisible()
  await expect(row(page, '198.19.200.0/24')).toContainText('/26')
  await expect(page.getByText('256 of 256 addresses free')).toBeVisible()

  // a pool with subnets cannot go: the action says why
  await page.getByRole('button', { name: 'Subnet pool actions' }).click()
  const del = page.getByRole('menuitem', { name: 'Delete' })
  await expect(del).toBeDisabled()
  await expect(del).toHaveAccessibleDescription(
    'Subnet pool cannot be deleted while it contains subnets',
  )
  await page.keyboard.press('Escape')

  await linkBasaltAsDefault(page, {
    name,
    ofFamily: 'IPv4 subnet pool',
    currentDefault: 'basalt-subnets',
    apiPath: 'subnet-pools',
  })

  // the silo's tab shows the same (a link, not a reload: the in-browser mock keeps the change)
  await row(page, 'basalt').getByRole('link', { name: 'basalt' }).click()
  const tabs = page.getByRole('navigation', { name: 'Silo' })
  await expect(tabs.getByRole('link', { name: 'Subnet pools' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  // the name cell holds the default badge
  await expect(row(page, new RegExp(`^${name} default$`))).toBeVisible()
  await expect(row(page, 'basalt-subnets')).toBeVisible()
})

test('a silo admin who is not an operator finds no subnet pools', async ({ page }) => {
  await signIn(page, 'ben')
  await page.goto('/system/networking/subnet-pools')
  await expect(h1(page)).toHaveText('Page not found')
})
