import type { BrowserContext, Locator, Page } from '@playwright/test'

/** How long a user's pointer rests on a link before the click, about. */
export const HOVER_MS = 100

/** Resolves with the page's clock (performance.now()) in the frame something watched for shows. */
export type Armed = () => Promise<number>

/** One timed client-side navigation: the link to follow and when its page is there. */
export interface Navigation {
  name: string
  link: (p: Page) => Locator
  /** Starts watching, before the press, for the frame the page is there. */
  ready: (p: Page) => Promise<Armed>
}

const link = (p: Page, name: string) => p.getByRole('link', { name, exact: true }).first()

type ShowsOptions = {
  prefix?: boolean
  within?: boolean
  timeout?: number
  /** And no visible element of the selector's whose text starts with this is left. */
  without?: string
}

/**
 * Starts watching, in the page, for the animation frame a visible element matching `selector`
 * whose text is `text` (or starts with it, `prefix`, or contains it, `within`) appears; the
 * returned function resolves with the page's clock at that frame (performance.now(), from
 * navigation start). Checked in the page every frame from the moment it is armed: armed before
 * a press, it sees the first frame the result is in, however busy the page is when the press
 * has been sent (a watch set up after the press started only once the page was free again, a
 * frame or more late). A locator's `waitFor` retries on a growing interval (up to half a
 * second), which timed Playwright's back-off rather than the page.
 */
export async function armShows(
  p: Page,
  selector: string,
  text: string,
  { prefix = false, within = false, timeout = 30_000, without }: ShowsOptions = {},
): Promise<Armed> {
  await definePageNames(p)
  const watch = await p.evaluateHandle(
    ([sel, want, starts, inside, ms, gone]) => {
      const end = performance.now() + ms
      const at = new Promise<number>((resolve, reject) => {
        requestAnimationFrame(function frame() {
          const shown = [...document.querySelectorAll(sel)].filter(
            (e) => e.getClientRects().length > 0,
          )
          const texts = shown.map((e) => e.textContent?.trim() ?? '')
          const found =
            texts.some((t) =>
              inside ? t.includes(want) : starts ? t.startsWith(want) : t === want,
            ) && !(gone !== undefined && texts.some((t) => t.startsWith(gone)))
          if (found) resolve(performance.now())
          else if (performance.now() > end) reject(new Error(`${sel} "${want}" did not show`))
          else requestAnimationFrame(frame)
        })
      })
      // a promise inside an object: evaluateHandle would otherwise wait for it
      return { at }
    },
    [selector, text, prefix, within, timeout, without] as const,
  )
  return () => watch.evaluate((w) => w.at)
}

/**
 * The bench runs under tsx, which wraps a named function in a helper (`__name`) that keeps its
 * name; a function sent into the page with a named function inside needs it there too.
 */
export const definePageNames = (p: Page) =>
  p.evaluate('globalThis.__name ??= (fn) => fn; undefined')

/** `armShows`, armed now and waited for: for a result whose cause is already under way. */
export const shows = async (p: Page, selector: string, text: string, options?: ShowsOptions) =>
  (await armShows(p, selector, text, options))()
const heading = (p: Page, level: number, name: string) =>
  armShows(p, `h${level}`, name, { within: true })
const h1 = (p: Page, name: string) => heading(p, 1, name)
const h2 = (p: Page, name: string) => heading(p, 2, name)

/**
 * The six pages of the project area, in sidebar order, as `[sidebar label, path, h1]`. The
 * benchmark tours them (projects → instances, then one sidebar click per page, then back to
 * instances: six navigations between six pages).
 */
export const PROJECT_AREA: [string, string, string][] = [
  ['Instances', '/projects/:project/instances', 'Instances'],
  ['Disks', '/projects/:project/disks', 'Disks'],
  ['Snapshots', '/projects/:project/snapshots', 'Snapshots'],
  ['Images', '/projects/:project/images', 'Images'],
  ['VPCs', '/projects/:project/vpcs', 'VPCs'],
  ['Floating IPs', '/projects/:project/floating-ips', 'Floating IPs'],
]

/** The steps the issue's table names, always measured: projects → instances → an instance → a tab. */
export const issueSteps: Navigation[] = [
  {
    name: 'projects → web-app instances',
    link: (p) => link(p, 'web-app'),
    ready: (p) => h1(p, 'Instances'),
  },
  {
    name: 'instances → instance (storage tab)',
    link: (p) => link(p, 'web-frontend-1'),
    ready: (p) => h2(p, 'Boot disk'),
  },
  {
    name: 'storage tab → networking tab',
    link: (p) => link(p, 'Networking'),
    ready: (p) => h2(p, 'Firewall rules'),
  },
]

const projectAreaTour: Navigation[] = [
  ...[...PROJECT_AREA.slice(1), PROJECT_AREA[0]!].map(([label, , heading], i, all): Navigation => ({
    name: `${(all[i - 1] ?? PROJECT_AREA[0]!)[0].toLowerCase()} → ${label.toLowerCase()}`,
    link: (p) => link(p, label),
    ready: (p) => h1(p, heading),
  })),
  {
    name: 'instances → projects (sidebar)',
    link: (p) => link(p, 'Projects'),
    ready: (p) => h1(p, 'Projects'),
  },
]

/** Client-side navigations the benchmark times, in order, starting from /projects. */
export const navigations: Navigation[] = [
  ...issueSteps,
  {
    name: 'instance → instances (sidebar)',
    link: (p) => link(p, 'Instances'),
    ready: (p) => h1(p, 'Instances'),
  },
  ...projectAreaTour,
]

/**
 * Page families the issues added, each loaded cold at a seed example.
 */
export const FAMILIES: { name: string; path: string; heading: string }[] = [
  {
    name: 'instances',
    path: '/projects/web-app/instances',
    heading: 'Instances',
  },
  {
    name: 'disks',
    path: '/projects/web-app/disks',
    heading: 'Disks',
  },
  {
    name: 'VPC firewall rules',
    path: '/projects/web-app/vpcs/default/firewall-rules',
    heading: 'default',
  },
  { name: 'silo access', path: '/access', heading: 'Access' },
  { name: 'system silos', path: '/system/silos', heading: 'Silos' },
]

/**
 * Where the pointer was last pressed, on the page's clock: navigations and clicks are timed in
 * the page, from that press to the frame their result shows, so Playwright's own steps around
 * a click (scrolling, waiting for the link to be still, hit-testing) are not counted.
 */
export async function recordPresses(context: BrowserContext) {
  await context.addInitScript(() => {
    document.addEventListener(
      'pointerdown',
      (e) => ((window as { __benchPress?: number }).__benchPress = e.timeStamp),
      { capture: true },
    )
  })
}
export const lastPress = (page: Page) =>
  page.evaluate(() => (window as { __benchPress?: number }).__benchPress ?? NaN)

/**
 * A click as a user's: the pointer rests on the target for HOVER_MS (the intent prefetch
 * starts), then presses; the time from the press to the frame the watch armed just before it
 * resolves in.
 */
export async function clickTimed(page: Page, target: Locator, arm: () => Promise<Armed>) {
  await target.hover()
  await page.evaluate((ms) => new Promise((done) => setTimeout(done, ms)), HOVER_MS)
  const shown = await arm()
  await target.click()
  const at = await shown()
  return at - (await lastPress(page))
}

/**
 * Time from a Playwright action to the frame the watch armed just before it resolves in,
 * measured on the page's clock.
 */
export async function timed(page: Page, act: () => Promise<void>, arm: () => Promise<Armed>) {
  const shown = await arm()
  const start = await page.evaluate(() => performance.now())
  await act()
  return (await shown()) - start
}
