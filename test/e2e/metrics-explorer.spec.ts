/**
 * The operator's metrics explorer: schemas, an OxQL query written with suggestions, a shared
 * link, the grouping error. The in-browser mock computes an hour of samples per query, which
 * takes a while on a busy machine: answers get more time than the default.
 */
import { expect, h1, row, test } from './utils'

const ANSWER = { timeout: 20_000 }
const QUERY = 'get virtual_machine:vcpu_usage | filter state == "run" | align mean_within(1m)'

test('writes an OxQL query with suggestions, charts it, and reproduces it from its link', async ({
  page,
}) => {
  test.slow()
  await page.goto('/system/metrics')
  await expect(h1(page)).toHaveText('Metrics')
  await expect(row(page, 'virtual_machine:vcpu_usage')).toContainText('cumulative_u64')

  const editor = page.getByRole('textbox', { name: 'OxQL query' })
  await editor.pressSequentially('get virtual_m')
  const options = page.getByRole('listbox', { name: 'OxQL query' })
  await expect(options.getByRole('option', { name: /virtual_machine:vcpu_usage/ })).toBeVisible()
  await editor.press('Enter')
  await expect(editor).toHaveValue('get virtual_machine:vcpu_usage ')
  await editor.pressSequentially('| filter sta')
  await expect(options.getByRole('option', { name: /^state/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await editor.press('Tab')
  await editor.pressSequentially(' == "run" | align mean_within(1m)')
  await editor.press('Escape')
  await expect(editor).toHaveValue(QUERY)
  await page.getByRole('button', { name: 'Run query' }).click()

  await expect(page).toHaveURL(/[?&]query=get\+virtual_machine/)
  const status = page.getByRole('status').filter({ hasText: /^\d+ timeseries$/ })
  await expect(status).toBeVisible(ANSWER)
  const count = await status.textContent()
  await expect(
    page.getByRole('img', { name: /virtual_machine:vcpu_usage .*state=run/ }).first(),
  ).toBeVisible()
  await page
    .getByText(/^Points \(\d+\)$/)
    .first()
    .click()
  await expect(page.getByRole('table', { name: /^Points of / }).first()).toBeVisible()

  // the link alone gives the same query and the same answer
  const link = page.url()
  await page.goto('/system/silos')
  await page.goto(link)
  await expect(editor).toHaveValue(QUERY)
  await expect(page.getByRole('status').filter({ hasText: count! })).toBeVisible(ANSWER)
})

test('shows the grouping error for a group_by over unaligned tables', async ({ page }) => {
  test.slow()
  const query = 'get virtual_machine:vcpu_usage | group_by [instance_id], sum'
  await page.goto(`/system/metrics?${new URLSearchParams({ query })}`)
  const error = page.getByText('Input tables to a group_by must be aligned.')
  await expect(error).toBeVisible(ANSWER)
  // aligning first fixes it
  const editor = page.getByRole('textbox', { name: 'OxQL query' })
  await editor.fill(
    'get virtual_machine:vcpu_usage | align mean_within(1m) | group_by [instance_id], sum',
  )
  await editor.press('Control+Enter')
  await expect(page.getByRole('status').filter({ hasText: /^\d+ timeseries$/ })).toBeVisible(ANSWER)
  await expect(error).toBeHidden()
})
