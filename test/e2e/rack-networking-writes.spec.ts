/**
 * Rack networking writes as forms (issue 25): BGP configs, announce sets, loopback addresses,
 * switch port settings with peers, routes and VLANs, and the allow-list. Each form checks one
 * value in the browser, shows its equivalent CLI command, and its result shows in the page.
 */
import { type Locator, type Page } from '@playwright/test'

import { expectAccessible } from './axe-utils'
import { settle } from './gate-utils'
import { clickRowAction, dialog, expect, h1, row, test, toast } from './utils'

const unique = (prefix: string) => `${prefix}-${Date.now() % 1000000}`

/** Picks `option` in the listbox field labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('button', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('creates a BGP config and edits it', { tag: '@standalone' }, async ({ page }) => {
  const name = unique('edge')
  await page.goto('/system/networking/bgp/configs')
  await page.getByRole('link', { name: 'New BGP config' }).first().click()
  const create = dialog(page, 'Create BGP config')
  await create.getByRole('textbox', { name: 'Name' }).fill(name)
  await create.getByRole('spinbutton', { name: 'ASN' }).fill('0')
  await choose(page, create, 'Announce set', 'lab-announce')
  await create.getByRole('button', { name: 'Create BGP config' }).click()
  await expect(create.getByText('Must be at least 1')).toBeVisible()
  await create.getByRole('spinbutton', { name: 'ASN' }).fill('65300')
  // the command for the values as they are, beside the submit button
  await create.getByRole('button', { name: 'Equivalent CLI' }).click()
  const shown = create.getByRole('region', { name: 'Equivalent CLI' })
  await shown.getByRole('tab', { name: 'API' }).click()
  const cli = shown.getByLabel('API request', { exact: true })
  await expect(cli).toContainText('POST /v1/system/networking/bgp')
  await expect(cli).toContainText('"asn": 65300')
  await create.getByRole('button', { name: 'Create BGP config' }).click()
  await expect(toast(page, `BGP config ${name} created`)).toBeVisible()
  await expect(row(page, name)).toContainText('65300')

  await clickRowAction(page, name, 'Edit')
  const edit = dialog(page, 'Edit BGP config')
  await edit.getByRole('spinbutton', { name: 'Max paths' }).fill('33')
  await edit.getByRole('button', { name: 'Update BGP config' }).click()
  await expect(edit.getByText('Can be at most 32')).toBeVisible()
  await edit.getByRole('spinbutton', { name: 'Max paths' }).fill('4')
  await edit.getByRole('textbox', { name: 'Description' }).fill('Edge peering')
  await edit.getByRole('button', { name: 'Update BGP config' }).click()
  await expect(toast(page, `BGP config ${name} updated`)).toBeVisible()
  await expect(row(page, name)).toContainText('Edge peering')
  await expect(row(page, name)).toContainText('4')
})

test(
  'creates an announce set with announcements and edits it',
  { tag: '@standalone' },
  async ({ page }) => {
    const name = unique('extra')
    await page.goto('/system/networking/bgp/announce-sets')
    await page.getByRole('link', { name: 'New announce set' }).first().click()
    const create = dialog(page, 'Create announce set')
    await create.getByRole('textbox', { name: 'Name' }).fill(name)
    const first = create.getByRole('group', { name: 'Announcement 1' })
    await choose(page, first, 'Address lot', 'tenant-announce')
    await first.getByRole('textbox', { name: 'Network' }).fill('198.51.100.128')
    await create.getByRole('button', { name: 'Add announcement' }).click()
    const second = create.getByRole('group', { name: 'Announcement 2' })
    await choose(page, second, 'Address lot', 'tenant-announce')
    await second.getByRole('textbox', { name: 'Network' }).fill('203.0.113.0/26')
    await create.getByRole('button', { name: 'Create announce set' }).click()
    await expect(
      first.getByText('Must contain an IP address and a width, separated by a /'),
    ).toBeVisible()
    // the API's refusal lands on the network it names
    await first.getByRole('textbox', { name: 'Network' }).fill('10.9.0.0/25')
    await create.getByRole('button', { name: 'Create announce set' }).click()
    await expect(
      first.getByText(
        'Network 10.9.0.0/25 is not within any block of address lot "tenant-announce"',
      ),
    ).toBeVisible()
    await first.getByRole('textbox', { name: 'Network' }).fill('198.51.100.128/25')
    await create.getByRole('button', { name: 'Create announce set' }).click()
    await expect(toast(page, `Announce set ${name} created`)).toBeVisible()
    const table = page.getByRole('table', { name: `Announcements of ${name}` })
    await expect(table).toContainText('198.51.100.128/25')
    await expect(table).toContainText('203.0.113.0/26')

    await page.getByRole('button', { name: `Edit ${name}` }).click()
    const edit = dialog(page, 'Edit announce set')
    await expect(edit.getByRole('textbox', { name: 'Name' })).toBeDisabled()
    await edit.getByRole('button', { name: 'Remove announcement 1' }).click()
    await expect(
      edit.getByRole('group', { name: 'Announcement 1' }).getByRole('textbox', { name: 'Network' }),
    ).toHaveValue('203.0.113.0/26')
    await edit.getByRole('button', { name: 'Update announce set' }).click()
    await expect(toast(page, `Announce set ${name} updated`)).toBeVisible()
    await expect(table).not.toContainText('198.51.100.128/25')
    await expect(table).toContainText('203.0.113.0/26')
  },
)

test('adds a loopback address and deletes it', { tag: '@standalone' }, async ({ page }) => {
  await page.goto('/system/networking/loopback-addresses')
  await expect(h1(page)).toHaveText('Loopback Addresses')
  await page.getByRole('link', { name: 'New loopback address' }).first().click()
  const create = dialog(page, 'Create loopback address')
  await create.getByRole('radio', { name: 'switch1 (lower)' }).check()
  await choose(page, create, 'Address lot', 'initial-infra')
  await create.getByRole('textbox', { name: 'Address' }).fill('172.20.15.300')
  await create.getByRole('button', { name: 'Create loopback address' }).click()
  await expect(create.getByText('Not a valid IP address')).toBeVisible()
  await create.getByRole('textbox', { name: 'Address' }).fill('10.9.9.9')
  await create.getByRole('button', { name: 'Create loopback address' }).click()
  await expect(
    create.getByText('Address 10.9.9.9 is not in address lot "initial-infra"'),
  ).toBeVisible()
  await create.getByRole('textbox', { name: 'Address' }).fill('172.20.15.44')
  await create.getByRole('button', { name: 'Create loopback address' }).click()
  await expect(toast(page, 'Loopback address 172.20.15.44/32 created')).toBeVisible()
  await expect(row(page, '172.20.15.44/32')).toContainText('switch1')

  await clickRowAction(page, '172.20.15.44/32', 'Delete')
  const confirm = dialog(page, 'Delete loopback address')
  // one equivalent, the shared disclosure: no older command block beside it
  await expect(confirm).not.toContainText('Equivalent CLI command')
  await confirm.getByRole('button', { name: 'Equivalent CLI' }).click()
  const shownDelete = confirm.getByRole('region', { name: 'Equivalent CLI' })
  await shownDelete.getByRole('tab', { name: 'CLI' }).click()
  const command = shownDelete.getByLabel('CLI command', { exact: true })
  await expect(command).toContainText('oxide system networking loopback-address delete')
  await expect(command).toContainText(
    '--switch-slot switch1 --address 172.20.15.44 --subnet-mask 32',
  )
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, 'Loopback address 172.20.15.44/32 deleted')).toBeVisible()
  await expect(row(page, '172.20.15.44/32')).toHaveCount(0)
})

test(
  'creates port settings with a VLAN, a route and a BGP peer; the form passes axe',
  { tag: '@standalone' },
  async ({ page }) => {
    // a long form filled in full, then scanned: beyond the default on a busy machine
    test.setTimeout(60_000)
    const name = unique('uplink')
    await page.goto('/system/networking/port-settings-new')
    const create = dialog(page, 'Create port settings')
    await create.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
    await create.getByRole('textbox', { name: 'LLDP system name' }).fill('rack-a')
    await create.getByRole('spinbutton', { name: 'Main tap' }).fill('40')

    await create.getByRole('button', { name: 'Add interface' }).click()
    const iface = create.getByRole('group', { name: 'Interface 1' })
    await iface.getByRole('spinbutton', { name: 'VLAN ID' }).fill('4095')

    await create.getByRole('button', { name: 'Add address' }).click()
    const address = create.getByRole('group', { name: 'Address 1' })
    await choose(page, address, 'Address lot', 'initial-infra')
    await address.getByRole('textbox', { name: 'Address' }).fill('172.20.15.30/30')

    await create.getByRole('button', { name: 'Add route' }).click()
    const route = create.getByRole('group', { name: 'Route 1' })
    await route.getByRole('textbox', { name: 'Destination' }).fill('0.0.0.0/0')
    await route.getByRole('textbox', { name: 'Gateway' }).fill('172.20.15.29')

    await create.getByRole('button', { name: 'Add BGP peer' }).click()
    const peer = create.getByRole('group', { name: 'BGP peer 1' })
    await peer.getByRole('textbox', { name: 'Peer address' }).fill('172.20.15.29')
    await choose(page, peer, 'BGP config', 'as65547')
    await peer.getByRole('spinbutton', { name: 'Remote ASN' }).fill('65000')
    await peer.getByRole('textbox', { name: 'Export only' }).fill('198.51.100.0/24')
    await peer.getByRole('textbox', { name: 'MD5 authentication key' }).fill('sekrit')

    await settle(page)
    await expectAccessible(page, '/system/networking/port-settings-new [filled]', '[role="dialog"]')

    await create.getByRole('button', { name: 'Create port settings' }).click()
    await expect(iface.getByText('Can be at most 4094')).toBeVisible()
    await iface.getByRole('spinbutton', { name: 'VLAN ID' }).fill('300')
    // the key is a secret: the command on screen names it without its value
    await create.getByRole('button', { name: 'Equivalent CLI' }).click()
    const shown = create.getByRole('region', { name: 'Equivalent CLI' })
    await shown.getByRole('tab', { name: 'API' }).click()
    const api = shown.getByLabel('API request', { exact: true })
    await expect(api).toContainText('"md5_auth_key": "<md5 key>"')
    await expect(api).not.toContainText('sekrit')
    await create.getByRole('button', { name: 'Create port settings' }).click()

    await expect(toast(page, `Port settings ${name} created`)).toBeVisible()
    await expect(h1(page)).toHaveText(name)
    await expect(page.getByRole('table', { name: 'Interfaces' })).toContainText('VLAN 300')
    await expect(page.getByRole('table', { name: 'Addresses' })).toContainText('172.20.15.30/30')
    await expect(page.getByRole('table', { name: 'Routes' })).toContainText('172.20.15.29')
    const peers = page.getByRole('table', { name: 'BGP peers' })
    await expect(peers).toContainText('as65547')
    await expect(peers).toContainText('65000')
    await expect(peers).toContainText('198.51.100.0/24')
  },
)

test('edits the allow-list', { tag: '@standalone' }, async ({ page }) => {
  await page.goto('/system/networking/settings')
  const list = page.getByRole('list', { name: 'Allowed source networks' })
  // counted, not assumed: on the shared standalone server a retry finds the last run's network
  await expect(list.getByRole('listitem').first()).toBeVisible()
  const before = await list.getByRole('listitem').count()
  await page.getByRole('button', { name: 'Edit allow-list' }).click()
  const edit = dialog(page, 'Edit allow-list')
  await edit.getByRole('button', { name: 'Add network' }).click()
  const added = edit.getByRole('group', { name: `Network ${before + 1}` })
  await added.getByRole('textbox', { name: 'Network' }).fill('192.0.2.0/33')
  await edit.getByRole('button', { name: 'Update allow-list' }).click()
  await expect(added.getByText('Max width for IPv4 is 32')).toBeVisible()
  // a network of its own, so that a second run on a shared server adds rather than repeats
  const network = `198.18.${Date.now() % 250}.0/24`
  await added.getByRole('textbox', { name: 'Network' }).fill(network)
  await edit.getByRole('button', { name: 'Equivalent CLI' }).click()
  const shown = edit.getByRole('region', { name: 'Equivalent CLI' })
  await shown.getByRole('tab', { name: 'API' }).click()
  await expect(shown.getByLabel('API request', { exact: true })).toContainText(`"${network}"`)
  await edit.getByRole('button', { name: 'Update allow-list' }).click()
  await expect(toast(page, 'Allow-list updated')).toBeVisible()
  await expect(list.getByRole('listitem')).toHaveCount(before + 1)
  await expect(list).toContainText(network)
})
