/**
 * Deterministic identifiers and timestamps for seed data. Seed ids must be the same on every
 * load: the browser mock rebuilds its db on each page reload while sessions (which name a user
 * id) survive in a cookie.
 */

/** cyrb128: a small, well-mixed 128-bit string hash (public domain). */
function hash128(str: string): [number, number, number, number] {
  let h1 = 1779033703
  let h2 = 3144134277
  let h3 = 1013904242
  let h4 = 2773480762
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  h1 ^= h2 ^ h3 ^ h4
  h2 ^= h1
  h3 ^= h1
  h4 ^= h1
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0]
}

const hex8 = (n: number) => n.toString(16).padStart(8, '0')

/** A stable RFC 4122 version-4-shaped uuid derived from `key` (e.g. `user:lumen:ada`). */
export function uuidFor(key: string): string {
  const [a, b, c, d] = hash128(key)
  const h = hex8(a) + hex8(b) + hex8(c) + hex8(d)
  const variant = ((parseInt(h[16] ?? '0', 16) & 0x3) | 0x8).toString(16)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/** A fresh random uuid for objects created at run time. */
export const newId = (): string => crypto.randomUUID()

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (s: string): boolean => UUID_RE.test(s)

const DAY_MS = 86_400_000
/** How far back the seed's oldest objects go: the newest (day 90) are as old as the mock. */
const SEED_SPAN_DAYS = 90

/**
 * Seed objects are created relative to this instant so the data reads like a live rack whatever
 * the date: ninety days before the mock started (to the minute), so the newest seed object was
 * made when the mock started and none lies in the future. (A fixed time of day, 09:30 UTC, put
 * today's objects hours ahead of a clock that had not reached it yet.) Fixed when the mock
 * loads, so a run sees the same times throughout.
 */
const SEED_EPOCH = Math.floor(Date.now() / 60_000) * 60_000 - SEED_SPAN_DAYS * DAY_MS

/** ISO time `days` (fractional allowed) after the seed epoch; never later than now. */
export const seedTime = (days: number): string =>
  new Date(Math.min(SEED_EPOCH + days * DAY_MS, Date.now())).toISOString()

export const now = (): string => new Date().toISOString()

/** ISO time `days` from now (for expiries that must stay in the future). */
export const fromNow = (days: number): string => new Date(Date.now() + days * DAY_MS).toISOString()

/** Random lowercase letters and digits, for secrets such as session ids and tokens. */
export function randomSecret(length = 32): string {
  const bytes = new Uint8Array(length)
  crypto.getRandomValues(bytes)
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')
}

export const GiB = 1024 ** 3
export const TiB = 1024 ** 4
