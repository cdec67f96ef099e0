/**
 * The instance Networking tab: external IPs (ephemeral, floating, SNAT) with attach and detach,
 * network interfaces (add, edit with transit IPs, make primary, delete; stopped only, with
 * reasons), and the VPC's firewall rules that apply to the instance.
 */
import { type Locator, type Page } from '@playwright/test'

import { expectAccessible } from './axe-utils'
import { apiCall, dialog, expect, h1, test, toast } from './utils'

const FIRST_LOAD = { timeout: 20_000 }

// flows of many steps: room for a busy machine (the default 30 s is for one step or two)
test.describe.configure({ timeout: 90_000 })

async function openNetworking(page: Page, instance: string, project = 'web-app') {
  await page.goto(`/projects/${project}/instances/${instance}/networking`)
  await expect(h1(page)).toHaveText(instance, FIRST_LOAD)
}

const ipsSection = (page: Page) => page.getByRole('region', { name: 'External IPs' })
const nicsSection = (page: Page) => page.getByRole('region', { name: 'Network interfaces' })
const rowWith = (section: Locator, text: string) =>
  section.getByRole('row').filter({ has: section.page().getByRole('cell', { name: text }) })

async function rowMenu(section: Locator, text: string) {
  await rowWith(section, text).getByRole('button', { name: 'Row actions' }).click()
  return section.page().getByRole('menu')
}

test.describe('external IPs', () => {
  test('lists each kind as such, SNAT with its ports and not detachable', async ({ page }) => {
    await openNetworking(page, 'web-legacy')
    const snat = ipsSection(page).getByRole('row').filter({ hasText: 'SNAT' })
    await expect(snat).toContainText(/ports 0–16383/)
    await expect(snat).toContainText('lumen-v4')
    const menu = await rowMenu(ipsSection(page), 'SNAT')
    await expect(menu.getByRole('menuitem', { name: 'Detach' })).toHaveAccessibleDescription(
      "SNAT IPs can't be detached",
    )
    await page.keyboard.press('Escape')

    await openNetworking(page, 'web-frontend-1')
    const floating = rowWith(ipsSection(page), '198.51.100.10')
    await expect(floating).toContainText('Floating')
    await expect(floating).toContainText('web-public')
    await expect(floating).toContainText('www.lumen.example')
  })

  test('attaches and detaches a floating IP on a stopped instance', async ({ page }) => {
    await openNetworking(page, 'web-legacy')
    // two default pools (v4 and v6): the ephemeral picker leaves the choice to the user
    await page.getByRole('button', { name: 'Attach ephemeral IP' }).click()
    const ephemeral = dialog(page, 'Attach ephemeral IP')
    await expect(ephemeral).toContainText(
      'With a dual-stack interface, the instance can hold one IPv4 and one IPv6 ephemeral IP.',
    )
    await expect(ephemeral.getByRole('button', { name: 'Attach' })).toHaveAccessibleDescription(
      'Select a pool',
    )
    await ephemeral.getByRole('button', { name: 'Cancel' }).click()

    await page.getByRole('button', { name: 'Attach floating IP' }).click()
    const modal = dialog(page, 'Attach floating IP')
    await expect(modal).toContainText('The selected floating IP will route to instance web-legacy.')
    const submit = modal.getByRole('button', { name: 'Attach floating IP' })
    await expect(submit).toHaveAccessibleDescription('Select a floating IP')
    await modal.getByRole('button', { name: /^Floating IP/ }).click()
    // the attached web-public is not offered
    await expect(page.getByRole('option', { name: /web-public/ })).toHaveCount(0)
    await page.getByRole('option', { name: /web-spare/ }).click()
    await submit.click()
    await expect(toast(page, 'IP web-spare attached')).toBeVisible()
    const row = rowWith(ipsSection(page), '198.51.100.11')
    await expect(row).toContainText('Floating')
    // it reaches out through its own address now
    await expect(ipsSection(page).getByText('SNAT')).toHaveCount(0)

    await (
      await rowMenu(ipsSection(page), '198.51.100.11')
    )
      .getByRole('menuitem', { name: 'Detach' })
      .click()
    const confirm = dialog(page, 'Detach floating IP')
    await expect(confirm).toContainText(
      'Are you sure you want to detach floating IP web-spare from web-legacy? Traffic to 198.51.100.11 then stops reaching it.',
    )
    await confirm.getByRole('button', { name: 'Detach' }).click()
    await expect(toast(page, 'Floating IP web-spare detached')).toBeVisible()
    await expect(rowWith(ipsSection(page), '198.51.100.11')).toHaveCount(0)
  })

  test('attaches a second ephemeral IP of the other version and detaches one', async ({ page }) => {
    // api-server runs, with an ephemeral IPv4 address and a dual-stack primary interface
    await openNetworking(page, 'api-server')
    await page.getByRole('button', { name: 'Attach ephemeral IP' }).click()
    const modal = dialog(page, 'Attach ephemeral IP')
    await expect(modal).toContainText(
      'Listing v6 pools: the instance holds a v4 ephemeral IP already.',
    )
    // the only default pool left is chosen already
    const pool = modal.getByRole('button', { name: /^Pool/ })
    await expect(pool).toContainText('lumen-v6')
    await pool.click()
    await expect(page.getByRole('option')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await modal.getByRole('button', { name: 'Attach' }).click()
    await expect(toast(page, /IP 2001:db8:100::[0-9a-f]+ attached/)).toBeVisible()
    await expect(ipsSection(page).getByRole('row').filter({ hasText: 'Ephemeral' })).toHaveCount(2)
    const attach = page.getByRole('button', { name: 'Attach ephemeral IP' })
    await expect(attach).toHaveAccessibleDescription(
      'This instance holds an ephemeral IP of each version',
    )

    await (
      await rowMenu(ipsSection(page), '198.51.100.13')
    )
      .getByRole('menuitem', { name: 'Detach' })
      .click()
    const confirm = dialog(page, 'Detach ephemeral IP')
    await expect(confirm).toContainText('Traffic to 198.51.100.13 then stops reaching it.')
    await confirm.getByRole('button', { name: 'Detach' }).click()
    await expect(toast(page, 'Ephemeral IP 198.51.100.13 detached')).toBeVisible()
    const rows = ipsSection(page).getByRole('row')
    await expect(rows.filter({ hasText: 'Ephemeral' })).toHaveCount(1)
    await expect(rows.filter({ hasText: 'Ephemeral' })).toContainText('v6')
    // without an IPv4 address of its own, the instance reaches out through SNAT again
    await expect(rows.filter({ hasText: 'SNAT' })).toHaveCount(1)
    await expect(attach).not.toHaveAttribute('aria-disabled', 'true')
  })

  test('refuses external IP changes while the instance is starting, and says why', async ({
    page,
  }) => {
    await openNetworking(page, 'web-canary')
    const reason =
      'Only running, rebooting, stopped, or failed instances can have external IPs attached or detached'
    for (const name of ['Attach ephemeral IP', 'Attach floating IP']) {
      const button = page.getByRole('button', { name })
      await expect(button).toHaveAttribute('aria-disabled', 'true')
      await expect(button).toHaveAccessibleDescription(reason)
    }
  })
})

test.describe('network interfaces', () => {
  test('a running instance keeps its interfaces and says why', async ({ page }) => {
    await openNetworking(page, 'api-server')
    const reason = 'Only stopped instances can change their network interfaces'
    const add = page.getByRole('button', { name: 'Add network interface' })
    await expect(add).toHaveAttribute('aria-disabled', 'true')
    await expect(add).toHaveAccessibleDescription(reason)
    let menu = await rowMenu(nicsSection(page), 'net1')
    for (const item of ['Make primary', 'Edit', 'Delete']) {
      await expect(menu.getByRole('menuitem', { name: item })).toHaveAccessibleDescription(reason)
    }
    await page.keyboard.press('Escape')
    menu = await rowMenu(nicsSection(page), 'net0')
    await expect(menu.getByRole('menuitem', { name: 'Make primary' })).toHaveAccessibleDescription(
      'This interface is the primary one already',
    )
  })

  test('lists interfaces with VPC, subnet, private IPs and MAC', async ({ page }) => {
    await openNetworking(page, 'api-server')
    const net0 = rowWith(nicsSection(page), 'net0')
    await expect(net0).toContainText('primary')
    // the VPC by name, a link to its page (its subnet is called default too)
    await expect(net0.getByRole('cell', { name: 'default', exact: true }).first()).toBeVisible()
    await expect(net0.getByRole('link', { name: 'default' })).toHaveAttribute(
      'href',
      '/projects/web-app/vpcs/default',
    )
    await expect(net0).toContainText(/172\.30\.0\.\d+/)
    await expect(net0).toContainText(/fd[0-9a-f:]+/)
    await expect(net0).toContainText(/A8:40:25:[0-9A-F:]+/)
    await expect(rowWith(nicsSection(page), 'net1')).toContainText('dmz')
  })

  test('adds, edits, makes primary and deletes interfaces of a stopped instance', async ({
    page,
  }) => {
    await openNetworking(page, 'web-legacy')
    await page.getByRole('button', { name: 'Add network interface' }).click()
    const add = dialog(page, 'Add network interface')
    await add.getByRole('textbox', { name: 'Name' }).fill('net1')
    await expect(add.getByRole('button', { name: /^VPC(?! subnet)/ })).toContainText('default')
    await add.getByRole('button', { name: /^VPC subnet/ }).click()
    await page.getByRole('option', { name: /dmz/ }).click()
    await add.getByRole('textbox', { name: 'IPv4 address' }).fill('172.30.4')
    await add.getByRole('button', { name: 'Add network interface' }).click()
    await expect(add.getByText('Not a valid IP address')).toBeVisible()
    await add.getByRole('textbox', { name: 'IPv4 address' }).fill('172.30.4.50')
    await add.getByRole('button', { name: 'Add network interface' }).click()
    await expect(add).toBeHidden()
    const net1 = rowWith(nicsSection(page), 'net1')
    await expect(net1).toContainText('172.30.4.50')
    await expect(net1).not.toContainText('primary')

    // edit: description and transit IPs
    await (await rowMenu(nicsSection(page), 'net1')).getByRole('menuitem', { name: 'Edit' }).click()
    const edit = dialog(page, 'Edit network interface')
    await expect(edit).toContainText(
      'This network interface supports both IPv4 and IPv6 transit IPs.',
    )
    await edit.getByRole('textbox', { name: 'Description' }).fill('DMZ leg')
    const transit = edit.getByRole('textbox', { name: 'Transit IPs' })
    await transit.fill('10.20.0.0/x')
    await transit.press('Enter')
    await expect(edit.getByText('Width must be an integer')).toBeVisible()
    await transit.fill('10.20.0.0/16')
    await transit.press('Enter')
    await transit.fill('10.20.0.0/16')
    await edit.getByRole('button', { name: 'Add Transit IP' }).click()
    await expect(edit.getByText('Transit IP already in list')).toBeVisible()
    await transit.fill('')
    await expect(edit.getByRole('list', { name: 'Transit IPs' })).toContainText('10.20.0.0/16')
    await edit.getByRole('button', { name: 'Update network interface' }).click()
    await expect(toast(page, 'Network interface net1 updated')).toBeVisible()
    await expect(net1).toContainText('DMZ leg')
    await expect(net1).toContainText('10.20.0.0/16')

    // make primary: the badge moves
    await (
      await rowMenu(nicsSection(page), 'net1')
    )
      .getByRole('menuitem', { name: 'Make primary' })
      .click()
    await expect(net1).toContainText('primary')
    const net0 = rowWith(nicsSection(page), 'net0')
    await expect(net0).not.toContainText('primary')

    // the primary cannot go while another is attached
    const menu = await rowMenu(nicsSection(page), 'net1')
    await expect(menu.getByRole('menuitem', { name: 'Delete' })).toHaveAccessibleDescription(
      /^The primary interface can’t be deleted while other interfaces are attached/,
    )
    await page.keyboard.press('Escape')
    await (
      await rowMenu(nicsSection(page), 'net0')
    )
      .getByRole('menuitem', { name: 'Delete' })
      .click()
    const confirm = dialog(page, 'Delete network interface')
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    await expect(toast(page, 'Network interface net0 deleted')).toBeVisible()
    await expect(net0).toHaveCount(0)
  })

  test('shows the API refusal when the instance started meanwhile', async ({ page }) => {
    await openNetworking(page, 'web-legacy')
    await page.getByRole('button', { name: 'Add network interface' }).click()
    const add = dialog(page, 'Add network interface')
    await add.getByRole('textbox', { name: 'Name' }).fill('net1')
    await add.getByRole('button', { name: /^VPC subnet/ }).click()
    await page.getByRole('option', { name: /dmz/ }).click()
    expect(
      (await apiCall(page, 'POST', '/v1/instances/web-legacy/start?project=web-app')).status,
    ).toBe(202)
    await add.getByRole('button', { name: 'Add network interface' }).click()
    await expect(add.getByRole('alert')).toContainText(
      'Cannot add a network interface to instance in state "starting" (allowed: stopped)',
    )
    await expect(add.getByRole('textbox', { name: 'Name' })).toHaveValue('net1')
  })
})

test('lists the rules that apply and allows SSH to the instance in one click', async ({ page }) => {
  await openNetworking(page, 'web-legacy')
  const card = page.getByRole('region', { name: 'Firewall rules' })
  // the default rules target the whole VPC
  const ssh = card.getByRole('row').filter({ has: page.getByRole('link', { name: 'allow-ssh' }) })
  await expect(ssh).toContainText('VPC default')
  await expect(card.getByRole('link', { name: 'allow-ssh-web-legacy' })).toHaveCount(0)

  await card.getByRole('link', { name: 'Allow SSH to this instance' }).click()
  const form = dialog(page, 'Add firewall rule')
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'allow-ssh-web-legacy',
  )
  for (const text of ['web-legacy', 'TCP', '22']) await expect(form).toContainText(text)
  await form.getByRole('button', { name: 'Add rule' }).click()
  await expect(toast(page, /allow-ssh-web-legacy/)).toBeVisible()

  // back to the instance in the app (the mock keeps its state)
  await page.getByRole('link', { name: 'Instances', exact: true }).click()
  await page.getByRole('link', { name: 'web-legacy', exact: true }).click()
  await page
    .getByRole('navigation', { name: 'Instance tabs' })
    .getByRole('link', { name: 'Networking' })
    .click()
  const added = card
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'allow-ssh-web-legacy' }) })
  await expect(added).toContainText('this instance')
  await expect(added).toContainText('TCP')
})

test('axe: the IP modals and the interface side modals', async ({ page }) => {
  await openNetworking(page, 'web-legacy')
  await page.getByRole('button', { name: 'Attach ephemeral IP' }).click()
  await expectAccessible(page, 'networking: attach ephemeral IP')
  await dialog(page, 'Attach ephemeral IP').getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('button', { name: 'Attach floating IP' }).click()
  await expectAccessible(page, 'networking: attach floating IP')
  await dialog(page, 'Attach floating IP').getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('button', { name: 'Add network interface' }).click()
  const add = dialog(page, 'Add network interface')
  await add.getByRole('button', { name: 'Add network interface' }).click()
  await expect(add.getByText('Name is required')).toBeVisible()
  await expectAccessible(page, 'networking: add interface with errors')
  await add.getByRole('button', { name: 'Cancel' }).click()
  await (await rowMenu(nicsSection(page), 'net0')).getByRole('menuitem', { name: 'Edit' }).click()
  const edit = dialog(page, 'Edit network interface')
  await edit.getByRole('textbox', { name: 'Transit IPs' }).fill('nope')
  await edit.getByRole('button', { name: 'Add Transit IP' }).click()
  await expect(
    edit.getByText('Must contain an IP address and a width, separated by a /'),
  ).toBeVisible()
  await expectAccessible(page, 'networking: edit interface')
})
