/**
 * Issue 25, "Depth": an instance's external subnets attached and detached from its networking
 * tab, the CPU metrics' "All states" chart, and "Promote image" on the silo images page (with
 * demote back to a chosen project, both gated by the silo role). The last test does the writes
 * again on the production build against the standalone mock server.
 */
import { type Page } from '@playwright/test'

import { serveProdBuild, type ProdStack } from '../../tools/lib/serve'
import { expectAccessible } from './axe-utils'
import { apiCall, clickRowAction, dialog, expect, h1, row, signIn, test, toast } from './utils'

const FIRST_LOAD = { timeout: 20_000 }
test.describe.configure({ timeout: 90_000 })

const subnetsCard = (page: Page) => page.getByRole('region', { name: 'External subnets' })

/** Attaches web-reserve to web-frontend-2 from its networking tab, then detaches it. */
async function attachAndDetachSubnet(page: Page, base = '', axe = false) {
  await page.goto(`${base}/projects/web-app/instances/web-frontend-2/networking`)
  await expect(h1(page)).toHaveText('web-frontend-2', FIRST_LOAD)
  const card = subnetsCard(page)
  await expect(card).toContainText('No external subnets are attached to this instance.')
  // the card's header and its empty state both offer it
  const attach = card.getByRole('button', { name: 'Attach external subnet' })
  await expect(attach).toHaveCount(2)
  await attach.last().click()

  const modal = dialog(page, 'Attach external subnet')
  await expect(modal).toContainText(
    'Traffic for the selected subnet will be routed to instance web-frontend-2.',
  )
  await expect(modal.getByRole('button', { name: 'Attach' })).toHaveAccessibleDescription(
    'Select an external subnet',
  )
  await modal.getByRole('button', { name: /^External subnet/ }).click()
  // web-edge is web-frontend-1's: only the free one is offered
  await expect(page.getByRole('option', { name: /web-edge/ })).toHaveCount(0)
  await page.getByRole('option', { name: /web-reserve/ }).click()
  if (axe) await expectAccessible(page, 'Attach external subnet modal', '[role="dialog"]')
  await modal.getByRole('button', { name: 'Attach' }).click()
  await expect(toast(page, 'External subnet web-reserve attached')).toBeVisible()
  await expect(row(page, 'web-reserve')).toContainText('198.19.1.0/26')
  if (axe) await expectAccessible(page, 'External subnets card with a row', 'main')
  // the project has no free subnet left: the button says so
  await expect(attach).toHaveAccessibleDescription(
    'The project has no external subnet that is not attached to an instance',
  )

  // the project's list shows where it went
  await page.getByRole('link', { name: 'Manage external subnets' }).click()
  await expect(h1(page)).toHaveText('External Subnets')
  await expect(row(page, 'web-reserve').getByRole('link', { name: 'web-frontend-2' })).toBeVisible()
  await page.goBack()

  await clickRowAction(page, 'web-reserve', 'Detach')
  const confirm = dialog(page, 'Detach external subnet')
  await expect(confirm).toContainText(
    'Are you sure you want to detach external subnet web-reserve from web-frontend-2?',
  )
  await confirm.getByRole('button', { name: 'Detach' }).click()
  await expect(toast(page, 'External subnet web-reserve detached')).toBeVisible()
  await expect(card).toContainText('No external subnets are attached to this instance.')
}

/** Promotes web-app's web-golden-2025-09 from the silo images page. */
async function promoteImage(page: Page, base = '', axe = false) {
  await page.goto(`${base}/images`)
  await expect(h1(page)).toHaveText('Silo Images', FIRST_LOAD)
  await expect(row(page, 'web-golden-2025-09')).toBeHidden()
  await page.getByRole('button', { name: 'Promote image' }).click()
  const modal = dialog(page, 'Promote image')
  const submit = modal.getByRole('button', { name: 'Promote' })
  await expect(submit).toHaveAccessibleDescription('Select a project')
  // no project, no images to pick from
  await expect(modal.getByRole('button', { name: /^Image/ })).toBeDisabled()
  await expect(modal.getByRole('button', { name: /^Image/ })).toContainText(
    'Select a project first',
  )
  await modal.getByRole('button', { name: /^Project/ }).click()
  await page.getByRole('option', { name: 'web-app', exact: true }).click()
  await expect(submit).toHaveAccessibleDescription('Select an image')
  await modal.getByRole('button', { name: /^Image/ }).click()
  await page.getByRole('option', { name: /web-golden-2025-09/ }).click()
  await expect(modal).toContainText(
    'Once an image has been promoted it is visible to all projects in a silo',
  )
  if (axe) await expectAccessible(page, 'Promote image modal', '[role="dialog"]')
  await submit.click()
  await expect(toast(page, 'Image web-golden-2025-09 promoted')).toBeVisible()
  await expect(row(page, 'web-golden-2025-09')).toBeVisible()
}

test('attaches an external subnet to an instance and detaches it; the state gates both', async ({
  page,
}) => {
  await attachAndDetachSubnet(page, '', true)

  // a starting instance takes no external subnet, and says which states do
  await page.goto('/projects/web-app/instances/web-canary/networking')
  await expect(h1(page)).toHaveText('web-canary', FIRST_LOAD)
  await expect(
    subnetsCard(page).getByRole('button', { name: 'Attach external subnet' }).first(),
  ).toHaveAccessibleDescription(
    'Only running, rebooting, stopped, or failed instances can have external subnets attached or detached',
  )
})

test('the CPU metrics show all states in one chart, a line and an average each', async ({
  page,
}) => {
  await page.goto('/projects/web-app/instances/web-frontend-1/metrics/cpu')
  await expect(page.getByRole('heading', { name: 'CPU utilization: Running' })).toBeVisible(
    FIRST_LOAD,
  )
  await page.getByRole('button', { name: /^vCPU state/ }).click()
  await page.getByRole('option', { name: 'All states' }).click()
  const chart = page.getByRole('region', { name: 'CPU utilization: All states' })
  await expect(chart.getByRole('img')).toHaveAccessibleName(
    /line chart of 4 lines \(Running, Emulation, Idle, Waiting\), \d+ points/,
  )
  // every moment of the vCPUs is in one state or another: the averages add up to about 100%
  const averages = chart.getByRole('definition')
  await expect(averages).toHaveCount(4)
  const total = (await averages.allTextContents())
    .map((t) => parseFloat(t))
    .reduce((a, b) => a + b, 0)
  expect(total).toBeGreaterThan(98)
  expect(total).toBeLessThan(102)
  await expect(chart.getByRole('term').first()).toHaveText(/Running/)
  await expectAccessible(page, 'CPU metrics, all states', 'main')
})

test('promotes a project image to the silo and demotes it to another project', async ({ page }) => {
  await promoteImage(page, '', true)

  await clickRowAction(page, 'web-golden-2025-09', 'Demote')
  const demote = dialog(page, 'Demote image')
  await demote.getByRole('button', { name: /^Project/ }).click()
  await page.getByRole('option', { name: 'sandbox', exact: true }).click()
  await demote.getByRole('button', { name: 'Demote' }).click()
  await expect(toast(page, 'Image web-golden-2025-09 demoted')).toBeVisible()
  await expect(row(page, 'web-golden-2025-09')).toBeHidden()
  await page.goto('/projects/sandbox/images')
  await expect(row(page, 'web-golden-2025-09')).toBeVisible(FIRST_LOAD)
})

test('a silo viewer sees Promote and Demote off, with the reason', async ({ page }) => {
  await signIn(page, 'dev')
  await page.goto('/images')
  await expect(h1(page)).toHaveText('Silo Images', FIRST_LOAD)
  const reason = 'Your role on this silo does not allow changing its images'
  await expect(page.getByRole('button', { name: 'Promote image' })).toHaveAccessibleDescription(
    reason,
  )
  await row(page, 'debian-12').getByRole('button', { name: 'Row actions' }).click()
  await expect(page.getByRole('menuitem', { name: 'Demote' })).toHaveAccessibleDescription(reason)
})

test('a write the API refuses after the modal opened says why in the modal, which stays', async ({
  page,
}) => {
  await page.goto('/projects/web-app/instances/web-frontend-2/networking')
  await expect(h1(page)).toHaveText('web-frontend-2', FIRST_LOAD)
  await subnetsCard(page).getByRole('button', { name: 'Attach external subnet' }).first().click()
  const attach = dialog(page, 'Attach external subnet')
  await attach.getByRole('button', { name: /^External subnet/ }).click()
  await page.getByRole('option', { name: /web-reserve/ }).click()
  // meanwhile someone attaches it elsewhere
  const taken = await apiCall(
    page,
    'POST',
    '/v1/external-subnets/web-reserve/attach?project=web-app',
    { instance: 'web-frontend-1' },
  )
  expect(taken.status).toBe(202)
  await attach.getByRole('button', { name: 'Attach' }).click()
  await expect(attach).toContainText(
    'External subnet "web-reserve" is already attached to an instance',
  )
  await attach.getByRole('button', { name: 'Cancel' }).click()

  await page.goto('/images')
  await expect(h1(page)).toHaveText('Silo Images', FIRST_LOAD)
  await page.getByRole('button', { name: 'Promote image' }).click()
  const promote = dialog(page, 'Promote image')
  await promote.getByRole('button', { name: /^Project/ }).click()
  await page.getByRole('option', { name: 'web-app', exact: true }).click()
  await promote.getByRole('button', { name: /^Image/ }).click()
  await page.getByRole('option', { name: /web-golden-2025-09/ }).click()
  // meanwhile someone promotes it
  const promoted = await apiCall(
    page,
    'POST',
    '/v1/images/web-golden-2025-09/promote?project=web-app',
  )
  expect(promoted.status).toBe(202)
  await promote.getByRole('button', { name: 'Promote' }).click()
  await expect(promote).toContainText('Not found: image with name "web-golden-2025-09"')
  await expect(promote.getByRole('button', { name: 'Promote' })).toBeVisible()
})

test.describe('on the production build against the standalone mock server', () => {
  let stack: ProdStack
  test.beforeAll(async () => {
    stack = await serveProdBuild({ outDir: process.env.FERRITE_PROD_OUT_DIR })
  })
  test.afterAll(async () => {
    await stack?.close()
  })

  test('attaches and detaches an external subnet, and promotes an image', async ({ page }) => {
    await attachAndDetachSubnet(page, stack.base)
    await promoteImage(page, stack.base)
  })
})
