/**
 * The colour theme: light, dark or the system's, chosen from the user menu, remembered, applied
 * before the first paint (a file script: the CSP allows no inline one), and menus and the palette
 * readable in the light theme. Every built page is checked in both themes by the accessibility
 * gate (gates-a11y.spec.ts), which scans each route in the dark theme and again in the light.
 */
import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'

import { settle } from './gate-utils'
import { expect as baseExpect, h1, test } from './utils'

// first loads on a machine shared by several suites can take more than the default 7 s
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 90_000 })

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme ?? 'none')

async function chooseTheme(page: Page, name: string) {
  const menu = page.getByRole('button', { name: /user menu/ })
  await menu.click()
  await page.getByRole('menuitem', { name, exact: true }).click()
}

test.describe('theme', () => {
  test('chosen from the user menu, remembered, with the choice marked', async ({ page }) => {
    await page.goto('/projects')
    await expect(h1(page)).toHaveText('Projects')
    expect(await theme(page)).toBe('dark')
    const dark = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)

    await chooseTheme(page, 'Light')
    expect(await theme(page)).toBe('light')
    const light = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(light).not.toBe(dark)
    await expect(page.getByRole('menuitem', { name: 'Light' })).toHaveAttribute(
      'aria-current',
      'true',
    )

    await page.reload()
    await expect(h1(page)).toHaveText('Projects')
    expect(await theme(page)).toBe('light')

    await page.keyboard.press('Escape')
    await chooseTheme(page, 'Dark')
    expect(await theme(page)).toBe('dark')
  })

  test('"Match system" follows the operating system, live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/projects')
    await expect(h1(page)).toHaveText('Projects')
    await chooseTheme(page, 'Match system')
    expect(await theme(page)).toBe('light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(() => theme(page)).toBe('dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(() => theme(page)).toBe('light')
  })

  test('applied before the first paint: no dark flash for a light-theme user', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text())
    })
    await page.addInitScript(() => {
      window.localStorage.setItem('ferrite-theme', 'light')
      const w = window as unknown as { firstFrame?: string; atLoad?: string }
      // what the first frame would show, and the page before the app has rendered
      requestAnimationFrame(() => {
        w.firstFrame = document.documentElement.dataset.theme ?? 'none'
      })
      document.addEventListener('DOMContentLoaded', () => {
        w.atLoad = `${document.documentElement.dataset.theme} ${getComputedStyle(document.body).backgroundColor}`
      })
    })
    await page.goto('/projects')
    await expect(h1(page)).toHaveText('Projects')
    const seen = await page.evaluate(() => {
      const w = window as unknown as { firstFrame?: string; atLoad?: string }
      return { firstFrame: w.firstFrame, atLoad: w.atLoad }
    })
    expect(seen.firstFrame).toBe('light')
    // the light canvas, #f3f5f4
    expect(seen.atLoad).toBe('light rgb(243, 245, 244)')
    // the script is a file the policy allows, not an inline script it would block
    expect(violations.filter((v) => !/eval/.test(v))).toEqual([])
  })
})

test('menus and the palette are readable in the light theme', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('ferrite-theme', 'light'))
  await page.goto('/projects')
  await settle(page)
  const contrast = async (label: string) => {
    const { violations } = await new AxeBuilder({ page })
      .withRules(['color-contrast'])
      .setLegacyMode(true)
      .analyze()
    const found = violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))
    expect(found, label).toEqual([])
  }
  await page.getByRole('button', { name: /user menu/ }).click()
  await expect(page.getByRole('menuitem', { name: 'Match system' })).toBeVisible()
  await settle(page)
  await contrast('user menu')
  await page.keyboard.press('Escape')
  await page.keyboard.press('Control+k')
  await expect(page.getByRole('dialog', { name: 'Quick actions' })).toBeVisible()
  await settle(page)
  await contrast('palette')
})
