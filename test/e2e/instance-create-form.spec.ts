/**
 * The full-page instance create form's checks and guards: user data and disk limits, a double
 * submit, the leave guard, SSH keys, a project with nothing to boot from, and axe with its
 * modals open. Creating from each boot source: instance-create.spec.ts.
 */

import { expectAccessible } from './axe-utils'
import { animationsDone, settle } from './gate-utils'
import {
  createButton,
  expectCreated,
  get,
  main,
  openForm,
  pick,
  section,
  type Disk,
  type Named,
  type Page_,
} from './instance-form'
import { apiCall, dialog, expect, h1, signIn, test, toast, urlPath } from './utils'

const GiB = 1024 ** 3

// long flows through one big form: room for a busy machine
test.describe.configure({ timeout: 60_000 })

test('user data over 32 KiB is refused in the browser', async ({ page }) => {
  await openForm(page)
  let posts = 0
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/v1/instances?')) posts++
  })
  await main(page).getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-userdata')
  await pick(section(page, 'Boot disk'), page, 'Image', /^alpine-3-21/)
  const advanced = section(page, 'Advanced')
  await advanced.getByLabel('User data').setInputFiles({
    name: 'cloud-init.yaml',
    mimeType: 'text/yaml',
    buffer: Buffer.alloc(32 * 1024 + 1, 'x'),
  })
  await expect(advanced.getByText('User data must be 32 KiB or smaller')).toBeVisible()
  await createButton(page).click()
  await expect(advanced.getByText('User data must be 32 KiB or smaller')).toBeVisible()
  await expect(page).toHaveURL(urlPath('/projects/web-app/instances-new'))

  // a file within the limit goes through, base64-encoded
  await advanced.getByLabel('User data').setInputFiles({
    name: 'cloud-init.yaml',
    mimeType: 'text/yaml',
    buffer: Buffer.from('#cloud-config\nruncmd: [echo hi]\n'),
  })
  await expect(advanced.getByText('User data must be 32 KiB or smaller')).toBeHidden()
  await createButton(page).click()
  await expectCreated(page, 'e2e-userdata')
  expect(posts).toBe(1)
})

test('a double click on submit sends one request', async ({ page }) => {
  await openForm(page)
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/v1/instances?')) posts.push(r.url())
  })
  await main(page).getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-once')
  await pick(section(page, 'Boot disk'), page, 'Image', /^ubuntu-24-04/)
  await createButton(page).dblclick()
  await expectCreated(page, 'e2e-once')
  expect(posts).toHaveLength(1)
})

test('leaving a dirty form asks first; Cancel leaves a clean one at once', async ({ page }) => {
  await openForm(page)
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(urlPath('/projects/web-app/instances'))

  await openForm(page)
  await main(page).getByRole('textbox', { name: 'Name', exact: true }).fill('half-done')
  await page.getByRole('link', { name: 'Projects', exact: true }).first().click()
  const confirm = dialog(page, 'Confirm navigation')
  await expect(confirm).toContainText('Leave this page? What you entered will be discarded.')
  await confirm.getByRole('button', { name: 'Continue editing' }).click()
  await expect(confirm).toBeHidden()
  await expect(page).toHaveURL(urlPath('/projects/web-app/instances-new'))
  await expect(main(page).getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'half-done',
  )

  await page.getByRole('button', { name: 'Cancel' }).click()
  await dialog(page, 'Confirm navigation').getByRole('button', { name: 'Leave this page' }).click()
  await expect(page).toHaveURL(urlPath('/projects/web-app/instances'))
})

test('SSH keys: all selected by default, select all, and a key added inline', async ({ page }) => {
  await openForm(page)
  const auth = section(page, 'Authentication')
  const all = auth.getByRole('checkbox', { name: 'Select all' })
  await expect(all).toBeChecked()
  await auth.getByRole('checkbox', { name: /ada-laptop/ }).uncheck()
  await expect(all).toHaveJSProperty('indeterminate', true)
  // a click on the mixed box selects all; the next one clears all
  await all.click()
  await expect(auth.getByRole('checkbox', { name: /ada-laptop/ })).toBeChecked()
  await all.uncheck()
  await expect(auth.getByRole('checkbox', { name: /ada-workstation/ })).not.toBeChecked()
  await expect(auth.getByRole('checkbox', { name: /ada-laptop/ })).not.toBeChecked()

  await auth.getByRole('button', { name: 'Add SSH key' }).click()
  const modal = dialog(page, 'Add SSH key')
  await expect(modal).toContainText('The key is saved to your profile')
  await modal.getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-key')
  await modal
    .getByRole('textbox', { name: 'Public key' })
    .fill('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIEF7DwSzLdOrdBWaxuQgB/XuRSlBtgNzdTyzvT/MLJlO e2e')
  await modal.getByRole('button', { name: 'Add SSH key' }).click()
  await expect(toast(page, 'SSH key e2e-key created')).toBeVisible()
  await expect(modal).toBeHidden()
  // the new key is picked, the others stay as they were
  await expect(auth.getByRole('checkbox', { name: /e2e-key/ })).toBeChecked()
  await expect(auth.getByRole('checkbox', { name: /ada-laptop/ })).not.toBeChecked()
  await expect(all).toHaveJSProperty('indeterminate', true)

  await main(page).getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-keys')
  await pick(section(page, 'Boot disk'), page, 'Image', /^ubuntu-24-04/)
  await createButton(page).click()
  await expectCreated(page, 'e2e-keys')
  const keys = await get<Page_<Named>>(
    page,
    '/v1/instances/e2e-keys/ssh-public-keys?project=web-app',
  )
  expect(keys.items.map((k) => k.name)).toEqual(['e2e-key'])
})

test('at most 12 disks, the boot disk included', async ({ page }) => {
  await openForm(page)
  const disks = section(page, 'Additional disks')
  for (let i = 1; i <= 11; i++) {
    await disks.getByRole('button', { name: 'Create new disk' }).click()
    const modal = dialog(page, 'Create disk')
    await modal.getByRole('textbox', { name: 'Name', exact: true }).fill(`extra-${i}`)
    await modal.getByRole('button', { name: 'Add disk' }).click()
    await expect(modal).toBeHidden()
  }
  await expect(disks.getByText('12 of 12 disks')).toBeVisible()
  const create = disks.getByRole('button', { name: 'Create new disk' })
  await expect(create).toHaveAttribute('aria-disabled', 'true')
  await create.hover()
  await expect(
    page.getByRole('tooltip').filter({
      hasText: 'An instance can have at most 12 disks, including the boot disk',
    }),
  ).toBeVisible()
  await disks.getByRole('button', { name: 'Remove disk extra-3' }).click()
  await expect(disks.getByText('11 of 12 disks')).toBeVisible()
  await expect(create).not.toHaveAttribute('aria-disabled', 'true')
})

test('no image, snapshot or disk: said so, and submit says why', async ({ page }) => {
  await signIn(page, 'lia', 'quartz')
  await page.goto('/projects/robot-sim/instances-new')
  await expect(h1(page)).toHaveText('Create instance', { timeout: 20_000 })
  await expect(
    page.getByText(
      'A boot disk comes from an image, a snapshot or a detached disk, and this project has none.',
    ),
  ).toBeVisible()
  await expect(createButton(page)).toHaveAttribute('aria-disabled', 'true')
})

test('a project with a detached disk and no images can still create an instance', async ({
  page,
}) => {
  await signIn(page, 'lia', 'quartz')
  // the mock lives in the page: set up through the API, then navigate without a reload
  const made = await apiCall(page, 'POST', '/v1/disks?project=robot-sim', {
    name: 'robot-os',
    description: 'a disk with an OS on it',
    size: 20 * GiB,
    disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
  })
  expect(made.status, JSON.stringify(made.body)).toBeLessThan(300)
  // a new disk is creating for a moment, then detached
  await expect
    .poll(async () => (await get<Disk>(page, '/v1/disks/robot-os?project=robot-sim')).state.state)
    .toBe('detached')
  await page.getByRole('link', { name: 'robot-sim' }).click()
  await page.getByRole('link', { name: 'New instance' }).first().click()
  await expect(h1(page)).toHaveText('Create instance')

  const boot = section(page, 'Boot disk')
  // nothing else to boot from: the disk tab is the one chosen
  await expect(boot.getByRole('tab', { name: 'Existing disks' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await main(page).getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-robot')
  await pick(boot, page, 'Disk', /^robot-os/)
  await createButton(page).click()
  await expectCreated(page, 'e2e-robot', 'robot-sim')
})

test('axe: the form with its side modals and modals open', async ({ page }) => {
  await openForm(page)
  const form = main(page)
  await form.getByRole('tab', { name: 'Custom' }).click()
  await section(page, 'Boot disk').getByRole('tab', { name: 'Existing disks' }).click()
  await form.getByRole('radio', { name: /^Custom/ }).check()
  await settle(page)
  await expectAccessible(page, 'instances-new [custom hardware, disk boot, custom network]')

  const open = async (button: string, title: string) => {
    await form.getByRole('button', { name: button }).click()
    const modal = dialog(page, title)
    await expect(modal).toBeVisible()
    await animationsDone(page)
    await expectAccessible(page, `instances-new [${title}]`)
    await modal.getByRole('button', { name: 'Cancel' }).click()
    await expect(modal).toBeHidden()
  }
  await open('Create new disk', 'Create disk')
  await open('Attach existing disk', 'Attach disk')
  await open('Add network interface', 'Add network interface')
  await open('Add SSH key', 'Add SSH key')
})
