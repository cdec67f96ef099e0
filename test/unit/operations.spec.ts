/**
 * The console sends every operation through one function and a table of methods and paths
 * (app/api/request.ts, app/api/__generated__/operations.ts). Here the table is held to the
 * generated client: each of its methods, called with path parameters that name themselves,
 * must ask for the same method and path the table gives.
 */
import { describe, expect, it } from 'vitest'

import { Api } from '~/api/__generated__/Api'
import { type ApiResult, type FullParams } from '~/api/__generated__/http-client'
import { API_VERSION, OPERATIONS } from '~/api/__generated__/operations'
import { ApiClient } from '~/api/request'

/** Path parameters that read as their own name in braces: `{instance}`. */
const named = new Proxy({}, { get: (_, key) => `{${String(key)}}` })

class Recording extends Api {
  seen: FullParams | undefined
  override request<Data>(params: FullParams): Promise<ApiResult<Data>> {
    this.seen = params
    return Promise.resolve({
      type: 'error',
      response: new Response(),
      data: { message: '', requestId: '' },
    })
  }
}

describe('the operations table', () => {
  it('gives every operation the method and path of the generated client', async () => {
    const client = new Recording()
    const generated: Record<string, string> = {}
    for (const [name, fn] of Object.entries(client.methods)) {
      await (fn as (p: unknown) => Promise<unknown>)({ path: named, query: {}, body: {} })
      generated[name] = `${client.seen!.method} ${client.seen!.path}`
    }
    expect(Object.keys(generated).length).toBeGreaterThan(250)
    expect({ ...OPERATIONS }).toEqual(generated)
    expect(API_VERSION).toBe(new Api().apiVersion)
  })

  it('sends what the generated client sends', async () => {
    const sent: { url: string; init: RequestInit }[] = []
    const fetchBefore = globalThis.fetch
    globalThis.fetch = (url: string | URL | Request, init?: RequestInit) => {
      sent.push({ url: String(url), init: init! })
      return Promise.resolve(Response.json({}))
    }
    try {
      const params = {
        path: { instance: 'db' },
        query: { project: 'web-app' },
        body: { bootDisk: 'boot', startAt: new Date(0) },
      }
      await new ApiClient().send('instanceUpdate', params, { headers: { 'x-a': '1' } })
      await (
        new Api().methods.instanceUpdate as unknown as (p: unknown, i: unknown) => Promise<unknown>
      )(params, { headers: { 'x-a': '1' } })
      const [ours, theirs] = sent
      expect(ours!.url).toBe('/v1/instances/db?project=web-app')
      expect(ours!.url).toBe(theirs!.url)
      expect(ours!.init.method).toBe('PUT')
      expect(ours!.init.body).toBe(theirs!.init.body)
      expect(ours!.init.body).toBe('{"boot_disk":"boot","start_at":"1970-01-01T00:00:00.000Z"}')
      expect([...new Headers(ours!.init.headers)]).toEqual([...new Headers(theirs!.init.headers)])
    } finally {
      globalThis.fetch = fetchBefore
    }
  })
})
