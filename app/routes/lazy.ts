import { type ComponentType } from 'react'
import { redirect, type LoaderFunction, type Params, type RouteObject } from 'react-router'

import { type RouteHandle } from '~/components/shell/crumbs'
import { reloadForNewVersion } from '~/util/new-version'

/** What a route module exports: `Component`, optionally `loader` and `handle` (its crumb). */
export type RouteModule = {
  Component: ComponentType
  loader?: LoaderFunction
  handle?: RouteHandle
}

/**
 * A lazy route function that also exposes the bare module import, so intent prefetching can
 * warm the chunk and call the loader without going through the router, and the budget test
 * can tell which module a route loads.
 */
export type LazyRoute = (() => Promise<Omit<RouteObject, 'index' | 'children'>>) & {
  load: () => Promise<RouteModule>
}

/**
 * A lazily loaded route module. The module is the only source of its route's crumb: a route
 * with a module never carries a `handle` in the table (React Router would ignore one of the
 * two), and routes without a module (pathless groups) carry theirs in the table.
 */
export function mod(load: () => Promise<RouteModule>): RouteObject['lazy'] & LazyRoute {
  const lazy = async () => {
    let m: RouteModule
    try {
      m = await load()
    } catch (error) {
      // The file is gone because a new version was deployed: the page reloads to it, and the
      // navigation waits for that rather than showing an error (util/new-version.ts)
      if (reloadForNewVersion(error)) return new Promise<never>(() => {})
      // A route whose lazy function rejects is never ready in React Router's eyes: it renders
      // nothing at all (a blank page). So a chunk that cannot be fetched becomes a route whose
      // loader throws, and the route's error boundary offers the reload.
      return { loader: () => Promise.reject(error), Component: () => null }
    }
    return {
      Component: m.Component,
      ...(m.loader ? { loader: m.loader } : {}),
      ...(m.handle ? { handle: m.handle } : {}),
    }
  }
  return Object.assign(lazy, { load })
}

/**
 * An index route that only redirects (to a path relative to the parent, or absolute). A fixed
 * target is also left on the loader as `redirectTo`, so the build's route preload table gives
 * the index path the files of the page it lands on (tools/lib/route-preload.ts).
 */
export const goTo = (to: string | ((params: Params) => string)): RouteObject => ({
  index: true,
  element: null,
  loader: Object.assign(
    ({ params }: { params: Params }) => redirect(typeof to === 'function' ? to(params) : to),
    typeof to === 'string' ? { redirectTo: to } : {},
  ),
})

/** The lazy route function of a route object built with `mod`, if it has one. */
export const lazyRouteOf = (route: RouteObject): LazyRoute | undefined =>
  typeof route.lazy === 'function' && 'load' in route.lazy ? (route.lazy as LazyRoute) : undefined
