/**
 * Reads Vite's build manifest to answer: which JavaScript does a given screen load, and how
 * big is it gzipped. Shared by the budget test and the benchmark.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

type Chunk = {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
export type Manifest = Record<string, Chunk>

export function readManifest(dist: string): Manifest {
  const path = join(dist, '.vite/manifest.json')
  if (!existsSync(path))
    throw new Error(`No build manifest at ${path}: run \`npm run build\` first`)
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest
}

export const gzipSize = (dist: string, file: string) =>
  gzipSync(readFileSync(join(dist, file))).length

/** Files a chunk loads up front: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`No chunk ${key} in the manifest`)
    if (chunk.file.endsWith('.js')) files.add(chunk.file)
    chunk.imports?.forEach(visit)
  }
  keys.forEach(visit)
  return files
}

export const entryKey = (manifest: Manifest) => {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry)
  if (!key) throw new Error('No entry chunk in the manifest')
  return key
}

/** The manifest keys of route modules whose source path ends with one of `suffixes`. */
export function routeKeys(manifest: Manifest, suffixes: string[]): string[] {
  return suffixes.map((suffix) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(suffix))
    if (!key) throw new Error(`No chunk for ${suffix} in the manifest`)
    return key
  })
}

export const totalGzip = (dist: string, files: Iterable<string>) =>
  [...files].reduce((sum, f) => sum + gzipSize(dist, f), 0)

/**
 * Route modules the first screen (/projects, signed in) loads besides the entry. RootLayout
 * is listed in case it becomes lazy; today it is part of the entry.
 */
export const FIRST_SCREEN_ROUTES = [
  'app/layouts/RootLayout.tsx',
  'app/layouts/AuthenticatedLayout.tsx',
  'app/layouts/SiloLayout.tsx',
  'app/pages/silo/ProjectsPage.tsx',
]

/** The JavaScript files of the first screen: the entry and those routes, with static imports. */
export function firstScreenFiles(manifest: Manifest): Set<string> {
  const routes = FIRST_SCREEN_ROUTES.filter((src) => manifest[src]?.isDynamicEntry)
  return staticClosure(manifest, [entryKey(manifest), ...routes])
}

/** JavaScript files loaded only later, through a lazy route or another dynamic import. */
export function lazyFiles(manifest: Manifest): Set<string> {
  const eager = staticClosure(manifest, [entryKey(manifest)])
  const all = Object.values(manifest)
    .map((c) => c.file)
    .filter((f) => f.endsWith('.js'))
  return new Set(all.filter((f) => !eager.has(f)))
}
