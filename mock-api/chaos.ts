/**
 * The chaos switch, shared by both mock modes: a share of /v1 requests fails at random, marked
 * `X-Chaos: 1`. Scope `all` fails any request with 401, 403, 404 (five times as likely) or 500
 * (twice); scope `writes` fails only requests that change something, with 500 or 503 and a
 * message that says it was chaos, so a bulk run shows some items failed while its list loads.
 * The in-browser mock reads the switch from localStorage (browser.ts); the standalone server
 * from its options and from the browser's cookies (server.ts), so one browser's chaos on a
 * shared server fails only its own requests.
 */
export type ChaosScope = 'all' | 'writes'

export type ChaosSwitch = { rate: number; scope: ChaosScope; seed: string | null }

/** Chaos statuses, weighted by repetition. */
const STATUSES: Record<ChaosScope, readonly number[]> = {
  all: [401, 403, 404, 404, 404, 404, 404, 500, 500],
  writes: [500, 503],
}

const BODIES: Record<number, { error_code: string; message: string }> = {
  401: { error_code: 'Unauthorized', message: 'credentials missing or invalid' },
  403: { error_code: 'Forbidden', message: 'Forbidden' },
  404: { error_code: 'ObjectNotFound', message: 'not found: chaos (a simulated failure)' },
  500: { error_code: 'Internal', message: 'Internal Server Error' },
}

const WRITE_BODIES: Record<number, { error_code: string; message: string }> = {
  500: { error_code: 'Internal', message: 'Internal Server Error: chaos (a simulated failure)' },
  503: {
    error_code: 'ServiceNotAvailable',
    message: 'Service Unavailable: chaos (a simulated failure)',
  },
}

/** mulberry32: a tiny seeded PRNG, so a chaos seed gives the same failures each time. */
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

/** The random source of a seed: seeded, or Math.random without one. */
export const chaosRandomOf = (seed: string | null): (() => number) =>
  seed !== null && seed !== '' && Number.isFinite(Number(seed))
    ? mulberry32(Number(seed))
    : Math.random

/** A rate as given (a percent, "off"): 0 to 100. */
export function chaosRate(value: string | null | undefined): number {
  const rate = Number(value ?? 0)
  return rate > 0 ? Math.min(rate, 100) : 0
}

export const chaosScope = (value: string | null | undefined): ChaosScope =>
  value === 'writes' ? 'writes' : 'all'

/** The failure chaos gives this request, or null to let it through. */
export function chaosAnswer(
  method: string,
  { rate, scope }: Pick<ChaosSwitch, 'rate' | 'scope'>,
  random: () => number,
): Response | null {
  if (!rate) return null
  if (scope === 'writes' && (method === 'GET' || method === 'HEAD')) return null
  if (random() * 100 >= rate) return null
  const statuses = STATUSES[scope]
  const status = statuses[Math.floor(random() * statuses.length)]!
  const body = (scope === 'writes' ? WRITE_BODIES : BODIES)[status]
  return Response.json(
    { ...body, request_id: crypto.randomUUID() },
    { status, headers: { 'X-Chaos': '1' } },
  )
}
