/**
 * Local sign-in slows repeated failures per user and per client address (login-throttle.ts).
 */
import { describe, expect, it, vi } from 'vitest'

import { FIRST_LOCK_MS, MAX_ADDRESS_FAILURES, MAX_USER_FAILURES, WINDOW_MS } from './login-throttle'
import { clientPerTest, type ErrorJson } from './testing'

const PASSWORD = 'ferrite-demo'
const api = clientPerTest({ requireLogin: true, fakeDate: '2026-11-28T10:00:00Z' })

const attempt = (username: string, password: string, clientAddress = '192.0.2.1') =>
  api.call<ErrorJson | null>('POST', '/v1/login/lumen/local', {
    body: { username, password },
    clientAddress,
  })

async function failTimes(n: number, username: string, clientAddress?: string) {
  for (let i = 0; i < n; i++) {
    expect((await attempt(username, 'wrong', clientAddress)).status).toBe(401)
  }
}

describe('sign-in throttle', () => {
  it('refuses even the right password once a user has failed too often, saying for how long', async () => {
    await failTimes(MAX_USER_FAILURES, 'ada')
    const locked = await attempt('ada', PASSWORD)
    expect(locked.status).toBe(429)
    expect(locked.headers.get('retry-after')).toBe(String(FIRST_LOCK_MS / 1000))
    expect(locked.body).toMatchObject({
      error_code: 'TooManyRequests',
      message: `too many failed sign-in attempts; try again in ${FIRST_LOCK_MS / 1000} seconds`,
    })
    expect(locked.body?.request_id).toBeTruthy()
    expect(locked.headers.getSetCookie()).toEqual([])
    expect((await api.get('/v1/me')).status).toBe(401)

    // the countdown runs down, and then the right password works
    vi.advanceTimersByTime(FIRST_LOCK_MS - 10_000)
    expect((await attempt('ada', PASSWORD)).headers.get('retry-after')).toBe('10')
    vi.advanceTimersByTime(10_000)
    expect((await attempt('ada', PASSWORD)).status).toBe(204)
    expect((await api.get('/v1/me')).status).toBe(200)
  })

  it('locks each time longer while failures go on, and a success starts the count over', async () => {
    await failTimes(MAX_USER_FAILURES, 'ben')
    vi.advanceTimersByTime(FIRST_LOCK_MS)
    // one more failure right after a lockout locks again, for twice as long
    await failTimes(1, 'ben')
    expect((await attempt('ben', PASSWORD)).headers.get('retry-after')).toBe(
      String((2 * FIRST_LOCK_MS) / 1000),
    )
    vi.advanceTimersByTime(2 * FIRST_LOCK_MS)
    expect((await attempt('ben', PASSWORD)).status).toBe(204)
    // the success cleared ben's failures: a few more are allowed again before a lockout
    await failTimes(MAX_USER_FAILURES - 1, 'ben')
    expect((await attempt('ben', PASSWORD)).status).toBe(204)
    // and failures older than the window are forgotten
    await failTimes(MAX_USER_FAILURES - 1, 'ben')
    vi.advanceTimersByTime(WINDOW_MS)
    await failTimes(MAX_USER_FAILURES - 1, 'ben')
    expect((await attempt('ben', PASSWORD)).status).toBe(204)
  })

  it('locks out one user only: others sign in meanwhile', async () => {
    await failTimes(MAX_USER_FAILURES, 'cleo')
    expect((await attempt('cleo', PASSWORD)).status).toBe(429)
    expect((await attempt('dev', PASSWORD)).status).toBe(204)
  })

  it('slows an address that tries many users, and only that address', async () => {
    const users = ['ada', 'ben', 'cleo', 'dev', 'eve', 'fay', 'x1', 'x2']
    for (let i = 0; i < MAX_ADDRESS_FAILURES; i++) {
      // never more than the per-user limit for any one name
      expect((await attempt(users[i % users.length]!, 'wrong', '198.51.100.7')).status).toBe(401)
    }
    const locked = await attempt('fay', PASSWORD, '198.51.100.7')
    expect(locked.status).toBe(429)
    expect(locked.headers.get('retry-after')).toBe(String(FIRST_LOCK_MS / 1000))
    expect((await attempt('fay', PASSWORD, '198.51.100.8')).status).toBe(204)
  })

  it('never slows successful sign-ins, however many', async () => {
    for (let i = 0; i < 3 * MAX_ADDRESS_FAILURES; i++) {
      expect((await attempt('eve', PASSWORD)).status).toBe(204)
    }
  })
})
