/**
 * Bulk actions (issue 28): a mixed selection and what each action says of it, a run with one
 * failure among successes (its message on its row, Retry failed, one toast), and selecting
 * with the keyboard alone.
 */
import { type Locator, type Page } from '@playwright/test'

import { injectFault } from './fault-injection'
import { apiCall, bodyRows, dialog, expect, h1, row, test, toast } from './utils'

test.describe.configure({ timeout: 60_000 })

async function openInstances(page: Page) {
  await page.goto('/projects/web-app/instances')
  await expect(h1(page)).toHaveText('Instances', { timeout: 20_000 })
  await expect(bodyRows(page).first()).toBeVisible()
}

const box = (page: Page, name: string) => page.getByRole('checkbox', { name: `Select ${name}` })
const bar = (page: Page) => page.getByRole('toolbar', { name: 'Bulk actions' })

test('a mixed selection: each action says how many it takes and why not the rest', async ({
  page,
}) => {
  await openInstances(page)
  for (const name of ['web-frontend-1', 'web-frontend-2', 'web-legacy', 'web-build']) {
    await box(page, name).check()
  }
  await expect(bar(page)).toContainText('4 instances selected')
  const stop = bar(page).getByRole('button', { name: 'Stop 2 of 4' })
  await expect(stop).toBeEnabled()
  await stop.hover()
  await expect(page.getByRole('tooltip')).toHaveText('1 is already stopped, 1 is creating')
  await expect(stop).toHaveAccessibleDescription('1 is already stopped, 1 is creating')
  await expect(bar(page).getByRole('button', { name: 'Start 1 of 4' })).toBeEnabled()
  await expect(bar(page).getByRole('button', { name: 'Delete 1 of 4' })).toBeEnabled()

  // shift-click takes the range from the last row toggled; the header checkbox the page
  await page.getByRole('button', { name: 'Clear selection' }).click()
  await box(page, 'api-server').check()
  await box(page, 'web-canary').click({ modifiers: ['Shift'] })
  await expect(bar(page)).toContainText('4 instances selected')
  await page.getByRole('checkbox', { name: 'Select every row on this page' }).check()
  await expect(bar(page)).toContainText('9 instances selected')

  // the selection is kept by id: a sort does not change it
  await page.getByRole('button', { name: 'name' }).click()
  await expect(bar(page)).toContainText('9 instances selected')
  await expect(box(page, 'web-legacy')).toBeChecked()
})

test('one failure among successes: its message on its row, Retry failed, one toast', async ({
  page,
}) => {
  const fault = await injectFault(page, {
    method: 'POST',
    path: /\/v1\/instances\/web-frontend-2\/stop$/,
    status: 503,
    body: { error_code: 'ServiceNotAvailable', message: 'Sled agent is not reachable' },
    times: 1,
  })
  await openInstances(page)
  for (const name of ['web-frontend-1', 'web-frontend-2', 'api-server']) {
    await box(page, name).check()
  }
  await bar(page).getByRole('button', { name: 'Stop 3' }).click()
  const confirm = dialog(page, 'Stop instances')
  const targets = confirm.getByRole('list', { name: 'Targets' })
  await expect(targets.getByRole('listitem')).toHaveText([
    'web-frontend-1',
    'web-frontend-2',
    'api-server',
  ])
  // the confirmation's Equivalent CLI: one command per target, as the run sends them
  await confirm.getByRole('button', { name: 'Equivalent CLI' }).click()
  await expect(
    confirm
      .getByRole('region', { name: 'Equivalent CLI' })
      .getByLabel('CLI command', { exact: true }),
  ).toHaveText(
    ['web-frontend-1', 'web-frontend-2', 'api-server'].map(
      (name) => `oxide instance stop --instance ${name} --project web-app`,
    ),
  )
  await confirm.getByRole('button', { name: 'Stop 3 instances' }).click()

  await expect(toast(page, 'Stopped 2 instances; 1 failed')).toBeVisible()
  await expect(
    page.getByRole('status').filter({ hasText: 'Stopped 2 instances; 1 failed' }),
  ).toHaveCount(1)
  await expect(row(page, 'web-frontend-2')).toContainText('Sled agent is not reachable')
  // the failure stays selected; the successes left the selection
  await expect(box(page, 'web-frontend-2')).toBeChecked()
  await expect(box(page, 'web-frontend-1')).not.toBeChecked()
  await expect(bar(page)).toContainText('1 instance selected')
  expect(fault.hits).toBe(1)

  await bar(page).getByRole('button', { name: 'Retry failed' }).click()
  await expect(toast(page, 'Stopped 1 instance')).toBeVisible()
  await expect(row(page, 'web-frontend-2')).not.toContainText('Sled agent is not reachable')
  await expect(bar(page)).toBeHidden()
})

/** Presses Tab until `target` has focus (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test('keyboard only: Tab to the checkboxes, Space selects, the bar keeps the focus through a run', async ({
  page,
}) => {
  await openInstances(page)
  await page.getByLabel('Filter instances').focus()
  await tabTo(page, page.getByRole('checkbox', { name: 'Select every row on this page' }))
  await tabTo(page, box(page, 'api-server'))
  await page.keyboard.press('Space')
  await expect(box(page, 'api-server')).toBeChecked()
  await tabTo(page, box(page, 'web-build'))
  await page.keyboard.press('Space')
  await expect(bar(page)).toContainText('2 instances selected')
  // on to the bar, whose actions Space presses too
  const stop = bar(page).getByRole('button', { name: 'Stop 1 of 2' })
  await tabTo(page, stop, 120)
  await page.keyboard.press('Space')
  await expect(dialog(page, 'Stop instances')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog(page, 'Stop instances')).toBeHidden()
  await expect(box(page, 'api-server')).toBeChecked()
  await expect(stop).toBeFocused()

  // confirmed from the keyboard: the focus stays on the bar's button while its count changes
  await page.keyboard.press('Space')
  await tabTo(page, dialog(page, 'Stop instances').getByRole('button', { name: 'Stop 1 instance' }))
  await page.keyboard.press('Enter')
  await expect(toast(page, 'Stopped 1 instance')).toBeVisible()
  await expect(bar(page).getByRole('button', { name: 'Stop 0 of 1' })).toBeFocused()
  // the bar goes with the selection: the focus goes to the header checkbox, not to the page
  const clear = bar(page).getByRole('button', { name: 'Clear selection' })
  for (let i = 0; i < 6 && !(await clear.evaluate((b) => b === document.activeElement)); i++) {
    await page.keyboard.press('Shift+Tab')
  }
  await page.keyboard.press('Enter')
  await expect(bar(page)).toBeHidden()
  await expect(page.getByRole('checkbox', { name: 'Select every row on this page' })).toBeFocused()
})

test('a reload cuts a run short; the activity drawer resumes the items not done', async ({
  page,
}) => {
  // two of the three stops hang until the reload drops them; after it they go through
  await injectFault(page, {
    method: 'POST',
    path: /\/v1\/instances\/(web-frontend-2|api-server)\/stop$/,
    status: 'pass',
    delayMs: 60_000,
    times: 2,
  })
  await openInstances(page)
  for (const name of ['web-frontend-1', 'web-frontend-2', 'api-server']) {
    await box(page, name).check()
  }
  await bar(page).getByRole('button', { name: 'Stop 3' }).click()
  await dialog(page, 'Stop instances').getByRole('button', { name: 'Stop 3 instances' }).click()
  // the first is done (it left the selection), the other two still in flight
  await expect(box(page, 'web-frontend-1')).not.toBeChecked()
  await expect(page.getByRole('button', { name: 'Activity 1 running' })).toBeVisible()
  await page.reload()
  await expect(h1(page)).toHaveText('Instances', { timeout: 20_000 })

  await page.getByRole('button', { name: /^Activity/ }).click()
  const entry = page
    .getByRole('list', { name: 'Activity entries' })
    .getByRole('listitem')
    .filter({ hasText: 'Stop instances' })
    .first()
  await expect(entry).toContainText('Interrupted: 1 of 3 done')
  await expect(entry).toContainText('web-frontend-2')
  await entry.getByRole('button', { name: 'Resume' }).click()
  await expect(entry).not.toContainText('Interrupted')
  await expect(entry).toContainText(/succeeded|done/i)
  await page.keyboard.press('Escape')
  for (const name of ['web-frontend-2', 'api-server']) {
    await expect(row(page, name)).toContainText(/stopping|stopped/, { timeout: 15_000 })
  }
})

test('firewall rules: one update of the list, refused when a rule changed meanwhile', async ({
  page,
}) => {
  const RULES_API = '/v1/vpc-firewall-rules?project=web-app&vpc=default'
  const rule = (name: string, priority: number, status: string) => ({
    name,
    description: '',
    action: 'allow',
    direction: 'inbound',
    priority,
    status,
    targets: [{ type: 'vpc', value: 'default' }],
    filters: {},
  })
  await page.goto('/projects/web-app/vpcs')
  await expect(h1(page)).toHaveText('VPCs')
  await apiCall(page, 'PUT', RULES_API, {
    rules: [
      rule('bulk-a', 10, 'enabled'),
      rule('bulk-b', 11, 'disabled'),
      rule('bulk-c', 12, 'enabled'),
    ],
  })
  const puts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/v1/vpc-firewall-rules')) puts.push(r.url())
  })
  await page.goto('/projects/web-app/vpcs/default/firewall-rules')
  for (const name of ['bulk-a', 'bulk-b', 'bulk-c']) await box(page, name).check()
  const disable = bar(page).getByRole('button', { name: 'Disable 2 of 3' })
  await disable.hover()
  await expect(page.getByRole('tooltip')).toHaveText('1 is already disabled')
  await expect(bar(page).getByRole('button', { name: 'Enable 1 of 3' })).toBeEnabled()
  await disable.click()
  const confirm = dialog(page, 'Disable firewall rules')
  await expect(confirm.getByRole('list', { name: 'Targets' }).getByRole('listitem')).toHaveText([
    'bulk-a',
    'bulk-c',
  ])
  await confirm.getByRole('button', { name: 'Disable 2 firewall rules' }).click()
  await expect(toast(page, 'Disabled 2 firewall rules')).toBeVisible()
  await expect(row(page, 'bulk-a')).toContainText('disabled')
  await expect(row(page, 'bulk-c')).toContainText('disabled')
  expect(puts).toHaveLength(1)

  // someone changes bulk-c after the list was loaded: the delete saves nothing and says why
  await box(page, 'bulk-b').check()
  await box(page, 'bulk-c').check()
  await bar(page).getByRole('button', { name: 'Delete 2' }).click()
  const del = dialog(page, 'Delete firewall rules')
  const { rules } = (await apiCall(page, 'GET', RULES_API)).body as {
    rules: { name: string; status: string; priority: number }[]
  }
  await apiCall(page, 'PUT', RULES_API, {
    rules: rules.map((r) => ({
      ...rule(r.name, r.priority, r.status),
      ...(r.name === 'bulk-c' ? { description: 'changed elsewhere' } : {}),
    })),
  })
  await del.getByRole('button', { name: 'Delete 2 firewall rules' }).click()
  await expect(toast(page, 'Deleted 0 firewall rules; 2 failed')).toBeVisible()
  await expect(row(page, 'bulk-b')).toContainText('changed since the list was loaded')
  await expect(box(page, 'bulk-c')).toBeChecked()
  expect(puts).toHaveLength(2)
  const after = (await apiCall(page, 'GET', RULES_API)).body as { rules: { name: string }[] }
  expect(after.rules.map((r) => r.name)).toContain('bulk-b')

  // the retry works on the list as it is now
  await bar(page).getByRole('button', { name: 'Retry failed' }).click()
  await expect(toast(page, 'Deleted 2 firewall rules')).toBeVisible()
  await expect(row(page, 'bulk-b')).toBeHidden()
  await expect(row(page, 'bulk-a')).toBeVisible()
})

test('silo images: a bulk demote asks for the project once, in the confirmation', async ({
  page,
}) => {
  await page.goto('/images')
  await expect(h1(page)).toHaveText('Silo Images', { timeout: 20_000 })
  await box(page, 'fedora-41').check()
  await box(page, 'alpine-3-21').check()
  await bar(page).getByRole('button', { name: 'Demote 2' }).click()
  const confirm = dialog(page, 'Demote images')
  await expect(confirm.getByRole('list', { name: 'Targets' }).getByRole('listitem')).toHaveText([
    'fedora-41',
    'alpine-3-21',
  ])
  await confirm.getByLabel('Project').selectOption('web-app')
  await confirm.getByRole('button', { name: 'Equivalent CLI' }).click()
  await expect(
    confirm
      .getByRole('region', { name: 'Equivalent CLI' })
      .getByLabel('CLI command', { exact: true })
      .first(),
  ).toContainText('--project web-app')
  await confirm.getByRole('button', { name: 'Demote 2 images' }).click()
  await expect(toast(page, 'Demoted 2 images')).toBeVisible()
  await expect(row(page, 'fedora-41')).toBeHidden()
  await expect(row(page, 'debian-12')).toBeVisible()
  await page.goto('/projects/web-app/images')
  await expect(row(page, 'fedora-41')).toBeVisible()
  await expect(row(page, 'alpine-3-21')).toBeVisible()
})

test(
  'chaos fails some items of a run: their message on their rows, Retry failed',
  { tag: '@standalone' },
  async ({ page, context, baseURL }) => {
    const prefix = `chaos-${Date.now().toString(36)}`
    await page.goto('/settings/ssh-keys')
    await expect(h1(page)).toHaveText('SSH Keys', { timeout: 20_000 })
    for (let i = 0; i < 6; i++) {
      const res = await apiCall(page, 'POST', '/v1/me/ssh-keys', {
        name: `${prefix}-${i}`,
        description: '',
        public_key: `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIChaosKey${i}0000000000000000000000000000 x`,
      })
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300)
    }
    // the switch: writes only, half of them, seeded. The in-browser mock reads localStorage;
    // the standalone server this browser's cookies (a shared server fails only our requests)
    const chaos = {
      'ferrite-chaos': '50',
      'ferrite-chaos-scope': 'writes',
      'ferrite-chaos-seed': '1',
    }
    await page.evaluate((c) => {
      for (const [k, v] of Object.entries(c)) localStorage.setItem(k, v)
    }, chaos)
    await context.addCookies(
      Object.entries(chaos).map(([name, value]) => ({ name, value, url: baseURL! })),
    )
    await page.reload()
    await page.getByLabel('Filter SSH keys').fill(prefix)
    await expect(bodyRows(page)).toHaveCount(6)
    await page.getByRole('checkbox', { name: 'Select every row on this page' }).check()
    await bar(page).getByRole('button', { name: 'Delete 6' }).click()
    await dialog(page, 'Delete SSH keys').getByRole('button', { name: 'Delete 6 SSH keys' }).click()
    await expect(toast(page, /Deleted \d SSH keys?; [1-6] failed/)).toBeVisible()
    await expect(
      bodyRows(page).filter({ hasText: 'chaos (a simulated failure)' }).first(),
    ).toBeVisible()
    await expect(bar(page).getByRole('button', { name: 'Retry failed' })).toBeVisible()
  },
)
