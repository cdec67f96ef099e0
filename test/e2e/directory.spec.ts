/** The silo's directory: users with their groups and roles, groups with their members, sign-ins. */
import { type Page } from '@playwright/test'

import { apiCall, DEMO_PASSWORD, dialog, expect, h1, row, signIn, test, toast } from './utils'

const nav = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('link', { name, exact: true })

test('a user’s groups and roles show where they come from; a group lists its members', async ({
  page,
}) => {
  await signIn(page, 'ben')
  await nav(page, 'Users').click()
  await expect(h1(page)).toHaveText('Users')
  const dev = row(page, 'Dev Rao')
  await expect(dev.getByRole('link', { name: 'readers' })).toBeVisible()
  await expect(dev).toContainText('silo.viewer')
  await expect(dev).toContainText('through group readers')
  await expect(row(page, 'Ben Ito')).toContainText('silo.admin')
  await expect(row(page, 'Ben Ito')).toContainText('direct')
  await expect(row(page, 'Eve Lind')).not.toContainText('silo.')

  // cleo's only role is on a project, given to her directly
  await row(page, 'Cleo Marsh').getByRole('link', { name: 'Cleo Marsh' }).click()
  await expect(h1(page)).toHaveText('Cleo Marsh')
  const roles = page.getByRole('table', { name: 'Project roles' })
  await expect(row(page, 'web-app')).toContainText('project.collaborator')
  await expect(roles.getByRole('row', { name: /web-app/ })).toContainText('direct')
  await expect(page.getByText('This user belongs to no group.')).toBeVisible()
  // ben is no operator: no sessions or tokens
  await expect(page.getByRole('heading', { name: 'Sessions' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Sign out everywhere' })).toHaveCount(0)

  await nav(page, 'Groups').click()
  await expect(row(page, 'platform-team')).toContainText('2')
  await row(page, 'readers').getByRole('link', { name: 'readers' }).click()
  await expect(h1(page)).toHaveText('readers')
  const members = page.getByRole('table', { name: 'Members' })
  await expect(members.getByRole('link')).toHaveText(['Dev Rao'])
  await expect(page.getByRole('table', { name: 'Role assignments' })).toContainText('silo.viewer')
  await members.getByRole('link', { name: 'Dev Rao' }).click()
  await expect(h1(page)).toHaveText('Dev Rao')
  await expect(page.getByRole('table', { name: 'Groups' }).getByRole('link')).toHaveText([
    'readers',
  ])
})

test('an operator signs a user out everywhere', async ({ page }) => {
  await signIn(page, 'ada')
  // ben signs in somewhere (a session of his), then ada's session is the page's again
  const login = (username: string) =>
    apiCall(page, 'POST', '/v1/login/lumen/local', { username, password: DEMO_PASSWORD })
  expect((await login('ben')).status).toBe(204)
  expect((await login('ada')).status).toBe(204)

  await nav(page, 'Users').click()
  await row(page, 'Ben Ito').getByRole('link', { name: 'Ben Ito' }).click()
  await expect(h1(page)).toHaveText('Ben Ito')
  const sessions = page.getByRole('table', { name: 'Sessions' })
  await expect(sessions.getByRole('row')).toHaveCount(2) // header and ben's session
  await expect(page.getByText('The API revokes a single token only for its owner')).toBeVisible()

  await page.getByRole('button', { name: 'Sign out everywhere' }).click()
  const confirm = dialog(page, 'Sign out everywhere')
  await expect(confirm).toContainText('revoke all of their access tokens')
  await confirm.getByRole('button', { name: 'Sign out everywhere' }).click()
  await expect(toast(page, 'Ben Ito signed out everywhere')).toBeVisible()
  await expect(page.getByText('No active sessions.')).toBeVisible()
  // ada is still signed in
  expect((await apiCall(page, 'GET', '/v1/me')).status).toBe(200)
})
