/**
 * Phones and tablets (390 × 844 and 768 × 1024): ten representative pages, each held to the
 * narrow-screen layout rules (no sideways page scroll, a usable filter box, at most two crumbs
 * beside the menu of the others, names whose ends stay in view) and compared with a committed
 * screenshot (on a fixed clock, relative times masked, animations off). The folded crumbs are reached by keyboard.
 */
import { type Page } from '@playwright/test'

import { expect, h1, test, urlPath } from './utils'

const PAGES: { path: string; heading: string }[] = [
  { path: '/projects', heading: 'Projects' },
  { path: '/projects/web-app/instances', heading: 'Instances' },
  { path: '/projects/web-app/instances/web-frontend-1/storage', heading: 'web-frontend-1' },
  { path: '/projects/web-app/instances-new', heading: 'Create instance' },
  { path: '/projects/web-app/disks', heading: 'Disks' },
  { path: '/projects/web-app/vpcs/default/firewall-rules', heading: 'default' },
  { path: '/projects/web-app/access', heading: 'Project Access' },
  { path: '/system/silos', heading: 'Silos' },
  { path: '/system/inventory/sleds', heading: 'Inventory' },
  { path: '/system/audit-log', heading: 'Audit Log' },
]

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
]

// the seed's times count from today (and the list says when it was updated): a fixed clock and
// zone keep the pictures the same from day to day, with relative times masked besides
const NOW = new Date('2026-11-28T12:00:00Z')
test.use({ timezoneId: 'UTC', locale: 'en-US' })

/** Narrower than this, "Filter by name, description or ID" is cut to a word or two. */
const FILTER_MIN_PX = 200

/**
 * Names in the list's first column whose last character is cut off (a cell showing
 * "web-fronten…" for both "web-frontend-1" and "web-frontend-2").
 */
async function namesCutAtTheEnd(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('tbody tr > :first-child a')].flatMap((el) => {
      // the last text the eye sees (an ID's screen-reader copy sits in a 1 px box of its own)
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      let last: Text | null = null
      while (walker.nextNode()) {
        const text = walker.currentNode as Text
        if (text.length && getComputedStyle(text.parentElement!).position !== 'absolute')
          last = text
      }
      if (!last) return []
      const range = document.createRange()
      range.setStart(last, last.length - 1)
      range.setEnd(last, last.length)
      const end = range.getBoundingClientRect().right
      // the box that cuts the name: the link's, or the cell's text box around it
      const clip = Math.min(
        el.getBoundingClientRect().right,
        (el.parentElement ?? el).getBoundingClientRect().right,
        el.closest('td')?.getBoundingClientRect().right ?? Infinity,
      )
      return end > clip + 0.5 ? [el.textContent ?? ''] : []
    }),
  )
}

async function checkLayout(page: Page, path: string, narrow: boolean) {
  const widths = await page.evaluate(() => ({
    page: document.scrollingElement?.scrollWidth ?? 0,
    viewport: window.innerWidth,
  }))
  expect(widths.page, `${path}: the page does not scroll sideways`).toBeLessThanOrEqual(
    widths.viewport,
  )

  const filter = page.getByRole('searchbox', { name: /^Filter / })
  if (await filter.count()) {
    const box = await filter.boundingBox()
    expect(box?.width ?? 0, `${path}: the filter box keeps a usable width`).toBeGreaterThanOrEqual(
      FILTER_MIN_PX,
    )
  }

  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
  const shown = await crumbs.getByRole('link').count()
  if (narrow) {
    // two on a tablet, one on a phone: a second one there was squeezed to a sliver
    expect(shown, `${path}: at most two crumbs`).toBeLessThanOrEqual(
      (page.viewportSize()?.width ?? 0) < 640 ? 1 : 2,
    )
    // more crumbs than shown sit in the menu (every page below a project or a silo has three)
    const folded = page.title().then((t) => t.split(' / ').length - 1 > shown)
    await expect(crumbs.getByRole('button', { name: 'More breadcrumbs' })).toHaveCount(
      (await folded) ? 1 : 0,
    )
  }

  expect(await namesCutAtTheEnd(page), `${path}: names show their ends`).toEqual([])
}

for (const size of SIZES) {
  test(`${size.name} (${size.width} × ${size.height}): ten pages fit and look right`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.clock.setFixedTime(NOW)
    await page.setViewportSize({ width: size.width, height: size.height })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    for (const { path, heading } of PAGES) {
      await page.goto(path)
      await expect(h1(page), path).toHaveText(heading)
      // the list's rows or the form's fields are in
      await expect(page.getByRole('main').getByText('Loading…')).toHaveCount(0)
      await checkLayout(page, path, size.width < 769)
      await expect(page, path).toHaveScreenshot(`${size.name}${path.replace(/[/?=]+/g, '-')}.png`, {
        animations: 'disabled',
        caret: 'hide',
        // relative times ("2 months ago"), the list's "Updated 2:11 AM" and times seeded from
        // the present (the audit log) change from run to run
        mask: [page.locator('time'), page.getByText(/^Updated \d/)],
      })
    }
  })
}

test('phone: the folded crumbs open from a menu with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/projects/web-app/instances/web-frontend-1/storage')
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
  // a phone has room for the page's own crumb only
  await expect(crumbs.getByRole('link')).toHaveText(['Storage'])
  const more = crumbs.getByRole('button', { name: 'More breadcrumbs' })
  await more.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Projects',
    'web-app',
    'Instances',
    'web-frontend-1',
  ])
  // the menu holds focus and points at its first item
  await expect(menu).toBeFocused()
  const first = await menu.getByRole('menuitem', { name: 'Projects' }).getAttribute('id')
  await expect(menu).toHaveAttribute('aria-activedescendant', first ?? 'an id')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(urlPath('/projects/web-app/instances'))
  await expect(h1(page)).toHaveText('Instances')
  await expect(crumbs.getByRole('link')).toHaveText(['Instances'])
  // a tablet shows the crumb above the page too
  await page.setViewportSize({ width: 768, height: 1024 })
  await expect(crumbs.getByRole('link')).toHaveText(['web-app', 'Instances'])
})
