import { type RouteObject } from 'react-router'

import { withErrorBoundaries } from '~/components/shell/error-screen'

import { areaOf, type RouteArea } from './areas'

/**
 * Route tables that load on the way into their area (app/routes/areas.ts) instead of with the
 * first screen: the router asks `discoverRoutes` whenever a path does not match all the way
 * (React Router's `patchRoutesOnNavigation`), and the intent prefetch asks it before it
 * matches a link. The area's table is then grafted under its route (`id`) in app/routes.tsx,
 * which keeps only the area's layout and index redirect.
 */
const tables: Record<RouteArea['id'], () => Promise<RouteObject[]>> = {
  system: () => import('./system').then((m) => m.systemChildren),
  project: () => import('./project').then((m) => m.projectChildren),
}

const loaded = new Map<string, Promise<RouteObject[]>>()

/**
 * Grafts the table of the area `path` is in. The table loads once; it is grafted on every call
 * (the router skips routes it has already: a navigation cancelled mid-way may have dropped an
 * earlier graft).
 */
export async function discoverRoutes({
  path,
  patch,
}: {
  path: string
  patch: (routeId: string, children: RouteObject[]) => void
}): Promise<void> {
  const area = areaOf(path)
  if (!area) return
  let children = loaded.get(area.id)
  if (!children) {
    children = tables[area.id]().then(withErrorBoundaries)
    // a failed load (offline) is tried again on the next navigation
    children.catch(() => loaded.delete(area.id))
    loaded.set(area.id, children)
  }
  patch(area.id, await children)
}
