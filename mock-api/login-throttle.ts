/**
 * Local sign-in slows repeated failures, as a rack should: after MAX_USER_FAILURES failed
 * attempts for one user (or MAX_ADDRESS_FAILURES from one client address) within WINDOW_MS,
 * every attempt for that user (or from that address), right password or not, is a 429 with
 * Retry-After until the lockout ends. Each further lockout in the window lasts twice as long as
 * the one before (up to MAX_LOCK_MS). A successful sign-in clears the user's failures. Only
 * failures count, so signing in often is never slowed.
 */
import { db } from './db'
import type { LoginFailures } from './db/schema'
import { apiError } from './errors'

export const MAX_USER_FAILURES = 5
export const MAX_ADDRESS_FAILURES = 20
export const WINDOW_MS = 15 * 60_000
export const FIRST_LOCK_MS = 30_000
const MAX_LOCK_MS = 15 * 60_000
/** Past this many tracked keys, the ones with nothing left in the window are dropped. */
const PRUNE_AT = 1000

const userKey = (silo: string, userName: string) => `user:${silo}/${userName}`
const addressKey = (address: string) => `address:${address}`

/** The key's entry with failures older than the window dropped (and its lockouts with them). */
function current(key: string, now: number): LoginFailures | undefined {
  const entry = db.loginFailures.get(key)
  if (!entry) return undefined
  entry.times = entry.times.filter((t) => now - t < WINDOW_MS)
  if (entry.times.length === 0 && entry.lockedUntil <= now) {
    db.loginFailures.delete(key)
    return undefined
  }
  return entry
}

/** A 429 while the user or the address is locked out, else undefined. */
export function loginLockout(silo: string, userName: string, address: string) {
  const now = Date.now()
  const until = Math.max(
    current(userKey(silo, userName), now)?.lockedUntil ?? 0,
    current(addressKey(address), now)?.lockedUntil ?? 0,
  )
  if (until <= now) return undefined
  const seconds = Math.ceil((until - now) / 1000)
  const response = apiError(
    429,
    'TooManyRequests',
    `too many failed sign-in attempts; try again in ${seconds} seconds`,
  )
  response.headers.set('Retry-After', String(seconds))
  return response
}

function fail(key: string, max: number, now: number): void {
  const entry = current(key, now) ?? { times: [], lockedUntil: 0, lockouts: 0 }
  entry.times.push(now)
  if (entry.times.length >= max) {
    entry.lockedUntil = now + Math.min(FIRST_LOCK_MS * 2 ** entry.lockouts, MAX_LOCK_MS)
    entry.lockouts++
  }
  db.loginFailures.set(key, entry)
}

export function recordLoginFailure(silo: string, userName: string, address: string): void {
  const now = Date.now()
  if (db.loginFailures.size > PRUNE_AT) for (const key of db.loginFailures.keys()) current(key, now)
  fail(userKey(silo, userName), MAX_USER_FAILURES, now)
  fail(addressKey(address), MAX_ADDRESS_FAILURES, now)
}

export function recordLoginSuccess(silo: string, userName: string): void {
  db.loginFailures.delete(userKey(silo, userName))
}
