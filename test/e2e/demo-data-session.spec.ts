/** The in-browser mock keeps the demo's data for the tab: signing out and in keeps it. */
import { apiCall, dialog, expect, h1, signIn, signOut, test, urlPath } from './utils'

test('what ada changed is still there for cleo after signing out, until the demo is reset', async ({
  page,
}) => {
  await page.goto('/projects')
  await expect(h1(page)).toHaveText('Projects')
  // ada makes a project and gives cleo a role on it
  const name = `kept-${Date.now().toString(36)}`
  expect((await apiCall(page, 'POST', '/v1/projects', { name, description: '' })).status).toBe(201)
  const users = (await apiCall(page, 'GET', '/v1/users?limit=100')).body as {
    items: { id: string; display_name: string }[]
  }
  const cleo = users.items.find((u) => u.display_name === 'Cleo Marsh')!
  const policy = {
    role_assignments: [{ identity_id: cleo.id, identity_type: 'silo_user', role_name: 'viewer' }],
  }
  expect((await apiCall(page, 'PUT', `/v1/projects/${name}/policy`, policy)).status).toBe(200)

  // signing out reloads the page: the mock starts again, from the tab's saved data
  await signOut(page)
  await signIn(page, 'cleo')
  await page.goto(`/projects/${name}/instances`)
  await expect(h1(page)).toHaveText('Instances')
  await page.reload()
  await expect(h1(page)).toHaveText('Instances')

  // the banner puts the sample data back: the project is gone, cleo stays signed in
  await page.getByRole('button', { name: 'Reset demo data' }).click()
  const confirm = dialog(page, 'Reset demo data')
  await expect(confirm).toContainText('goes back to the sample data')
  await confirm.getByRole('button', { name: 'Reset demo data' }).click()
  await expect(page).toHaveURL(urlPath('/projects'))
  await page.goto(`/projects/${name}/instances`)
  await expect(h1(page)).toHaveText('Page not found')
  await expect(page.getByRole('button', { name: 'User menu' })).toContainText('Cleo Marsh')
})
