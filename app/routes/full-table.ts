import { type NonIndexRouteObject, type RouteObject } from 'react-router'

import { routes } from '~/routes'

import { ROUTE_AREAS, type RouteArea } from './areas'
import { projectChildren } from './project'
import { systemChildren } from './system'

const tables: Record<RouteArea['id'], RouteObject[]> = {
  system: systemChildren,
  project: projectChildren,
}

/** `routes` with a copy of `route` that has `extra` children, wherever its id is. */
function graft(list: RouteObject[], id: string, extra: RouteObject[]): RouteObject[] {
  return list.map((r) => {
    // a route with children is never an index route, so the copies stay RouteObjects
    if (r.id === id)
      return { ...(r as NonIndexRouteObject), children: [...(r.children ?? []), ...extra] }
    return r.children
      ? { ...(r as NonIndexRouteObject), children: graft(r.children, id, extra) }
      : r
  })
}

/**
 * The whole route table, as the router has it once every area's table has loaded
 * (routes/discover.ts). For the tools and tests that read the table statically: the budget and
 * preload tables of the build, the route checks. The app never imports it.
 */
export const fullRoutes: RouteObject[] = ROUTE_AREAS.reduce((all, area) => {
  return graft(all, area.id, tables[area.id])
}, routes)
