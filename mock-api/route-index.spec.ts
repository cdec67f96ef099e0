import { matchRequestUrl } from 'msw'
import { describe, expect, it } from 'vitest'

import { apiRoutes } from './request-rules'
import { candidateRoutes } from './route-index'

const ORIGIN = 'http://console.test'
const routes = apiRoutes()
const infos = routes.http.map((h) => h.info as { method: string; path: string })

/** What MSW itself matches: every route, in order, whose method and path accept the request. */
const mswMatches = (method: string, pathname: string) =>
  infos.flatMap((info, i) =>
    info.method.toUpperCase() === method &&
    matchRequestUrl(new URL(pathname, ORIGIN), info.path, ORIGIN).matches
      ? [i]
      : [],
  )

/** Requests to try: every route's path spelled several ways, and some that match nothing. */
const requests: [string, string][] = infos.flatMap(({ method, path }) => {
  const m = method.toUpperCase()
  const filled = path.replace(/:\w+/g, 'some-name')
  return [
    [m, filled],
    [m, `${filled}/`],
    [m, filled.toUpperCase()],
    [m, path.replace(/:\w+/g, 'a%20b')],
    [m, path.replace(/:\w+/g, '')],
    [m === 'GET' ? 'POST' : 'GET', filled],
    [m, `${filled}/extra`],
  ] as [string, string][]
})

describe('the route index', () => {
  it('indexes every generated route', () => {
    expect(infos.length).toBeGreaterThan(300)
  })

  it('offers every route MSW would match, in the table order', () => {
    for (const [method, pathname] of requests) {
      const candidates = candidateRoutes(routes.http, method, pathname)
      const matched = mswMatches(method, pathname)
      expect(
        matched.filter((i) => !candidates.includes(i)),
        `${method} ${pathname}`,
      ).toEqual([])
      expect([...candidates].sort((a, b) => a - b)).toEqual(candidates)
    }
  })

  it('narrows a request to a handful of routes', () => {
    const sizes = requests.map(([m, p]) => candidateRoutes(routes.http, m, p).length)
    expect(Math.max(...sizes)).toBeLessThanOrEqual(3)
  })

  it('offers nothing for paths no route has', () => {
    expect(candidateRoutes(routes.http, 'GET', '/v1/no-such-thing')).toEqual([])
    expect(candidateRoutes(routes.http, 'GET', '/v1/projects//instances')).toEqual([])
  })
})
