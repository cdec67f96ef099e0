/** The operator's IP pools: create, ranges with their checks, delete rules, silo links. */
import { createPool, linkBasaltAsDefault } from './pool-flows'
import { clickRowAction, dialog, expect, h1, row, signIn, test, toast } from './utils'

const unique = (prefix: string) => `${prefix}-${Date.now() % 1000000}`

test('creates a pool, checks ranges in the browser, and deletes it only once empty', async ({
  page,
}) => {
  await page.goto('/system/networking/ip-pools')
  await expect(h1(page)).toHaveText('IP Pools')
  await expect(row(page, 'lumen-v6')).toContainText('65,520 / 65,520')

  const name = unique('edge-v6')
  await createPool(page, 'IP pool', name, 'IPv6')
  await expect(page.getByRole('heading', { name: 'No IP ranges' })).toBeVisible()

  await page.getByRole('link', { name: 'Add range' }).first().click()
  const add = dialog(page, 'Add IP range')
  const first = add.getByRole('textbox', { name: 'First' })
  const last = add.getByRole('textbox', { name: 'Last' })
  const submit = add.getByRole('button', { name: 'Add IP range' })
  await first.fill('10.9.0.1')
  await last.fill('fd00::g')
  await submit.click()
  await expect(add.getByText('IPv4 address not allowed in IPv6 pool')).toBeVisible()
  await expect(add.getByText('Not a valid IP address')).toBeVisible()
  await first.fill('fd00::20')
  await last.fill('fd00::10')
  await submit.click()
  await expect(add.getByText('The last address must not come before the first')).toBeVisible()
  // a range overlapping a seeded one is refused by the API, in its words
  await first.fill('2001:db8:100::1')
  await last.fill('2001:db8:100::20')
  await submit.click()
  await expect(add.getByText(/overlaps with an existing range/)).toBeVisible()
  // a /64: 2^64 addresses, written so a person can read it
  await first.fill('fd00::')
  await last.fill('fd00::ffff:ffff:ffff:ffff')
  await submit.click()
  await expect(toast(page, 'IP range fd00::–fd00::ffff:ffff:ffff:ffff added')).toBeVisible()
  await expect(row(page, 'fd00::')).toBeVisible()
  await expect(page.getByText('1.84 × 10¹⁹ of 1.84 × 10¹⁹ free')).toBeVisible()

  // a pool with ranges cannot go: the action says why
  await page.getByRole('button', { name: 'IP pool actions' }).click()
  const del = page.getByRole('menuitem', { name: 'Delete' })
  await expect(del).toBeDisabled()
  await expect(del).toHaveAccessibleDescription(
    'IP pool cannot be deleted while it contains IP ranges',
  )
  await page.keyboard.press('Escape')

  await clickRowAction(page, 'fd00::', 'Remove')
  const confirm = dialog(page, 'Remove range')
  await expect(confirm).toContainText('fd00::–fd00::ffff:ffff:ffff:ffff')
  await confirm.getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByRole('heading', { name: 'No IP ranges' })).toBeVisible()

  await page.getByRole('button', { name: 'IP pool actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await dialog(page, 'Delete IP pool').getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, `IP pool ${name} deleted`)).toBeVisible()
  await expect(h1(page)).toHaveText('IP Pools')
  await expect(row(page, name)).toHaveCount(0)
})

test('links a silo, makes the pool its default, and unlinks it', async ({ page }) => {
  await page.goto('/system/networking/ip-pools')
  const name = unique('extra-v4')
  await createPool(page, 'IP pool', name)
  await linkBasaltAsDefault(page, {
    name,
    ofFamily: 'IPv4 pool',
    currentDefault: 'basalt-v4',
    apiPath: 'ip-pools',
  })

  await clickRowAction(page, 'basalt', 'Unlink')
  await dialog(page, 'Unlink silo').getByRole('button', { name: 'Unlink' }).click()
  await expect(page.getByRole('heading', { name: 'No linked silos' })).toBeVisible()

  // and a new name: the page follows it
  await page.getByRole('button', { name: 'IP pool actions' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  const edit = dialog(page, 'Edit IP pool')
  await edit.getByRole('textbox', { name: 'Name' }).fill(`${name}-b`)
  await edit.getByRole('button', { name: 'Update IP pool' }).click()
  await expect(toast(page, `IP pool ${name}-b updated`)).toBeVisible()
  await expect(h1(page)).toHaveText(`${name}-b`)
})

test('a silo admin who is not an operator finds no IP pools', async ({ page }) => {
  await signIn(page, 'ben')
  await page.goto('/system/networking/ip-pools')
  await expect(h1(page)).toHaveText('Page not found')
})
