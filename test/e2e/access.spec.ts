/** Access at the three levels: list order, add, change, remove, guards and who may do what. */
import { type Page } from '@playwright/test'

import { serveProdBuild, type ProdStack } from '../../tools/lib/serve'
import {
  apiCall,
  bodyRows,
  clickRowAction,
  DEMO_PASSWORD,
  dialog,
  expect,
  h1,
  row,
  test,
  toast,
} from './utils'

type Assignment = { identity_id: string; identity_type: string; role_name: string }

async function policy(page: Page, path: string): Promise<Assignment[]> {
  const res = await apiCall(page, 'GET', path)
  expect(res.status).toBe(200)
  return (res.body as { role_assignments: Assignment[] }).role_assignments
}

async function idOf(page: Page, kind: 'users' | 'groups', name: string) {
  const res = await apiCall(page, 'GET', `/v1/${kind}?limit=100`)
  const items = (res.body as { items: { id: string; display_name: string }[] }).items
  return items.find((i) => i.display_name === name)!.id
}

async function addAssignment(page: Page, name: string, role: string) {
  await page.getByRole('button', { name: 'Add user or group' }).click()
  const form = dialog(page, 'Add user or group')
  await form.getByRole('combobox', { name: 'User or group' }).fill(name)
  await page.getByRole('option', { name: new RegExp(`^${name} (User|Group)$`) }).click()
  await form.getByRole('radio', { name: new RegExp(`^${role}`) }).check()
  await form.getByRole('button', { name: 'Assign role' }).click()
  await expect(form).toBeHidden()
}

async function changeRole(page: Page, name: string, role: string) {
  await clickRowAction(page, name, 'Change role')
  const form = dialog(page, /Edit role/)
  await form.getByRole('radio', { name: new RegExp(`^${role}`) }).check()
  await form.getByRole('button', { name: 'Update role' }).click()
  await expect(form).toBeHidden()
}

async function removeRole(page: Page, name: string, role: string) {
  await clickRowAction(page, name, 'Remove')
  const confirm = dialog(page, 'Remove role assignment')
  await expect(confirm).toContainText(`Remove the ${role} role of ${name}`)
  await confirm.getByRole('button', { name: 'Remove' }).click()
  await expect(row(page, name)).toHaveCount(0)
}

test('silo access: groups first, then add, change (replacing) and remove', async ({ page }) => {
  await page.goto('/projects')
  await page.getByRole('link', { name: 'Silo Access' }).click()
  await expect(h1(page)).toHaveText('Silo Access')
  await expect(bodyRows(page).first()).toContainText('readers')

  await addAssignment(page, 'platform-team', 'Collaborator')
  await expect(toast(page, 'is now collaborator')).toBeVisible()
  // groups before users, then by name
  const rows = await bodyRows(page).allTextContents()
  expect(rows[0]).toMatch(/^platform-team/)
  expect(rows[1]).toMatch(/^readers/)
  await expect(row(page, 'platform-team')).toContainText('silo.collaborator')

  await changeRole(page, 'platform-team', 'Viewer')
  await expect(row(page, 'platform-team')).toContainText('silo.viewer')
  const team = await idOf(page, 'groups', 'platform-team')
  // adding replaced the group's assignment: one, with the new role
  const mine = (await policy(page, '/v1/policy')).filter((a) => a.identity_id === team)
  expect(mine.map((a) => a.role_name)).toEqual(['viewer'])

  await removeRole(page, 'platform-team', 'viewer')
  await expect(toast(page, 'removed')).toBeVisible()
})

test('project access: inherited silo roles, add, change and remove, and why a user has access', async ({
  page,
}) => {
  await page.goto('/projects/web-app/instances')
  await page.getByRole('link', { name: 'Project Access' }).click()
  await expect(h1(page)).toHaveText('Project Access')
  // ada is silo admin: no project role, but an effective project admin
  await expect(row(page, /Ada Okafor/)).toContainText('silo.admin')
  await expect(row(page, /Ada Okafor/)).toContainText('project.admin')
  await expect(row(page, 'Cleo Marsh')).toContainText('project.collaborator')

  await addAssignment(page, 'platform-team', 'Limited collaborator')
  await expect(row(page, 'platform-team')).toContainText('project.limited_collaborator')
  await changeRole(page, 'platform-team', 'Collaborator')
  await expect(row(page, 'platform-team')).toContainText('project.collaborator')

  // Ben gets collaborator through platform-team, but is admin through his silo role
  const explain = page.getByRole('region', { name: 'Why does this user have access?' })
  await explain.getByLabel('User').selectOption({ label: 'Ben Ito' })
  await expect(explain).toContainText('Ben Ito is admin on project web-app')
  await expect(explain).toContainText('collaborator: through group platform-team')
  await expect(explain).toContainText('inherited from the silo, where they are admin')
  // Dev is a viewer only through the group readers on the silo
  await explain.getByLabel('User').selectOption({ label: 'Dev Rao' })
  await expect(explain).toContainText(
    'viewer: inherited from the silo, where group readers is viewer',
  )

  await removeRole(page, 'platform-team', 'collaborator')
})

test('fleet access: add, change and remove a fleet role', async ({ page }) => {
  await page.goto('/system/silos')
  await page.getByRole('link', { name: 'Fleet Access' }).click()
  await expect(h1(page)).toHaveText('Fleet Access')
  await expect(row(page, /Ada Okafor/)).toContainText('fleet.admin')
  await addAssignment(page, 'Ben Ito', 'Viewer')
  await expect(row(page, 'Ben Ito')).toContainText('fleet.viewer')
  await changeRole(page, 'Ben Ito', 'Collaborator')
  await expect(row(page, 'Ben Ito')).toContainText('fleet.collaborator')
  await removeRole(page, 'Ben Ito', 'collaborator')

  const explain = page.getByRole('region', { name: 'Why does this user have access?' })
  await explain.getByLabel('User').selectOption({ label: 'Ada Okafor' })
  await expect(explain).toContainText('Ada Okafor is admin on the fleet:')
  await expect(explain).toContainText('admin: assigned directly')
  await explain.getByLabel('User').selectOption({ label: 'Ben Ito' })
  await expect(explain).toContainText('Ben Ito has no role on the fleet.')
})

test('lowering or removing your own admin role asks first', async ({ page }) => {
  await page.goto('/projects')
  await page.getByRole('link', { name: 'Silo Access' }).click()
  await clickRowAction(page, 'Ada Okafor (you)', 'Change role')
  const form = dialog(page, /Edit role/)
  await form.getByRole('radio', { name: /^Viewer/ }).check()
  await form.getByRole('button', { name: 'Update role' }).click()
  const prompt = form.getByRole('region', { name: 'Your own role' })
  await expect(prompt).toContainText('goes from admin to viewer')
  await expect(prompt).toContainText('no longer be able to manage who has access')
  await prompt.getByRole('button', { name: 'Keep my role' }).click()
  await form.getByRole('button', { name: 'Cancel' }).click()

  await clickRowAction(page, 'Ada Okafor (you)', 'Remove')
  const confirm = dialog(page, 'Remove your own admin role')
  await expect(confirm).toContainText('goes from admin to none')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(row(page, 'Ada Okafor (you)')).toContainText('silo.admin')
})

test('a save does not undo a change made meanwhile', async ({ page }) => {
  await page.goto('/projects')
  await page.getByRole('link', { name: 'Silo Access' }).click()
  await expect(h1(page)).toHaveText('Silo Access')
  await page.getByRole('button', { name: 'Add user or group' }).click()
  const form = dialog(page, 'Add user or group')
  await form.getByRole('combobox', { name: 'User or group' }).fill('Eve')
  await page.getByRole('option', { name: 'Eve Lind User' }).click()

  // another admin gives Cleo a role meanwhile
  const cleo = await idOf(page, 'users', 'Cleo Marsh')
  const current = await policy(page, '/v1/policy')
  const put = await apiCall(page, 'PUT', '/v1/policy', {
    role_assignments: [
      ...current,
      { identity_id: cleo, identity_type: 'silo_user', role_name: 'collaborator' },
    ],
  })
  expect(put.status).toBe(200)

  await form.getByRole('button', { name: 'Assign role' }).click()
  const notice = form.getByRole('region', { name: 'Access changed meanwhile' })
  await expect(notice).toContainText('Cleo Marsh was given collaborator')
  await notice.getByRole('button', { name: 'Apply my change on top' }).click()
  await expect(form).toBeHidden()
  await expect(row(page, 'Eve Lind')).toContainText('silo.viewer')
  await expect(row(page, 'Cleo Marsh')).toContainText('silo.collaborator')
})

test('a project collaborator sees why they cannot change access, and the API refuses', async ({
  page,
}) => {
  // cleo may not list the silo's projects: sign in straight to the project's access page
  await page.goto('/login/lumen/local?redirect_uri=%2Fprojects%2Fweb-app%2Finstances')
  await page.getByLabel('Username').fill('cleo')
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('link', { name: 'Project Access' }).click()
  await expect(h1(page)).toHaveText('Project Access')
  const add = page.getByRole('button', { name: 'Add user or group' })
  await expect(add).toHaveAttribute('aria-disabled', 'true')
  await add.hover()
  await expect(page.getByRole('tooltip')).toHaveText(
    'Only a project admin can change who has access to this project',
  )
  await row(page, 'Cleo Marsh (you)').getByRole('button', { name: 'Row actions' }).click()
  await expect(page.getByRole('menuitem', { name: /Change role/ })).toBeDisabled()
  await page.keyboard.press('Escape')
  const put = await apiCall(page, 'PUT', '/v1/projects/web-app/policy', { role_assignments: [] })
  expect(put.status).toBe(403)
})

test.describe('two admins changing access at once', () => {
  let stack: ProdStack
  test.beforeAll(async () => {
    // the production build (FERRITE_PROD_OUT_DIR, else dist/) against one standalone mock
    stack = await serveProdBuild({ outDir: process.env.FERRITE_PROD_OUT_DIR })
  })
  test.afterAll(async () => {
    await stack?.close()
  })

  test('a save shows what the other admin changed, and applying on top keeps both', async ({
    browser,
  }) => {
    test.slow()
    const a = await (await browser.newContext()).newPage()
    const b = await (await browser.newContext()).newPage()
    // A starts giving Eve a role
    await a.goto(`${stack.base}/access`)
    await expect(h1(a)).toHaveText('Silo Access')
    await a.getByRole('button', { name: 'Add user or group' }).click()
    const form = dialog(a, 'Add user or group')
    await form.getByRole('combobox', { name: 'User or group' }).fill('Eve')
    await a.getByRole('option', { name: 'Eve Lind User' }).click()

    // meanwhile B gives platform-team a role, in another browser
    await b.goto(`${stack.base}/access`)
    await expect(h1(b)).toHaveText('Silo Access')
    await addAssignment(b, 'platform-team', 'Collaborator')

    // A's save writes nothing yet: A is told what changed
    await form.getByRole('button', { name: 'Assign role' }).click()
    const notice = form.getByRole('region', { name: 'Access changed meanwhile' })
    await expect(notice).toContainText('platform-team was given collaborator')
    await notice.getByRole('button', { name: 'Apply my change on top' }).click()
    await expect(form).toBeHidden()
    await expect(row(a, 'Eve Lind')).toContainText('silo.viewer')
    await expect(row(a, 'platform-team')).toContainText('silo.collaborator')
    // and B sees both once it reloads
    await b.reload()
    await expect(row(b, 'Eve Lind')).toContainText('silo.viewer')
    await expect(row(b, 'platform-team')).toContainText('silo.collaborator')
  })
})

test('what each seeded user may create: a create action the API would refuse is off, saying why', async ({
  page,
}) => {
  const signInAs = async (user: string, to: string) => {
    await page.context().clearCookies()
    await page.goto(`/login/lumen/local?redirect_uri=${encodeURIComponent(to)}`)
    await page.getByLabel('Username').fill(user)
    await page.getByLabel('Password').fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
  }
  const expectOff = async (label: string, reason: string) => {
    const button = page.getByRole('button', { name: label }).first()
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await button.hover()
    await expect(page.getByRole('tooltip')).toHaveText(reason)
  }

  // dev is a silo viewer through the group readers: reads everything, creates nothing
  await signInAs('dev', '/projects')
  await expect(h1(page)).toHaveText('Projects')
  await expectOff('New project', 'Your role on this silo does not allow creating projects')
  // and a project's Edit and Delete, read from each listed project's policy
  await row(page, 'web-app').getByRole('button', { name: 'Row actions' }).click()
  for (const name of ['Edit', 'Delete']) {
    await expect(
      page.getByRole('menuitem', {
        name,
        description: 'Your role on this project does not allow changing it',
      }),
    ).toHaveAttribute('aria-disabled', 'true')
  }
  await page.keyboard.press('Escape')
  await page.goto('/projects/web-app/instances')
  await expect(h1(page)).toHaveText('Instances')
  await expectOff('New instance', 'Your role on this project does not allow creating instances')
  // a row's writes are off too, saying why; its reads are not
  const viewer = 'Your role on this project (viewer) does not allow changes'
  await row(page, 'web-frontend-1').getByRole('button', { name: 'Row actions' }).click()
  await expect(page.getByRole('menuitem', { name: 'Stop', description: viewer })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await expect(page.getByRole('menuitem', { name: 'View serial console' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await page.keyboard.press('Escape')
  // the silo's images are the silo's to change: a silo viewer only reads them
  await page.goto('/images')
  await expect(h1(page)).toHaveText('Silo Images')
  await row(page, 'alpine-3-21').getByRole('button', { name: 'Row actions' }).click()
  await expect(
    page.getByRole('menuitem', {
      name: 'Demote',
      description: 'Your role on this silo does not allow changing its images',
    }),
  ).toHaveAttribute('aria-disabled', 'true')
  await page.keyboard.press('Escape')

  // cleo collaborates on web-app: creates instances and networks there
  await signInAs('cleo', '/projects/web-app/vpcs')
  await expect(h1(page)).toHaveText('VPCs')
  await expect(page.getByRole('link', { name: 'New VPC' }).first()).toBeVisible()
  await page.getByRole('link', { name: 'default', exact: true }).click()
  await expect(page.getByRole('link', { name: 'New rule' })).toBeVisible()
})

test('a fleet viewer reads the system area and changes nothing there, each write saying why', async ({
  page,
}) => {
  const reason = 'Your fleet role (viewer) does not allow changes'
  await page.context().clearCookies()
  await page.goto(`/login/lumen/local?redirect_uri=${encodeURIComponent('/system/silos')}`)
  await page.getByLabel('Username').fill('fay')
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(h1(page)).toHaveText('Silos')
  const create = page.getByRole('button', { name: 'New silo' }).first()
  await expect(create).toHaveAttribute('aria-disabled', 'true')
  await create.hover()
  await expect(page.getByRole('tooltip')).toHaveText(reason)
  await row(page, 'basalt').getByRole('button', { name: 'Row actions' }).click()
  await expect(page.getByRole('menuitem', { name: 'Delete', description: reason })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await page.keyboard.press('Escape')
  // a silo's tabs: reads stay, writes are off
  await page.goto('/system/silos/basalt/quotas')
  await expect(page.getByRole('button', { name: 'Edit quotas' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await page.goto('/system/networking/ip-pools/spare-v4')
  await expect(page.getByRole('button', { name: 'Add range' }).first()).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  // and the API agrees: the console never offers what it would refuse
  expect((await apiCall(page, 'DELETE', '/v1/system/silos/basalt')).status).toBe(403)
})
