/**
 * Gate: the mock API conforms to the shared spec. Every operation the mock implements is
 * called (GETs on the seed; each POST/PUT/DELETE with a valid request on a fresh db), and
 * every success answer must have the documented status and a body the generated zod schema
 * of the documented response type accepts, with no undocumented fields. Request bodies are
 * validated by the mock itself through the generated handler map; a test keeps that on.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { z, type ZodType } from 'zod/v4'

import * as schemas from '../../app/api/__generated__/validate'
import { db, projectId } from '../../mock-api/db'
import { implemented } from '../../mock-api/handlers'
import { freshClient, type CallResult, type MockClient } from '../../mock-api/testing'
import {
  EMPTY_LISTS,
  GET_CASES,
  MUTATING_CASES,
  PATH,
  prepareGets,
  QUERY,
  WEBSOCKETS,
  type Call,
} from './conformance/cases'
import { operations, undocumentedFields, type Operation } from './conformance/openapi'

/** The device flow's OAuth answers (RFC 8628): the spec documents them as `default`, any body. */
const OAUTH: Record<string, ZodType> = {
  deviceAuthRequest: z.object({
    device_code: z.string().min(1),
    user_code: z.string().min(1),
    verification_uri: z.url(),
    expires_in: z.number().int().positive(),
  }),
  deviceAccessToken: z.object({
    access_token: z.string().min(1),
    token_type: z.literal('Bearer'),
  }),
}

function urlFor(op: Operation, call: Call, lookedUp: Record<string, string>): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = call.path?.[name] ?? lookedUp[name] ?? PATH[name]
    if (value === undefined) throw new Error(`${op.id}: no value for path parameter ${name}`)
    return encodeURIComponent(value)
  })
  const query = new URLSearchParams()
  for (const name of op.queryParams) {
    const value = call.query && name in call.query ? call.query[name] : QUERY[name]
    if (value) query.set(name, value)
  }
  const qs = query.toString()
  return qs ? `${path}?${qs}` : path
}

function send(api: MockClient, op: Operation, url: string, call: Call): Promise<CallResult> {
  if (call.bytes) {
    return api.call(op.method, url, {
      rawBody: call.bytes,
      contentType: 'application/octet-stream',
    })
  }
  if (call.form) {
    return api.call(op.method, url, {
      rawBody: new URLSearchParams(call.form).toString(),
      contentType: 'application/x-www-form-urlencoded',
    })
  }
  return api.call(op.method, url, call.body === undefined ? {} : { body: call.body })
}

/** A status the spec does not document for the operation's success, or undefined. */
function wrongStatus(op: Operation, res: CallResult): string | undefined {
  const expected = op.status ?? 200
  if (res.status === expected) return undefined
  return `${op.id}: ${res.status} where the spec documents ${expected}`
}

/**
 * What is wrong with a success answer's body, measured against the spec; empty when it
 * conforms. A failure (4xx/5xx) is a problem in itself: the gate's requests are valid.
 */
function problemsWith(op: Operation, res: CallResult): string[] {
  const problems: string[] = []
  if (res.status < 200 || res.status >= 400) {
    return [`status ${res.status}: ${JSON.stringify(res.body)}`]
  }
  const local = OAUTH[op.id]
  if (op.body) {
    const item = (schemas as Record<string, unknown>)[op.body.schema] as ZodType | undefined
    if (!item) return [`no generated schema ${op.body.schema}`]
    const parsed = (op.body.array ? item.array() : item).safeParse(res.body)
    if (!parsed.success) {
      for (const issue of parsed.error.issues.slice(0, 5))
        problems.push(`${op.body.schema} at ${issue.path.join('.') || '(root)'}: ${issue.message}`)
    }
    const items = op.body.array && Array.isArray(res.body) ? res.body : [res.body]
    for (const value of items)
      problems.push(...undocumentedFields(value, op.body.schema).map((f) => `undocumented ${f}`))
  } else if (local) {
    const parsed = local.safeParse(res.body)
    if (!parsed.success) problems.push(`OAuth body: ${parsed.error.message}`)
  } else if (res.body !== null && op.status !== null) {
    // (an operation documented only as `default` with a `*/*` body, a download, may send any)
    problems.push(`a body where the spec documents none: ${JSON.stringify(res.body)}`)
  }
  return problems
}

const ops = operations()
const ids = Object.keys(implemented)
const gets = ids.filter((id) => ops.get(id)?.method === 'GET' && !WEBSOCKETS.has(id))
const mutating = ids.filter((id) => ops.get(id)?.method !== 'GET')
const statusMismatches: string[] = []

describe('mock API conformance to the spec', () => {
  it('knows every implemented operation from the spec', () => {
    expect(ids.filter((id) => !ops.has(id))).toEqual([])
    expect(gets.length + mutating.length + WEBSOCKETS.size).toBe(ids.length)
  })

  it('has a request for every implemented POST, PUT and DELETE operation', () => {
    expect(mutating.filter((id) => !(id in MUTATING_CASES))).toEqual([])
    expect(Object.keys(MUTATING_CASES).filter((id) => !mutating.includes(id))).toEqual([])
  })

  describe('GET operations on the seed', () => {
    let api: MockClient
    let lookedUp: Record<string, string>
    beforeAll(async () => {
      api = freshClient()
      lookedUp = await prepareGets(api)
    })

    it.each(gets)('%s', async (id) => {
      const op = ops.get(id)!
      const res = await api.get(urlFor(op, GET_CASES[id] ?? {}, lookedUp))
      expect(problemsWith(op, res)).toEqual([])
      const wrong = wrongStatus(op, res)
      if (wrong) statusMismatches.push(wrong)
      if (op.body?.schema.endsWith('ResultsPage') && !EMPTY_LISTS.has(id)) {
        expect((res.body as { items: unknown[] }).items.length, 'seeded items').toBeGreaterThan(0)
      }
    })
  })

  describe('POST, PUT and DELETE operations, each on a fresh db', () => {
    it.each(mutating)('%s', async (id) => {
      const op = ops.get(id)!
      const api = freshClient()
      const spec = MUTATING_CASES[id]!
      const call = typeof spec === 'function' ? await spec(api) : spec
      const res = await send(api, op, urlFor(op, call, {}), call)
      expect(problemsWith(op, res)).toEqual([])
      const wrong = wrongStatus(op, res)
      if (wrong) statusMismatches.push(wrong)
    })
  })

  // as Nexus does, on every list: a token the server did not make is refused, not ignored
  describe('a page_token that does not parse is a 400 on every paginated list', () => {
    let api: MockClient
    let lookedUp: Record<string, string>
    beforeAll(async () => {
      api = freshClient()
      lookedUp = await prepareGets(api)
    })
    const paginated = gets.filter((id) => ops.get(id)!.queryParams.includes('page_token'))

    it.each(paginated)('%s', async (id) => {
      const op = ops.get(id)!
      const url = urlFor(op, GET_CASES[id] ?? {}, lookedUp)
      const res = await api.get<{ message: string; request_id: string }>(
        `${url}${url.includes('?') ? '&' : '?'}page_token=not-a-token`,
      )
      expect(res.status).toBe(400)
      expect(res.body.message).toMatch(/page token/)
      expect(res.body.request_id).toBeTruthy()
    })
  })

  // one list, so a systematic deviation (say 200 for every 201) reads as one failure
  it('answers every call with the documented success status', () => {
    expect(statusMismatches).toEqual([])
  })

  describe('the gate itself', () => {
    const view = () => ops.get('projectView')!

    it('fails on a field of the wrong type, a missing field and an undocumented field', async () => {
      const api = freshClient()
      const project = db.projects.get(projectId('lumen', 'web-app'))! as Record<string, unknown>
      project.time_created = 'last tuesday'
      delete project.description
      project.time_modifed = project.time_modified // a typo'd extra field
      const problems = problemsWith(view(), await api.get('/v1/projects/web-app'))
      expect(problems.join('\n')).toMatch(/timeCreated/)
      expect(problems.join('\n')).toMatch(/description/)
      expect(problems).toContain('undocumented $.time_modifed')
    })

    it('fails on an error answer and on an undocumented success status', async () => {
      const api = freshClient()
      expect(problemsWith(view(), await api.get('/v1/projects/no-such-project'))).toHaveLength(1)
      const created = ops.get('projectCreate')!
      expect(wrongStatus(created, { status: 200, headers: new Headers(), body: {} })).toBe(
        'projectCreate: 200 where the spec documents 201',
      )
    })
  })

  describe('request validation in the mock stays on', () => {
    it('answers 400 to a body the generated schema rejects', async () => {
      const api = freshClient()
      const res = await api.post<{ error_code: string; message: string }>('/v1/projects', {
        name: 'Not A Name!',
        description: 'x',
      })
      expect(res.status).toBe(400)
      expect(res.body.error_code).toBe('InvalidRequest')
      const missing = await api.post('/v1/projects', { name: 'fine-name' })
      expect(missing.status).toBe(400)
    })

    it('answers 400 to bad path and query parameters', async () => {
      const api = freshClient()
      expect((await api.get('/v1/projects?limit=-5')).status).toBe(400)
      expect((await api.get('/v1/instances?project=web-app&sort_by=sideways')).status).toBe(400)
    })
  })
})
