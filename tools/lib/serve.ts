/**
 * The production build in remote mode, for the benchmark and the interop/security e2e specs:
 * the standalone mock API (`createMockServer`) on a free port, and `vite preview` of dist/ on
 * another, proxying the API paths to it exactly as `API_URL=... npm start` does. Real HTTP
 * both ways; no service worker.
 */
import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import { preview } from 'vite'

import type { SeedName } from '../../mock-api/db'
import { createMockServer } from '../../mock-api/server'

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

export interface ProdStack {
  /** The console, e.g. http://127.0.0.1:41234 */
  base: string
  /** The mock API server behind it. */
  apiBase: string
  /** Stops the mock API: an outage begins. */
  stopApi: () => Promise<void>
  /** Starts a fresh mock API on the same port: the outage ends, and sessions are lost. */
  startApi: () => Promise<void>
  close: () => Promise<void>
}

const listen = (server: Server) =>
  new Promise<number>((done) =>
    server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port)),
  )

export async function serveProdBuild(
  options: {
    requireLogin?: boolean
    seed?: SeedName
    outDir?: string
    /** Played as API_TOKEN: the proxy adds it to every API request. */
    apiToken?: string
    /** The console's port (any free one when left out). */
    port?: number
  } = {},
): Promise<ProdStack> {
  const outDir = options.outDir ?? join(repoRoot, 'dist')
  if (!existsSync(join(outDir, 'index.html')))
    throw new Error(`No production build in ${outDir}: run \`npm run build\` first`)

  const startApi = () =>
    createMockServer({ requireLogin: options.requireLogin, seed: options.seed })
  let api = startApi()
  const apiPort = await listen(api)
  const apiBase = `http://127.0.0.1:${apiPort}`
  const stopApi = async () => {
    api.closeAllConnections()
    await new Promise<void>((done) => api.close(() => done()))
  }

  // vite.config.ts reads these when preview() loads it: point the proxy at our API
  const saved = { url: process.env.API_URL, token: process.env.API_TOKEN }
  process.env.API_URL = apiBase
  if (options.apiToken) process.env.API_TOKEN = options.apiToken
  else delete process.env.API_TOKEN
  let server: Awaited<ReturnType<typeof preview>>
  try {
    server = await preview({
      root: repoRoot,
      mode: 'production',
      logLevel: 'silent',
      build: { outDir },
      preview: {
        port: options.port ?? 0,
        host: '127.0.0.1',
        strictPort: options.port !== undefined,
        open: false,
      },
    })
  } finally {
    if (saved.url === undefined) delete process.env.API_URL
    else process.env.API_URL = saved.url
    if (saved.token === undefined) delete process.env.API_TOKEN
    else process.env.API_TOKEN = saved.token
  }
  const address = server.httpServer.address() as AddressInfo
  return {
    base: `http://127.0.0.1:${address.port}`,
    apiBase,
    stopApi,
    startApi: async () => {
      api = startApi()
      await new Promise<void>((done) => api.listen(apiPort, '127.0.0.1', () => done()))
    },
    close: async () => {
      await server.close()
      await stopApi()
    },
  }
}
