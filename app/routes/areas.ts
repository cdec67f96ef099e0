/**
 * Route areas: parts of the route table that load on the way in instead of with the first
 * screen (app/routes/discover.ts grafts them; app/routes/full-table.ts has them all for the
 * tools). Plain data with no imports, so the build's tools can read it in Node.
 */
export type RouteArea = {
  /** The id of the route in app/routes.tsx that the area's routes are grafted under. */
  id: 'system' | 'project'
  /** Paths in the area (route patterns too). */
  test: RegExp
  /** The table's module, as the build's manifest names it (budgets, preload hints). */
  source: string
}

export const ROUTE_AREAS: RouteArea[] = [
  // only operators go there
  { id: 'system', test: /^\/system(\/|$)/, source: 'app/routes/system.ts' },
  // a project's pages (the projects list and its side modals are in the first table)
  { id: 'project', test: /^\/projects\/[^/]+/, source: 'app/routes/project.ts' },
]

export const areaOf = (path: string) => ROUTE_AREAS.find((a) => a.test.test(path))
