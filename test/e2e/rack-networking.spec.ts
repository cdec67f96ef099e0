/** Rack networking: BGP state and routes, address lots, BFD sessions, the allow-list. */
import { clickRowAction, dialog, expect, h1, row, test, toast } from './utils'

const unique = (prefix: string) => `${prefix}-${Date.now() % 1000000}`

test('reads BGP peers, routes and message history against the seed', async ({ page }) => {
  await page.goto('/system/networking/bgp')
  await expect(h1(page)).toHaveText('BGP')
  await expect(page.getByText('2 of 3 peers established')).toBeVisible()
  await expect(row(page, '172.20.15.9')).toContainText('active')
  await expect(row(page, '172.20.15.1')).toContainText('established')

  await page.getByRole('link', { name: 'Routes' }).click()
  const imported = page.getByRole('table', { name: 'Imported routes' })
  await expect(imported.getByRole('row').filter({ hasText: '0.0.0.0/0' })).toHaveCount(2)
  const exported = page.getByRole('table', { name: 'Exported routes' })
  await expect(exported.getByRole('row').filter({ hasText: '198.51.100.0/24' })).toHaveCount(3)

  await page.getByRole('link', { name: 'Message history' }).click()
  await expect(page.getByRole('heading', { name: 'switch1 ↔ 172.20.15.9' })).toBeVisible()
  await expect(
    page.getByRole('table', { name: 'Messages between switch1 and 172.20.15.9' }),
  ).toContainText('notification')
})

test('creates an address lot and deletes it; a lot in use is refused', async ({ page }) => {
  await page.goto('/system/networking/address-lots')
  await expect(h1(page)).toHaveText('Address Lots')
  const name = unique('lab-lot')
  await page.getByRole('link', { name: 'New address lot' }).first().click()
  const create = dialog(page, 'Create address lot')
  await create.getByRole('textbox', { name: 'Name' }).fill(name)
  await create.getByRole('textbox', { name: 'First address' }).fill('192.0.2.64')
  await create.getByRole('button', { name: 'Create address lot' }).click()
  await expect(create.getByText('Last address is required')).toBeVisible()
  await create.getByRole('textbox', { name: 'Last address' }).fill('192.0.2.79')
  await create.getByRole('button', { name: 'Create address lot' }).click()
  await expect(toast(page, `Address lot ${name} created`)).toBeVisible()
  await expect(h1(page)).toHaveText(name)
  await expect(row(page, '192.0.2.64')).toContainText('192.0.2.79')

  await page.getByRole('link', { name: 'Address Lots' }).first().click()
  await clickRowAction(page, 'initial-infra', 'Delete')
  await dialog(page, 'Delete address lot').getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, 'Could not delete address lot')).toContainText(/lot is in use/i)
  await expect(row(page, 'initial-infra')).toBeVisible()

  await clickRowAction(page, name, 'Delete')
  await dialog(page, 'Delete address lot').getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, `Address lot ${name} deleted`)).toBeVisible()
  await expect(row(page, name)).toHaveCount(0)
})

test('disables a BFD session after a confirm that shows its one CLI equivalent', async ({
  page,
}) => {
  await page.goto('/system/networking/bfd')
  await expect(h1(page)).toHaveText('BFD')
  await expect(row(page, '172.20.15.9')).toContainText('down')
  await page
    .getByRole('button', { name: 'Actions for the session with 172.20.15.9 on switch1' })
    .click()
  await page.getByRole('menuitem', { name: 'Disable', exact: true }).click()
  const confirm = dialog(page, 'Disable BFD session')
  // one equivalent, the shared disclosure: no older command block beside it
  await expect(confirm).not.toContainText('Equivalent CLI command')
  await confirm.getByRole('button', { name: 'Equivalent CLI' }).click()
  const region = confirm.getByRole('region', { name: 'Equivalent CLI' })
  await region.getByRole('tab', { name: 'CLI' }).click()
  await expect(region.getByLabel('CLI command', { exact: true })).toHaveText(
    'oxide system networking bfd disable --switch-slot switch1 --remote 172.20.15.9',
  )
  await confirm.getByRole('button', { name: 'Disable' }).click()
  await expect(toast(page, 'BFD session with 172.20.15.9 disabled')).toBeVisible()
  await expect(row(page, '172.20.15.9')).toHaveCount(0)
  await expect(row(page, '172.20.15.1')).toContainText('up')
})

test('enables a new BFD session from a form; a bad address is refused and nothing typed is lost', async ({
  page,
}) => {
  await page.goto('/system/networking/bfd')
  await expect(h1(page)).toHaveText('BFD')
  await page.getByRole('link', { name: 'Enable session' }).click()
  const form = dialog(page, 'Enable BFD session')
  await form.getByRole('radio', { name: 'switch1 (lower)' }).check()
  await form.getByRole('textbox', { name: 'Peer address' }).fill('192.0.2.300')
  await form.getByRole('textbox', { name: 'Local address' }).fill('172.20.15.2')
  await form.getByRole('radio', { name: /^Multi hop/ }).check()
  await form.getByRole('spinbutton', { name: 'Detection threshold' }).fill('0')
  await form.getByRole('button', { name: 'Enable session' }).click()
  await expect(form.getByText('Not a valid IP address')).toBeVisible()
  await expect(
    form.getByRole('spinbutton', { name: 'Detection threshold' }),
  ).toHaveAccessibleDescription(/at least 1/i)
  // the refused form keeps what was typed
  await expect(form.getByRole('textbox', { name: 'Local address' })).toHaveValue('172.20.15.2')
  await expect(form.getByRole('radio', { name: 'switch1 (lower)' })).toBeChecked()

  await form.getByRole('textbox', { name: 'Peer address' }).fill('192.0.2.44')
  await form.getByRole('spinbutton', { name: 'Detection threshold' }).fill('5')
  await form.getByRole('button', { name: 'Equivalent CLI' }).click()
  const region = form.getByRole('region', { name: 'Equivalent CLI' })
  await region.getByRole('tab', { name: 'CLI' }).click()
  await expect(region.getByLabel('CLI command', { exact: true })).toHaveText(
    'oxide system networking bfd enable --switch-slot switch1 --remote 192.0.2.44 --local 172.20.15.2 --mode multi_hop --detection-threshold 5 --required-rx 300000',
  )
  await form.getByRole('button', { name: 'Enable session' }).click()
  await expect(toast(page, 'BFD session with 192.0.2.44 enabled')).toBeVisible()
  await expect(form).toHaveCount(0)
  const session = row(page, '192.0.2.44')
  await expect(session).toContainText('switch1')
  await expect(session).toContainText('multi hop')
  await expect(session).toContainText('300 ms')
})

test('shows the allow-list; its edit form warns of a lock-out first', async ({ page }) => {
  await page.goto('/system/networking/settings')
  await expect(h1(page)).toHaveText('Rack Networking')
  const list = page.getByRole('list', { name: 'Allowed source networks' })
  await expect(list.getByRole('listitem')).toHaveCount(4)
  await expect(list).toContainText('10.0.0.0/8')
  await page.getByRole('button', { name: 'Edit allow-list' }).click()
  await expect(
    dialog(page, 'Edit allow-list').getByText('Changing the allow-list can lock you out'),
  ).toBeVisible()
})
