import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { Api } from './__generated__/Api'
import { toQueryString } from './__generated__/http-client'
import {
  call,
  q,
  qAll,
  qList,
  queryClient,
  setOn401,
  setWriteObserver,
  unrecordedWrite,
} from './client'
import { ApiError } from './errors'

type Captured = { url: string; init: RequestInit }
let captured: Captured[] = []
let reply: () => Response

beforeEach(() => {
  captured = []
  reply = () => Response.json({ items: [], next_page: null })
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    captured.push({ url, init })
    return reply()
  })
  vi.stubGlobal('window', { location: { pathname: '/projects', search: '?page=2' } })
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('request conventions (spec section 7)', () => {
  it('converts JSON bodies from camelCase to snake_case', async () => {
    reply = () => Response.json({})
    await new Api().methods.instanceCreate({
      query: { project: 'web-app' },
      body: {
        name: 'db',
        description: '',
        hostname: 'db',
        memory: 1,
        ncpus: 1,
        bootDisk: null,
        autoRestartPolicy: 'best_effort',
      },
    })
    const body = JSON.parse(String(captured[0]?.init.body))
    expect(body).toMatchObject({ boot_disk: null, auto_restart_policy: 'best_effort' })
    expect(body).not.toHaveProperty('bootDisk')
  })

  it('snake_cases query params, leaves out nulls and repeats arrays', async () => {
    await new Api().methods.projectList({
      query: { limit: 50, pageToken: null, sortBy: 'name_ascending' },
    })
    expect(captured[0]?.url).toBe('/v1/projects?limit=50&sort_by=name_ascending')
    // no operation of the current spec takes an array query parameter; the shared
    // query-string builder repeats them
    expect(
      toQueryString({
        sledIds: ['a', 'b'],
        startTime: new Date('2026-01-01T00:00:00Z'),
        order: null,
      }),
    ).toBe('?sled_ids=a&sled_ids=b&start_time=2026-01-01T00%3A00%3A00.000Z')
  })

  it('turns snake_case responses into camelCase and timestamps into dates', async () => {
    reply = () =>
      Response.json({
        id: 'p1',
        name: 'web-app',
        time_created: '2026-01-02T03:04:05Z',
        time_modified: '2026-01-02T03:04:05.123Z',
        auto_restart_cooldown_expiration: '2026-01-02T03:04:05Z',
        description: 'time_created',
      })
    const result = await new Api().methods.projectView({ path: { project: 'web-app' } })
    expect(result.type).toBe('success')
    const data = (result as { data: Record<string, unknown> }).data
    expect(data.timeCreated).toBeInstanceOf(Date)
    expect(data.timeModified).toBeInstanceOf(Date)
    expect(data.autoRestartCooldownExpiration).toBeInstanceOf(Date)
    expect(data.description).toBe('time_created')
  })

  it('sends a bearer token header when a token is configured, and none otherwise', async () => {
    await new Api({ token: 'secret-token' }).methods.currentUserView({})
    expect(new Headers(captured[0]?.init.headers).get('authorization')).toBe('Bearer secret-token')
    await new Api().methods.currentUserView({})
    expect(new Headers(captured[1]?.init.headers).get('authorization')).toBeNull()
  })

  it('classifies results as success, error or client_error', async () => {
    reply = () => Response.json({ error_code: 'Forbidden', request_id: 'r' }, { status: 403 })
    expect((await new Api().methods.projectList({})).type).toBe('error')
    reply = () => new Response('<html>oops', { status: 502 })
    expect((await new Api().methods.projectList({})).type).toBe('client_error')
  })
})

describe('call', () => {
  it('resolves with data on success', async () => {
    reply = () => Response.json({ items: [{ id: 'a', name: 'x' }], next_page: null })
    const data = await call('projectList', {})
    expect(data.items[0]?.name).toBe('x')
  })

  it('rejects with an ApiError through the funnel', async () => {
    reply = () =>
      Response.json(
        {
          error_code: 'ObjectAlreadyExists',
          message: 'already exists: project "x"',
          request_id: 'r1',
        },
        { status: 400 },
      )
    const e = await call('projectCreate', { body: { name: 'x', description: '' } }).catch((e) => e)
    expect(e).toBeInstanceOf(ApiError)
    expect(e).toMatchObject({
      message: 'Project name already exists',
      statusCode: 400,
      requestId: 'r1',
    })
  })

  it('sends a 401 to /login with the current path and query, except for local login', async () => {
    const go = vi.fn()
    setOn401(go)
    reply = () => Response.json({ error_code: 'Unauthorized', message: 'no' }, { status: 401 })
    await call('projectList', {}).catch(() => {})
    expect(go).toHaveBeenCalledWith('/projects?page=2')
    go.mockClear()
    await call('loginLocal', {
      path: { siloName: 'lumen' },
      body: { username: 'ada', password: 'wrong' },
    }).catch(() => {})
    expect(go).not.toHaveBeenCalled()
  })
})

describe('query options', () => {
  it('are keyed [operationId, params]', () => {
    expect(q('projectView', { path: { project: 'a' } }).queryKey).toEqual([
      'projectView',
      { path: { project: 'a' } },
    ])
  })
  it('list pages default to 50 items and carry the page token', () => {
    expect(qList('projectList', {}, 'tok').queryKey).toEqual([
      'projectList',
      { query: { limit: 50, pageToken: 'tok' } },
    ])
  })
  it('every item of a list: pages of 1,000 fetched until the last, read as one page', async () => {
    const pages = [
      { items: [{ name: 'a' }, { name: 'b' }], next_page: 'p2' },
      { items: [{ name: 'c' }], next_page: 'p3' },
      { items: [{ name: 'd' }], next_page: null },
    ]
    reply = () => Response.json(pages[captured.length - 1])
    const all = qAll('diskList', { query: { project: 'web-app' } })
    expect(all.queryKey).toEqual(['diskList', { query: { project: 'web-app' } }, 'all'])
    const data = await queryClient.fetchQuery(all)
    expect(data.items.map((d) => d.name)).toEqual(['a', 'b', 'c', 'd'])
    expect(data.nextPage).toBeNull()
    expect(captured.map((c) => new URL(c.url, 'http://x').search)).toEqual([
      '?project=web-app&limit=1000',
      '?project=web-app&limit=1000&page_token=p2',
      '?project=web-app&limit=1000&page_token=p3',
    ])
    queryClient.clear()
  })
  it('loaders wait only for missing data: stale data is returned at once and refetched behind', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      let n = 0
      reply = () => Response.json({ name: `v${++n}` })
      const query = q('projectView', { path: { project: 'web-app' } })
      expect((await queryClient.ensureQueryData(query)).name).toBe('v1')
      // fresh: from the cache, no request
      vi.setSystemTime(Date.now() + 1000)
      expect((await queryClient.ensureQueryData(query)).name).toBe('v1')
      expect(captured).toHaveLength(1)
      // older than 2 s: the cached copy at once, and a refetch that is not waited for
      vi.setSystemTime(Date.now() + 1500)
      expect((await queryClient.ensureQueryData(query)).name).toBe('v1')
      expect(captured).toHaveLength(2)
      await vi.waitFor(() => expect(queryClient.getQueryData(query.queryKey)?.name).toBe('v2'))
    } finally {
      vi.useRealTimers()
      queryClient.clear()
    }
  })
  it('an awaited prefetch waits only when nothing is cached', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      let n = 0
      let release = () => {}
      reply = () => Response.json({ name: `v${++n}` })
      const query = q('projectView', { path: { project: 'web-app' } })
      await queryClient.prefetchQuery(query)
      expect(queryClient.getQueryData(query.queryKey)?.name).toBe('v1')
      // stale, and the API now slow: the loader goes on with the cached copy
      vi.setSystemTime(Date.now() + 2500)
      const slow = new Promise<void>((done) => (release = done))
      reply = () => Response.json({ name: `v${++n}` })
      vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
        captured.push({ url, init })
        await slow
        return reply()
      })
      await queryClient.prefetchQuery(query)
      expect(captured).toHaveLength(2)
      expect(queryClient.getQueryData(query.queryKey)?.name).toBe('v1')
      release()
      await vi.waitFor(() => expect(queryClient.getQueryData(query.queryKey)?.name).toBe('v2'))
    } finally {
      vi.useRealTimers()
      queryClient.clear()
    }
  })
  it('use the spec defaults: no retry, 2 s stale, no refetch on focus, 404 throws', () => {
    const d = queryClient.getDefaultOptions().queries!
    expect(d.retry).toBe(false)
    expect(d.staleTime).toBe(2000)
    expect(d.refetchOnWindowFocus).toBe(false)
    const throwOnError = d.throwOnError as (e: unknown) => boolean
    expect(throwOnError(new ApiError({ message: 'x', statusCode: 404, method: 'm' }))).toBe(true)
    expect(throwOnError(new ApiError({ message: 'x', statusCode: 500, method: 'm' }))).toBe(false)
  })
})

describe('the write observer', () => {
  // the writes of the tests above waited for a first observer: this one takes them
  beforeEach(() => setWriteObserver(() => undefined))
  afterEach(() => setWriteObserver(undefined))

  it('is handed the writes sent before it was set, with their outcomes when they come', async () => {
    vi.resetModules()
    const fresh = await import('./client')
    const params = { path: { instance: 'db' }, query: { project: 'web-app' } }
    reply = () => Response.json({}, { headers: { 'x-request-id': 'req-1' } })
    await fresh.call('instanceStop', params)
    await fresh.call('projectView', { path: { project: 'web-app' } })
    let answer!: (r: Response) => void
    reply = () => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response
    const late = fresh.call('instanceStart', params)

    const seen: string[] = []
    fresh.setWriteObserver((method) => {
      seen.push(`sent ${method}`)
      return (outcome) => seen.push(`${method} ${outcome.ok ? 'ok' : 'failed'}`)
    })
    expect(seen).toEqual(['sent instanceStop', 'instanceStop ok', 'sent instanceStart'])
    answer(Response.json({ error_code: 'InvalidRequest', message: 'Not now' }, { status: 400 }))
    await expect(late).rejects.toThrow()
    expect(seen).toEqual([
      'sent instanceStop',
      'instanceStop ok',
      'sent instanceStart',
      'instanceStart failed',
    ])
  })

  it('sees every write with its outcome and request id, but no read and no unrecorded write', async () => {
    const seen: string[] = []
    setWriteObserver((method, params) => {
      seen.push(`${method} ${JSON.stringify(params)}`)
      return (outcome) => seen.push(`${method} ${JSON.stringify(outcome)}`)
    })
    reply = () => Response.json({}, { headers: { 'x-request-id': 'req-1' } })
    await call('projectView', { path: { project: 'web-app' } })
    const params = { path: { instance: 'db' }, query: { project: 'web-app' } }
    await call('instanceStop', params)
    await call('instanceStop', unrecordedWrite({ ...params }))
    reply = () =>
      Response.json({ error_code: 'InvalidRequest', message: 'Not now' }, { status: 400 })
    await expect(call('instanceStart', params)).rejects.toThrow()
    expect(seen).toEqual([
      `instanceStop ${JSON.stringify(params)}`,
      'instanceStop {"ok":true,"requestId":"req-1"}',
      `instanceStart ${JSON.stringify(params)}`,
      'instanceStart {"ok":false,"message":"Not now","requestId":null}',
    ])
  })
})
