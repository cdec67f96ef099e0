/**
 * Depth in the operator area: a silo's role assignments from its page, the fleet roles silos
 * grant through their role mappings, a sled's physical disks and a disk's page, a rack's page,
 * a support bundle's reason edited, and a release's and a trust root's pages.
 */
import { type Page } from '@playwright/test'

import { apiCall, clickRowAction, dialog, expect, h1, row, test, toast, urlPath } from './utils'

const GiB = 1024 ** 3

/** Goes to a path inside the app, without a page load (a load resets the in-page mock). */
async function go(page: Page, to: string) {
  await page.evaluate((path) => {
    window.history.pushState(null, '', path)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, to)
}

/**
 * A local-only silo whose silo viewers (and stronger) are fleet viewers, with one local user
 * who can sign in; `role` makes the user a silo role holder through the API.
 */
async function mappedSilo(page: Page, role?: string) {
  const name = `depth-${Date.now().toString(36)}`
  const silo = await apiCall(page, 'POST', '/v1/system/silos', {
    name,
    description: '',
    discoverable: true,
    identity_mode: 'local_only',
    quotas: { cpus: 4, memory: 8 * GiB, storage: 64 * GiB },
    tls_certificates: [],
    mapped_fleet_roles: { viewer: ['viewer'] },
  })
  expect(silo.status).toBe(201)
  const user = await apiCall(
    page,
    'POST',
    `/v1/system/identity-providers/local/users?silo=${name}`,
    {
      external_id: 'ivy',
      password: { mode: 'password', value: 'ivy-password-1' },
    },
  )
  expect(user.status).toBe(201)
  const id = (user.body as { id: string }).id
  if (role) {
    const res = await apiCall(page, 'PUT', `/v1/system/silos/${name}/policy`, {
      role_assignments: [{ identity_id: id, identity_type: 'silo_user', role_name: role }],
    })
    expect(res.status).toBe(200)
  }
  return { name, userId: id }
}

test(
  "a silo's Access tab assigns, changes and removes its roles",
  { tag: '@standalone' },
  async ({ page }) => {
    await page.goto('/projects')
    await expect(h1(page)).toHaveText('Projects')
    const { name, userId } = await mappedSilo(page)
    await go(page, `/system/silos/${name}`)
    await expect(h1(page)).toHaveText(name)
    await page
      .getByRole('navigation', { name: 'Silo' })
      .getByRole('link', { name: 'Access' })
      .click()
    await expect(page).toHaveURL(urlPath(`/system/silos/${name}/access`))
    await expect(page.getByText('No role assignments')).toBeVisible()

    await page.getByRole('button', { name: 'Add user or group' }).click()
    const form = dialog(page, 'Add user or group')
    await form.getByRole('combobox', { name: 'User or group' }).fill('ivy')
    await page.getByRole('option', { name: /^ivy User$/ }).click()
    await form.getByRole('radio', { name: /^Collaborator/ }).check()
    await form.getByRole('button', { name: 'Assign role' }).click()
    await expect(form).toBeHidden()
    await expect(toast(page, 'ivy is now collaborator')).toBeVisible()
    await expect(row(page, 'ivy')).toContainText('silo.collaborator')

    await clickRowAction(page, 'ivy', 'Change role')
    const edit = dialog(page, /Edit role/)
    await edit.getByRole('radio', { name: /^Viewer/ }).check()
    await edit.getByRole('button', { name: 'Update role' }).click()
    await expect(row(page, 'ivy')).toContainText('silo.viewer')
    const policy = await apiCall(page, 'GET', `/v1/system/silos/${name}/policy`)
    expect(policy.body).toEqual({
      role_assignments: [{ identity_id: userId, identity_type: 'silo_user', role_name: 'viewer' }],
    })

    await clickRowAction(page, 'ivy', 'Remove')
    await dialog(page, 'Remove role assignment').getByRole('button', { name: 'Remove' }).click()
    await expect(row(page, 'ivy')).toHaveCount(0)
    await expect(page.getByText('No role assignments')).toBeVisible()
  },
)

test(
  'fleet access lists the fleet roles silos grant, and explains them',
  { tag: '@standalone' },
  async ({ page }) => {
    await page.goto('/projects')
    await expect(h1(page)).toHaveText('Projects')
    const { name } = await mappedSilo(page, 'admin')
    await go(page, '/system/access')
    await expect(h1(page)).toHaveText('Fleet Access')
    const granted = page.getByRole('table', { name: 'Fleet roles granted by silos' })
    // ivy is a silo admin there, which includes the mapped viewer role (on a shared server
    // another test's silo may grant her a role too: the row is this silo's)
    const ivy = granted.getByRole('row').filter({ hasText: 'ivy' }).filter({ hasText: name })
    await expect(ivy).toContainText('fleet.viewer')
    await expect(ivy).toContainText('admin')
    // the granting silo's mappings, and from there who holds its roles
    await ivy.getByRole('link', { name }).click()
    await expect(page).toHaveURL(urlPath(`/system/silos/${name}/fleet-roles`))
    await expect(page.getByRole('list', { name: 'Fleet role mappings' })).toContainText(
      'Fleet viewer',
    )
    await page.getByRole('link', { name: 'Access tab' }).click()
    await expect(row(page, 'ivy')).toContainText('silo.admin')

    // ivy signs in to her silo: her mapped fleet role lets her read the fleet's access, not change it
    await go(page, `/login/${name}/local?redirect_uri=${encodeURIComponent('/system/access')}`)
    await page.getByLabel('Username').fill('ivy')
    await page.getByLabel('Password').fill('ivy-password-1')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(h1(page)).toHaveText('Fleet Access')
    await expect(page.getByRole('button', { name: 'Add user or group' })).toBeDisabled()
    const explain = page.getByRole('region', { name: 'Why does this user have access?' })
    await explain.getByLabel('User').selectOption({ label: 'ivy' })
    await expect(explain).toContainText('ivy is viewer on the fleet')
    await expect(explain).toContainText(
      'viewer: through the silo’s fleet role mapping (they are silo admin)',
    )
  },
)

test(
  "a sled's Disks tab lists its disks, each opening the disk's page",
  { tag: '@standalone' },
  async ({ page }) => {
    await page.goto('/system/inventory/sleds')
    await page.getByRole('link', { name: /^eefbd99e/ }).click()
    await page
      .getByRole('navigation', { name: 'Sled' })
      .getByRole('link', { name: 'Disks' })
      .click()
    await expect(page.getByRole('row')).toHaveCount(4) // the header and three disks
    await expect(row(page, 'U2-00A7F3')).toContainText('WUS5EA138ESP7E1')
    await row(page, 'M2-02A7F3').getByRole('link', { name: 'M2-02A7F3' }).click()

    await expect(h1(page)).toHaveText('Disk M2-02A7F3')
    const props = page.getByRole('definition')
    await expect(props.filter({ hasText: 'Micron' })).toBeVisible()
    await expect(props.filter({ hasText: 'M.2' })).toBeVisible()
    await expect(props.filter({ hasText: 'In service' })).toBeVisible()
    await page.getByRole('link', { name: /^eefbd99e-c409/ }).click()
    await expect(page).toHaveURL(/\/sleds\/eefbd99e-[0-9a-f-]+\/disks$/)

    // the inventory's disk list opens the same page
    await go(page, '/system/inventory/disks')
    await page.getByRole('link', { name: 'U2-10A7F3' }).click()
    await expect(h1(page)).toHaveText('Disk U2-10A7F3')
  },
)

test(
  "a rack's page shows its membership and its sleds",
  { tag: '@standalone' },
  async ({ page }) => {
    await page.goto('/system/inventory/racks')
    await page.getByRole('link', { name: /^8d7ef02b/ }).click()
    await expect(h1(page)).toHaveText('Rack')
    await expect(page.getByRole('status', { name: 'Rack membership' })).toBeVisible()
    const sleds = page.getByRole('table', { name: 'Sleds in this rack' })
    await expect(sleds.getByRole('row').nth(1)).toBeVisible()
    await sleds.getByRole('link').first().click()
    await expect(h1(page)).toHaveText(/^Sled /)
  },
)

test(
  "a support bundle's reason can be edited, and cleared",
  { tag: '@standalone' },
  async ({ page }) => {
    await page.goto('/system/support-bundles/28a8454a-6be1-4f4e-bbda-bb67dfe1fc11')
    await expect(h1(page)).toHaveText('Bundle 28a8454a')
    await page.getByRole('button', { name: 'Edit reason' }).click()
    const form = dialog(page, 'Edit reason')
    const reason = `case ${Date.now()}: still rebooting`
    await form.getByLabel('Reason').fill(reason)
    await form.getByRole('button', { name: 'Save reason' }).click()
    await expect(form).toBeHidden()
    await expect(toast(page, 'Reason of bundle 28a8454a updated')).toBeVisible()
    await expect(page.getByRole('definition').filter({ hasText: reason })).toBeVisible()

    await page.getByRole('button', { name: 'Edit reason' }).click()
    await expect(form.getByLabel('Reason')).toHaveValue(reason)
    await form.getByLabel('Reason').fill('   ')
    await form.getByRole('button', { name: 'Save reason' }).click()
    await expect(form).toBeHidden()
    await expect(page.getByRole('definition').filter({ hasText: reason })).toHaveCount(0)
    const bundle = await apiCall(
      page,
      'GET',
      '/v1/system/support-bundles/28a8454a-6be1-4f4e-bbda-bb67dfe1fc11',
    )
    expect((bundle.body as { user_comment: string | null }).user_comment).toBeNull()
  },
)

test(
  "a release's and a trust root's pages, from the update page's lists",
  { tag: '@standalone' },
  async ({ page }) => {
    await page.goto('/system/update')
    await page.getByRole('link', { name: '15.0.0' }).click()
    await expect(h1(page)).toHaveText('Release 15.0.0')
    const props = page.getByRole('definition')
    await expect(props.filter({ hasText: 'ferrite-rack-15.0.0.zip' })).toBeVisible()
    await expect(props.filter({ hasText: 'Target' })).toBeVisible()
    await page.getByRole('link', { name: 'System Update' }).first().click()

    await page.getByRole('link', { name: /^4750cf/ }).click()
    await expect(h1(page)).toHaveText('Trust root')
    await expect(props.filter({ hasText: /^root$/ })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Root role document' })).toContainText(
      '"spec_version": "1.0.0"',
    )
  },
)

test(
  'an IP pool is reserved for system services and given back to silos',
  { tag: '@standalone' },
  async ({ page }) => {
    await page.goto('/system/networking/ip-pools/lumen-v4')
    await expect(h1(page)).toHaveText('lumen-v4')
    await page.getByRole('button', { name: 'IP pool actions' }).click()
    const reserve = page.getByRole('menuitem', { name: 'Reserve for system services' })
    await expect(reserve).toBeDisabled()
    await expect(reserve).toHaveAccessibleDescription(
      'Unlink the pool from every silo before reserving it for system services',
    )
    await page.keyboard.press('Escape')

    await go(page, '/system/networking/ip-pools/spare-v4')
    await expect(h1(page)).toHaveText('spare-v4')
    await page.getByRole('button', { name: 'IP pool actions' }).click()
    await page.getByRole('menuitem', { name: 'Reserve for system services' }).click()
    await dialog(page, 'Reserve for system services')
      .getByRole('button', { name: 'Reserve' })
      .click()
    await expect(toast(page, 'IP pool spare-v4 reserved for system services')).toBeVisible()
    const assigned = page.getByRole('definition').filter({ hasText: 'System services' })
    await expect(assigned).toBeVisible()

    await page.getByRole('button', { name: 'IP pool actions' }).click()
    await page.getByRole('menuitem', { name: 'Make available to silos' }).click()
    await dialog(page, 'Make available to silos')
      .getByRole('button', { name: 'Make available' })
      .click()
    await expect(toast(page, 'IP pool spare-v4 available to silos')).toBeVisible()
    await expect(assigned).toHaveCount(0)
  },
)
