/**
 * The full-page instance create form: each boot source, disks, networking and IPs, a rejection
 * that keeps the form, and landing on the new instance. Its checks and guards (user data, the
 * leave guard, SSH keys, limits, axe): instance-create-form.spec.ts.
 */
import { type Locator, type Page } from '@playwright/test'

import {
  createButton,
  expectCreated,
  get,
  main,
  openForm,
  pick,
  section,
  type Disk,
  type Named,
  type Page_,
} from './instance-form'
import { dialog, expect, h1, test, urlPath } from './utils'

const GiB = 1024 ** 3

// long flows through one big form: room for a busy machine
test.describe.configure({ timeout: 60_000 })

type ExternalIp = { kind: string; ip: string; name?: string }
type Nic = Named & { primary: boolean; ip_stack: { type: string } }
type InstanceJson = Named & {
  ncpus: number
  memory: number
  run_state: string
  auto_restart_policy: string | null
}

async function chooseListbox(
  scope: Locator,
  page: Page,
  label: string | RegExp,
  option: string | RegExp,
) {
  await scope.getByRole('button', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('creates from a silo image with the defaults and lands on the new instance', async ({
  page,
}) => {
  await openForm(page)
  await expect(page).toHaveTitle(/^New instance \/ Instances \/ web-app \/ Projects \/ Ferrite$/)
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('New instance')
  await main(page).getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-silo')
  await pick(section(page, 'Boot disk'), page, 'Image', /^ubuntu-24-04/)
  const advanced = section(page, 'Advanced')
  await chooseListbox(advanced, page, 'Auto-restart policy', 'Never')
  await advanced.getByRole('checkbox', { name: /web-frontends/ }).check()
  await createButton(page).click()
  await expectCreated(page, 'e2e-silo')
  await expect(h1(page)).toHaveText('e2e-silo')

  const instance = await get<InstanceJson>(page, '/v1/instances/e2e-silo?project=web-app')
  expect(instance).toMatchObject({ ncpus: 2, memory: 8 * GiB, auto_restart_policy: 'never' })
  const groups = await get<Page_<Named>>(
    page,
    '/v1/instances/e2e-silo/anti-affinity-groups?project=web-app',
  )
  expect(groups.items.map((g) => g.name)).toEqual(['web-frontends'])
  const disks = await get<Page_<Disk>>(page, '/v1/instances/e2e-silo/disks?project=web-app')
  expect(disks.items).toHaveLength(1)
  expect(disks.items[0]?.name).toMatch(/^e2e-silo-ubuntu-24-04-[0-9a-f]{6}$/)
  expect(disks.items[0]?.size).toBe(10 * GiB)
  const ips = await get<Page_<ExternalIp>>(
    page,
    '/v1/instances/e2e-silo/external-ips?project=web-app',
  )
  // both ephemeral IPs, from the silo's default pools
  expect(ips.items.map((i) => i.kind)).toEqual(['ephemeral', 'ephemeral'])
  const keys = await get<Page_<Named>>(
    page,
    '/v1/instances/e2e-silo/ssh-public-keys?project=web-app',
  )
  expect(keys.items.map((k) => k.name).sort()).toEqual([
    'ada-laptop',
    'ada-old-laptop',
    'ada-workstation',
  ])
})

test('project image with a custom machine: bumped size, named disk, not started', async ({
  page,
}) => {
  await openForm(page)
  const form = main(page)
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-golden')
  const boot = section(page, 'Boot disk')
  await boot.getByRole('tab', { name: 'Project images' }).click()
  await pick(boot, page, 'Image', /^web-golden-2025-09/)
  // a 40 GiB image bumps the 10 GiB default
  await expect(boot.getByRole('spinbutton', { name: 'Disk size' })).toHaveValue('40')
  await boot.getByRole('spinbutton', { name: 'Disk size' }).fill('30')
  await boot.getByRole('spinbutton', { name: 'Disk size' }).blur()
  await expect(boot.getByText('Must be at least 40 GiB')).toBeVisible()
  await boot.getByRole('spinbutton', { name: 'Disk size' }).fill('60')
  await boot.getByRole('textbox', { name: 'Disk name' }).fill('web-uploads')
  await boot.getByRole('textbox', { name: 'Disk name' }).blur()
  await expect(boot.getByText('Name is already in use')).toBeVisible()
  await boot.getByRole('textbox', { name: 'Disk name' }).fill('golden-boot')
  await boot.getByRole('checkbox', { name: 'Make disk read-only' }).check()

  await form.getByRole('tab', { name: 'Custom' }).click()
  const cpus = form.getByRole('spinbutton', { name: 'vCPUs' })
  const memory = form.getByRole('spinbutton', { name: 'Memory' })
  await cpus.fill('0')
  await memory.fill('2000')
  await createButton(page).click()
  await expect(form.getByText('Must be at least 1 vCPU')).toBeVisible()
  await expect(form.getByText('Can be at most 1536 GiB')).toBeVisible()
  await cpus.fill('255')
  await memory.fill('0')
  await expect(form.getByText('Can be at most 254 vCPUs')).toBeVisible()
  await expect(form.getByText('Must be at least 1 GiB')).toBeVisible()
  await cpus.fill('3')
  await memory.fill('6')

  await form.getByRole('checkbox', { name: 'Start instance' }).uncheck()
  await createButton(page).click()
  await expectCreated(page, 'e2e-golden')

  const instance = await get<InstanceJson>(page, '/v1/instances/e2e-golden?project=web-app')
  expect(instance).toMatchObject({ ncpus: 3, memory: 6 * GiB })
  expect(['creating', 'stopped']).toContain(instance.run_state)
  const disk = await get<Disk>(page, '/v1/disks/golden-boot?project=web-app')
  expect(disk).toMatchObject({ size: 60 * GiB, read_only: true })
})

test('boots from an existing disk, with a new snapshot-sourced disk and a blank one', async ({
  page,
}) => {
  await openForm(page)
  await main(page).getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-reuse')
  const boot = section(page, 'Boot disk')
  await boot.getByRole('tab', { name: 'Existing disks' }).click()
  await pick(boot, page, 'Disk', /^web-uploads/)

  const disks = section(page, 'Additional disks')
  await expect(disks.getByText('No disks')).toBeVisible()
  await disks.getByRole('button', { name: 'Create new disk' }).click()
  let modal = dialog(page, 'Create disk')
  await modal.getByRole('textbox', { name: 'Name', exact: true }).fill('from-nightly')
  await modal.getByRole('radio', { name: 'Snapshot' }).check()
  await chooseListbox(modal, page, 'Source snapshot', /^web-frontend-1-nightly/)
  // the snapshot of a 40 GiB disk needs 40 GiB
  await expect(modal.getByRole('spinbutton', { name: 'Size' })).toHaveValue('40')
  await modal.getByRole('button', { name: 'Add disk' }).click()
  await expect(modal).toBeHidden()

  await disks.getByRole('button', { name: 'Create new disk' }).click()
  modal = dialog(page, 'Create disk')
  await modal.getByRole('textbox', { name: 'Name', exact: true }).fill('from-nightly')
  await modal.getByRole('button', { name: 'Add disk' }).click()
  await expect(modal.getByText('Name is already in use')).toBeVisible()
  await modal.getByRole('textbox', { name: 'Name', exact: true }).fill('scratch')
  await modal.getByRole('spinbutton', { name: 'Size' }).fill('20')
  await modal.getByRole('button', { name: 'Add disk' }).click()
  await expect(modal).toBeHidden()

  const table = disks.getByRole('table', { name: 'Additional disks' })
  await expect(table.getByRole('row')).toHaveCount(3)
  await expect(table).toContainText('Snapshot web-frontend-1-nightly')
  await expect(disks.getByText('3 of 12 disks')).toBeVisible()

  await createButton(page).click()
  await expectCreated(page, 'e2e-reuse')
  const attached = await get<Page_<Disk>>(page, '/v1/instances/e2e-reuse/disks?project=web-app')
  expect(attached.items.map((d) => d.name).sort()).toEqual([
    'from-nightly',
    'scratch',
    'web-uploads',
  ])
  const instance = await get<{ boot_disk_id: string }>(
    page,
    '/v1/instances/e2e-reuse?project=web-app',
  )
  const uploads = await get<{ id: string }>(page, '/v1/disks/web-uploads?project=web-app')
  expect(instance.boot_disk_id).toBe(uploads.id)
})

test('boots from a snapshot and attaches an existing disk', async ({ page }) => {
  await openForm(page, 'data-pipeline')
  await main(page).getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-restore')
  const boot = section(page, 'Boot disk')
  await boot.getByRole('tab', { name: 'Snapshots' }).click()
  await pick(boot, page, 'Snapshot', /^kafka-logs-pre-fault/)
  await expect(boot.getByRole('spinbutton', { name: 'Disk size' })).toHaveValue('1000')

  const disks = section(page, 'Additional disks')
  await disks.getByRole('button', { name: 'Attach existing disk' }).click()
  const modal = dialog(page, 'Attach disk')
  await pick(modal, page, 'Disk', /^etl-scratch/)
  await modal.getByRole('button', { name: 'Attach disk' }).click()
  await expect(disks.getByRole('table', { name: 'Additional disks' })).toContainText('etl-scratch')

  await createButton(page).click()
  await expectCreated(page, 'e2e-restore', 'data-pipeline')
  const attached = await get<Page_<Disk>>(
    page,
    '/v1/instances/e2e-restore/disks?project=data-pipeline',
  )
  expect(attached.items.map((d) => d.name)).toContain('etl-scratch')
  const bootDisk = attached.items.find((d) => d.name.startsWith('e2e-restore-kafka-logs'))
  expect(bootDisk?.size).toBe(1000 * GiB)
})

test('custom network interfaces, an ephemeral IP and a floating IP', async ({ page }) => {
  await openForm(page)
  await main(page).getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-net')
  await pick(section(page, 'Boot disk'), page, 'Image', /^debian-12/)

  const net = section(page, 'Networking')
  const v4 = net.getByRole('checkbox', { name: /Allocate IPv4 address/ })
  const v6 = net.getByRole('checkbox', { name: /Allocate IPv6 address/ })
  await expect(v4).toBeChecked()
  await expect(v6).toBeChecked()

  // IPv4 only by default: the IPv6 address goes, with the reason
  await chooseListbox(net, page, 'IP configuration', 'IPv4')
  await expect(v6).toBeDisabled()
  await expect(v6).not.toBeChecked()
  await expect(
    net.getByText('An ephemeral IPv6 address needs an IPv6 network interface'),
  ).toBeVisible()

  await net.getByRole('radio', { name: /^Custom/ }).check()
  await expect(v4).toBeDisabled()
  await expect(
    net.getByRole('button', { name: 'Attach floating IP' }),
    'no interface, no floating IP',
  ).toHaveAttribute('aria-disabled', 'true')

  await net.getByRole('button', { name: 'Add network interface' }).click()
  let modal = dialog(page, 'Add network interface')
  await modal.getByRole('textbox', { name: 'Name', exact: true }).fill('front')
  // the project's only VPC is chosen already
  await expect(modal.getByRole('button', { name: 'VPC default' })).toBeVisible()
  await chooseListbox(modal, page, /^VPC subnet/, /^dmz/)
  await modal.getByRole('radio', { name: 'IPv4', exact: true }).check()
  await modal.getByRole('textbox', { name: 'IPv4 address' }).fill('not-an-ip')
  await modal.getByRole('button', { name: 'Add network interface' }).click()
  await expect(modal.getByText('Not a valid IP address')).toBeVisible()
  await modal.getByRole('textbox', { name: 'IPv4 address' }).fill('172.30.4.50')
  await modal.getByRole('button', { name: 'Add network interface' }).click()
  await expect(modal).toBeHidden()

  await net.getByRole('button', { name: 'Add network interface' }).click()
  modal = dialog(page, 'Add network interface')
  await modal.getByRole('textbox', { name: 'Name', exact: true }).fill('back')
  await chooseListbox(modal, page, /^VPC subnet/, /^default/)
  await modal.getByRole('button', { name: 'Add network interface' }).click()
  await expect(modal).toBeHidden()
  await expect(net.getByRole('table', { name: 'Network interfaces' }).getByRole('row')).toHaveCount(
    3,
  )

  // an IPv4 interface brings the IPv4 address back, from the default pool
  await expect(v4).toBeChecked()
  await expect(v6).toBeDisabled()
  await chooseListbox(net, page, 'IPv4 pool', /^shared-v4/)

  await net.getByRole('button', { name: 'Attach floating IP' }).click()
  const attach = dialog(page, 'Attach floating IP')
  await chooseListbox(attach, page, 'Floating IP', /^web-spare/)
  await expect(attach.getByText('Traffic to 198.51.100.11 will reach this instance')).toBeVisible()
  await attach.getByRole('button', { name: 'Attach' }).click()
  await expect(net.getByRole('table', { name: 'Floating IPs' })).toContainText('198.51.100.11')

  await createButton(page).click()
  await expectCreated(page, 'e2e-net')
  const nics = await get<Page_<Nic>>(
    page,
    '/v1/network-interfaces?instance=e2e-net&project=web-app',
  )
  expect(nics.items.map((n) => [n.name, n.primary, n.ip_stack.type]).sort()).toEqual([
    ['back', false, 'dual_stack'],
    ['front', true, 'v4'],
  ])
  const ips = await get<Page_<ExternalIp>>(
    page,
    '/v1/instances/e2e-net/external-ips?project=web-app',
  )
  expect(ips.items.map((i) => [i.kind, i.ip.startsWith('192.0.2.') || i.ip])).toEqual(
    expect.arrayContaining([
      ['ephemeral', true],
      ['floating', '198.51.100.11'],
    ]),
  )
})

test('a rejected create keeps every value and says what failed', async ({ page }) => {
  await openForm(page)
  const form = main(page)
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('web-frontend-1')
  await form.getByRole('textbox', { name: 'Description' }).fill('kept after errors')
  await form.getByRole('tab', { name: 'High memory' }).click()
  await form.getByRole('radio', { name: /^4 vCPUs/ }).check()
  await pick(section(page, 'Boot disk'), page, 'Image', /^fedora-41/)
  await section(page, 'Authentication')
    .getByRole('checkbox', { name: /ada-laptop/ })
    .uncheck()

  await createButton(page).click()
  const nameField = form.getByRole('textbox', { name: 'Name', exact: true })
  await expect(form.getByText('Instance name already exists').first()).toBeVisible()
  await expect(nameField).toBeFocused()
  await expect(nameField).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(urlPath('/projects/web-app/instances-new'))

  const kept = async () => {
    await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'kept after errors',
    )
    await expect(form.getByRole('tab', { name: 'High memory' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(form.getByRole('radio', { name: /^4 vCPUs/ })).toBeChecked()
    await expect(section(page, 'Boot disk').getByRole('combobox', { name: 'Image' })).toHaveValue(
      'fedora-41',
    )
    await expect(
      section(page, 'Authentication').getByRole('checkbox', { name: /ada-laptop/ }),
    ).not.toBeChecked()
  }
  await kept()
  await expect(nameField).toHaveValue('web-frontend-1')

  // a server failure: the in-page mock answers from a service worker, so the failure is
  // injected in front of it, in the page's fetch
  await page.evaluate(() => {
    const real = window.fetch.bind(window)
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET')
      if (method === 'POST' && /\/v1\/instances\?/.test(url)) {
        return Promise.resolve(
          Response.json(
            { error_code: 'Internal', message: 'Internal Server Error', request_id: 'e2e' },
            { status: 500 },
          ),
        )
      }
      return real(input, init)
    }
  })
  await nameField.fill('e2e-unlucky')
  await createButton(page).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Internal Server Error' })).toBeVisible()
  await kept()
  await expect(nameField).toHaveValue('e2e-unlucky')
  await expect(page).toHaveURL(urlPath('/projects/web-app/instances-new'))
})
