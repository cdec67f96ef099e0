import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'

import { routeExamples } from '../../test/fixtures/routes'
import { fullRoutes } from './full-table'
import { matchPath } from './match'

/** What a match list says: each route's path and id, and the params and pathname it took. */
const summary = (matches: ReturnType<typeof matchRoutes>) =>
  (matches ?? []).map((m) => ({
    path: m.route.path,
    index: m.route.index,
    lazy: m.route.lazy,
    params: m.params,
    pathname: m.pathname,
  }))

const paths = [
  ...routeExamples.map((r) => r.example.split('?')[0]!),
  // what no page has: the catch-all answers
  '/',
  '/nope',
  '/projects/web-app/nope',
  '/projects/web-app/instances/web-frontend-1/nope/deeper',
  '/system/silos/maze-war/idps/saml/x/y/z',
  // case and encoding: React Router matches static segments case-insensitively, decoded
  '/Projects/web-app/INSTANCES',
  '/projects/web%2Dapp/instances',
]

describe('matchPath (the intent prefetch matcher)', () => {
  it.each(paths)('matches %s as matchRoutes does over the whole table', (path) => {
    expect(summary(matchPath(fullRoutes, path))).toEqual(summary(matchRoutes(fullRoutes, path)))
  })

  it('keeps optional segments, splats and absolute paths', () => {
    const Leaf = { element: null }
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { path: 'lang?/docs', children: [{ path: 'page', ...Leaf }] },
          { path: 'files/*', ...Leaf },
          { path: '/abs/:id', ...Leaf },
          { path: '*', ...Leaf },
        ],
      },
    ]
    for (const path of ['/docs/page', '/en/docs/page', '/files/a/b', '/abs/7', '/zzz'])
      expect(summary(matchPath(routes, path)), path).toEqual(summary(matchRoutes(routes, path)))
  })

  it('hands back the routes themselves where nothing was cut below them', () => {
    const leaf = matchPath(fullRoutes, '/projects/web-app/instances')?.at(-1)?.route
    const direct = matchRoutes(fullRoutes, '/projects/web-app/instances')?.at(-1)?.route
    expect(leaf?.lazy).toBe(direct?.lazy)
  })
})
