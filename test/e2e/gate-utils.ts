/**
 * Shared pieces of the quality-gate specs (gates-*.spec.ts): the routes to cover, read from
 * test/fixtures/routes.ts (which a unit test holds to the app's route table) so a page added
 * later is covered without touching the gates (axe itself is in axe-utils.ts); settling
 * helpers; error collectors; and API fault injection.
 */
import { type Locator, type Page } from '@playwright/test'

import { routeExamples, type RouteExample } from '../fixtures/routes'
import { expect } from './utils'

export type GateRoute = RouteExample & {
  /** Where the example ends up (after an index redirect). */
  final: string
  /** Sign-in and device pages: no console chrome around them. */
  bare: boolean
  /** A form route: side modal (`-new`, `/edit`, `-add`) or full-page create form. */
  form: boolean
}

/**
 * Every route of the app, with its seed example. `GATE_ROUTES=<regex>` narrows the
 * gates to the routes whose pattern matches, while a page is being built (never in CI).
 */
const only = process.env.GATE_ROUTES ? new RegExp(process.env.GATE_ROUTES) : null
export const gateRoutes: GateRoute[] = routeExamples
  .filter((r) => !only || only.test(r.pattern))
  .map((r) => ({
    ...r,
    final: r.redirectsTo ?? r.example,
    bare: /^\/(login|device)(\/|$)/.test(r.pattern),
    form: /(-new|-add|\/edit)(\/:[^/]+\??)?$/.test(r.pattern),
  }))

/** Routes that render a page of their own (not only an index redirect). */
export const gatePages = gateRoutes.filter((r) => !r.redirectsTo)

/**
 * The part of a route's pattern that names the layout it boots through: up to its last
 * parameter, the object its layout is about (`/projects/:project`, `/system/silos/:silo`,
 * `/projects/:project/instances/:instance`), else its first two segments (`/system/issues`).
 */
function layoutOf(pattern: string) {
  const segments = pattern.split('/')
  const lastParam = segments.findLastIndex((s) => s.startsWith(':'))
  return segments.slice(0, lastParam >= 0 ? lastParam + 1 : 3).join('/')
}

/** The app layout a route boots through: sign-in, device, settings, system, project or silo. */
function areaOf(pattern: string) {
  const [, first = '', second] = pattern.split('/')
  if (['login', 'device', 'settings', 'system'].includes(first)) return first
  return first === 'projects' && second ? 'project' : 'silo'
}

/**
 * Whether a gate loads this route fresh (a whole boot: who am I, the layouts' loaders, the
 * page's) rather than only reaching it in the app. Candidates are the first page, not a form,
 * of each layout in `routes` (a layout up to the route's last parameter: `/projects/:project`,
 * `/system/silos/:silo`); of those, the first `perArea` of each app layout (sign-in, device,
 * settings, system, project, silo). A fresh load costs a boot of the app; what a boot runs
 * beyond an in-app visit (who am I, the root and area layouts' loaders) is the same for every
 * page of an area, and the gates' in-app visits run every page's own loaders anyway.
 */
export function loadsFresh(routes: GateRoute[], perArea: number): (route: GateRoute) => boolean {
  const first = new Map<string, GateRoute>()
  for (const r of routes) {
    if (!r.form && !first.has(layoutOf(r.pattern))) first.set(layoutOf(r.pattern), r)
  }
  const taken = new Map<string, number>()
  const fresh = new Set<GateRoute>()
  for (const r of first.values()) {
    const n = taken.get(areaOf(r.pattern)) ?? 0
    if (n >= perArea) continue
    taken.set(areaOf(r.pattern), n + 1)
    fresh.add(r)
  }
  return (route) => fresh.has(route)
}

/** Error screens of the spec, and the interstitial a 401 shows on its way to /login. */
export const ERROR_HEADINGS = ['Page not found', 'Something went wrong', 'Your session has ended']

export const isLoginUrl = (page: Page) => new URL(page.url()).pathname.startsWith('/login/')

/**
 * Waits until CSS/Web animations that end have ended (axe reads colours mid-fade otherwise);
 * the loading bar's closing fade (aria-hidden, no text) may go on.
 */
export async function animationsDone(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => {
      if (a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity) return true
      const target = a.effect instanceof KeyframeEffect ? a.effect.target : null
      return !!target?.closest('[data-loading-bar]')
    }),
  )
}

/**
 * Waits until the page shows its heading and is done loading: no busy skeleton, the loading
 * bar done (it may still be fading), no running animations. Returns the h1's text.
 */
export async function settle(page: Page): Promise<string> {
  // by CSS, not role: an open modal hides the page's heading from the accessibility tree
  const heading = page.locator('h1:visible').first()
  // generous: first loads under the slow-API gate wait on several 400 ms requests in a row
  await expect(heading).toBeVisible({ timeout: 15_000 })
  await expect(page.locator('[aria-busy="true"], [data-loading-bar="loading"]')).toHaveCount(0, {
    timeout: 15_000,
  })
  await animationsDone(page)
  return ((await heading.textContent()) ?? '').trim()
}

/** Requests the page has sent and not yet seen answered (API calls, lazy route modules). */
export function trackInflight(page: Page): { readonly count: number } {
  let count = 0
  page.on('request', () => count++)
  page.on('requestfinished', () => count--)
  page.on('requestfailed', () => count--)
  return {
    get count() {
      return count
    },
  }
}

/**
 * In-app navigation through the router, as a link or the back button would: the router reads
 * the new location on popstate and runs its loaders while the old page stays.
 */
export async function navigateInApp(page: Page, to: string) {
  // a 401 that chaos injected a moment before sends the whole page to the login page: the
  // navigation lands on the new document once it has loaded
  for (let attempt = 0; ; attempt++) {
    try {
      await page.evaluate((path) => {
        window.history.pushState(null, '', path)
        window.dispatchEvent(new PopStateEvent('popstate'))
      }, to)
      return
    } catch (e) {
      if (attempt >= 2 || !/context was destroyed|navigat/i.test(String(e))) throw e
      await page.waitForLoadState('load')
    }
  }
}

/** After an in-app navigation: no request left in flight, then settled. */
export async function settleNavigation(page: Page, inflight: { readonly count: number }) {
  await expect.poll(() => inflight.count, { timeout: 15_000, intervals: [50, 100] }).toBe(0)
  return settle(page)
}

/** The route's main form: a side modal / modal dialog, or a full-page form. */
export const mainForm = (page: Page): Locator =>
  page.getByRole('dialog').or(page.locator('main form')).first()

/**
 * Presses `key` (Tab unless told) until `target` is the active element: focused itself, or
 * pointed at by the focused element's aria-activedescendant (menus, listboxes, the palette).
 * Fails after `max` presses.
 */
export async function tabTo(page: Page, target: Locator, max = 40, key = 'Tab') {
  const isActive = () =>
    target
      .evaluate((el) => {
        const active = document.activeElement
        return el === active || (!!el.id && active?.getAttribute('aria-activedescendant') === el.id)
      })
      .catch(() => false)
  for (let i = 0; i < max; i++) {
    if (await isActive()) return
    await page.keyboard.press(key)
  }
  expect(await isActive(), `reached by ${key} within ${max} presses`).toBe(true)
}
