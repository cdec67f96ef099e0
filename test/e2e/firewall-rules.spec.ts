/**
 * A VPC's firewall rules: the list by priority, the rule form (create, edit, clone, each
 * validation message of the spec), enable and disable from the row, delete. Two people editing
 * the rules at once: firewall-rules-concurrent.spec.ts.
 */

import { type Page } from '@playwright/test'

import {
  apiCall,
  bodyRows,
  clickRowAction,
  dialog,
  expect,
  h1,
  row,
  test,
  toast,
  urlPath,
} from './utils'

const VPC = '/projects/web-app/vpcs/default'
const RULES = `${VPC}/firewall-rules`
const RULES_API = '/v1/vpc-firewall-rules?project=web-app&vpc=default'

type Rule = {
  name: string
  description: string
  action: string
  direction: string
  priority: number
  status: string
  targets: { type: string; value: string }[]
  filters: Record<string, unknown>
}

const readRules = async (page: Page) =>
  (await apiCall(page, 'GET', RULES_API)).body as { rules: Rule[] }

const rule = (name: string, priority: number, extra: Partial<Rule> = {}): Rule => ({
  name,
  description: '',
  action: 'allow',
  direction: 'inbound',
  priority,
  status: 'enabled',
  targets: [{ type: 'vpc', value: 'default' }],
  filters: {},
  ...extra,
})

test('lists every rule by priority, targets and filters in full', async ({ page }) => {
  await page.goto('/projects/web-app/vpcs')
  await expect(h1(page)).toHaveText('VPCs')
  const put = await apiCall(page, 'PUT', RULES_API, {
    rules: [
      rule('zeta-late', 900),
      rule('alpha-first', 5, {
        action: 'deny',
        direction: 'outbound',
        targets: [
          { type: 'instance', value: 'web-frontend-1' },
          { type: 'subnet', value: 'dmz' },
          { type: 'ip', value: '10.0.0.5' },
          { type: 'ip_net', value: '192.168.0.0/16' },
        ],
        filters: {
          hosts: [{ type: 'vpc', value: 'default' }],
          protocols: [{ type: 'tcp' }, { type: 'icmp', value: { icmp_type: 3, code: '1-3' } }],
          ports: ['443', '8000-8080'],
        },
      }),
      rule('mid-way', 50, { status: 'disabled' }),
    ],
  })
  expect(put.status, JSON.stringify(put.body)).toBe(200)
  await row(page, 'default').getByRole('link', { name: 'default', exact: true }).click()
  await expect(page).toHaveURL(urlPath(RULES))
  await expect(page.getByRole('heading', { name: 'Firewall rules', level: 2 })).toBeVisible()
  for (const header of ['name', 'priority', 'action', 'direction', 'targets', 'filters']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible()
  }
  await expect(bodyRows(page).getByRole('link')).toHaveText(['alpha-first', 'mid-way', 'zeta-late'])
  const first = row(page, 'alpha-first')
  for (const text of [
    'deny',
    'outbound',
    'web-frontend-1',
    'dmz',
    '10.0.0.5',
    '192.168.0.0/16',
    'TCP',
    'ICMPv4 type 3 code 1-3',
    '443',
    '8000-8080',
  ]) {
    await expect(first).toContainText(text)
  }
  await expect(row(page, 'mid-way')).toContainText('disabled')
  await expect(row(page, 'zeta-late')).toContainText('Any traffic')
})

test('creates a rule with targets and filters of each kind', async ({ page }) => {
  await page.goto(RULES)
  await page.getByRole('link', { name: 'New rule' }).first().click()
  await expect(page).toHaveURL(urlPath(`${VPC}/firewall-rules-new`))
  const form = dialog(page, 'Add firewall rule')
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-https')
  await form.getByRole('textbox', { name: 'Description' }).fill('HTTPS to the frontend')
  await form.getByLabel('Priority', { exact: true }).fill('100')

  await form.getByLabel('Target type').selectOption({ label: 'Instance' })
  await form.getByLabel('Target name').fill('web-frontend-1')
  await form.getByRole('button', { name: 'Add target' }).click()
  await form.getByLabel('Target type').selectOption({ label: 'IP subnet' })
  await form.getByLabel('Target value').fill('10.1.0.0/16')
  await form.getByLabel('Target value').press('Enter')
  await expect(form.getByRole('list', { name: 'Targets added' }).getByRole('listitem')).toHaveCount(
    2,
  )

  await form.getByLabel('Host filter type').selectOption({ label: 'IP' })
  await form.getByLabel('Host filter value').fill('203.0.113.9')
  await form.getByRole('button', { name: 'Add host filter' }).click()
  await form.getByRole('combobox', { name: 'Protocol', exact: true }).selectOption({ label: 'TCP' })
  await form.getByRole('button', { name: 'Add protocol filter' }).click()
  await form
    .getByRole('combobox', { name: 'Protocol', exact: true })
    .selectOption({ label: 'ICMPv6' })
  await form.getByLabel('ICMPv6 type').fill('128')
  await form.getByRole('button', { name: 'Add protocol filter' }).click()
  await form.getByLabel('Port or range').fill(' 443 ')
  await form.getByRole('button', { name: 'Add port filter' }).click()
  await form.getByLabel('Port or range').fill('8000-8080')
  await form.getByRole('button', { name: 'Add port filter' }).click()

  await form.getByRole('button', { name: 'Add rule' }).click()
  await expect(toast(page, 'Firewall rule e2e-https created')).toBeVisible()
  await expect(page).toHaveURL(urlPath(RULES))
  await expect(row(page, 'e2e-https')).toContainText('web-frontend-1')
  const saved = (await readRules(page)).rules.find((r) => r.name === 'e2e-https')
  expect(saved).toMatchObject({
    description: 'HTTPS to the frontend',
    action: 'allow',
    direction: 'inbound',
    priority: 100,
    status: 'enabled',
    targets: [
      { type: 'instance', value: 'web-frontend-1' },
      { type: 'ip_net', value: '10.1.0.0/16' },
    ],
    filters: {
      hosts: [{ type: 'ip', value: '203.0.113.9' }],
      protocols: [{ type: 'tcp' }, { type: 'icmp6', value: { icmp_type: 128 } }],
      ports: ['443', '8000-8080'],
    },
  })
  // the other rules are kept as they were
  expect((await readRules(page)).rules.map((r) => r.name)).toContain('allow-ssh')
})

test('the rule form names each malformed value with the spec message', async ({ page }) => {
  await page.goto(`${VPC}/firewall-rules-new`)
  const form = dialog(page, 'Add firewall rule')
  const kind = form.getByLabel('Target type')
  const addTarget = form.getByRole('button', { name: 'Add target' })
  const expectError = async (message: string) =>
    expect(form.getByText(message, { exact: true })).toBeVisible()

  await kind.selectOption({ label: 'IP' })
  await form.getByLabel('Target value').fill('10.0.0.300')
  await addTarget.click()
  await expectError('Not a valid IP address')

  await kind.selectOption({ label: 'IP subnet' })
  const net = form.getByLabel('Target value')
  for (const [value, message] of [
    ['10.0.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['10.0.0/8', 'Not a valid IP address'],
    ['10.0.0.0/x', 'Width must be an integer'],
    ['10.0.0.0/33', 'Max width for IPv4 is 32'],
    ['fd00::/129', 'Max width for IPv6 is 128'],
  ]) {
    await net.fill(value!)
    await addTarget.click()
    await expectError(message!)
  }
  await net.fill('10.0.0.0/8')
  await addTarget.click()
  await net.fill('10.0.0.0/8')
  await addTarget.click()
  await expectError('Target already added')

  const port = form.getByLabel('Port or range')
  const addPort = form.getByRole('button', { name: 'Add port filter' })
  for (const value of ['http', '123456', '90-80', '1-2-3', '80 - 90']) {
    await port.fill(value)
    await addPort.click()
    await expectError('Not a valid port range')
  }
  await port.fill('22')
  await addPort.click()
  await port.fill(' 22 ')
  await addPort.click()
  await expectError('Port range already added')

  await form.getByRole('combobox', { name: 'Protocol', exact: true }).selectOption({ label: 'TCP' })
  await form.getByRole('button', { name: 'Add protocol filter' }).click()
  await form.getByRole('button', { name: 'Add protocol filter' }).click()
  await expectError('Protocol filter already added')

  // a name another rule has
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('allow-ssh')
  await form.getByRole('button', { name: 'Add rule' }).click()
  await expectError('A rule named allow-ssh already exists in this VPC; edit that rule instead')
  await expect(page).toHaveURL(urlPath(`${VPC}/firewall-rules-new`))
})

test('edits a rule in place', async ({ page }) => {
  await page.goto(RULES)
  await clickRowAction(page, 'allow-ssh', 'Edit')
  await expect(page).toHaveURL(urlPath(`${RULES}/allow-ssh/edit`))
  const form = dialog(page, 'Edit firewall rule')
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('allow-ssh')
  await expect(form.getByRole('list', { name: 'Port filters added' })).toContainText('22')
  await form.getByLabel('Priority', { exact: true }).fill('20')
  await form.getByRole('button', { name: 'Remove port 22' }).click()
  await form.getByLabel('Port or range').fill('2222')
  await form.getByRole('button', { name: 'Add port filter' }).click()
  await form.getByRole('button', { name: 'Update firewall rule' }).click()
  await expect(toast(page, 'Firewall rule allow-ssh updated')).toBeVisible()
  await expect(page).toHaveURL(urlPath(RULES))
  const ssh = (await readRules(page)).rules.find((r) => r.name === 'allow-ssh')
  expect(ssh?.priority).toBe(20)
  expect(ssh?.filters.ports).toEqual(['2222'])
  // now first by priority
  await expect(bodyRows(page).first()).toContainText('allow-ssh')
})

test('clones a rule: the spec fields copied, a new name', async ({ page }) => {
  await page.goto(RULES)
  await clickRowAction(page, 'allow-ssh', 'Clone')
  await expect(page).toHaveURL(urlPath(`${VPC}/firewall-rules-new/allow-ssh`))
  const form = dialog(page, 'Add firewall rule')
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'allow-ssh-copy',
  )
  await form.getByRole('button', { name: 'Add rule' }).click()
  await expect(toast(page, 'Firewall rule allow-ssh-copy created')).toBeVisible()
  const { rules } = await readRules(page)
  const original = rules.find((r) => r.name === 'allow-ssh')!
  const copy = rules.find((r) => r.name === 'allow-ssh-copy')!
  for (const field of [
    'action',
    'description',
    'direction',
    'filters',
    'priority',
    'status',
    'targets',
  ] as const) {
    expect(copy[field], field).toEqual(original[field])
  }
  // a second clone gets the next free name
  await clickRowAction(page, 'allow-ssh', 'Clone')
  await expect(
    dialog(page, 'Add firewall rule').getByRole('textbox', { name: 'Name', exact: true }),
  ).toHaveValue('allow-ssh-copy-2')
})

test('disables and enables a rule from its row', async ({ page }) => {
  await page.goto(RULES)
  await clickRowAction(page, 'allow-rdp', 'Disable')
  await expect(toast(page, 'Firewall rule allow-rdp disabled')).toBeVisible()
  await expect(row(page, 'allow-rdp')).toContainText('disabled')
  expect((await readRules(page)).rules.find((r) => r.name === 'allow-rdp')?.status).toBe('disabled')
  await clickRowAction(page, 'allow-rdp', 'Enable')
  await expect(toast(page, 'Firewall rule allow-rdp enabled')).toBeVisible()
  await expect(row(page, 'allow-rdp')).not.toContainText('disabled')
})

test('deletes a rule and keeps the others', async ({ page }) => {
  await page.goto(RULES)
  await expect(row(page, 'allow-icmp')).toBeVisible()
  const before = (await readRules(page)).rules.length
  await clickRowAction(page, 'allow-icmp', 'Delete')
  const confirm = dialog(page, 'Delete firewall rule')
  await expect(confirm).toContainText('Are you sure you want to delete allow-icmp?')
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, 'Firewall rule allow-icmp deleted')).toBeVisible()
  await expect(row(page, 'allow-icmp')).toBeHidden()
  const after = (await readRules(page)).rules.map((r) => r.name)
  expect(after).toHaveLength(before - 1)
  expect(after).not.toContain('allow-icmp')
})

test('an unknown rule to clone is said in the modal, over the list', async ({ page }) => {
  await page.goto(`${VPC}/firewall-rules-new/no-such-rule`)
  const modal = dialog(page, 'Add firewall rule')
  await expect(modal).toContainText('No firewall rule named no-such-rule to copy')
  await modal.getByRole('button', { name: 'Close' }).first().click()
  await expect(page).toHaveURL(urlPath(RULES))
  await expect(row(page, 'allow-ssh')).toBeVisible()
})

test('a list of 1,024 rules (the API limit) is shown a page at a time, by priority', async ({
  page,
}) => {
  // how fast it shows is measured by `npm run bench` (the scale seed's bulk-vpc), not here
  await page.goto('/projects/web-app/vpcs')
  await expect(h1(page)).toHaveText('VPCs')
  const many = Array.from({ length: 1024 }, (_, i) =>
    rule(`rule-${String(i).padStart(4, '0')}`, 1024 - i, {
      targets: [
        { type: 'instance', value: `web-${i}` },
        { type: 'ip_net', value: `10.${i % 256}.0.0/16` },
      ],
      filters: { protocols: [{ type: 'tcp' }], ports: [`${1000 + i}`] },
    }),
  )
  expect((await apiCall(page, 'PUT', RULES_API, { rules: many })).status).toBe(200)
  await page.getByRole('link', { name: 'default', exact: true }).click()
  await expect(bodyRows(page)).toHaveCount(50)
  await expect(page.getByText('1–50 of 1,024')).toBeVisible()
  // the lowest priority number first: the last rule written
  await expect(bodyRows(page).first()).toContainText('rule-1023')
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page.getByText('51–100 of 1,024')).toBeVisible()
  await expect(bodyRows(page).first()).toContainText('rule-0973')
  // a filter reaches every rule, not only the page shown
  await page.getByRole('searchbox', { name: 'Filter firewall rules' }).fill('rule-0007')
  await expect(bodyRows(page)).toHaveCount(1)
})
