import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'

import { routeList } from '~/route-list'
import { routes as firstTable } from '~/routes'

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

  it.each(routeList.filter((r) => r.built).map((r) => [r.pattern, r.example] as const))(
    'matches built route %s',
    (_pattern, example) => {
      const leaf = matched(example.split('?')[0]!).at(-1)
      expect(
        leaf && !isCatchAll(leaf),
        `${example} falls to the not-found screen: add its route to app/routes/`,
      ).toBe(true)
    },
  )

  it.each(
    routeList.filter((r) => !r.built).map((r) => [r.pattern, r.example.split('?')[0]!] as const),
  )('leaves unbuilt route %s to the not-found screen', (_pattern, example) => {
    const leaf = matched(example).at(-1)
    expect(
      leaf && isCatchAll(leaf),
      `${example} has a route now: set built: true for it in app/route-list.ts`,
    ).toBe(true)
  })
})

describe('route areas (tables that load on the way in)', () => {
  it('keep their routes out of the first table: only the layout and its index redirect', () => {
    for (const area of ROUTE_AREAS) {
      const stub = [...walk(firstTable)].find((r) => r.id === area.id)
      expect(
        stub?.children?.map((c) => !!c.index),
        area.id,
      ).toEqual([true])
      // and every built route of the area is found once the area's table is in
      const lost = routeList
        .filter((r) => r.built && areaOf(r.pattern))
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
