/**
 * Build plugin: the route modules a URL needs start downloading together with the entry,
 * instead of after it has loaded and run. At build time the route table is loaded in Node
 * (Vite's module runner) and every route pattern is paired with the JavaScript files of its
 * route modules (each chunk with its static imports, less what the entry loads anyway).
 * index.html gets that table as JSON in a meta tag and a small classic script file that
 * matches `location.pathname` and adds a `<link rel="modulepreload">` per file; it runs while
 * the entry downloads. The CSP allows it: the script is a file of our origin.
 */
import { createHash } from 'node:crypto'
import { resolve } from 'node:path'

import type { RouteObject } from 'react-router'
import { runnerImport, type Alias, type Plugin, type ResolvedConfig, type Rollup } from 'vite'

import { API_VERSION } from '../../app/api/__generated__/operations.ts'
import { ROUTE_AREAS } from '../../app/routes/areas.ts'
import { EARLY_REQUESTS } from '../../app/routes/early-requests.ts'
import { routePatterns } from './route-modules.ts'

export const PRELOAD_DATA_NAME = 'ferrite-route-preload'
/** The global the preload script leaves for the app (app/routes/preload.ts names it too). */
export const PRELOAD_FUNCTION = '__ferritePreload'
/** The global of the early API reads (app/api/early-response.ts names it too). */
const EARLY_GLOBAL = '__ferriteEarly'

/**
 * Runs in the page before the entry; plain ES5-level code, no imports. It preloads what the
 * current path needs at once, and leaves `window.${PRELOAD_FUNCTION}(pathname)` for the app to
 * preload what another path needs before it navigates there (app/routes/preload.ts).
 */
const PRELOAD_SCRIPT = `(function () {
  var data = document.querySelector('meta[name="${PRELOAD_DATA_NAME}"]');
  if (!data) return;
  var table = JSON.parse(data.getAttribute('content') || '{}');
  var added = {};
  function add(files) {
    for (var j = 0; j < files.length; j++) {
      var href = table.base + table.files[files[j]];
      if (added[href]) continue;
      added[href] = true;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
  }
  function preload(pathname) {
    var path = pathname.replace(/\\/+$/, '') || '/';
    var i;
    for (i = 0; i < table.areas.length; i++) {
      if (new RegExp(table.areas[i][0]).test(path)) add(table.areas[i][1]);
    }
    for (i = 0; i < table.routes.length; i++) {
      if (new RegExp(table.routes[i][0]).test(path)) return add(table.routes[i][1]);
    }
  }
  // the API reads of this path's loaders, sent now rather than once the app has arrived (the
  // client takes each answer instead of asking again: app/api/early-response.ts), and before
  // the files below: six connections to the host serve them in turn, small answers first
  var early = (window.${EARLY_GLOBAL} = {});
  var sets = table.early || [];
  function param(m, names, name) {
    try {
      return encodeURIComponent(decodeURIComponent(m[names.indexOf(name) + 1]));
    } catch (e) {
      return null;
    }
  }
  // whatever goes wrong here, the files below are still preloaded
  try {
    for (var s = 0; s < sets.length; s++) {
      var m = new RegExp(sets[s][0]).exec(location.pathname);
      if (!m) continue;
      for (var u = 0; u < sets[s][2].length; u++) {
        var bad = false;
        var url = sets[s][2][u].replace(/\\{(\\w+)\\}/g, function (_, name) {
          var v = param(m, sets[s][1], name);
          if (v === null) bad = true;
          return v;
        });
        if (bad || early[url]) continue;
        var response = fetch(url, {
          headers: { 'Content-Type': 'application/json', 'api-version': table.apiVersion },
        });
        // one the app never takes must not count as an unhandled rejection
        response['catch'](function () {});
        early[url] = { at: Date.now(), response: response };
      }
    }
  } catch (e) {}
  window.${PRELOAD_FUNCTION} = preload;
  preload(location.pathname);
})();
`

/** React Router's ranking, roughly: static segments beat parameters, which beat splats. */
const score = (pattern: string) =>
  pattern
    .split('/')
    .filter(Boolean)
    .reduce((s, seg) => s + (seg === '*' ? -2 : seg.startsWith(':') ? 3 : 10), 0)

const toRegExp = (pattern: string) =>
  '^' +
  pattern
    .split('/')
    .filter(Boolean)
    .map((seg) =>
      seg === '*'
        ? '(?:/.*)?'
        : seg.startsWith(':')
          ? seg.endsWith('?')
            ? '(?:/[^/]+)?'
            : '/[^/]+'
          : '/' + seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('') +
  '/?$'

/** Each chunk of the bundle by its source module, with its static imports. */
function closures(bundle: Rollup.OutputBundle, root: string) {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk')
  const byFile = new Map(chunks.map((c) => [c.fileName, c]))
  const closure = (file: string, out = new Set<string>()) => {
    if (out.has(file)) return out
    out.add(file)
    byFile.get(file)?.imports.forEach((f) => closure(f, out))
    return out
  }
  const bySource = new Map<string, Set<string>>()
  const source = (id: string) => id.replace(root + '/', '')
  for (const c of chunks)
    if (c.facadeModuleId) bySource.set(source(c.facadeModuleId), closure(c.fileName))
  // a route module also imported statically elsewhere can end up inside a shared chunk
  for (const c of chunks)
    for (const id of c.moduleIds)
      if (!bySource.has(source(id))) bySource.set(source(id), closure(c.fileName))
  const entry = chunks.find((c) => c.isEntry)
  return { bySource, entry: entry ? closure(entry.fileName) : new Set<string>() }
}

/** `[index pattern, the pattern it redirects to]` for each index route with a fixed target. */
function redirects(routes: RouteObject[]) {
  const out: [string, string][] = []
  const join = (base: string, path: string | undefined) =>
    !path ? base : path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`
  const visit = (list: RouteObject[], base: string) => {
    for (const r of list) {
      const pattern = join(base, r.path)
      const to = (r.loader as { redirectTo?: unknown } | undefined)?.redirectTo
      if (r.index && typeof to === 'string') out.push([pattern, join(pattern, to)])
      if (r.children) visit(r.children, pattern)
    }
  }
  visit(routes, '')
  return out
}

export function routePreload(): Plugin {
  let config: ResolvedConfig
  let routes: RouteObject[] = []
  const scriptFile = `assets/route-preload-${createHash('sha256').update(PRELOAD_SCRIPT).digest('hex').slice(0, 8)}.js`
  return {
    name: 'ferrite-route-preload',
    apply: 'build',
    configResolved(c) {
      config = c
    },
    async buildStart() {
      // the route table, as the app defines it, loaded with the same aliases and defines; it
      // and what it imports statically must not touch the DOM while loading
      const loaded = await runnerImport<{ fullRoutes: RouteObject[] }>(
        resolve(config.root, 'app/routes/full-table.ts'),
        {
          configFile: false,
          root: config.root,
          logLevel: 'silent',
          resolve: { alias: config.resolve.alias as Alias[] },
          define: config.define,
        },
      ).catch((e: unknown) => {
        throw new Error(
          'ferrite-route-preload: app/routes/full-table.ts could not be loaded in Node to build the ' +
            'route preload table. Modules the route table imports statically (layouts, the ' +
            `error screen) must not use window or document at import time. ${String(e)}`,
        )
      })
      routes = loaded.module.fullRoutes
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: scriptFile, source: PRELOAD_SCRIPT })
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return
        const { bySource, entry } = closures(ctx.bundle, config.root)
        const files: string[] = []
        const index = (f: string) => {
          const at = files.indexOf(f)
          return at >= 0 ? at : files.push(f) - 1
        }
        const table = routePatterns(routes)
          // most specific first; of equal patterns (a layout and its index) the deeper one
          .sort(
            (a, b) => score(b.pattern) - score(a.pattern) || b.modules.length - a.modules.length,
          )
          .map(({ pattern, modules }) => {
            const needed = new Set<string>()
            for (const m of modules)
              for (const f of bySource.get(m) ?? []) if (!entry.has(f)) needed.add(f)
            return [toRegExp(pattern), [...needed].map(index)] as [string, number[]]
          })
        // an index that redirects (an instance to its storage tab) needs the files of the page
        // it lands on too, or they wait for the redirect: a round trip on a slow link
        for (const [from, to] of redirects(routes)) {
          const entry = table.find(([re]) => re === toRegExp(from))
          const target = table.find(([re]) => re === toRegExp(to))
          if (entry && target)
            for (const f of target[1]) if (!entry[1].includes(f)) entry[1].push(f)
        }
        // a path in a route area needs the area's table, whatever route it turns out to be
        const areas = ROUTE_AREAS.map((a) => {
          const needed = [...(bySource.get(a.source) ?? [])].filter((f) => !entry.has(f))
          return [a.test.source, needed.map(index)] as const
        })
        // the in-browser mock answers only once the app has started it: no early reads there
        const early =
          config.define?.__MOCK__ === 'true'
            ? []
            : EARLY_REQUESTS.map((r) => [r.test.source, r.params ?? [], r.urls] as const)
        const data = JSON.stringify({
          base: config.base,
          files,
          routes: table,
          areas,
          early,
          apiVersion: API_VERSION,
        })
        return [
          // data in an attribute (escaped by Vite): the CSP gate allows no inline script at all
          { tag: 'meta', attrs: { name: PRELOAD_DATA_NAME, content: data }, injectTo: 'head' },
          // async: it must not hold up parsing, so the entry runs no later than without it
          {
            tag: 'script',
            attrs: { src: config.base + scriptFile, async: true },
            injectTo: 'head',
          },
        ]
      },
    },
  }
}
