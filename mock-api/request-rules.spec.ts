import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { db, projectId } from './db'
import { handleApiRequest } from './pipeline'
import { BODY_LIMITS, DEFAULT_BODY_LIMIT, jsonTooDeep, NON_JSON_BODIES } from './request-rules'
import { clientPerTest, type ErrorJson, type MockClient, type PageJson } from './testing'

const UUID = /^[0-9a-f-]{36}$/

const projectNames = async (api: MockClient) =>
  (await api.get<PageJson>('/v1/projects?limit=100')).body.items.map((p) => p.name)

const refusedWith = (r: { status: number; body: unknown }, status: number, message: RegExp) => {
  expect(r.status).toBe(status)
  const body = r.body as ErrorJson
  expect(body.message).toMatch(message)
  expect(body.request_id).toMatch(UUID)
}

describe('request rules', () => {
  const api = clientPerTest()

  it('a JSON body comes as application/json, or nothing is created (415)', async () => {
    const before = await projectNames(api)
    const body = JSON.stringify({ name: 'forged', description: '' })
    for (const type of [
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
    ]) {
      const r = await api.call('POST', '/v1/projects', { rawBody: body, contentType: type })
      refusedWith(r, 415, /^expected content type "application\/json", got "[a-z/-]+"$/)
    }
    // what a no-cors fetch of a Blob sends: no content type at all
    const untyped = await handleApiRequest(
      new Request('http://mock.test/v1/projects', { method: 'POST', body: new Blob([body]) }),
      {},
    )
    expect(untyped?.status).toBe(415)
    expect(((await untyped!.json()) as ErrorJson).message).toMatch(/got "none"/)
    expect(await projectNames(api)).toEqual(before)

    // parameters are allowed, and the type is case-insensitive
    const ok = await api.call('POST', '/v1/projects', {
      rawBody: body,
      contentType: 'Application/JSON; charset=utf-8',
    })
    expect(ok.status).toBe(201)
  })

  it('the non-JSON operations take only what they declare', async () => {
    refusedWith(
      await api.call('POST', '/device/auth', { body: { client_id: crypto.randomUUID() } }),
      415,
      /expected content type "application\/x-www-form-urlencoded", got "application\/json"/,
    )
    refusedWith(
      await api.call('PUT', '/v1/system/update/repositories?file_name=r.zip', {
        rawBody: 'PK',
        contentType: 'text/plain',
      }),
      415,
      /expected content type "application\/octet-stream", got "text\/plain"/,
    )
    // an operation that takes no body still refuses a body of another type
    const instance = '/v1/instances/web-frontend-1/stop?project=web-app'
    refusedWith(
      await api.call('POST', instance, { rawBody: 'x', contentType: 'text/plain' }),
      415,
      /application\/json/,
    )
  })

  it('the table of non-JSON bodies is what the API spec declares', () => {
    const spec = JSON.parse(readFileSync('api-spec/nexus.json', 'utf8')) as {
      paths: Record<
        string,
        Record<string, { operationId: string; requestBody?: { content: object } }>
      >
    }
    const declared: Record<string, string[]> = {}
    for (const ops of Object.values(spec.paths)) {
      for (const op of Object.values(ops)) {
        const types = Object.keys(op.requestBody?.content ?? {})
        if (types.length && types.join() !== 'application/json') {
          const id = op.operationId.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
          declared[id] = types
        }
      }
    }
    expect(Object.keys(NON_JSON_BODIES).sort()).toEqual(Object.keys(declared).sort())
    for (const [id, types] of Object.entries(declared)) {
      for (const type of types) expect(NON_JSON_BODIES[id]).toContain(type)
    }
  })

  it('a body over its operation’s limit is a 413, and changes nothing', async () => {
    const scope = db.projects.scopeOf(projectId('lumen', 'web-app'))!
    const count = db.projects.count(scope)
    const big = JSON.stringify({ name: 'big', description: 'x'.repeat(DEFAULT_BODY_LIMIT) })
    refusedWith(
      await api.call('POST', '/v1/projects', { rawBody: big }),
      413,
      /^request body exceeded maximum size of 1048576 bytes$/,
    )
    expect(db.projects.count(scope)).toBe(count)

    // a trust root is a few KiB: 256 KiB is its limit, under the JSON one
    const roots = await api.get<PageJson>('/v1/system/update/trust-roots')
    const root = { signed: { pad: 'x'.repeat(BODY_LIMITS.systemUpdateTrustRootCreate!) } }
    refusedWith(
      await api.post('/v1/system/update/trust-roots', root),
      413,
      /maximum size of 262144 bytes/,
    )
    expect((await api.get<PageJson>('/v1/system/update/trust-roots')).body.items).toEqual(
      roots.body.items,
    )

    // a bulk write carries 512 KiB as base64: a chunk one block over is refused by its size
    const over = { offset: 0, base64_encoded_data: 'A'.repeat((512 * 1024 * 4) / 3 + 1024) }
    refusedWith(
      await api.post('/v1/disks/web-assets/bulk-write?project=web-app', over),
      413,
      new RegExp(`maximum size of ${BODY_LIMITS.diskBulkWriteImport} bytes`),
    )
  })

  it('JSON nested deeper than 128 is a 400, before anything recurses through it', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000)
    refusedWith(
      await api.call('POST', '/v1/projects', { rawBody: `{"name":${deep}}` }),
      400,
      /^unable to parse JSON body: recursion limit \(128\) exceeded at line 1 column 136$/,
    )
    expect(jsonTooDeep('['.repeat(128) + ']'.repeat(128))).toBeUndefined()
    expect(jsonTooDeep('['.repeat(129))).toEqual({ line: 1, column: 129 })
    // brackets in strings, escaped quotes included, do not nest
    expect(jsonTooDeep(JSON.stringify({ a: '"['.repeat(500) }))).toBeUndefined()
    expect(jsonTooDeep('\n [' + '{"a":'.repeat(130))).toEqual({ line: 2, column: 3 + 127 * 5 })
  })

  it('a path that does not decode is a 400 naming it, for reads and writes', async () => {
    for (const path of ['/v1/projects/%', '/v1/projects/%E0%A4%A', '/v1/projects/%zz/x']) {
      refusedWith(await api.get(path), 400, /^invalid URL path: malformed percent-encoding/)
    }
    refusedWith(
      await api.call('DELETE', '/v1/projects/%FF'),
      400,
      /^invalid URL path: malformed percent-encoding/,
    )
    expect(await projectNames(api)).toContain('web-app')
  })
})
