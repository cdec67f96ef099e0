/**
 * Every operation of the API spec, sent bad input against a standalone server on an ephemeral
 * port: a path that does not decode, a wrongly typed query, a body that does not parse, a body
 * of the wrong shape, a body of the wrong content type, and a body over the operation's limit.
 * Each must be a 4xx with an error body (message and request_id) and leave the db as it was.
 * A sample per operation and case keeps it to a few seconds.
 */
import { readFileSync } from 'node:fs'
import type { Server } from 'node:http'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { db } from './db'
import { closeServer, listenOnLoopback, raw, type RawRequest } from './http-testing'
import { encodeDb } from './persist'
import { bodyLimitOf } from './request-rules'
import { createMockServer } from './server'
import { SEED_PATH_VALUES } from './testing'

interface Schema {
  $ref?: string
  type?: string
  properties?: Record<string, Schema>
  allOf?: Schema[]
}
interface Param {
  in: string
  name: string
  required?: boolean
  schema?: Schema
}
interface Operation {
  operationId: string
  parameters?: Param[]
  requestBody?: { content: Record<string, { schema?: Schema }> }
}
interface Spec {
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, Schema> }
}

const spec = JSON.parse(readFileSync('api-spec/nexus.json', 'utf8')) as Spec

/** Values for parameters the seed has no fixed name for (else SEED_PATH_VALUES, else "x"). */
const EXTRA_VALUES: Record<string, string> = {
  silo_name: 'lumen',
  provider_name: 'okta',
  switch_slot: 'switch0',
  asn: '65000',
  file_name: 'repo.zip',
  name_or_id: 'lumen',
}
const valueOf = (name: string) => SEED_PATH_VALUES[name] ?? EXTRA_VALUES[name] ?? 'x'

const camel = (id: string) => id.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

function resolve(schema: Schema | undefined): Schema | undefined {
  let s = schema
  for (let i = 0; s?.$ref && i < 10; i++) s = spec.components.schemas[s.$ref.split('/').pop()!]
  if (s?.allOf?.length === 1) return resolve(s.allOf[0])
  return s
}

/**
 * A body of the wrong shape: each declared property given a value of the wrong type (a nested
 * list fits no string, number, boolean, object or enum; a list gets a string), or, for a body
 * that is not an object, a nested list.
 */
function wrongShape(schema: Schema | undefined): string {
  const resolved = resolve(schema)
  const wrong = (s: Schema | undefined) => (resolve(s)?.type === 'array' ? 'not-a-list' : [[['?']]])
  if (!resolved?.properties) return JSON.stringify(wrong(resolved))
  return JSON.stringify(
    Object.fromEntries(
      Object.keys(resolved.properties).map((k) => [k, wrong(resolved.properties![k])]),
    ),
  )
}

interface Case {
  name: string
  request: RawRequest
  /** The status it must get, when one is right; else any 4xx. */
  status?: number
}

function casesOf(method: string, template: string, op: Operation): Case[] {
  const params = op.parameters ?? []
  const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name)
  const fill = (bad?: string) =>
    template.replace(/\{([^}]+)\}/g, (_, name: string) =>
      name === bad ? '%E0%A4%A' : encodeURIComponent(valueOf(name)),
    )
  const query = params
    .filter((p) => p.in === 'query' && (p.required || p.name in SEED_PATH_VALUES))
    .map((p) => `${p.name}=${encodeURIComponent(valueOf(p.name))}`)
  const qs = query.length ? `?${query.join('&')}` : ''
  const path = fill() + qs
  const upper = method.toUpperCase()
  const write = upper !== 'GET' && upper !== 'HEAD'
  const types = Object.keys(op.requestBody?.content ?? {})
  const json = types.includes('application/json')
  const cases: Case[] = [
    {
      name: 'a path that does not decode',
      request: {
        method: upper,
        // the last parameter, or the last segment for a path without one
        path: (pathParams.length ? fill(pathParams.at(-1)) : `${fill()}%`) + qs,
      },
    },
  ]
  const limit = params.find((p) => p.in === 'query' && p.name === 'limit')
  if (limit) {
    cases.push({
      name: 'a query of the wrong type',
      request: { method: upper, path: `${path}${qs ? '&' : '?'}limit=ten` },
      status: 400,
    })
  }
  if (!write) return cases
  const typed = (type: string, body: string): RawRequest => ({
    method: upper,
    path,
    headers: { 'content-type': type },
    body,
  })
  if (json) {
    cases.push(
      { name: 'a body that does not parse', request: typed('application/json', '{"name": ') },
      {
        name: 'a body of the wrong shape',
        request: typed(
          'application/json',
          wrongShape(op.requestBody!.content['application/json']!.schema),
        ),
      },
      { name: 'JSON as text/plain', request: typed('text/plain', '{}'), status: 415 },
      {
        name: 'JSON as a form',
        request: typed('application/x-www-form-urlencoded', 'name=x'),
        status: 415,
      },
    )
  } else if (types.length) {
    cases.push({
      name: 'JSON where the operation takes another type',
      request: typed('application/json', '{}'),
      status: 415,
    })
  } else {
    cases.push({
      name: 'a body where it takes none',
      request: typed('text/plain', 'x'),
      status: 415,
    })
  }
  cases.push({
    name: 'a body over the limit',
    request: {
      method: upper,
      path,
      headers: { 'content-type': json || !types.length ? 'application/json' : types[0]! },
      streamBytes: bodyLimitOf(camel(op.operationId)) + 64 * 1024,
    },
    status: 413,
  })
  return cases
}

/** The db as text, without the audit log (every write, refused or not, is audited). */
const fingerprint = () => encodeDb({ ...db, auditLog: [] }, 'default')

describe('bad input on every operation', () => {
  let server: Server
  let port: number
  beforeAll(async () => {
    // time stands still, so no simulated transition comes due during the walk
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    server = createMockServer({})
    port = await listenOnLoopback(server)
    // a first write completes what the seed has in progress
    await raw(port, {
      method: 'POST',
      path: '/v1/projects',
      headers: { 'content-type': 'application/json' },
      body: '{',
    })
  })
  afterAll(async () => {
    vi.useRealTimers()
    await closeServer(server)
  })

  /** What is wrong with one answer, or undefined when it is a proper refusal. */
  async function check(method: string, c: Case): Promise<string | undefined> {
    const res = await raw(port, c.request)
    if (res.status < 400 || res.status >= 500) return `${res.status}`
    if (c.status && res.status !== c.status) return `${res.status}, not ${c.status}`
    // a HEAD answer has no body: its status is all it says
    if (method === 'head') return undefined
    let body: { message?: unknown; request_id?: unknown } = {}
    try {
      body = JSON.parse(res.body) as typeof body
    } catch {
      // not JSON: reported below
    }
    if (typeof body.message === 'string' && typeof body.request_id === 'string') return undefined
    return `${res.status} without an error body (${res.body.slice(0, 80)})`
  }

  it('is refused with a 4xx and an error body, and changes nothing', async () => {
    const problems: string[] = []
    let requests = 0
    const operations = Object.entries(spec.paths).flatMap(([template, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ template, method, op })),
    )
    // the db is compared per batch of operations (encoding it takes a moment): a change names
    // the operations of its batch
    const BATCH = 8
    let before = fingerprint()
    for (let i = 0; i < operations.length; i += BATCH) {
      const batch = operations.slice(i, i + BATCH)
      for (const { template, method, op } of batch) {
        // an operation's cases run at once: each is refused, so their order does not matter
        const cases = casesOf(method, template, op)
        requests += cases.length
        const results = await Promise.all(cases.map((c) => check(method, c)))
        results.forEach((problem, k) => {
          if (problem) {
            const c = cases[k]!
            problems.push(
              `${op.operationId} (${method.toUpperCase()} ${c.request.path}): ${c.name}: ${problem}`,
            )
          }
        })
      }
      const after = fingerprint()
      if (after !== before) {
        problems.push(`the db changed in ${batch.map((o) => o.op.operationId).join(', ')}`)
      }
      before = after
    }
    expect(operations).toHaveLength(317)
    expect(requests).toBeGreaterThan(900)
    expect(problems).toEqual([])
  }, 60_000)
})
