/**
 * The mock API as a standalone HTTP server (Node): each request becomes a Fetch Request,
 * answered by the same MSW handlers the browser uses, through msw's `getResponse`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

import { getResponse } from 'msw'

import { chaosAnswer, chaosRandomOf, chaosRate, chaosScope, type ChaosSwitch } from './chaos'
import { setClientAddress } from './client-address'
import { resetDb, type SeedName } from './db'
import { randomDelayMs, sleep } from './delay'
import { createMockHandlers } from './pipeline'
import { attachSerialConsole } from './serial-console-server'
import {
  checkHost,
  readLimitedBody,
  sendRefusal,
  sourceAddressOf,
  type GuardOptions,
} from './server-guards'

export interface MockServerOptions extends GuardOptions {
  /** Start signed out, like a real rack (no demo mode). */
  requireLogin?: boolean
  seed?: SeedName
  /** Add the browser mock's random 200–400 ms delay to every /v1 request. */
  delay?: boolean
  /** Chaos for every caller (./chaos.ts); a browser's `ferrite-chaos` cookies override it. */
  chaos?: Partial<ChaosSwitch>
}

/** Each seed's random source, kept across requests so a seeded run goes on where it was. */
const chaosSources = new Map<string, () => number>()

/**
 * The chaos of one request: the caller's cookies (`ferrite-chaos`, `ferrite-chaos-scope`,
 * `ferrite-chaos-seed`, as the in-browser mock's switches), else the server's own.
 */
function chaosOf(request: Request, server: Partial<ChaosSwitch> = {}) {
  const jar = new Map(
    (request.headers.get('cookie') ?? '').split(';').map((c) => {
      const i = c.indexOf('=')
      return [c.slice(0, i).trim(), decodeURIComponent(c.slice(i + 1).trim())] as const
    }),
  )
  const own = jar.has('ferrite-chaos')
  const rate = own ? chaosRate(jar.get('ferrite-chaos')) : (server.rate ?? 0)
  const scope = own ? chaosScope(jar.get('ferrite-chaos-scope')) : (server.scope ?? 'all')
  const seed = (own ? jar.get('ferrite-chaos-seed') : server.seed) ?? null
  let random = Math.random
  if (seed !== null) {
    random = chaosSources.get(seed) ?? chaosRandomOf(seed)
    chaosSources.set(seed, random)
  }
  return { rate, scope, random }
}

const jsonHeaders = { 'content-type': 'application/json' }

/** The request as a Fetch Request, or undefined when its body was refused (answered 413). */
async function toFetchRequest(
  req: IncomingMessage,
  res: ServerResponse,
  options: MockServerOptions,
): Promise<Request | undefined> {
  // the Host was checked (checkHost) before this. MSW's route matching cannot take an IPv6
  // literal in its base URL (it reads `[::1]:` as a path parameter): such a request is
  // answered as sent to 127.0.0.1 on the same port
  const host = req.headers.host!.startsWith('[')
    ? `127.0.0.1:${req.socket.localPort}`
    : req.headers.host
  const url = new URL(req.url ?? '/', `http://${host}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v))
    else if (value !== undefined) headers.set(name, value)
  }
  const method = req.method ?? 'GET'
  const body =
    method === 'GET' || method === 'HEAD' ? undefined : await readLimitedBody(req, res, url)
  if (method !== 'GET' && method !== 'HEAD' && body === undefined) return undefined
  const request = new Request(url, {
    method,
    headers,
    body: body?.length ? new Uint8Array(body) : undefined,
  })
  setClientAddress(request, sourceAddressOf(req, options.trustProxy))
  return request
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) headers['set-cookie'] = cookies
  res.writeHead(response.status, headers)
  res.end(Buffer.from(await response.arrayBuffer()))
}

export function createMockServer(options: MockServerOptions = {}): Server {
  resetDb(options.seed ?? 'default')
  const handlers = createMockHandlers({ requireLogin: options.requireLogin ?? false })
  const server = createServer((req, res) => {
    void (async () => {
      try {
        const badHost = checkHost(req.headers.host, req.socket.localPort ?? 0, options.allowedHosts)
        if (badHost) return sendRefusal(res, badHost)
        const request = await toFetchRequest(req, res, options)
        if (!request) return
        const url = new URL(request.url)
        // what a rack does for a signed-out browser: off to the default silo's login page
        if (request.method === 'GET' && url.pathname === '/login') {
          const target = new URL('/login/lumen/local', url)
          const redirect = url.searchParams.get('redirect_uri')
          if (redirect) target.searchParams.set('redirect_uri', redirect)
          res.writeHead(302, { location: target.pathname + target.search }).end()
          return
        }
        if (options.delay && url.pathname.startsWith('/v1/')) await sleep(randomDelayMs())
        if (url.pathname.startsWith('/v1/') && !url.pathname.startsWith('/v1/login')) {
          const { random, ...chaos } = chaosOf(request, options.chaos)
          const failed = chaosAnswer(request.method, chaos, random)
          if (failed) return await send(res, failed)
        }
        const response = await getResponse(handlers, request, { baseUrl: url.origin })
        if (response) return await send(res, response)
        res.writeHead(404, jsonHeaders).end(
          JSON.stringify({
            error_code: 'NotFound',
            message: `no route for ${request.method} ${url.pathname}`,
            request_id: crypto.randomUUID(),
          }),
        )
      } catch (e) {
        console.error('mock API error', e)
        res.writeHead(500, jsonHeaders).end(
          JSON.stringify({
            error_code: 'Internal',
            message: 'Internal Server Error',
            request_id: crypto.randomUUID(),
          }),
        )
      }
    })()
  })
  // the serial console stream is a WebSocket: upgrade requests take their own path
  attachSerialConsole(server, {
    requireLogin: options.requireLogin ?? false,
    checkHost: (req) =>
      checkHost(req.headers.host, req.socket.localPort ?? 0, options.allowedHosts),
  })
  return server
}
