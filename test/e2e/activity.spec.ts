/**
 * The activity drawer (issue 28): what the user changed, kept per user in this browser across
 * reloads; long instance transitions; a run a reload cut short, resumed; keyboard-only use.
 */
import { type Page } from '@playwright/test'

import { apiCall, dialog, expect, h1, test, urlPath } from './utils'

const activityButton = (page: Page) => page.getByRole('button', { name: /^Activity/ })
const drawer = (page: Page) => dialog(page, 'Activity')
const entry = (page: Page, title: string) =>
  drawer(page).getByRole('listitem').filter({ hasText: title }).first()

test(
  'records a write with its links, keeps it over a reload, and works from the keyboard',
  { tag: '@standalone' },
  async ({ page }) => {
    const name = `act-${Date.now().toString(36)}`
    await page.goto('/projects-new')
    const form = dialog(page, 'Create project')
    await form.getByRole('textbox', { name: 'Name' }).fill(name)
    await form.getByRole('button', { name: 'Create project' }).click()
    await expect(page).toHaveURL(urlPath(`/projects/${name}/instances`))

    // keyboard only: focus the button, open with Enter, move with Tab, close with Escape
    const button = activityButton(page)
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(drawer(page)).toBeVisible()
    const created = entry(page, 'Create project')
    await expect(created).toContainText('Succeeded')
    await expect(created.getByRole('link', { name })).toHaveAttribute('href', `/projects/${name}`)
    // an operator also gets the audit log, filtered to the write
    await expect(created.getByRole('link', { name: 'Audit log entry' })).toHaveAttribute(
      'href',
      /^\/system\/audit-log\?range=custom&/,
    )
    await page.keyboard.press('Tab')
    await expect(drawer(page).locator(':focus')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(drawer(page)).toBeHidden()
    await expect(button).toBeFocused()

    // a reload keeps it; its link goes to the project and closes the drawer
    await page.reload()
    await activityButton(page).click()
    await entry(page, 'Create project').getByRole('link', { name }).click()
    await expect(drawer(page)).toBeHidden()
    await expect(page).toHaveURL(urlPath(`/projects/${name}/instances`))
    await expect(h1(page)).toHaveText('Instances')

    // the audit log link finds the write
    await activityButton(page).click()
    await entry(page, 'Create project').getByRole('link', { name: 'Audit log entry' }).click()
    await expect(h1(page)).toHaveText('Audit Log')
    await expect(page.getByRole('row').filter({ hasText: 'project_create' })).toHaveCount(1)
  },
)

test('an instance start lasts until the instance runs', async ({ page }) => {
  await page.goto('/projects/web-app/instances/web-legacy')
  await page.getByRole('button', { name: 'Start', exact: true }).click()
  await dialog(page, 'Start instance').getByRole('button', { name: 'Confirm' }).click()
  await expect(activityButton(page)).toHaveAccessibleName('Activity 1 running')
  await activityButton(page).click()
  const started = entry(page, 'Start instance')
  await expect(started.getByRole('link', { name: 'web-legacy' })).toBeVisible()
  await expect(started).toContainText('Running')
  await expect(started).toContainText('Succeeded', { timeout: 15_000 })
  await expect(activityButton(page)).toHaveAccessibleName('Activity')
})

test('a run a reload cut short shows what is not done, and resumes it', async ({ page }) => {
  await page.goto('/projects/web-app/instances')
  await expect(h1(page)).toHaveText('Instances')
  const me = (await apiCall(page, 'GET', '/v1/me')).body as { id: string }
  // a bulk stop of two instances, one done, as an earlier page load left it
  await page.evaluate((key) => {
    const item = (label: string, status: string) => ({ key: label, label, status })
    const run = {
      id: 'earlier-1',
      kind: 'bulk',
      title: 'Stop instances',
      startedAt: new Date().toISOString(),
      status: 'running',
      session: 'earlier',
      resume: { action: 'instance.stop', params: { project: 'web-app' } },
      items: [item('api-server', 'succeeded'), item('web-frontend-2', 'running')],
    }
    localStorage.setItem(key, JSON.stringify([run]))
  }, `ferrite-activity:${me.id}`)
  await page.reload()
  await activityButton(page).click()
  const run = entry(page, 'Stop instances')
  await expect(run).toContainText('Interrupted: 1 of 2 done')
  await expect(run.getByRole('listitem')).toHaveText(['web-frontend-2'])
  await run.getByRole('button', { name: 'Resume' }).click()
  await expect(run).toContainText('Succeeded')
  await expect(run).toContainText('2 items: 2 succeeded')
  const instance = await apiCall(page, 'GET', '/v1/instances/web-frontend-2?project=web-app')
  // the API's own wording (snake_case)
  expect((instance.body as { run_state: string }).run_state).toMatch(/^stopp(ing|ed)$/)
})
