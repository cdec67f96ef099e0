/**
 * Test helper: a client that talks to the mock API the way the standalone server does (a Fetch
 * Request through msw's getResponse and the pipeline), keeping cookies like a browser.
 */
import { getResponse } from 'msw'
import { afterEach, beforeEach, vi } from 'vitest'

import { setClientAddress } from './client-address'
import { groupId, rackId, resetDb, sledId, supportBundleId, userId, type SeedName } from './db'
import { uuidFor } from './db/ids'
import { createMockHandlers, type MockApiOptions } from './pipeline'

interface CallOptions {
  body?: unknown
  /** A raw body, sent as is (for malformed JSON). */
  rawBody?: string | Uint8Array<ArrayBuffer>
  headers?: Record<string, string>
  contentType?: string
  /** The address the request comes from, as the standalone server would see it. */
  clientAddress?: string
}

export interface CallResult<T = unknown> {
  status: number
  headers: Headers
  body: T
}

const BASE = 'http://mock.test'

export class MockClient {
  readonly cookies = new Map<string, string>()
  private readonly handlers

  constructor(options: MockApiOptions = {}) {
    this.handlers = createMockHandlers(options)
  }

  async call<T = unknown>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<CallResult<T>> {
    const headers = new Headers(options.headers)
    const body =
      options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
    if (body !== undefined) headers.set('content-type', options.contentType ?? 'application/json')
    if (this.cookies.size) {
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '))
    }
    const request = new Request(BASE + path, { method, headers, body })
    setClientAddress(request, options.clientAddress)
    const response = await getResponse(this.handlers, request, { baseUrl: BASE })
    if (!response) throw new Error(`no response for ${method} ${path}`)
    for (const line of response.headers.getSetCookie()) this.storeCookie(line)
    const text = await response.text()
    // a download (a support bundle's zip or log file) is not JSON: its body is kept as text
    const json = (response.headers.get('content-type') ?? 'application/json').includes('json')
    const parsed: unknown = text ? (json ? JSON.parse(text) : text) : null
    return { status: response.status, headers: response.headers, body: parsed as T }
  }

  get = <T = unknown>(path: string, options?: CallOptions) => this.call<T>('GET', path, options)
  post = <T = unknown>(path: string, body?: unknown, options?: CallOptions) =>
    this.call<T>('POST', path, { ...options, body })
  put = <T = unknown>(path: string, body?: unknown, options?: CallOptions) =>
    this.call<T>('PUT', path, { ...options, body })
  delete = <T = unknown>(path: string, options?: CallOptions) =>
    this.call<T>('DELETE', path, options)

  /** The names of the items on the first page of a list. */
  async names(path: string): Promise<string[]> {
    return (await this.get<PageJson<{ name: string }>>(path)).body.items.map((i) => i.name)
  }

  /** Signs in with a seeded user's password. */
  async login(user: string, silo = 'lumen', password = 'ferrite-demo') {
    return this.post(`/v1/login/${silo}/local`, { username: user, password })
  }

  private storeCookie(line: string) {
    const [pair = '', ...attrs] = line.split(';').map((s) => s.trim())
    const eq = pair.indexOf('=')
    const name = pair.slice(0, eq)
    const value = pair.slice(eq + 1)
    const expired = attrs.some((a) => /^max-age=0$/i.test(a))
    if (expired || value === '') this.cookies.delete(name)
    else this.cookies.set(name, value)
  }
}

/** A fresh db and a client (demo mode unless told otherwise). */
export function freshClient(options: MockApiOptions & { seed?: SeedName } = {}): MockClient {
  resetDb(options.seed ?? 'default')
  return new MockClient(options)
}

export interface ClientPerTestOptions extends MockApiOptions {
  seed?: SeedName
  /**
   * Fake `Date` (only Date: timers and promises run as usual), so that a test moves the mock's
   * clock with `vi.advanceTimersByTime`. A date string also sets the clock to it.
   */
  fakeDate?: boolean | string
}

/**
 * The setup of most mock specs: one client for the file (or the describe block it is called in)
 * that every test finds fresh, on a newly seeded db with no cookies, with Date faked when asked
 * (and real again after each test).
 */
export function clientPerTest(options: ClientPerTestOptions = {}): MockClient {
  const { fakeDate, seed = 'default', ...clientOptions } = options
  const client = new MockClient(clientOptions)
  beforeEach(() => {
    if (fakeDate) {
      vi.useFakeTimers({ toFake: ['Date'] })
      if (typeof fakeDate === 'string') vi.setSystemTime(new Date(fakeDate))
    }
    resetDb(seed)
    client.cookies.clear()
  })
  if (fakeDate) afterEach(() => vi.useRealTimers())
  return client
}

/** Moves a faked clock (see `clientPerTest`) on by `ms`. */
export const later = (ms: number) => vi.advanceTimersByTime(ms)

export interface ErrorJson {
  error_code: string
  message: string
  request_id: string
}

export interface PageJson<T = { id: string; name: string }> {
  items: T[]
  next_page: string | null
}

/**
 * Path parameter values that name something in the default seed, by the spec's (snake_case)
 * parameter names. Objects without a fixed id (a switch, a physical disk) are looked up.
 */
export const SEED_PATH_VALUES: Readonly<Record<string, string>> = {
  project: 'web-app',
  instance: 'web-frontend-1',
  disk: 'web-assets',
  image: 'web-golden-2025-09',
  snapshot: 'web-assets-weekly',
  vpc: 'default',
  subnet: 'default',
  router: 'web-egress',
  route: 'internet',
  gateway: 'default',
  floating_ip: 'web-public',
  anti_affinity_group: 'web-frontends',
  affinity_group: 'etl-colocate',
  interface: 'net0',
  silo: 'lumen',
  pool: 'lumen-v4',
  ssh_key: 'ada-laptop',
  provider: 'okta',
  user: 'db-init',
  user_id: userId('lumen', 'ada'),
  group_id: groupId('lumen', 'platform-team'),
  sled_id: sledId(0),
  rack_id: rackId,
  token_id: uuidFor('scim:lumen:0'),
  system_version: '15.0.0',
  trust_root_id: uuidFor('trust-root:0'),
  certificate: 'lumen-wildcard',
  bundle_id: supportBundleId(0),
}
