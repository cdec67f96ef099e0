import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'

import { routeList } from '~/route-list'
import { routes } from '~/routes'

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
