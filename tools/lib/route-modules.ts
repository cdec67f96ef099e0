/**
 * Which route modules a URL needs, read from the route table itself (app/routes/full-table.ts:
 * app/routes.tsx with the areas' tables grafted in) once it
 * is loaded in Node (by vitest, or by Vite's module runner at build time). Shared by the
 * budget test (JavaScript per route) and the build's route preload table.
 */
import { matchRoutes, type RouteObject } from 'react-router'

import { areaOf } from '../../app/routes/areas.ts'

/** The source of a lazy route's module, e.g. `app/pages/silo/ProjectsPage.tsx`. */
export function routeModuleOf(route: RouteObject): string | undefined {
  const lazy = route.lazy as unknown as { load?: () => unknown } | undefined
  if (!lazy) return undefined
  if (typeof lazy.load !== 'function')
    throw new Error(
      `Route ${route.path ?? '(pathless)'} is lazy without mod() (app/routes/lazy.ts)`,
    )
  // Node's module runners turn `import('~/pages/X')` into a call naming the resolved file
  const found = /["'](?:\/@fs)?(?:[^"']*?\/)?(app\/[^"']+\.tsx?)["']/.exec(String(lazy.load))
  if (!found) throw new Error(`Cannot tell the module of route ${route.path ?? '(pathless)'}`)
  return found[1]
}

/** The route modules of every route matching `path`, outermost first. */
export function routeModulesOf(routes: RouteObject[], path: string): string[] {
  const pathname = path.split(/[?#]/)[0]!
  const matches = matchRoutes(routes, pathname) ?? []
  const area = areaOf(pathname)?.source
  const mods = matches.map((m) => routeModuleOf(m.route)).filter((m): m is string => !!m)
  // a route in an area needs the area's table too (app/routes/discover.ts)
  return area ? [area, ...mods] : mods
}

export type RoutePattern = { pattern: string; modules: string[] }

const join = (base: string, path: string | undefined) =>
  !path ? base : path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`

/** Every route of the table as its full pattern and the modules along the way to it. */
export function routePatterns(routes: RouteObject[]): RoutePattern[] {
  const out: RoutePattern[] = []
  const visit = (list: RouteObject[], base: string, modules: string[]) => {
    for (const r of list) {
      const pattern = join(base, r.path)
      const m = routeModuleOf(r)
      const mods = m ? [...modules, m] : modules
      const area = areaOf(pattern)?.source
      if (r.path !== undefined || r.index || !r.children)
        out.push({ pattern, modules: area ? [area, ...mods] : mods })
      if (r.children) visit(r.children, pattern, mods)
    }
  }
  visit(routes, '', [])
  return out
}
