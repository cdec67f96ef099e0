import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { type ApiResult } from './__generated__/http-client'
import { api } from './client'

/** What a result carries: the answer's body, or its kind when it is not a success. */
const dataOf = (r: ApiResult<unknown>) => (r.type === 'success' ? r.data : r.type)

let fetched: string[] = []
const early = (body: unknown, at = Date.now()) => ({
  at,
  response: Promise.resolve(Response.json(body)),
})

beforeEach(() => {
  fetched = []
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url)
    return Response.json({ from: 'api' })
  })
})
afterEach(() => vi.unstubAllGlobals())

describe('early responses (sent by the route preload script)', () => {
  it('answer the first read of their URL, once', async () => {
    vi.stubGlobal('__ferriteEarly', { '/v1/me': early({ from: 'early' }) })
    const first = await api.send('currentUserView', {})
    expect(dataOf(first)).toEqual({ from: 'early' })
    expect(fetched).toEqual([])
    const second = await api.send('currentUserView', {})
    expect(dataOf(second)).toEqual({ from: 'api' })
    expect(fetched).toEqual(['/v1/me'])
  })

  it('are not used for another URL, a write, or once stale', async () => {
    vi.stubGlobal('__ferriteEarly', {
      '/v1/me/groups': early({ from: 'early' }),
      '/v1/projects': early({ from: 'early' }),
      '/v1/policy': early({ from: 'early' }, Date.now() - 60_000),
    })
    await api.send('currentUserView', {})
    await api.send('projectCreate', { body: { name: 'p', description: '' } })
    expect(dataOf(await api.send('policyView', {}))).toEqual({ from: 'api' })
    expect(fetched).toEqual(['/v1/me', '/v1/projects', '/v1/policy'])
  })

  it('are sent again when the early one failed on the way', async () => {
    const failed = { at: Date.now(), response: Promise.reject(new TypeError('network')) }
    vi.stubGlobal('__ferriteEarly', { '/v1/me': failed })
    expect(dataOf(await api.send('currentUserView', {}))).toEqual({ from: 'api' })
    expect(fetched).toEqual(['/v1/me'])
  })
})
