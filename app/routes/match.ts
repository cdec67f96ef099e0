import { matchRoutes, type RouteObject } from 'react-router'

/**
 * `matchRoutes` for the intent prefetch, without its cost on a table of 150 pages. React
 * Router's own navigations match against branches it flattened once; the public
 * `matchRoutes` flattens and ranks the whole table and builds a regular expression for every
 * route on each call, a cost paid on every hovered link. So the table is cut first to
 * the routes that could match `pathname` (a route whose static segments differ from the
 * path's is dropped with its children), and React Router matches and ranks what is left as
 * it always does. The cut only drops routes that cannot match, so the answer is the same.
 */
export function matchPath(routes: RouteObject[], pathname: string) {
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((s) => decode(s).toLowerCase())
  return matchRoutes(candidates(routes, segments, 0), pathname)
}

const decode = (s: string) => {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

/** A segment that matches only itself (not `:param`, `:param?`, `*` or `name?`). */
const isStatic = (s: string) => !s.startsWith(':') && s !== '*' && !s.endsWith('?')

/** The routes of `routes` (with their children cut the same way) that could match. */
function candidates(routes: RouteObject[], segments: string[], depth: number): RouteObject[] {
  const kept: RouteObject[] = []
  for (const route of routes) {
    const own = (route.path ?? '').split('/').filter(Boolean)
    // an absolute path names the whole path, not the part below its parent
    const from = route.path?.startsWith('/') ? 0 : depth
    if (own.some((s) => s.endsWith('?'))) {
      // optional segments: where the children start is not fixed, so keep them all
      kept.push(route)
      continue
    }
    const splat = own.indexOf('*')
    const fixed = splat === -1 ? own : own.slice(0, splat)
    const fits = fixed.every((s, i) => !isStatic(s) || segments[from + i] === s.toLowerCase())
    if (!fits) continue
    // the path must be long enough for the route's own segments (a splat takes any rest)
    if (splat === -1 && !route.children?.length && from + own.length !== segments.length) continue
    if (from + fixed.length > segments.length) continue
    kept.push(
      route.children && splat === -1
        ? { ...route, children: candidates(route.children, segments, from + own.length) }
        : route,
    )
  }
  return kept
}
