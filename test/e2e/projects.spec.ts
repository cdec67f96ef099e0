/** The silo's projects: list, create, edit, delete, pagination, and who may see them. */
import { type Page } from '@playwright/test'

import {
  apiCall,
  bodyRows,
  clickRowAction,
  dialog,
  expect,
  h1,
  row,
  signIn,
  test,
  toast,
  urlPath,
} from './utils'

// the spec's identity-provider notice, word for word
const NO_ROLE_NOTICE =
  'You are not in any groups and have no role on the silo. This usually means the identity provider is not set up correctly.'

async function openCreateForm(page: Page) {
  await page.goto('/projects')
  await expect(h1(page)).toHaveText('Projects')
  await page.getByRole('link', { name: 'New project' }).click()
  await expect(page).toHaveURL(urlPath('/projects-new'))
  const form = dialog(page, 'Create project')
  await expect(form).toBeVisible()
  return form
}

/**
 * A project the mock will let go of: every project is created with a VPC named default,
 * which has to be deleted first (as on a real rack). Done through the API from a page that
 * does not show projects, then the list is opened fresh from the sidebar.
 */
async function deletableProject(page: Page, name: string) {
  await page.goto('/settings/profile')
  await expect(h1(page)).toHaveText('Profile')
  const created = await apiCall(page, 'POST', '/v1/projects', { name, description: 'doomed' })
  expect(created.status, JSON.stringify(created.body)).toBeLessThan(300)
  const subnet = await apiCall(
    page,
    'DELETE',
    `/v1/vpc-subnets/default?project=${name}&vpc=default`,
  )
  expect(subnet.status, JSON.stringify(subnet.body)).toBeLessThan(300)
  const vpc = await apiCall(page, 'DELETE', `/v1/vpcs/default?project=${name}`)
  expect(vpc.status, JSON.stringify(vpc.body)).toBeLessThan(300)
  await page.getByRole('link', { name: 'Projects' }).first().click()
  await expect(h1(page)).toHaveText('Projects')
  await expect(row(page, name)).toBeVisible()
}

test('lists the projects', async ({ page }) => {
  await page.goto('/projects')
  await expect(h1(page)).toHaveText('Projects')
  for (const header of ['name', 'description', 'created']) {
    await expect(page.getByRole('columnheader', { name: header })).toBeVisible()
  }
  await expect(bodyRows(page)).toHaveCount(3)
  await expect(row(page, 'web-app')).toContainText('Customer-facing web shop and its API')
  await expect(row(page, 'data-pipeline')).toBeVisible()
  await expect(row(page, 'sandbox')).toBeVisible()
  // one page: nothing before or after it
  await expect(page.getByText('rows per page')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Prev page' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled()
})

test.describe('create', () => {
  test('creates a project and lands in it', async ({ page }) => {
    const form = await openCreateForm(page)
    await form.getByRole('textbox', { name: 'Name' }).fill('e2e-project')
    await form.getByRole('textbox', { name: 'Description' }).fill('Made by the e2e tests')
    await form.getByRole('button', { name: 'Create project' }).click()

    await expect(toast(page, 'Project e2e-project created')).toBeVisible()
    await expect(page).toHaveURL(urlPath('/projects/e2e-project/instances'))
    await expect(h1(page)).toHaveText('Instances')
  })

  test('the new project shows in the list without a reload', async ({ page }) => {
    const form = await openCreateForm(page)
    await form.getByRole('textbox', { name: 'Name' }).fill('listed-project')
    await form.getByRole('button', { name: 'Create project' }).click()
    await expect(toast(page, 'Project listed-project created')).toBeVisible()
    await expect(page).toHaveURL(/\/projects\/listed-project/)
    // back to the form over the list, which now holds the project
    await page.goBack()
    await expect(page).toHaveURL(urlPath('/projects-new'))
    await page.keyboard.press('Escape')
    await expect(dialog(page, 'Create project')).toBeHidden()
    await expect(row(page, 'listed-project')).toBeVisible()
  })

  const invalid: [value: string, message: string][] = [
    ['MyProject', 'Can only contain lower-case letters, numbers, and dashes'],
    ['1project', 'Must start with a lower-case letter'],
    ['project-', 'Must end with a letter or number'],
    ['a'.repeat(64), 'Must be 63 characters or fewer'],
    ['', 'Name is required'],
  ]
  for (const [value, message] of invalid) {
    test(`name "${value.length > 10 ? `${value.length} characters` : value}": ${message}`, async ({
      page,
    }) => {
      const form = await openCreateForm(page)
      const name = form.getByRole('textbox', { name: 'Name' })
      await name.fill(value)
      await form.getByRole('button', { name: 'Create project' }).click()
      await expect(name).toHaveAttribute('aria-invalid', 'true')
      await expect(name).toHaveAccessibleDescription(message)
      await expect(form.getByText(message)).toBeVisible()
      await expect(page).toHaveURL(urlPath('/projects-new'))
    })
  }

  test('63 characters is a valid name', async ({ page }) => {
    const form = await openCreateForm(page)
    const long = `p${'a'.repeat(62)}`
    await form.getByRole('textbox', { name: 'Name' }).fill(long)
    await form.getByRole('button', { name: 'Create project' }).click()
    await expect(page).toHaveURL(urlPath(`/projects/${long}/instances`))
  })

  test('a taken name is refused on the name field, keeping every value', async ({ page }) => {
    const form = await openCreateForm(page)
    const name = form.getByRole('textbox', { name: 'Name' })
    const description = form.getByRole('textbox', { name: 'Description' })
    await name.fill('web-app')
    await description.fill('Another web shop')
    await form.getByRole('button', { name: 'Create project' }).click()

    await expect(name).toHaveAccessibleDescription('Project name already exists')
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toBeFocused()
    await expect(name).toHaveValue('web-app')
    await expect(description).toHaveValue('Another web shop')
    await expect(page).toHaveURL(urlPath('/projects-new'))
  })
})

test.describe('edit', () => {
  test('updates the description', async ({ page }) => {
    await page.goto('/projects')
    await clickRowAction(page, 'sandbox', 'Edit')
    await expect(page).toHaveURL(urlPath('/projects/sandbox/edit'))
    const form = dialog(page, 'Edit project')
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('sandbox')
    const description = form.getByRole('textbox', { name: 'Description' })
    await expect(description).toHaveValue('Free-for-all playground; anything here may be deleted')
    await description.fill('Tidied up by the e2e tests')
    await form.getByRole('button', { name: 'Update project' }).click()

    await expect(toast(page, 'Project sandbox updated')).toBeVisible()
    await expect(page).toHaveURL(urlPath('/projects'))
    await expect(row(page, 'sandbox')).toContainText('Tidied up by the e2e tests')
  })

  test('renames a project', async ({ page }) => {
    await page.goto('/projects')
    await clickRowAction(page, 'sandbox', 'Edit')
    const form = dialog(page, 'Edit project')
    await form.getByRole('textbox', { name: 'Name' }).fill('playground')
    await form.getByRole('button', { name: 'Update project' }).click()
    await expect(toast(page, 'Project playground updated')).toBeVisible()
    await expect(row(page, 'playground')).toBeVisible()
    await expect(row(page, 'sandbox')).toHaveCount(0)
    await expect(bodyRows(page)).toHaveCount(3)
  })

  test('opens from its URL and refuses a taken name', async ({ page }) => {
    await page.goto('/projects/sandbox/edit')
    const form = dialog(page, 'Edit project')
    const name = form.getByRole('textbox', { name: 'Name' })
    await name.fill('web-app')
    await form.getByRole('button', { name: 'Update project' }).click()
    await expect(name).toHaveAccessibleDescription('Project name already exists')
    await expect(name).toHaveValue('web-app')
  })
})

test.describe('delete', () => {
  test('deletes a project after confirmation', async ({ page }) => {
    await deletableProject(page, 'doomed')
    await clickRowAction(page, 'doomed', 'Delete')
    const confirm = dialog(page, 'Delete project')
    await expect(confirm).toContainText('Are you sure you want to delete doomed?')
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    await expect(toast(page, 'Project doomed deleted')).toBeVisible()
    await expect(confirm).toBeHidden()
    await expect(row(page, 'doomed')).toHaveCount(0)
    await expect(bodyRows(page)).toHaveCount(3)
  })

  test('cancelling keeps the project', async ({ page }) => {
    await page.goto('/projects')
    await clickRowAction(page, 'sandbox', 'Delete')
    await dialog(page, 'Delete project').getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog(page, 'Delete project')).toBeHidden()
    await expect(row(page, 'sandbox')).toBeVisible()
  })

  test('a project that still holds things says what, and waits for it', async ({ page }) => {
    await page.goto('/projects')
    // web-app still holds instances, which the API will not delete along with it
    await clickRowAction(page, 'web-app', 'Delete')
    const confirm = dialog(page, 'Delete project')
    await expect(confirm.getByRole('list', { name: 'What web-app holds' })).toContainText(
      'instances',
    )
    await expect(confirm.getByRole('button', { name: 'Confirm' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    await expect(row(page, 'web-app')).toBeVisible()
    await expect(bodyRows(page)).toHaveCount(3)
  })

  test('deleting the last project leaves the empty state', async ({ page }) => {
    await signIn(page, 'lia', 'quartz')
    await expect(h1(page)).toHaveText('Projects')
    await expect(bodyRows(page)).toHaveCount(1)
    const subnet = await apiCall(
      page,
      'DELETE',
      '/v1/vpc-subnets/default?project=robot-sim&vpc=default',
    )
    expect(subnet.status, JSON.stringify(subnet.body)).toBeLessThan(300)
    const vpc = await apiCall(page, 'DELETE', '/v1/vpcs/default?project=robot-sim')
    expect(vpc.status, JSON.stringify(vpc.body)).toBeLessThan(300)

    await clickRowAction(page, 'robot-sim', 'Delete')
    await dialog(page, 'Delete project').getByRole('button', { name: 'Confirm' }).click()
    await expect(toast(page, 'Project robot-sim deleted')).toBeVisible()
    await expect(page.getByText('No projects')).toBeVisible()
    await expect(
      page.getByText('Projects hold your instances, disks and networks; create one to begin'),
    ).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
    // the empty state's own button opens the form
    await page.getByRole('link', { name: 'New project' }).last().click()
    await expect(dialog(page, 'Create project')).toBeVisible()
  })
})

test('pages through 60 projects, 50 at a time', async ({ page }) => {
  await signIn(page, 'kai', 'basalt')
  await expect(h1(page)).toHaveText('Projects')
  const prev = page.getByRole('button', { name: 'Prev page' })
  const next = page.getByRole('button', { name: 'Next page' })

  await expect(bodyRows(page)).toHaveCount(50)
  await expect(bodyRows(page).first()).toContainText('proj-01')
  await expect(bodyRows(page).last()).toContainText('proj-50')
  await expect(prev).toBeDisabled()

  await next.click()
  await expect(bodyRows(page)).toHaveCount(10)
  await expect(bodyRows(page).first()).toContainText('proj-51')
  await expect(bodyRows(page).last()).toContainText('proj-60')
  await expect(next).toBeDisabled()

  await prev.click()
  await expect(bodyRows(page)).toHaveCount(50)
  await expect(bodyRows(page).first()).toContainText('proj-01')
  await expect(prev).toBeDisabled()
})

test.describe('who sees projects', () => {
  test('a user with no groups and no role is told why', async ({ page }) => {
    await signIn(page, 'eve')
    await expect(h1(page)).toHaveText('No access yet')
    // not "Please try again": nothing will change until someone gives eve access
    await expect(page.getByText('Please try again')).toHaveCount(0)
    await expect(page.getByText(NO_ROLE_NOTICE)).toBeVisible()
    await expect(page.getByRole('link', { name: /Read the docs/ })).toBeVisible()
    // the console's top bar stays around the message: the user menu signs out
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible()
  })

  test('a viewer through a group sees the list but no notice', async ({ page }) => {
    await signIn(page, 'dev')
    await expect(h1(page)).toHaveText('Projects')
    await expect(bodyRows(page)).toHaveCount(3)
    await expect(page.getByText(NO_ROLE_NOTICE)).toHaveCount(0)
  })

  test('a collaborator on one project only cannot list the silo, but reaches the project', async ({
    page,
  }) => {
    await signIn(page, 'cleo')
    // listing projects needs a silo role: the mock says 403, and cleo is in no group
    await expect(h1(page)).toHaveText('No access yet')
    await expect(page.getByText(NO_ROLE_NOTICE)).toBeVisible()

    // her own project exists for her; one she has no role on does not
    await page.goto('/projects/web-app')
    await expect(page).toHaveURL(urlPath('/projects/web-app/instances'))
    await expect(h1(page)).not.toHaveText('Something went wrong')
    await page.goto('/projects/sandbox')
    await expect(h1(page)).toHaveText('Page not found')
  })
})
