/**
 * The request pipeline in front of the generated operation handlers, shared by the browser
 * worker, the standalone server and the tests:
 * 1. only API paths are answered (anything else passes through);
 * 2. due state transitions are applied;
 * 3. a malformed path is a 400, a body of a type its operation does not take a 415, one over
 *    its operation's size limit a 413, and a JSON body that does not parse (or nests too
 *    deep) a 400, before any handler runs (request-rules.ts);
 * 4. the caller is authenticated (401 when an operation needs a caller and there is none);
 * 5. the generated handler validates params and body (zod) and calls ours; its refusals are
 *    reworded as the API words them (validation-errors.ts);
 * 6. every error body gets a request_id, and cookies set by handlers are attached;
 * 7. every write (any method but GET and HEAD) of a known operation, answered or refused at any
 *    step above, is recorded in the audit log (audit-log.ts).
 */
import { getResponse, http, HttpResponse, type HttpHandler } from 'msw'

import { isApiRequest } from './api-paths'
import { isAuditedMethod, operationOf, recordWrite, routeParamsOf } from './audit-log'
import { authenticate, clearSessionCookie, type AuthOptions } from './auth'
import { setContext, type RequestContext } from './context'
import { apiError, unauthorized } from './errors'
import {
  apiRoutes,
  bodyLimitOf,
  bodyTooLarge,
  checkContentType,
  checkPathEncoding,
  jsonTooDeep,
  MAX_JSON_DEPTH,
  operationFor,
} from './request-rules'
// the seed's operations in progress settle through the transitions (registers with onFreshDb)
import './seed-settle'

import { candidateHandlers } from './route-index'
import { settleForWrite, tick } from './transitions'
import { conciseValidationError } from './validation-errors'

export type MockApiOptions = Partial<AuthOptions> & {
  /**
   * Receives the Set-Cookie values of each response instead of the response carrying them.
   * The browser worker uses it: MSW's own cookie store mishandles several cookies in one
   * response, and a page cannot hold HttpOnly cookies, so the browser layer writes them.
   */
  cookieSink?: (setCookies: string[]) => void
}

/** Operations a caller may use without signing in. */
const PUBLIC: [string, RegExp][] = [
  ['POST', /^\/v1\/login\/[^/]+\/local$/],
  ['POST', /^\/login\/[^/]+\/saml\/[^/]+$/],
  ['POST', /^\/v1\/logout$/],
  ['POST', /^\/device\/(auth|token)$/],
  ['GET', /^\/v1\/ping$/],
]

const isPublic = (method: string, path: string) =>
  PUBLIC.some(([m, re]) => m === method && re.test(path))

/** serde_json-style description of a JSON syntax error, with line and column. */
function jsonErrorMessage(text: string, error: unknown): string {
  if (text.trim() === '') return 'EOF while parsing a value at line 1 column 0'
  const msg = error instanceof Error ? error.message : ''
  const pos = /position (\d+)/.exec(msg)
  const offset = Math.min(pos ? Number(pos[1]) : text.length, text.length)
  const before = text.slice(0, offset)
  const line = before.split('\n').length
  const eof = offset >= text.length || /end of (JSON )?input/i.test(msg)
  // serde counts columns from 1 at an offending character, and gives the last column at EOF
  const column = offset - before.lastIndexOf('\n') - (eof ? 1 : 0)
  const container = text.trimStart().startsWith('{')
    ? 'an object'
    : text.trimStart().startsWith('[')
      ? 'a list'
      : 'a value'
  let detail = 'expected value'
  if (eof) detail = `EOF while parsing ${container}`
  else if (/':'/.test(msg)) detail = 'expected `:`'
  else if (/property name|double-quoted/i.test(msg)) detail = 'key must be a string'
  else if (/after property value/i.test(msg)) detail = 'expected `,` or `}`'
  else if (/after array element/i.test(msg)) detail = 'expected `,` or `]`'
  else if (/non-whitespace/i.test(msg)) detail = 'trailing characters'
  return `${detail} at line ${line} column ${column}`
}

/** A 400 for a body that is not JSON, or undefined when it parses (or is not JSON at all). */
async function checkJsonBody(request: Request): Promise<Response | undefined> {
  if (request.method !== 'POST' && request.method !== 'PUT') return undefined
  const type = request.headers.get('content-type') ?? ''
  // form-encoded (device flow) and binary (SAML, uploads) bodies are the handlers' business;
  // anything else is JSON (request-rules.ts has refused other types already)
  if (/x-www-form-urlencoded|octet-stream|multipart/.test(type)) return undefined
  const text = await request.clone().text()
  if (text === '') return undefined // operations without a body; the others fail below
  // nested deeper than serde_json goes: refused before anything recurses through it
  const deep = jsonTooDeep(text)
  if (deep) {
    return apiError(
      400,
      'InvalidRequest',
      `unable to parse JSON body: recursion limit (${MAX_JSON_DEPTH}) exceeded at line ${deep.line} column ${deep.column}`,
    )
  }
  try {
    JSON.parse(text)
    return undefined
  } catch (e) {
    return apiError(
      400,
      'InvalidRequest',
      `unable to parse JSON body: ${jsonErrorMessage(text, e)}`,
    )
  }
}

/** A 413 or 415 for a body over its operation's limit or of a type it does not take. */
async function checkBodyRules(request: Request, method: string, url: URL) {
  if (method === 'GET' || method === 'HEAD') return undefined
  const operationId = operationFor(method, url)
  const size = (await request.clone().arrayBuffer()).byteLength
  const limit = bodyLimitOf(operationId)
  if (size > limit) return bodyTooLarge(limit)
  return checkContentType(method, operationId, request.headers.get('content-type'), size > 0)
}

/** Adds request_id (and a code) to error bodies and attaches cookies. */
async function finish(
  response: Response,
  ctx: RequestContext,
  options: MockApiOptions,
): Promise<Response> {
  const isJson = (response.headers.get('content-type') ?? '').includes('json')
  const cookies = ctx.setCookies
  if (options.cookieSink && cookies.length) options.cookieSink(cookies)
  const attach = options.cookieSink ? [] : cookies
  if (response.status < 400 && attach.length === 0) return response
  const headers = new Headers(response.headers)
  for (const c of attach) headers.append('Set-Cookie', c)
  let body: string | null = response.status === 204 ? null : await response.text()
  if (response.status >= 400 && isJson && body) {
    const parsed = JSON.parse(body) as Record<string, unknown>
    // OAuth errors of the device flow (`{error: ...}`) keep their own shape
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && !('error' in parsed)) {
      parsed.request_id ??= crypto.randomUUID()
      parsed.error_code ??= response.status === 404 ? 'ObjectNotFound' : 'InvalidRequest'
      body = JSON.stringify(parsed)
      headers.delete('content-length')
    }
  }
  // HttpResponse keeps Set-Cookie where the browser's Response would drop it
  return new HttpResponse(body, { status: response.status, headers })
}

/** Answers one API request, or undefined for requests that are not the mock's to answer. */
export async function handleApiRequest(
  request: Request,
  cookies: Record<string, string>,
  options: MockApiOptions = {},
): Promise<Response | undefined> {
  const url = new URL(request.url)
  const method = request.method.toUpperCase()
  if (!isApiRequest(method, url.pathname)) return undefined
  const timeStarted = new Date().toISOString()
  const ctx: RequestContext = { actor: null, setCookies: [] }
  // a path that does not decode names no operation: refused before anything matches routes
  const badPath = checkPathEncoding(url.pathname)
  if (badPath) return finish(badPath, ctx, options)
  const response = await withRequestId(await answer(request, url, method, cookies, options, ctx))
  // the one place every write is audited, whatever answered it
  const routes = apiRoutes()
  const operationId = isAuditedMethod(method) ? operationOf(routes, method, url) : undefined
  if (operationId) {
    await recordWrite({ request, url, operationId, actor: ctx.actor, timeStarted, response })
  }
  return response
}

/**
 * Every response carries its request id in `x-request-id`, as the API's do: the error body's
 * `request_id` when there is one, a new id otherwise. The audit log records the same id, so a
 * client can find its own write there.
 */
async function withRequestId(response: Response): Promise<Response> {
  let id: string | undefined
  if (response.status >= 400) {
    try {
      const body: unknown = JSON.parse(await response.clone().text())
      const rid = (body as { request_id?: unknown } | null)?.request_id
      if (typeof rid === 'string') id = rid
    } catch {
      // not JSON: a new id
    }
  }
  const headers = new Headers(response.headers)
  headers.set('x-request-id', id ?? crypto.randomUUID())
  // HttpResponse keeps Set-Cookie where the browser's Response would drop it
  return new HttpResponse(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

async function answer(
  request: Request,
  url: URL,
  method: string,
  cookies: Record<string, string>,
  options: MockApiOptions,
  ctx: RequestContext,
): Promise<Response> {
  tick()
  // what the real API finished before answering is finished before any write acts on it
  if (method !== 'GET' && method !== 'HEAD') settleForWrite()

  const badBody = await checkBodyRules(request, method, url)
  if (badBody) return finish(badBody, ctx, options)
  const badJson = await checkJsonBody(request)
  if (badJson) return finish(badJson, ctx, options)

  const auth = authenticate(request.headers, cookies, {
    requireLogin: options.requireLogin ?? false,
    trustCookieSessions: options.trustCookieSessions ?? false,
  })
  if (auth.kind === 'actor') ctx.actor = auth.actor
  if (auth.kind === 'invalid' && auth.clearSession) ctx.setCookies.push(clearSessionCookie())
  if (!ctx.actor && !isPublic(method, url.pathname)) return finish(unauthorized(), ctx, options)

  setContext(request, ctx)
  const routes = apiRoutes()
  // the generated map consumes the body; its refusals are reworded from a copy of it
  const bodyText = method === 'POST' || method === 'PUT' ? await request.clone().text() : ''
  let response: Response | undefined
  try {
    // only the routes that can match are asked: MSW parses cookies and paths for each one
    const candidates = candidateHandlers(routes.http, method, url)
    response = await getResponse(candidates, request, { baseUrl: url.origin })
    if (response?.status === 400 || response?.status === 404) {
      const params = routeParamsOf(routes, method, url)
      response = await conciseValidationError(response, url, bodyText, params)
    }
  } catch (e) {
    // the generated wrapper reads the body with req.json(): an empty body lands here
    if (!(e instanceof SyntaxError)) throw e
    response = apiError(
      400,
      'InvalidRequest',
      'unable to parse JSON body: EOF while parsing a value at line 1 column 0',
    )
  }
  response ??= apiError(404, 'NotFound', `no route for ${method} ${url.pathname}`)
  return finish(response, ctx, options)
}

/** The mock API as MSW handlers: one catch-all that runs the pipeline. */
export function createMockHandlers(options: MockApiOptions = {}): HttpHandler[] {
  // a RegExp, not '*': MSW decodes the parameters of a string path, and a malformed
  // percent-encoding (`/v1/projects/%`) would throw there, before the pipeline could refuse it
  return [http.all(/.*/, ({ request, cookies }) => handleApiRequest(request, cookies, options))]
}
