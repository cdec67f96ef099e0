import type { Server } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ProjectResultsPage } from '../app/api/__generated__/validate'
import { closeServer, listenOnLoopback } from './http-testing'
import { MAX_ADDRESS_FAILURES } from './login-throttle'
import { createMockServer } from './server'

const listen = async (server: Server) => `http://127.0.0.1:${await listenOnLoopback(server)}`

describe('standalone server', () => {
  let server: Server
  let base: string
  beforeAll(async () => {
    server = createMockServer({})
    base = await listen(server)
  })
  afterAll(() => closeServer(server))

  it('answers /v1/projects with a page for the demo operator', async () => {
    const res = await fetch(`${base}/v1/projects`)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { items: { name: string }[]; next_page: string | null }
    expect(ProjectResultsPage.safeParse(body).success).toBe(true)
    expect(body.items.map((p) => p.name)).toEqual(['data-pipeline', 'sandbox', 'web-app'])
    expect(body.next_page).toBeNull()
  })

  it('signs in with a cookie over HTTP and out again', async () => {
    const login = await fetch(`${base}/v1/login/lumen/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'cleo', password: 'ferrite-demo' }),
    })
    expect(login.status).toBe(204)
    const session = login.headers.getSetCookie().find((c) => c.startsWith('session='))!
    const cookie = session.split(';')[0]!
    const me = await fetch(`${base}/v1/me`, { headers: { cookie } })
    expect(((await me.json()) as { display_name: string }).display_name).toBe('Cleo Marsh')
    const logout = await fetch(`${base}/v1/logout`, { method: 'POST', headers: { cookie } })
    expect(logout.status).toBe(204)
    expect((await fetch(`${base}/v1/me`, { headers: { cookie } })).status).toBe(401)
  })

  it('redirects GET /login to the default silo login page, keeping redirect_uri', async () => {
    const res = await fetch(`${base}/login?redirect_uri=%2Fprojects%3Fa%3D1`, {
      redirect: 'manual',
    })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/login/lumen/local?redirect_uri=%2Fprojects%3Fa%3D1')
  })

  it('answers unknown paths with a JSON 404', async () => {
    const res = await fetch(`${base}/nothing-here`)
    expect(res.status).toBe(404)
    expect(((await res.json()) as { error_code: string }).error_code).toBe('NotFound')
  })

  it('require-login starts signed out', async () => {
    const strict = createMockServer({ requireLogin: true })
    const url = await listen(strict)
    try {
      const res = await fetch(`${url}/v1/projects`)
      expect(res.status).toBe(401)
      expect(await res.json()).toMatchObject({
        error_code: 'Unauthorized',
        message: 'credentials missing or invalid',
      })
    } finally {
      await closeServer(strict)
    }
  })
})

describe('standalone server sign-in throttle', () => {
  it('counts failures by the socket address of the caller', async () => {
    const server = createMockServer({ requireLogin: true })
    const base = await listen(server)
    try {
      const login = (username: string, password: string) =>
        fetch(`${base}/v1/login/lumen/local`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password }),
        })
      // a different name each time: only the address (127.0.0.1) adds up
      for (let i = 0; i < MAX_ADDRESS_FAILURES; i++) {
        expect((await login(`nobody-${i}`, 'wrong')).status).toBe(401)
      }
      const locked = await login('cleo', 'ferrite-demo')
      expect(locked.status).toBe(429)
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    } finally {
      await closeServer(server)
    }
  })
})
