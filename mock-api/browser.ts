/**
 * The mock API in the browser: an MSW service worker (served at /mockServiceWorker.js) in front
 * of the same handlers as the standalone server. Loaded only through app/mock.ts.
 *
 * Switches, as query parameters on any page; they persist in localStorage so they survive
 * navigation and reloads:
 * - `?mock-delay=off|on|max` (key `ferrite-mock-delay`): the random 200–400 ms delay of every
 *   /v1 request, on by default; `max` always waits 400 ms. The e2e tests set the key to `off`.
 * - `?chaos=<percent>` (key `ferrite-chaos`): that share of /v1 requests fails at random with
 *   401, 403, 404 (five times as likely) or 500 (twice), marked `X-Chaos: 1`; `?chaos=0` ends it.
 * - `?chaos-seed=<n>` (key `ferrite-chaos-seed`): makes the failures repeatable (seeded PRNG).
 * - `?mock-login=required`: start signed out, like a real rack (signs this browser out; the
 *   parameter is then removed from the address so the post-login redirect does not repeat it).
 * Sessions survive reloads (the session cookie names its user); the db does not.
 * Cookies are written to document.cookie by this layer (see writeCookies).
 */
import { http, HttpResponse } from 'msw'
import { setupWorker } from 'msw/browser'

import { MOCK_DELAY_MAX_MS, randomDelayMs, sleep } from './delay'
import { createMockHandlers } from './pipeline'
import { serialConsoleLink } from './serial-console-browser'
import { withWorkerUpdateGuard } from './worker-update'

const WORKER_URL = '/mockServiceWorker.js'

const KEYS = {
  delay: 'ferrite-mock-delay',
  chaos: 'ferrite-chaos',
  chaosSeed: 'ferrite-chaos-seed',
} as const

/** Chaos statuses, weighted by repetition. */
const CHAOS_STATUSES = [401, 403, 404, 404, 404, 404, 404, 500, 500] as const

const CHAOS_BODIES: Record<number, { error_code: string; message: string }> = {
  401: { error_code: 'Unauthorized', message: 'credentials missing or invalid' },
  403: { error_code: 'Forbidden', message: 'Forbidden' },
  404: { error_code: 'ObjectNotFound', message: 'not found: chaos (a simulated failure)' },
  500: { error_code: 'Internal', message: 'Internal Server Error' },
}

/** mulberry32: a tiny seeded PRNG, so `?chaos-seed` gives the same failures each load. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

let chaosRandom: () => number = Math.random
let chaosSeed: string | null = null
let announced = ''

/** Copies switches from the page's query string into localStorage. */
function readQuerySwitches(): void {
  const params = new URLSearchParams(window.location.search)
  const delay = params.get('mock-delay')
  if (delay === 'off' || delay === 'on' || delay === 'max') localStorage.setItem(KEYS.delay, delay)
  const chaos = params.get('chaos')
  if (chaos !== null) {
    const rate = Number(chaos)
    if (chaos === 'off' || !(rate > 0)) localStorage.removeItem(KEYS.chaos)
    else localStorage.setItem(KEYS.chaos, String(Math.min(rate, 100)))
  }
  const seed = params.get('chaos-seed')
  if (seed !== null) {
    if (seed === '') localStorage.removeItem(KEYS.chaosSeed)
    else localStorage.setItem(KEYS.chaosSeed, seed)
  }
}

function chaosRate(): number {
  const rate = Number(localStorage.getItem(KEYS.chaos) ?? 0)
  return rate > 0 ? Math.min(rate, 100) : 0
}

/** Re-seeds the chaos PRNG when the seed changes; logs once per chaos setting. */
function syncChaos(): void {
  const seed = localStorage.getItem(KEYS.chaosSeed)
  if (seed !== chaosSeed) {
    chaosSeed = seed
    chaosRandom =
      seed !== null && Number.isFinite(Number(seed)) ? mulberry32(Number(seed)) : Math.random
  }
  const rate = chaosRate()
  const line = rate ? `${rate}%${seed !== null ? ` seed ${seed}` : ''}` : ''
  if (line !== announced) {
    announced = line
    if (rate) {
      console.info(
        `Ferrite mock API: chaos mode, ${rate}% of /v1 requests fail at random${seed !== null ? ` (seed ${seed})` : ''}. ?chaos=0 turns it off.`,
      )
    }
  }
}

function delayFor(): number {
  const mode = localStorage.getItem(KEYS.delay) ?? 'on'
  if (mode === 'off') return 0
  return mode === 'max' ? MOCK_DELAY_MAX_MS : randomDelayMs()
}

/** Runs first for every /v1 request: simulated latency, then maybe a simulated failure. */
const latencyAndChaos = http.all('/v1/*', async () => {
  readQuerySwitches()
  syncChaos()
  const ms = delayFor()
  if (ms) await sleep(ms)
  const rate = chaosRate()
  if (rate && chaosRandom() * 100 < rate) {
    const status = CHAOS_STATUSES[Math.floor(chaosRandom() * CHAOS_STATUSES.length)]!
    return HttpResponse.json(
      { ...CHAOS_BODIES[status], request_id: crypto.randomUUID() },
      { status, headers: { 'X-Chaos': '1' } },
    )
  }
  return undefined // on to the real handlers
})

/**
 * Writes the mock's cookies into the page. A page cannot set HttpOnly cookies, so that flag is
 * dropped: in the browser mock the session cookie is visible to scripts (a real rack's is not).
 */
function writeCookies(setCookies: string[]): void {
  for (const line of setCookies) document.cookie = line.replace(/;\s*HttpOnly/i, '')
}

export async function startMock(): Promise<void> {
  readQuerySwitches()
  syncChaos()
  const worker = setupWorker(
    ...createMockHandlers({ trustCookieSessions: true, cookieSink: writeCookies }),
    // the serial console stream: a WebSocket, answered in the page (see serial-console.ts)
    serialConsoleLink,
  )
  // start() may leave MSW's background update of a worker that is unregistering itself
  // rejected and unhandled; the guard drops exactly that rejection (see worker-update.ts)
  await withWorkerUpdateGuard(WORKER_URL, () =>
    worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: WORKER_URL },
    }),
  )
  const url = new URL(window.location.href)
  if (url.searchParams.get('mock-login') === 'required') {
    // sign this browser out through the API itself, so cookies change as on a real logout
    await fetch('/v1/logout', { method: 'POST' })
    // one-shot: a reload, or the post-login redirect back here, must not sign out again
    url.searchParams.delete('mock-login')
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
  }
  // added after the logout above so it is never delayed or failed by chaos
  worker.use(latencyAndChaos)
}
