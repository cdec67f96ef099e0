/**
 * Gate: size budgets of the production build (dist/, from `npm run build`; npm test builds
 * before the unit tests), over every route of the app at its seed example
 * (test/fixtures/routes.ts). Sizes are gzip (level 6, like most servers); KB = 1024 bytes.
 * Timings live in `npm run bench`, not here: sizes are stable, timings are not.
 *
 * The JavaScript of a route is what a cold load of it fetches: the entry and its static
 * imports, and each matched route module (read from the whole route table, app/routes/full-table.ts, the
 * table of the route's area included) with its
 * static imports (tools/lib/route-modules.ts, tools/lib/bundle.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { runInNewContext } from 'node:vm'

import { describe, expect, it } from 'vitest'

import { fullRoutes as routes } from '~/routes/full-table'

import { routeExamples } from '../fixtures/routes'
import {
  entryKey,
  gzipSize,
  lazyFiles,
  readManifest,
  staticClosure,
  type Manifest,
} from '../../tools/lib/bundle'
import { routeModulesOf } from '../../tools/lib/route-modules'
import { PRELOAD_DATA_NAME, PRELOAD_FUNCTION } from '../../tools/lib/route-preload'

/**
 * Budgets by kind of page (issue 30), gzipped, for every route at its seed example; no route
 * has a ceiling of its own. A route's kind comes from the route table: a form route is one whose
 * own (deepest) route module lives in app/forms/; every other route (lists, detail pages,
 * tabs, sign-in) is a page. The prescribed stack alone (react-dom, React Router, TanStack
 * Query) is about 100 KB of the page budget; what a page adds on the first screen is measured
 * here, and anything a page opens later (a menu, a dialog, the activity drawer of the top bar)
 * must load lazily, within the lazy budget.
 */
export const BUDGET = {
  /** A list or detail page (any route that is not a form), loaded cold. */
  pageKB: 150,
  /** A form opened by its URL, cold: the page under it, the form kit and the form. */
  formKB: 190,
  /** Any one chunk that loads later (a lazy route and what only it needs). */
  lazyChunkKB: 60,
}

export type RouteKind = 'page' | 'form'

/** A route's kind, from the modules along its way (outermost first). */
export const kindOf = (modules: string[]): RouteKind =>
  modules.at(-1)?.startsWith('app/forms/') ? 'form' : 'page'

const budgetOf = (kind: RouteKind) => (kind === 'form' ? BUDGET.formKB : BUDGET.pageKB)

/**
 * The one chunk allowed over the lazy budget, and by how much: the serial console's terminal
 * is xterm.js, shipped as one pre-bundled module (82 KB gzipped on its own) that no bundler can
 * split. Its chunk may hold that library, its fit addon and our small wrapper (a few KB), and
 * nothing else: anything of ours that slips in takes it over its allowance.
 */
const LIBRARY_CHUNKS: Record<string, { libraries: string[]; oursKB: number }> = {
  terminal: {
    libraries: ['@xterm/xterm/lib/xterm.mjs', '@xterm/addon-fit/lib/addon-fit.mjs'],
    oursKB: 3,
  },
}

const dist = resolve(__dirname, '../../dist')
const modules = resolve(__dirname, '../../node_modules')
const hasBuild = existsSync(join(dist, '.vite/manifest.json'))
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

/** A library chunk's allowance: the gzipped size of its libraries' own files, plus ours. */
function libraryAllowanceKB(name: string) {
  const { libraries, oursKB } = LIBRARY_CHUNKS[name]!
  return kb(libraries.reduce((sum, lib) => sum + gzipSize(modules, lib), 0)) + oursKB
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    return statSync(p).isDirectory() ? walk(p) : [p]
  })
}

/** Where a route's example ends up: redirects are measured at their target. */
const measuredRoutes = routeExamples.map((r) => ({
  pattern: r.pattern,
  path: (r.redirectsTo ?? r.example).split('?')[0]!,
}))

type RouteJs = { modules: string[]; files: string[]; kb: number }

/** The JavaScript a cold load of `path` fetches, and the route modules it comes from. */
function routeJs(manifest: Manifest, path: string): RouteJs {
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
const explain = (pattern: string, js: RouteJs) =>
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
describe('production bundle budgets', () => {
  it('has a build to measure (run `npm run build`)', () => {
    expect(hasBuild).toBe(true)
  })

  it(`loads at most ${BUDGET.pageKB} KB for a page and ${BUDGET.formKB} KB for a form, cold, on every route`, () => {
    const manifest = readManifest(dist)
    const measured = measuredRoutes.map((r) => {
      const js = routeJs(manifest, r.path)
      return { ...r, js, kind: kindOf(js.modules) }
    })
    const over = measured
      .filter((r) => r.js.kb > budgetOf(r.kind))
      .map((r) => `${explain(r.pattern, r.js)}\n  ${r.kind}: budget ${budgetOf(r.kind)} KB`)
    for (const kind of ['page', 'form'] as const) {
      const of = measured.filter((r) => r.kind === kind)
      const top = Math.max(...of.map((r) => r.js.kb))
      console.log(`${kind}s: ${of.length}, largest ${top} KB (budget ${budgetOf(kind)} KB)`)
    }
    expect(over.join('\n\n')).toBe('')
  })

  it('tells forms from pages by the route table', () => {
    const kinds = new Map(
      measuredRoutes.map((r) => [r.pattern, kindOf(routeModulesOf(routes, r.path))]),
    )
    expect(kinds.get('/projects')).toBe('page')
    expect(kinds.get('/projects/:project/instances/:instance/storage')).toBe('page')
    expect(kinds.get('/projects-new')).toBe('form')
    expect(kinds.get('/projects/:project/instances-new')).toBe('form')
    expect(kinds.get('/projects/:project/snapshots-new')).toBe('form')
    expect([...kinds.values()].filter((k) => k === 'form').length).toBeGreaterThan(40)
  })

  it('keeps menus, dialogs, popovers and the palette off the projects list (they load on first use)', () => {
    const { files } = routeJs(readManifest(dist), '/projects')
    const text = files.map((f) => readFileSync(join(dist, f), 'utf8')).join('\n')
    // Headless UI names its elements "headlessui-…"; match-sorter is the palette's search
    expect(text.includes('headlessui-'), 'Headless UI on the first screen').toBe(false)
    expect(text.includes('matchSorter') || text.includes('rankings'), 'the palette').toBe(false)
  })

  it(`has no lazily loaded chunk over ${BUDGET.lazyChunkKB} KB gzipped`, () => {
    const manifest = readManifest(dist)
    const lazy = [...lazyFiles(manifest)]
    expect(lazy.length, 'route chunks are split out').toBeGreaterThan(5)
    const over = lazy
      .map((f) => ({ f, size: kb(gzipSize(dist, f)) }))
      .filter((c) => {
        const name = Object.keys(LIBRARY_CHUNKS).find((n) => c.f.includes(`/${n}-`))
        return c.size > (name ? libraryAllowanceKB(name) : BUDGET.lazyChunkKB)
      })
      .map((c) => `${c.size} KB ${c.f}`)
    expect(over).toEqual([])
  })

  it('index.html starts every file a deep link needs at once, before the entry has run', () => {
    const manifest = readManifest(dist)
    const html = readFileSync(join(dist, 'index.html'), 'utf8')
    const script = /<script src="\/(assets\/route-preload-[\w-]+\.js)" async>/.exec(html)?.[1]
    const meta = new RegExp(`<meta name="${PRELOAD_DATA_NAME}" content="([^"]*)"`).exec(html)
    expect(script, 'the preload script in index.html').toBeDefined()
    expect(meta, 'the preload table in index.html').not.toBeNull()
    const content = meta![1]!
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&')
    const code = readFileSync(join(dist, script!), 'utf8')
    const entry = staticClosure(manifest, [entryKey(manifest)])
    const missed: string[] = []
    for (const { pattern, path } of measuredRoutes) {
      // the script itself, run against a stand-in document: loaded at this path, and loaded
      // elsewhere and then asked by the app (a navigation to this path)
      for (const at of [path, '/']) {
        const preloaded: string[] = []
        const head = { appendChild: (l: { href: string }) => preloaded.push(l.href.slice(1)) }
        const document = {
          head,
          querySelector: () => ({ getAttribute: () => content }),
          createElement: () => ({}),
        }
        const window: Record<string, (path: string) => void> = {}
        runInNewContext(code, { document, location: { pathname: at }, window })
        if (at !== path) window[PRELOAD_FUNCTION]!(path)
        const needed = routeJs(manifest, path).files.filter((f) => !entry.has(f))
        const lacking = needed.filter((f) => !preloaded.includes(f))
        if (lacking.length) missed.push(`${pattern} (from ${at}): ${lacking.join(', ')}`)
      }
    }
    expect(missed).toEqual([])
  })

  it('carries no mock: no service worker, no mock code or data', () => {
    const files = walk(dist).map((f) => relative(dist, f))
    // Names only: a content hash (`-Br9zmSwq`) can spell "msw" by chance.
    const unhashed = files.map((f) => f.replace(/-[\w-]{8}(?=\.\w+$)/, ''))
    expect(unhashed.filter((f) => /mockServiceWorker|(^|[/._-])msw([/._-]|$)/i.test(f))).toEqual([])
    const text = files
      .filter((f) => /\.(js|html|css|json)$/.test(f))
      .map((f) => readFileSync(join(dist, f), 'utf8'))
      .join('\n')
    for (const marker of [
      'ferrite-demo-token', // the demo bearer token (mock seed)
      'ferrite-demo', // the seeded password
      'Ada Okafor', // a seeded user
      'setupWorker', // msw/browser
      'mockServiceWorker',
      'ferrite-mock-delay', // the mock's switches
      'MSW_', // msw's internal message names
    ]) {
      expect(text.includes(marker), marker).toBe(false)
    }
  })
})
