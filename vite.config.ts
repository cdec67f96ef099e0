import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type ProxyOptions } from 'vite'

import { isApiRequest } from './mock-api/api-paths.ts'
import { cspMeta, devSecurityHeaders, securityHeaders } from './tools/lib/csp.ts'
import { routePreload } from './tools/lib/route-preload.ts'

/**
 * Modes:
 * - `vite` (npm start): the console on its in-browser mock API, unless API_URL is set, in
 *   which case the API paths are proxied to that host (a real rack or `npm run mock-api`).
 * - `vite build`: production build, no mock code at all.
 * - `vite build --mode mock`: production build that carries the in-browser mock (preview, tests).
 */
const workerPath = fileURLToPath(
  new URL('node_modules/msw/lib/mockServiceWorker.js', import.meta.url),
)

/**
 * MSW's worker sends every request of the page to the page and back, the console's own
 * scripts and styles too, only for the page to let them through. Ours first asks the same
 * question the mock does (mock-api/api-paths.ts) and leaves everything else to the browser.
 */
function workerScript(): string {
  const source = readFileSync(workerPath, 'utf8')
  const anchor = '  // Opening the DevTools triggers'
  if (!source.includes(anchor)) throw new Error('mockServiceWorker.js: its fetch handler changed')
  const passBy = [
    '  // Ferrite: only requests the mock answers go to the page; the rest load as usual',
    `  const isApiRequest = ${String(isApiRequest)}`,
    '  if (!isApiRequest(event.request.method.toUpperCase(), new URL(event.request.url).pathname)) {',
    '    return',
    '  }',
    '',
  ].join('\n')
  return source.replace(anchor, `${passBy}\n${anchor}`)
}

/** Serves MSW's service worker script in dev and emits it into mock builds. */
function mockServiceWorker(): Plugin {
  return {
    name: 'ferrite-mock-service-worker',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript')
        res.end(workerScript())
      })
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'mockServiceWorker.js',
        source: workerScript(),
      })
    },
  }
}

/**
 * Builds carry the Content-Security-Policy as a meta tag, first in <head> (docs/deployment.md
 * gives the header for servers). Not in dev: React refresh needs inline scripts there.
 */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'ferrite-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: cspMeta },
          injectTo: 'head-prepend',
        },
      ],
    },
  }
}

/** TypeScript modules of the console (not the entry, which runs for its effect). */
/** React Router's production build (see `resolve.alias`). */
const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
)

const APP_MODULE = /\/app\/(?!main\.tsx$).+\.tsx?$/

/** Proxy for remote mode: API calls go to API_URL; page navigations stay with the console. */
export function apiProxy(target: string): Record<string, ProxyOptions> {
  const token = process.env.API_TOKEN
  const base: ProxyOptions = {
    target,
    changeOrigin: true,
    // the serial console stream (/v1/instances/{instance}/serial-console/stream) is a WebSocket
    ws: true,
    // the token is added here, on the server side, so it never reaches the browser
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    bypass: (req) =>
      req.method === 'GET' &&
      req.headers.accept?.includes('text/html') &&
      req.url?.split('?')[0] !== '/login'
        ? req.url
        : undefined,
  }
  return {
    '^/v1/': base,
    // the experimental API (probes)
    '^/experimental/': base,
    '^/device/(auth|confirm|token)': base,
    '^/login/[^/]+/saml/[^/]+': base,
    '^/login(\\?.*)?$': base,
  }
}

export default defineConfig(({ command, mode }) => {
  const apiUrl = process.env.API_URL
  const mock = command === 'serve' ? !apiUrl && mode !== 'production' : mode === 'mock'
  return {
    plugins: [
      react(),
      tailwindcss(),
      contentSecurityPolicy(),
      routePreload(),
      ...(mock ? [mockServiceWorker()] : []),
    ],
    resolve: {
      alias: [
        { find: '~', replacement: fileURLToPath(new URL('app', import.meta.url)) },
        // React Router's package exports name only its development build, for every
        // bundler and mode (its issue #14102): dev warnings stay on in production and their
        // checks run on every render. Builds take the production build beside it, which
        // differs only in that flag; the dev server and the tests keep the warnings.
        ...(command === 'build'
          ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }]
          : []),
      ],
    },
    define: { __MOCK__: JSON.stringify(mock) },
    server: {
      port: 4000,
      host: '127.0.0.1',
      proxy: apiUrl ? apiProxy(apiUrl) : undefined,
      // no framing by another origin, no sniffing, no full referrers (docs/deployment.md)
      headers: devSecurityHeaders,
    },
    preview: {
      port: 4010,
      host: '127.0.0.1',
      proxy: apiUrl ? apiProxy(apiUrl) : undefined,
      // served builds get the policy as a header too, with the other headers docs/deployment.md
      // asks of servers (tools/lib/serve.ts serves through this too)
      headers: securityHeaders,
    },
    build: {
      // BUILD_OUT_DIR lets several test servers build side by side on one machine
      outDir: process.env.BUILD_OUT_DIR ?? (mode === 'mock' ? 'dist-mock' : 'dist'),
      sourcemap: false,
      manifest: true,
      // A lazy import() fetches its chunk's static imports through index.html's route preload
      // table (tools/lib/route-preload.ts; the app calls it on the intent to navigate and when
      // a navigation starts), not through lists of files in every chunk that imports lazily:
      // those lists cost the first screen 1.7 KB and each route area's table 2.5 KB. CSS stays
      // with the import that needs it; index.html keeps the entry's own preloads.
      modulePreload: {
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'html' ? deps : deps.filter((d) => d.endsWith('.css')),
      },
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Everything the entry imports statically comes in one file with it. Left to
            // itself the bundler splits off each library the lazy routes import too (React,
            // React DOM, React Router, a few small modules of ours): seven files that every
            // cold load fetches anyway, each compressed on its own and joined by import and
            // export lists. One file is 1.7 to 2.5 KB less gzipped on every route, and six requests fewer.
            groups: [{ name: 'index', tags: ['$initial'] }],
          },
        },
        treeshake: {
          // Our modules only declare things: importing one for an export it does not use must
          // not pull in its imports (one form field would otherwise put Headless UI's listbox on
          // every form). Side effects at import stay allowed outside app/ (CSS, the mock).
          moduleSideEffects: (id) => (APP_MODULE.test(id) ? false : undefined),
        },
      },
    },
    test: {
      include: [
        'app/**/*.spec.{ts,tsx}',
        'mock-api/**/*.spec.ts',
        'test/unit/**/*.spec.ts',
        'tools/**/*.spec.ts',
      ],
      environment: 'node',
      // component tests in jsdom can take seconds on a busy 2-core machine
      testTimeout: 20_000,
    },
  }
})
