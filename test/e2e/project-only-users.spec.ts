/**
 * A user with a role on a project but none on the silo may not list the silo's projects (the
 * API says 403): the console still leads her to her projects. A user with nothing at all gets
 * the spec's notice about the identity provider.
 */
import { expect, h1, signIn, test, urlPath } from './utils'

const IDP_NOTICE =
  'You are not in any groups and have no role on the silo. This usually means the identity provider is not set up correctly.'

test('cleo, a collaborator on web-app only, finds her project by name and then among her recent ones', async ({
  page,
}) => {
  await signIn(page, 'cleo')
  await expect(page).toHaveURL(urlPath('/projects'))
  const form = page.getByRole('form', { name: 'Go to a project' })
  const name = form.getByLabel('Project name')
  const go = form.getByRole('button', { name: 'Go to project' })

  // a project she has no role on does not open for her, nor does one that does not exist
  await name.fill('sandbox')
  await go.click()
  await expect(form.getByRole('alert')).toHaveText(
    'There is no project named "sandbox" that you can open. Check the name, or ask the project\'s administrators for a role on it.',
  )
  await name.fill('Web App')
  await go.click()
  await expect(form.getByRole('alert')).toHaveText(
    'Can only contain lower-case letters, numbers, and dashes',
  )
  await name.fill('web-app')
  await go.click()
  await expect(page).toHaveURL(urlPath('/projects/web-app/instances'))
  await expect(h1(page)).toHaveText('Instances')

  // back where she lands: her project is there, and no word of a misconfigured provider
  await page.goto('/projects')
  await expect(h1(page)).toHaveText('Projects')
  const recent = page.getByRole('navigation', { name: 'Your recent projects' })
  await expect(recent.getByRole('link', { name: 'web-app' })).toBeVisible()
  await expect(page.getByText(IDP_NOTICE)).toHaveCount(0)

  // a silo page she may not see leads there too
  await page.goto('/utilization')
  await expect(page.getByText(/your role does not include this page/)).toBeVisible()
  await expect(page.getByText(IDP_NOTICE)).toHaveCount(0)
  await recent.getByRole('link', { name: 'web-app' }).click()
  await expect(page).toHaveURL(urlPath('/projects/web-app/instances'))
})

test('eve, in no group and with no role, is given the notice word for word and whom to ask', async ({
  page,
}) => {
  await signIn(page, 'eve')
  await expect(h1(page)).toHaveText('No access yet')
  await expect(page.getByText(IDP_NOTICE)).toBeVisible()
  await expect(page.getByRole('link', { name: /Read the docs/ })).toHaveAttribute(
    'href',
    'https://docs.oxide.computer/guides/operator/faq',
  )
  await expect(
    page.getByText('Ask an administrator of your silo (Ada Okafor or Ben Ito)'),
  ).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Your recent projects' })).toHaveCount(0)
  // and on any other page the silo refuses her
  await page.goto('/utilization')
  await expect(h1(page)).toHaveText('No access yet')
  await expect(page.getByText(IDP_NOTICE)).toBeVisible()
})
