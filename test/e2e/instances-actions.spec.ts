/**
 * Instance actions: allowed and refused in every run state (driven by the capability table),
 * confirm and toast flows, live transitions, resize, auto restart, anti-affinity groups and the
 * connect tab.
 */
import { type Page } from '@playwright/test'

import { instanceCan } from '../../app/api/capabilities'
import { instanceDisabledReason } from '../../app/resources/instances/reasons'
import { apiCall, dialog, expect, h1, row, test, toast, urlPath } from './utils'

/** A state change takes 2.5 s in the mock, and pages look every 3 s while one is under way. */
const SETTLE = { timeout: 15_000 }

// several page loads and live transitions per test: give them room on a busy machine
test.describe.configure({ timeout: 90_000 })
const FIRST_LOAD = { timeout: 20_000 }

/** One seeded instance in each run state (mock-api/db/seed/compute-data.ts). */
const SEEDED = {
  running: ['web-app', 'web-frontend-2'],
  rebooting: ['web-app', 'web-cache'],
  starting: ['web-app', 'web-canary'],
  creating: ['web-app', 'web-build'],
  stopping: ['web-app', 'web-staging'],
  stopped: ['web-app', 'web-legacy'],
  migrating: ['data-pipeline', 'etl-worker-2'],
  repairing: ['data-pipeline', 'etl-scheduler'],
  failed: ['data-pipeline', 'kafka-3'], // policy never: it stays failed
} as const
type State = keyof typeof SEEDED

/** Menu items and the capability each is gated by. */
const ACTIONS = [
  ['Start', 'start'],
  ['Stop', 'stop'],
  ['Reboot', 'reboot'],
  ['Resize', 'resize'],
  ['View serial console', 'serialConsole'],
  ['Delete', 'delete'],
] as const

async function openList(page: Page, project: string) {
  await page.goto(`/projects/${project}/instances`)
  await expect(h1(page)).toHaveText('Instances', FIRST_LOAD)
}

async function openInstance(page: Page, project: string, name: string, tab = 'storage') {
  await page.goto(`/projects/${project}/instances/${name}/${tab}`)
  await expect(h1(page)).toHaveText(name, FIRST_LOAD)
}

/** The State property of the detail page's header. */
const stateOf = (page: Page) => page.locator('dt:text-is("State") + dd')

/** Each item is enabled exactly when the table allows it, and a disabled one says why. */
async function expectGated(menu: ReturnType<Page['getByRole']>, state: State) {
  for (const [label, action] of ACTIONS) {
    const item = menu.getByRole('menuitem', { name: label, exact: true })
    if ((instanceCan[action].states as readonly string[]).includes(state)) {
      await expect(item, `${label} when ${state}`).not.toHaveAttribute('aria-disabled', 'true')
    } else {
      await expect(item, `${label} when ${state}`).toHaveAttribute('aria-disabled', 'true')
      const reason = instanceDisabledReason(action, { runState: state })
      await expect(item).toHaveAccessibleDescription(reason as string)
    }
  }
}

test.describe('every action is allowed or refused by run state', () => {
  for (const [state, [project, name]] of Object.entries(SEEDED) as [
    State,
    readonly [string, string],
  ][]) {
    test(`${state} (${name})`, async ({ page }) => {
      // the list's row menu
      await openList(page, project)
      const r = row(page, name)
      await expect(r).toContainText(state)
      await r.getByRole('button', { name: 'Row actions' }).click()
      const menu = page.getByRole('menu')
      await expect(menu.getByRole('menuitem', { name: 'Copy ID' })).toBeVisible()
      await expectGated(menu, state)
      await page.keyboard.press('Escape')

      // the detail page: Start and Stop as buttons, the rest in "Instance actions"
      await r.getByRole('link', { name, exact: true }).click()
      await expect(h1(page)).toHaveText(name, FIRST_LOAD)
      for (const label of ['Start', 'Stop'] as const) {
        const button = page.getByRole('button', { name: label, exact: true })
        const allowed = (
          instanceCan[label === 'Start' ? 'start' : 'stop'].states as readonly string[]
        ).includes(state)
        if (allowed) await expect(button).not.toHaveAttribute('aria-disabled', 'true')
        else await expect(button).toHaveAttribute('aria-disabled', 'true')
      }
      await page.getByRole('button', { name: 'Instance actions' }).click()
      const more = page.getByRole('menu')
      for (const [label, action] of ACTIONS.slice(2)) {
        const item = more.getByRole('menuitem', { name: label, exact: true })
        const allowed = (instanceCan[action].states as readonly string[]).includes(state)
        if (allowed) await expect(item).not.toHaveAttribute('aria-disabled', 'true')
        else await expect(item).toHaveAttribute('aria-disabled', 'true')
      }
    })
  }
})

test('start confirms, toasts and shows the instance starting, then running', async ({ page }) => {
  await openInstance(page, 'web-app', 'web-legacy')
  const state = stateOf(page)
  await page.getByRole('button', { name: 'Start', exact: true }).click()
  const confirm = dialog(page, 'Start instance')
  await expect(confirm).toContainText('Are you sure you want to start web-legacy?')
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(confirm).toBeHidden()
  await expect(toast(page, 'Starting instance web-legacy')).toBeVisible()
  await expect(state).toContainText('starting')
  // the detail page polls by itself: no reload
  await expect(state).toContainText('running', SETTLE)
  await expect(page.getByRole('button', { name: 'Stop', exact: true })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  )
})

test('stop warns about what is kept, and the list follows it to stopped', async ({ page }) => {
  await openList(page, 'web-app')
  const r = row(page, 'api-server')
  await r.getByRole('button', { name: 'Row actions' }).click()
  await page.getByRole('menuitem', { name: 'Stop', exact: true }).click()
  const confirm = dialog(page, 'Stop instance')
  await expect(confirm).toContainText('Are you sure you want to stop api-server?')
  await expect(confirm).toContainText(
    'Its disks and IP addresses stay attached; its CPU and memory are released until it starts again.',
  )
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, 'Stopping instance api-server')).toBeVisible()
  await expect(r).toContainText('stopping')
  await expect(r).toContainText('stopped', SETTLE)
})

test('reboot goes through rebooting back to running', async ({ page }) => {
  await openList(page, 'web-app')
  const r = row(page, 'web-frontend-2')
  await r.getByRole('button', { name: 'Row actions' }).click()
  await page.getByRole('menuitem', { name: 'Reboot' }).click()
  const confirm = dialog(page, 'Reboot instance')
  await expect(confirm).toContainText('Are you sure you want to reboot web-frontend-2?')
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, 'Rebooting instance web-frontend-2')).toBeVisible()
  await expect(r).toContainText('rebooting')
  await expect(r).toContainText('running', SETTLE)
})

test('cancel leaves the instance alone', async ({ page }) => {
  await openList(page, 'web-app')
  const r = row(page, 'web-frontend-2')
  await r.getByRole('button', { name: 'Row actions' }).click()
  await page.getByRole('menuitem', { name: 'Stop', exact: true }).click()
  await dialog(page, 'Stop instance').getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog(page, 'Stop instance')).toBeHidden()
  await page.getByRole('button', { name: 'Refresh data' }).click()
  await expect(r).toContainText('running')
})

test('delete from the list detaches the disks and removes the row', async ({ page }) => {
  await openList(page, 'sandbox')
  const r = row(page, 'scratch-vm')
  await r.getByRole('button', { name: 'Row actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = dialog(page, 'Delete instance')
  await expect(confirm).toContainText('Are you sure you want to delete scratch-vm?')
  await expect(confirm).toContainText('Its disks are detached from it and kept.')
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, 'Deleting instance scratch-vm')).toBeVisible()
  await expect(r).toHaveCount(0)
  const disk = await apiCall(page, 'GET', '/v1/disks/scratch-vm-boot?project=sandbox')
  expect((disk.body as { state: { state: string } }).state.state).toBe('detached')
})

test('delete from the detail page goes back to the list', async ({ page }) => {
  await openInstance(page, 'data-pipeline', 'kafka-3')
  await page.getByRole('button', { name: 'Instance actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await dialog(page, 'Delete instance').getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, 'Deleting instance kafka-3')).toBeVisible()
  await expect(page).toHaveURL(urlPath('/projects/data-pipeline/instances'))
  await expect(row(page, 'kafka-2')).toBeVisible()
  await expect(row(page, 'kafka-3')).toHaveCount(0)
})

test('an action the API refuses (the state changed meanwhile) says why', async ({ page }) => {
  await openList(page, 'web-app')
  const r = row(page, 'web-legacy')
  await expect(r).toContainText('stopped')
  await r.getByRole('button', { name: 'Row actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  // while the dialog is open someone else starts it
  const started = await apiCall(page, 'POST', '/v1/instances/web-legacy/start?project=web-app')
  expect(started.status).toBe(202)
  await dialog(page, 'Delete instance').getByRole('button', { name: 'Confirm' }).click()
  const error = toast(page, 'Could not delete instance')
  await expect(error).toBeVisible()
  await expect(error).toContainText('must be stopped or failed to be deleted')
  await expect(dialog(page, 'Delete instance')).toBeHidden()
})

test.describe('resize', () => {
  test('checks the bounds, sends the new shape and toasts with a link', async ({ page }) => {
    await openList(page, 'web-app')
    const r = row(page, 'web-legacy')
    await r.getByRole('button', { name: 'Row actions' }).click()
    await page.getByRole('menuitem', { name: 'Resize' }).click()
    const modal = dialog(page, 'Resize instance')
    await expect(modal).toContainText('Current (web-legacy): 2 vCPUs / 4 GiB')
    const submit = modal.getByRole('button', { name: 'Resize' })
    await expect(submit).toHaveAttribute('aria-disabled', 'true') // nothing changed yet

    const cpus = modal.getByRole('spinbutton', { name: 'vCPUs' })
    const memory = modal.getByRole('spinbutton', { name: 'Memory (GiB)' })
    const cases: [typeof cpus, string, string][] = [
      [cpus, '0', 'Must be at least 1 vCPU'],
      [cpus, '255', 'Can be at most 254 vCPUs'],
      [memory, '0', 'Must be at least 1 GiB'],
      [memory, '1537', 'Can be at most 1536 GiB'],
    ]
    for (const [field, value, message] of cases) {
      await field.fill(value)
      // the field's hint ("Up to 254", "1 to 1536 GiB") comes first in its description
      await expect(field).toHaveAccessibleDescription(new RegExp(`${message}$`))
      await expect(submit).toHaveAttribute('aria-disabled', 'true')
    }
    await cpus.fill('4')
    await memory.fill('8')
    await expect(submit).not.toHaveAttribute('aria-disabled', 'true')
    await submit.click()
    await expect(modal).toBeHidden()
    const t = toast(page, 'Instance web-legacy resized')
    await expect(t).toBeVisible()
    await expect(t.getByRole('link', { name: 'View instance' })).toHaveAttribute(
      'href',
      '/projects/web-app/instances/web-legacy',
    )
    await expect(r).toContainText('4 vCPUs')
    await expect(r).toContainText('8 GiB')
  })

  test('a running instance cannot be resized, and the settings tab says why', async ({ page }) => {
    await openInstance(page, 'web-app', 'web-frontend-2', 'settings')
    // the tab bar marks where we are, and the title reads like the breadcrumbs
    const tabs = page.getByRole('navigation', { name: 'Instance tabs' })
    await expect(tabs.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(tabs.getByRole('link', { name: 'Storage' })).not.toHaveAttribute('aria-current')
    await expect(page).toHaveTitle(
      'Settings / web-frontend-2 / Instances / web-app / Projects / Ferrite',
    )
    const resize = page
      .getByRole('region', { name: 'Size' })
      .getByRole('button', { name: 'Resize' })
    await expect(resize).toHaveAttribute('aria-disabled', 'true')
    await expect(resize).toHaveAccessibleDescription(
      'Only stopped, failed, or creating instances can be resized',
    )
  })
})

test.describe('auto restart', () => {
  test('turning it on for a failed instance restarts it, live', async ({ page }) => {
    await openInstance(page, 'data-pipeline', 'kafka-3', 'settings')
    const card = page.getByRole('region', { name: 'Auto-restart' })
    await expect(card.getByRole('button', { name: 'Policy' })).toContainText('Never')
    await expect(card).toContainText('Auto-restart is off, so it stays failed.')
    const save = card.getByRole('button', { name: 'Save' })
    await expect(save).toHaveAttribute('aria-disabled', 'true')

    await card.getByRole('button', { name: 'Policy' }).click()
    await page.getByRole('option', { name: /^Best effort/ }).click()
    await save.click()
    await expect(toast(page, 'Instance auto-restart policy updated')).toBeVisible()
    await expect(card).toContainText('The control plane will restart it shortly.')
    // the mock restarts it 10 s later; the page sees it without a reload
    const state = stateOf(page)
    await expect(state).toContainText(/starting|running/, { timeout: 25_000 })
  })

  test('a failed instance in its cooldown is not eligible yet', async ({ page }) => {
    await openInstance(page, 'data-pipeline', 'kafka-2', 'settings')
    const card = page.getByRole('region', { name: 'Auto-restart' })
    await expect(card).toContainText(
      /The control plane will restart it when the cooldown ends \(in (1|2) hours?\)\./,
    )
    await expect(card).toContainText('(cooling down)')
    await expect(card.getByText('No', { exact: true })).toBeVisible()
  })
})

test.describe('anti-affinity groups', () => {
  test('a stopped instance joins a group and leaves it', async ({ page }) => {
    await openInstance(page, 'web-app', 'web-legacy', 'settings')
    const card = page.getByRole('region', { name: 'Anti-affinity groups' })
    await expect(card).toContainText('No anti-affinity groups')
    await card.getByRole('button', { name: 'Add to group' }).click()
    const modal = dialog(page, 'Add to anti-affinity group')
    await expect(modal).toContainText('Choose the group that instance web-legacy joins.')
    await modal.getByRole('combobox', { name: 'Anti-affinity group' }).click()
    await page.getByRole('option', { name: /web-frontends/ }).click()
    await modal.getByRole('button', { name: 'Add to group' }).click()
    await expect(
      toast(page, 'Instance web-legacy added to anti-affinity group web-frontends'),
    ).toBeVisible()
    const r = row(page, 'web-frontends')
    await expect(r).toBeVisible()
    await expect(card.getByRole('button', { name: 'Add to group' })).toHaveAccessibleDescription(
      'This instance is in every group already',
    )

    await r.getByRole('button', { name: 'Row actions' }).click()
    await page.getByRole('menuitem', { name: 'Remove instance from group' }).click()
    const confirm = dialog(page, 'Remove instance from group')
    await expect(confirm).toContainText(
      'Are you sure you want to remove instance web-legacy from group web-frontends?',
    )
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    await expect(
      toast(page, 'Instance web-legacy removed from anti-affinity group web-frontends'),
    ).toBeVisible()
    await expect(card).toContainText('No anti-affinity groups')
  })

  test('a running instance shows its groups but cannot join another', async ({ page }) => {
    await openInstance(page, 'web-app', 'web-frontend-1', 'settings')
    const card = page.getByRole('region', { name: 'Anti-affinity groups' })
    await expect(row(page, 'web-frontends')).toBeVisible()
    const add = card.getByRole('button', { name: 'Add to group' })
    await expect(add).toHaveAttribute('aria-disabled', 'true')
    await expect(add).toHaveAccessibleDescription('Only stopped instances can be added to a group')
  })
})

test.describe('connect', () => {
  test('the CLI command is shown and copied', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openInstance(page, 'web-app', 'web-frontend-1', 'connect')
    const command = 'oxide instance serial console --project web-app --instance web-frontend-1'
    await page.getByRole('button', { name: 'CLI command' }).click()
    const modal = dialog(page, 'Connect with the CLI')
    await expect(modal.locator('code')).toHaveText(command)
    await modal.getByRole('button', { name: 'Copy command' }).click()
    await expect(modal.getByRole('button', { name: 'Copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command)
    // the confirmation lasts 2 s
    await expect(modal.getByRole('button', { name: 'Copy command' })).toBeVisible({
      timeout: 4000,
    })
    await modal.getByRole('button', { name: 'Close', exact: true }).last().click()
    await expect(modal).toBeHidden()

    await expect(page.getByText('ssh <user>@198.51.100.10')).toBeVisible()
    const serial = page.getByRole('region', { name: 'Serial console' })
    await expect(serial.getByRole('link', { name: 'Connect' })).toHaveAttribute(
      'href',
      '/projects/web-app/instances/web-frontend-1/serial-console',
    )
  })

  test('a stopped instance without IPs says how to connect', async ({ page }) => {
    await openInstance(page, 'web-app', 'web-legacy', 'connect')
    const connect = page
      .getByRole('region', { name: 'Serial console' })
      .getByRole('button', { name: 'Connect', exact: true })
    await expect(connect).toHaveAttribute('aria-disabled', 'true')
    await expect(connect).toHaveAccessibleDescription(
      'Only running, rebooting, migrating, or repairing instances have a serial console',
    )
    await expect(page.getByText('This instance has no external IP address.')).toBeVisible()
    await page.getByRole('link', { name: 'networking tab' }).click()
    await expect(page).toHaveURL(urlPath('/projects/web-app/instances/web-legacy/networking'))
  })
})
