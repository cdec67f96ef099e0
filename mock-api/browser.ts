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
 * - `?chaos-scope=writes` (key `ferrite-chaos-scope`): chaos fails only writes, with 500 or 503
 *   (a bulk run shows some items failed while its list loads); `?chaos-scope=all` ends it.
 * - `?chaos-seed=<n>` (key `ferrite-chaos-seed`): makes the failures repeatable (seeded PRNG).
 * - `?mock-login=required`: start signed out, like a real rack (signs this browser out; the
 *   parameter is then removed from the address so the post-login redirect does not repeat it).
 * - `?mock-seed=hostile` (tests only): starts the tab's data afresh from a seed with hostile
 *   display names (seed/hostile.ts), for the tests that check such text is shown as text.
 * Sessions survive reloads (the session cookie names its user). So does the db, for the tab's
 * session: after a change it is saved in sessionStorage (key `ferrite-mock-db`, see persist.ts),
 * so a reload, or signing out and in as someone else, keeps what was done. "Reset demo data"
 * (`resetDemoData`) goes back to the seed.
 * Cookies are written to document.cookie by this layer (see writeCookies).
 */
import { http } from 'msw'
import { setupWorker } from 'msw/browser'

import { chaosAnswer, chaosRandomOf, chaosRate, chaosScope } from './chaos'
import { db, resetDb, restoreDb, seedOf, type SeedName } from './db'
import { MOCK_DELAY_MAX_MS, randomDelayMs, sleep } from './delay'
import { decodeDb, encodeDb } from './persist'
import { createMockHandlers } from './pipeline'
import { serialConsoleLink } from './serial-console-browser'
import { withWorkerUpdateGuard } from './worker-update'

const WORKER_URL = '/mockServiceWorker.js'

const KEYS = {
  delay: 'ferrite-mock-delay',
  chaos: 'ferrite-chaos',
  chaosSeed: 'ferrite-chaos-seed',
  chaosScope: 'ferrite-chaos-scope',
  /** sessionStorage: the db as persist.ts writes it */
  db: 'ferrite-mock-db',
} as const

/** Seeds a test may ask for with `?mock-seed=`. */
const SEEDS: readonly SeedName[] = ['default', 'hostile']

/** How long after the last change the db is saved (a burst of writes saves once). */
const SAVE_AFTER_MS = 400

let unsaved = false
let wroteThisPage = false
let saveTimer: ReturnType<typeof setTimeout> | undefined

/** Writes the db to the tab's session storage, if it changed since the last save. */
function saveDb(): void {
  clearTimeout(saveTimer)
  if (!unsaved) return
  unsaved = false
  try {
    sessionStorage.setItem(KEYS.db, encodeDb(db, seedOf()))
  } catch {
    // over the storage quota: better the seed on the next load than a save cut short
    sessionStorage.removeItem(KEYS.db)
  }
}

/** After a write: save once the burst of changes is over. */
function dbChanged(): void {
  unsaved = true
  wroteThisPage = true
  clearTimeout(saveTimer)
  saveTimer = setTimeout(saveDb, SAVE_AFTER_MS)
}

/** The tab's saved db if there is one (or the seed a test asked for), else the seed as built. */
function loadDb(): void {
  const asked = new URLSearchParams(window.location.search).get('mock-seed') as SeedName | null
  if (asked && SEEDS.includes(asked)) {
    resetDb(asked)
    unsaved = true
    saveDb()
    return
  }
  const text = sessionStorage.getItem(KEYS.db)
  const saved = text ? decodeDb(text) : undefined
  if (saved) restoreDb(saved.db, saved.seed)
  else if (text) sessionStorage.removeItem(KEYS.db)
}

/** Back to the seed: every change of this tab's session is dropped. The page reloads next. */
export function resetDemoData(): void {
  clearTimeout(saveTimer)
  resetDb()
  sessionStorage.removeItem(KEYS.db)
  unsaved = false
  wroteThisPage = false
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
  const scope = params.get('chaos-scope')
  if (scope !== null) {
    if (scope === 'writes') localStorage.setItem(KEYS.chaosScope, scope)
    else localStorage.removeItem(KEYS.chaosScope)
  }
  const seed = params.get('chaos-seed')
  if (seed !== null) {
    if (seed === '') localStorage.removeItem(KEYS.chaosSeed)
    else localStorage.setItem(KEYS.chaosSeed, seed)
  }
}

const rateNow = () => chaosRate(localStorage.getItem(KEYS.chaos))

/** Re-seeds the chaos PRNG when the seed changes; logs once per chaos setting. */
function syncChaos(): void {
  const seed = localStorage.getItem(KEYS.chaosSeed)
  if (seed !== chaosSeed) {
    chaosSeed = seed
    chaosRandom = chaosRandomOf(seed)
  }
  const rate = rateNow()
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
const latencyAndChaos = http.all('/v1/*', async ({ request }) => {
  readQuerySwitches()
  syncChaos()
  const ms = delayFor()
  if (ms) await sleep(ms)
  const scope = chaosScope(localStorage.getItem(KEYS.chaosScope))
  // undefined: on to the real handlers
  return chaosAnswer(request.method, { rate: rateNow(), scope }, chaosRandom) ?? undefined
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
  loadDb()
  // what a GET finds due (an instance done starting) is saved with the page's last write
  window.addEventListener('pagehide', () => {
    if (wroteThisPage) unsaved = true
    saveDb()
  })
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
  // the db is saved once a write has been answered (refused ones too: the audit log grew)
  worker.events.on('response:mocked', ({ request }) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') dbChanged()
  })
}
