/**
 * Gate: the console works from the keyboard alone. No mouse call anywhere in this file: sign
 * in, open the command palette, reach a page through it, open a row menu, run an action through
 * its confirm modal, and close modals (a confirm and a side modal) with Escape; focus always
 * lands somewhere sensible.
 */
import { type Page } from '@playwright/test'

import { settle, tabTo } from './gate-utils'
import { dialog, expect, h1, row, test, toast, urlPath } from './utils'

const focused = (page: Page) => page.locator(':focus')

/** Ctrl+K, type, Enter: the palette's first match. */
async function jumpTo(page: Page, text: string) {
  await page.keyboard.press('Control+k')
  const search = page.getByRole('combobox', { name: 'Search' })
  await expect(search).toBeFocused()
  await page.keyboard.type(text)
  await expect(page.getByRole('option', { name: text, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await page.keyboard.press('Enter')
  await expect(search).toBeHidden()
}

test('sign in, palette, page, row menu, action, modals: keyboard only', async ({ page }) => {
  // signed out, as on a real rack
  await page.goto('/projects?mock-login=required')
  await expect(page).toHaveURL(/\/login\/lumen\/local/)
  await settle(page)
  await tabTo(page, page.getByLabel('Username'))
  await page.keyboard.type('ada')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Password')).toBeFocused()
  await page.keyboard.type('ferrite-demo')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(urlPath('/projects'))
  await expect(h1(page)).toHaveText('Projects')

  // the palette takes us to another area, then to a page of it
  await jumpTo(page, 'Settings')
  await expect(h1(page)).toHaveText('Profile')
  await jumpTo(page, 'SSH Keys')
  await expect(page).toHaveURL(urlPath('/settings/ssh-keys'))
  await expect(h1(page)).toHaveText('SSH Keys')

  // a row menu, opened and walked with keys; Escape closes it and gives focus back
  const menuButton = row(page, 'ada-laptop').getByRole('button', { name: 'Row actions' })
  await tabTo(page, menuButton)
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  // focus stays on the menu, which points at its first item
  await expect(menu).toBeFocused()
  await expect(menu).toHaveAttribute('aria-activedescendant', /.+/)
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(menuButton).toBeFocused()

  // Delete opens the confirm modal; Escape closes it and nothing is deleted
  await page.keyboard.press('Enter')
  await tabTo(page, menu.getByRole('menuitem', { name: 'Delete' }), 6, 'ArrowDown')
  await page.keyboard.press('Enter')
  const confirm = dialog(page, 'Delete SSH key')
  await expect(confirm).toBeVisible()
  await expect(focused(page), 'focus moves into the modal').toHaveCount(1)
  expect(await confirm.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  await expect(row(page, 'ada-laptop')).toBeVisible()
  await expect(
    focused(page),
    'focus after the modal is on a control, not lost to the body',
  ).toHaveCount(1)

  // again, and this time run it: Tab to Confirm, Enter
  await tabTo(page, menuButton)
  await page.keyboard.press('Enter')
  await tabTo(page, menu.getByRole('menuitem', { name: 'Delete' }), 6, 'ArrowDown')
  await page.keyboard.press('Enter')
  await expect(confirm).toBeVisible()
  // the second open too: the dialog's code is loaded now, and the menu, closing, gives focus back
  // to its button; the action runs after that, so focus lands in the dialog and stays there
  await expect
    .poll(() => confirm.evaluate((d) => d.contains(document.activeElement)), {
      message: 'focus moves into the modal on the second open too',
    })
    .toBe(true)
  // the dialog's controls: Close, Equivalent CLI, Cancel, Confirm
  await tabTo(page, confirm.getByRole('button', { name: 'Confirm' }), 4)
  await page.keyboard.press('Enter')
  await expect(confirm).toBeHidden()
  await expect(toast(page, 'SSH key ada-laptop deleted')).toBeVisible()
  await expect(row(page, 'ada-laptop')).toBeHidden()

  // a side modal from the palette's actions, dismissed with Escape
  await jumpTo(page, 'Add SSH key')
  const form = dialog(page, 'Add SSH key')
  await expect(form).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(form).toBeHidden()
  await expect(page).toHaveURL(urlPath('/settings/ssh-keys'))
})

test('skip link, then the page from the keyboard', async ({ page }) => {
  await page.goto('/projects')
  await settle(page)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  // the next Tab lands inside the main content, not back in the top bar or sidebar
  await page.keyboard.press('Tab')
  expect(
    await page.evaluate(() => !!document.activeElement?.closest('main')),
    'focus inside main after the skip link',
  ).toBe(true)
})
