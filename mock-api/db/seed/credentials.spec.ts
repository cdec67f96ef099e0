/**
 * Every credential a seed accepts is named in the README: a user's password opens a session on a
 * `--require-login` server, and so does a bearer token, so one that nobody documents is a way in
 * that nobody knows about.
 */
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { MockClient } from '../../testing'
import { db, resetDb, type SeedName } from '../index'

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8')

describe.each<SeedName>(['default', 'scale', 'hostile'])('the %s seed', (seed) => {
  it('accepts no bearer token the README does not name', () => {
    resetDb(seed)
    const secrets = [...db.tokenSecrets.keys()]
    expect(secrets.length).toBeGreaterThan(0)
    expect(secrets.filter((secret) => !readme.includes(`\`${secret}\``))).toEqual([])
  })

  it('has no password the README does not name', () => {
    resetDb(seed)
    const passwords = new Set([...db.credentials.values()].map((c) => c.password).filter(Boolean))
    expect([...passwords].filter((p) => !readme.includes(`\`${p}\``))).toEqual([])
  })
})

describe('the default seed', () => {
  it('lets in only the users of the README table', () => {
    resetDb('default')
    const users = [...db.credentials.values()].filter((c) => c.password).map((c) => c.userName)
    expect(users.filter((u) => !readme.includes(`| \`${u}\``))).toEqual([])
  })

  it('refuses the settings page tokens as bearer tokens', async () => {
    resetDb('default')
    // they are listed as ada's, but their secrets are known to nobody
    expect(
      db.deviceTokens.inScope([...db.users.all()].find((u) => u.display_name === 'Ada Okafor')!.id)
        .length,
    ).toBe(3)
    const client = new MockClient({ requireLogin: true })
    for (const secret of ['ferrite-ci-token-2f1c9a', 'ferrite-laptop-token-8d03be']) {
      const me = await client.get('/v1/me', { headers: { authorization: `Bearer ${secret}` } })
      expect(me.status).toBe(401)
    }
    const ada = await client.get('/v1/me', {
      headers: { authorization: 'Bearer ferrite-demo-token' },
    })
    expect(ada.status).toBe(200)
  })
})
