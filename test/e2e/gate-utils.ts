/**
 * Shared pieces of the quality-gate specs (gates-*.spec.ts): the routes to cover, read from
 * test/fixtures/routes.ts (which a unit test holds to the app's route table) so a page added
 * later is covered without touching the gates; an axe run that prints a summary line; settling
 * helpers; error collectors; and API fault injection.
 */
import AxeBuilder from '@axe-core/playwright'
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

/**
 * Whether a gate loads this route fresh (a whole boot: who am I, the layouts' loaders, the
 * page's) rather than only reaching it in the app: the first page, not a form, of each layout
 * in `routes`. A fresh load costs a boot of the app; the routes that share a layout add
 * nothing to the boot path but their own loaders, which the gate's in-app visit of every route
 * runs anyway.
 */
export function loadsFresh(routes: GateRoute[]): (route: GateRoute) => boolean {
  const first = new Map<string, GateRoute>()
  for (const r of routes) {
    if (!r.form && !first.has(layoutOf(r.pattern))) first.set(layoutOf(r.pattern), r)
  }
  const fresh = new Set(first.values())
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

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
/**
 * Rules axe ships as experimental (off unless named) that the gate runs as well:
 * label-content-name-mismatch (WCAG 2.5.3, label in name) says a control's accessible name
 * contains its visible text, so a speech user can say what they see.
 */
export const AXE_EXTRA_RULES = ['label-content-name-mismatch']
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const

export type AxeSummary = {
  counts: Record<(typeof IMPACTS)[number], number>
  /** Serious and critical violations, one line each, for the failure message. */
  blocking: string[]
}

/**
 * Runs axe on the page as it is now and prints one line of counts by impact; with `within`, on
 * that part of the page only (a popup over a page that was scanned whole just before).
 */
export async function axeScan(page: Page, label: string, within?: string): Promise<AxeSummary> {
  // legacy mode runs axe in the page itself; the default opens a blank page per scan to merge
  // frame results, which costs seconds on a busy machine (the console has no iframes)
  const builder = new AxeBuilder({ page })
  if (within) builder.include(within)
  const { violations } = await builder
    // options() replaces what withTags() would set, so the tags are given here too
    .options({
      runOnly: { type: 'tag', values: AXE_TAGS },
      rules: Object.fromEntries(AXE_EXTRA_RULES.map((id) => [id, { enabled: true }])),
      resultTypes: ['violations'],
    })
    .setLegacyMode(true)
    .analyze()
  const counts = { critical: 0, serious: 0, moderate: 0, minor: 0 }
  const blocking: string[] = []
  for (const v of violations) {
    const impact = v.impact ?? 'minor'
    counts[impact] += v.nodes.length
    if (impact === 'serious' || impact === 'critical') {
      for (const n of v.nodes) {
        const why = (n.failureSummary ?? '').split('\n').slice(1).join(' ').trim()
        blocking.push(`${impact} ${v.id}: ${n.target.join(' ')} ${why}`)
      }
    }
  }
  const line = IMPACTS.map((i) => `${i} ${counts[i]}`).join(', ')
  console.log(`axe ${label.padEnd(48)} ${line}`)
  return { counts, blocking }
}

/**
 * Label in name as a speech user needs it: a control named apart from what it shows
 * (`aria-label`) starts its name with the words it shows ("Prev page" for PREV, "Ada Okafor, user
 * menu"). axe's rule only asks that the name contain them somewhere. Controls that show only an
 * icon or a symbol, and text hidden but for screen readers, are left out. One line per control.
 */
export async function namesNotStartingWithText(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate((root) => {
    const controls = document
      .querySelector(root)
      ?.querySelectorAll<HTMLElement>(
        ':is(button, a, [role=button], [role=link], [role=tab], [role=menuitem])[aria-label]',
      )
    const squeeze = (t: string) => t.replace(/\s+/g, ' ').trim().toLowerCase()
    const shownText = (el: HTMLElement) => {
      let text = ''
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      while (walker.nextNode()) {
        const parent = walker.currentNode.parentElement
        if (!parent?.checkVisibility({ visibilityProperty: true })) continue
        const box = parent.getBoundingClientRect()
        // screen-reader text: a 1 px box
        if (box.width <= 1 && box.height <= 1) continue
        text += walker.currentNode.textContent ?? ''
      }
      return squeeze(text)
    }
    const word = /[\p{L}\p{N}]/u
    const out: string[] = []
    for (const el of controls ?? []) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue
      const shown = shownText(el)
      if (!word.test(shown)) continue
      const name = el.getAttribute('aria-label') ?? ''
      // whole words: "Previous page" does not start with PREV
      const led = squeeze(name).startsWith(shown) && !word.test(squeeze(name)[shown.length] ?? '')
      if (!led) out.push(`shows "${shown}", named "${name}"`)
    }
    return out
  }, within)
}

/**
 * Fails the test (softly: later scans still run) on serious or critical violations, and on a
 * control whose name does not start with what it shows.
 */
export async function expectAccessible(page: Page, label: string, within?: string) {
  const { blocking } = await axeScan(page, label, within)
  expect.soft(blocking, `serious/critical axe violations on ${label}`).toEqual([])
  expect
    .soft(await namesNotStartingWithText(page, within), `names not led by their text on ${label}`)
    .toEqual([])
}

/**
 * The page in the light theme passes axe's colour contrast (the scans above run in the dark
 * theme, the default). The theme is switched in place, as the user menu does, so a route is
 * loaded once for both themes; it is switched back after. Call with reduced motion emulated, so
 * colour transitions end at once.
 */
export async function expectReadableInLight(page: Page, label: string) {
  const setTheme = (theme: string) =>
    page.evaluate(async (t) => {
      document.documentElement.dataset.theme = t
      // two frames: the new colours are computed and painted
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    }, theme)
  await setTheme('light')
  const { violations } = await new AxeBuilder({ page })
    // options() replaces what withRules() would set, so the rule is named here
    .options({ runOnly: { type: 'rule', values: ['color-contrast'] }, resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze()
  await setTheme('dark')
  const found = violations.flatMap((v) =>
    v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`),
  )
  expect.soft(found, `colour contrast in the light theme on ${label}`).toEqual([])
}

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
