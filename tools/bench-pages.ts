import type { Locator, Page } from '@playwright/test'

/** One timed client-side navigation: the link to follow and when its page is there. */
export interface Navigation {
  name: string
  link: (p: Page) => Locator
  /** Resolves with the page's clock (performance.now()) in the frame the page is there. */
  ready: (p: Page) => Promise<number>
}

const link = (p: Page, name: string) => p.getByRole('link', { name, exact: true }).first()
/**
 * Resolves, with the page's clock at that moment (performance.now(), from navigation start), in
 * the animation frame a visible element matching `selector` whose text is `text`
 * (or starts with it, `prefix`, or contains it, `within`) appears. Checked in the page every frame: a locator's
 * `waitFor` retries on a growing interval (up to half a second), which timed Playwright's
 * back-off rather than the page.
 */
export const shows = (
  p: Page,
  selector: string,
  text: string,
  {
    prefix = false,
    within = false,
    timeout = 30_000,
  }: { prefix?: boolean; within?: boolean; timeout?: number } = {},
) =>
  p
    .waitForFunction(
      ([sel, want, starts, inside]) =>
        [...document.querySelectorAll(sel)].some((e) => {
          const t = e.textContent?.trim() ?? ''
          const match = inside ? t.includes(want) : starts ? t.startsWith(want) : t === want
          return match && e.getClientRects().length > 0
        })
          ? performance.now()
          : false,
      [selector, text, prefix, within] as const,
      { polling: 'raf', timeout },
    )
    .then((found) => found.jsonValue() as Promise<number>)
const heading = (p: Page, level: number, name: string) =>
  shows(p, `h${level}`, name, { within: true })
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
