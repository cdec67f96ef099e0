/**
 * What the bundle budgets measure: the gzipped JavaScript a cold load of a route fetches in the
 * production build (dist/), and a failure message that says where it comes from.
 */
import { readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

import { fullRoutes as routes } from '~/routes/full-table'

import { entryKey, gzipSize, staticClosure, type Manifest } from '../../tools/lib/bundle'
import { routeModulesOf } from '../../tools/lib/route-modules'

export const dist = resolve(__dirname, '../../dist')
export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

export function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    return statSync(p).isDirectory() ? walk(p) : [p]
  })
}

export type RouteJs = { modules: string[]; files: string[]; kb: number }

/** The JavaScript a cold load of `path` fetches, and the route modules it comes from. */
export function routeJs(manifest: Manifest, path: string): RouteJs {
  const mods = routeModulesOf(routes, path)
  const keys = mods.map((m) => {
    if (manifest[m]) return m
    // a route module also imported statically elsewhere lands in a shared chunk, keyed by name
    const name = m
      .split('/')
      .pop()!
      .replace(/\.tsx?$/, '')
    const shared = Object.keys(manifest).find((k) => k.startsWith(`_${name}-`))
    if (!shared) throw new Error(`${path}: no chunk for ${m} in the build`)
    return shared
  })
  const files = [...staticClosure(manifest, [entryKey(manifest), ...keys])]
  return { modules: mods, files, kb: kb(files.reduce((s, f) => s + gzipSize(dist, f), 0)) }
}

/** A failure message that names the route, its modules and its biggest files. */
export const explain = (pattern: string, js: RouteJs) =>
  [
    `${pattern}: ${js.kb} KB`,
    `  route modules: ${js.modules.join(', ')}`,
    ...js.files
      .map((f) => ({ f, size: kb(gzipSize(dist, f)) }))
      .sort((a, b) => b.size - a.size)
      .slice(0, 12)
      .map(({ f, size }) => `  ${size} KB ${f}`),
  ].join('\n')

// npm test builds dist/ before the unit tests; run alone, the first test says what is missing
