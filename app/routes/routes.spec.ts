import { matchPath as matchPattern, matchRoutes, type Params, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'

import { routes as firstTable } from '~/routes'

import { examplePath, ROUTE_PATTERNS, routeExamples } from '../../test/fixtures/routes'
import { areaOf, ROUTE_AREAS } from './areas'
import { discoverRoutes } from './discover'
import { fullRoutes as routes } from './full-table'
import { lazyRouteOf } from './lazy'

function* walk(list: RouteObject[]): Generator<RouteObject> {
  for (const r of list) {
    yield r
    if (r.children) yield* walk(r.children)
  }
}

/**
 * The pattern of every page in a route tree: each leaf with a path, and each route with an
 * index child (a layout with no index renders nothing of its own). The catch-all is no page.
 */
function* pagePatterns(list: RouteObject[], base = ''): Generator<string> {
  for (const r of list) {
    if (r.path === '*') continue
    const here = !r.path
      ? base
      : r.path.startsWith('/')
        ? r.path
        : `${base.replace(/\/$/, '')}/${r.path}`
    if (r.index || (r.path && !r.children?.length)) yield here
    if (r.children) yield* pagePatterns(r.children, here)
  }
}

/** The matched route objects of a path, outermost first. */
const matched = (path: string) => (matchRoutes(routes, path) ?? []).map((m) => m.route)
const isCatchAll = (r: RouteObject) => r.path === '*'

describe('route table', () => {
  it('gives each crumb one source: a route with a module carries no handle of its own', () => {
    const both = [...walk(routes)]
      .filter((r) => r.lazy && r.handle)
      .map((r) => r.path ?? '(pathless)')
    expect(both).toEqual([])
  })

  it('loads every lazy route through mod() (prefetch and budgets need its module)', () => {
    const other = [...walk(routes)].filter((r) => r.lazy && !lazyRouteOf(r))
    expect(other.map((r) => r.path ?? '(pathless)')).toEqual([])
  })

  it('has a seed example for every page and no example without a page', () => {
    const tree = [...new Set(pagePatterns(routes))].sort()
    expect(
      [...ROUTE_PATTERNS].sort(),
      'ROUTE_PATTERNS of test/fixtures/routes.ts (the gates and budgets visit what it lists)',
    ).toEqual(tree)
  })

  it('fills in every parameter of a pattern, and fails on one it has no seed value for', () => {
    for (const { pattern, example } of routeExamples) {
      expect(
        matchPattern({ path: pattern, end: true }, example.split('?')[0]!),
        example,
      ).toBeTruthy()
    }
    expect(() => examplePath('/projects/:project/widgets/:widget')).toThrow(':widget')
  })

  it('knows where each index redirect ends up', async () => {
    const wrong: string[] = []
    for (const { pattern, example, redirectsTo } of routeExamples) {
      const path = example.split('?')[0]!
      const match = matchRoutes(routes, path)?.at(-1)
      const leaf = match?.route
      // a redirect of the table (goTo): an index route with a loader and nothing to draw
      if (!match || !leaf?.index || leaf.element !== null || leaf.lazy || !leaf.loader) continue
      const redirect = leaf.loader as unknown as (args: { params: Params }) => Response
      const response = redirect({ params: match.params })
      const to = new URL(response.headers.get('Location') ?? '', `http://console${path}/`).pathname
      if (to !== redirectsTo?.split('?')[0])
        wrong.push(`${pattern} goes to ${to}, not ${redirectsTo}`)
    }
    expect(wrong).toEqual([])
  })

  it.each(routeExamples.map((r) => [r.pattern, r.example] as const))(
    'matches route %s',
    (_pattern, example) => {
      const leaf = matched(example.split('?')[0]!).at(-1)
      expect(
        leaf && !isCatchAll(leaf),
        `${example} falls to the not-found screen: add its route to app/routes/`,
      ).toBe(true)
    },
  )
})

describe('route areas (tables that load on the way in)', () => {
  it('keep their routes out of the first table: only the layout and its index redirect', () => {
    for (const area of ROUTE_AREAS) {
      const stub = [...walk(firstTable)].find((r) => r.id === area.id)
      expect(
        stub?.children?.map((c) => !!c.index),
        area.id,
      ).toEqual([true])
      // and every route of the area is found once the area's table is in
      const lost = routeExamples
        .filter((r) => areaOf(r.pattern))
        .filter((r) => isCatchAll(matched(r.example.split('?')[0]!).at(-1) ?? { path: '*' }))
      expect(lost.map((r) => r.pattern)).toEqual([])
    }
  })

  it('grafts an area once loaded, each time asked, with error boundaries', async () => {
    const patched: [string, RouteObject[]][] = []
    const patch = (id: string, children: RouteObject[]) => patched.push([id, children])
    await discoverRoutes({ path: '/projects', patch })
    expect(patched).toEqual([])
    await discoverRoutes({ path: '/system/silos', patch })
    await discoverRoutes({ path: '/system/inventory/sleds', patch })
    await discoverRoutes({ path: '/projects/web-app/instances', patch })
    expect(patched.map(([id]) => id)).toEqual(['system', 'system', 'project'])
    expect(patched[0]![1]).toBe(patched[1]![1])
    expect(patched[0]![1].every((r) => r.ErrorBoundary)).toBe(true)
  })
})
