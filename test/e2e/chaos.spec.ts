/**
 * With the mock failing half of all API requests (401, 403, 404, 500), no page of the slice
 * may crash or go blank: each ends on its own heading, an error screen, or (after a 401)
 * the login page with a way back. Seeds make each run repeatable.
 */
import { type Page, type Response } from '@playwright/test'

import { expect, h1, test } from './utils'

/**
 * Seeds whose first draws fail with a 404 (3), a 403 (4), a 401 (7) and a 500 (9), so every
 * kind of failure meets every page.
 */
const SEEDS = [3, 4, 7, 9]

/** [path, the page's own h1] */
const PAGES: [string, string][] = [
  ['/projects', 'Projects'],
  ['/projects-new', 'Projects'],
  ['/projects/web-app/edit', 'Projects'],
  ['/settings/profile', 'Profile'],
  ['/settings/ssh-keys', 'SSH Keys'],
  ['/settings/ssh-keys-new', 'SSH Keys'],
  ['/settings/access-tokens', 'Access Tokens'],
  ['/device/verify', 'Device Authentication'],
]

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Any heading a settled page may show: its own, an error screen, or the login page's silo. */
const settled = (own: string) =>
  new RegExp(`^(${escape(own)}|Page not found|Something went wrong|lumen)$`)

const isLogin = (page: Page) => new URL(page.url()).pathname.startsWith('/login/')

/** API statuses the page received (answered by the in-browser mock), in order. */
function recordApiStatuses(page: Page): number[] {
  const statuses: number[] = []
  page.on('response', (r: Response) => {
    const { pathname } = new URL(r.url())
    if (pathname.startsWith('/v1/') && !pathname.startsWith('/v1/login/')) statuses.push(r.status())
  })
  return statuses
}

for (const [path, own] of PAGES) {
  test(`${path} survives chaos`, async ({ page }) => {
    for (const seed of SEEDS) {
      await page.goto(`${path}?chaos=50&chaos-seed=${seed}`)
      await expect(h1(page), `${path}, seed ${seed}`).toHaveText(settled(own))
      if (isLogin(page)) {
        // a 401 sent the user to sign in, with the way back
        const back = new URL(page.url()).searchParams.get('redirect_uri') ?? ''
        expect(back, `${path}, seed ${seed}`).toMatch(new RegExp(`^${escape(path)}(\\?|$)`))
        await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
      } else {
        await expect(page.getByText('This is a technical preview.')).toBeVisible()
      }
    }
  })
}

test('a chaos 401 lands on the login page, and signing in brings the user back', async ({
  page,
}) => {
  const statuses = recordApiStatuses(page)
  // seed 7 fails the very first API request with a 401
  await page.goto('/settings/profile?chaos=50&chaos-seed=7')
  await expect(page).toHaveURL(/\/login\/lumen\/local\?redirect_uri=%2Fsettings%2Fprofile/)
  await expect(h1(page)).toHaveText('lumen')
  expect(statuses).toContain(401)

  // with chaos off, signing in returns to the page
  await page.goto('/login/lumen/local?redirect_uri=%2Fsettings%2Fprofile&chaos=0')
  await page.getByLabel('Username').fill('ada')
  await page.getByLabel('Password').fill('ferrite-demo')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/settings\/profile/)
  await expect(h1(page)).toHaveText('Profile')
})

test('chaos=0 turns chaos off again', async ({ page }) => {
  await page.goto('/projects?chaos=100&chaos-seed=1')
  await expect(h1(page)).toHaveText(settled('Projects'))
  await page.goto('/projects?chaos=0')
  await expect(h1(page)).toHaveText('Projects')
  // and it stays off on the next load
  await page.goto('/settings/ssh-keys')
  await expect(h1(page)).toHaveText('SSH Keys')
  await expect(page.getByRole('link', { name: 'ada-laptop' })).toBeVisible()
})
