import type { Page } from '@playwright/test'

import { routeList } from '../app/route-list'

/** One timed client-side navigation: how to start it and when it is done. */
export interface Navigation {
  name: string
  go: (p: Page) => Promise<void>
  ready: (p: Page) => Promise<void>
}

const link = (p: Page, name: string) => p.getByRole('link', { name, exact: true }).first()
const h1 = (p: Page, name: string) => p.getByRole('heading', { level: 1, name }).waitFor()
const h2 = (p: Page, name: string) => p.getByRole('heading', { level: 2, name }).first().waitFor()

/**
 * The six pages of the project area, in sidebar order, as `[sidebar label, path, h1]`. When
 * all six are built the benchmark tours them (projects → instances, then one sidebar click
 * per page, then back to instances: six navigations between six pages).
 */
export const PROJECT_AREA: [string, string, string][] = [
  ['Instances', '/projects/:project/instances', 'Instances'],
  ['Disks', '/projects/:project/disks', 'Disks'],
  ['Snapshots', '/projects/:project/snapshots', 'Snapshots'],
  ['Images', '/projects/:project/images', 'Images'],
  ['VPCs', '/projects/:project/vpcs', 'VPCs'],
  ['Floating IPs', '/projects/:project/floating-ips', 'Floating IPs'],
]

const built = (pattern: string) => routeList.some((r) => r.pattern === pattern && r.built)
export const projectAreaBuilt = PROJECT_AREA.every(([, pattern]) => built(pattern))

const projectAreaTour: Navigation[] = [
  {
    name: 'projects → web-app instances',
    go: (p) => link(p, 'web-app').click(),
    ready: (p) => h1(p, 'Instances'),
  },
  ...[...PROJECT_AREA.slice(1), PROJECT_AREA[0]!].map(([label, , heading], i, all): Navigation => ({
    name: `${(all[i - 1] ?? PROJECT_AREA[0]!)[0].toLowerCase()} → ${label.toLowerCase()}`,
    go: (p) => link(p, label).click(),
    ready: (p) => h1(p, heading),
  })),
]

/** Until then: the pages that exist, through the instance pages and back out to settings. */
const interimTour: Navigation[] = [
  {
    name: 'projects → web-app instances',
    go: (p) => link(p, 'web-app').click(),
    ready: (p) => h1(p, 'Instances'),
  },
  {
    name: 'instances → instance (storage tab)',
    go: (p) => link(p, 'web-frontend-1').click(),
    ready: (p) => h2(p, 'Boot disk'),
  },
  {
    name: 'storage tab → networking tab',
    go: (p) => link(p, 'Networking').click(),
    ready: (p) => h2(p, 'Firewall rules'),
  },
  {
    name: 'networking tab → settings tab',
    go: (p) => link(p, 'Settings').click(),
    ready: (p) => h2(p, 'Size'),
  },
  {
    name: 'instance → instances (sidebar)',
    go: (p) => link(p, 'Instances').click(),
    ready: (p) => h1(p, 'Instances'),
  },
  {
    name: 'instances → projects (top bar)',
    go: (p) => link(p, 'Projects').click(),
    ready: (p) => h1(p, 'Projects'),
  },
]

/** Client-side navigations the benchmark times, in order, starting from /projects. */
export const navigations: Navigation[] = projectAreaBuilt ? projectAreaTour : interimTour
