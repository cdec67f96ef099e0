/**
 * Gate: accessibility. axe (WCAG 2.0/2.1 A and AA, colour contrast included) on every built
 * route of app/route-list.ts with its seed example, as the demo operator ada. On list pages it
 * also scans with a row menu open and with the delete confirm modal open (then cancels); the
 * form routes are the side modals themselves. Fails on any serious or critical violation and
 * prints one line of counts by impact per scan.
 */
import {
  builtRoutes,
  expectAccessible,
  mainForm,
  settle,
  ERROR_HEADINGS,
  isLoginUrl,
} from './gate-utils'
import { dialog, expect, test } from './utils'

// a page with its menu and confirm modal is up to four axe runs
test.describe.configure({ mode: 'parallel', timeout: 60_000 })

for (const route of builtRoutes) {
  test(`axe: ${route.example}`, async ({ page }) => {
    await page.goto(route.example)
    const heading = await settle(page)
    await expectAccessible(page, route.example)

    const errorScreen = ERROR_HEADINGS.includes(heading)
    if (route.form && !errorScreen) {
      await expect(mainForm(page), 'the form of a form route').toBeVisible()
    }
    // a list page: its row menu, and the confirm modal behind "Delete"
    if (errorScreen || route.form || route.bare || isLoginUrl(page)) return
    const menuButtons = page.getByRole('button', { name: 'Row actions' })
    const rows = Math.min(await menuButtons.count(), 3)
    for (let i = 0; i < rows; i++) {
      await menuButtons.nth(i).click()
      await expect(page.getByRole('menu')).toBeVisible()
      if (i === 0) {
        await settle(page)
        await expectAccessible(page, `${route.example} [row menu]`)
      }
      // a row whose Delete is enabled (a running instance's is not, with its reason)
      const deleteItem = page.getByRole('menuitem', { name: 'Delete', exact: true })
      if ((await deleteItem.count()) === 0 || (await deleteItem.isDisabled())) {
        await page.keyboard.press('Escape')
        await expect(page.getByRole('menu')).toBeHidden()
        continue
      }
      await deleteItem.click()
      const confirm = dialog(page, /^Delete /)
      await expect(confirm).toBeVisible()
      await settle(page)
      await expectAccessible(page, `${route.example} [confirm modal]`)
      await confirm.getByRole('button', { name: 'Cancel' }).click()
      await expect(confirm).toBeHidden()
      break
    }
  })
}

test('axe: command palette open', async ({ page }) => {
  await page.goto('/projects')
  await settle(page)
  await page.getByRole('button', { name: 'Jump to' }).click()
  await expect(page.getByRole('combobox', { name: 'Search' })).toBeFocused()
  await settle(page)
  await expectAccessible(page, '/projects [command palette]')
})

test('axe: a form with server and validation errors', async ({ page }) => {
  await page.goto('/settings/ssh-keys-new')
  await settle(page)
  const form = dialog(page, 'Add SSH key')
  await form.getByRole('button', { name: 'Add SSH key' }).click()
  await expect(form.getByText('Name is required')).toBeVisible()
  await form.getByRole('textbox', { name: 'Name' }).fill('ada-laptop')
  await form.getByRole('textbox', { name: 'Public key' }).fill('ssh-ed25519 AAAAC3Nza e2e')
  await form.getByRole('button', { name: 'Add SSH key' }).click()
  await expect(form.getByText('SSH key name already exists').first()).toBeVisible()
  await settle(page)
  await expectAccessible(page, '/settings/ssh-keys-new [errors]')
})
