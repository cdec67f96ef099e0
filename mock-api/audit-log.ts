/**
 * The audit log of the mock: every write the pipeline answers (any method but GET and HEAD,
 * allowed or refused) becomes one entry, shaped as the API's `AuditLogEntry`. The pipeline
 * calls `recordWrite` once per request (pipeline.ts); no operation handler knows about it.
 */
import { matchRequestUrl, type HttpHandler } from 'msw'

import { makeHandlers, type MSWHandlers } from '../app/api/__generated__/msw-handlers'
import { knownClientAddress } from './client-address'
import type { Actor } from './context'
import { db } from './db'
import type { Api, Json } from './db/schema'
import { loopbackAddressDeleteRoute } from './handlers/rack-networking-route'
import { candidateRoutes } from './route-index'

type Entry = Json<Api.AuditLogEntry>

/** The generated routes, each with the operation id it serves (same order as MSW tries them). */
export interface RouteTable {
  http: HttpHandler[]
  ids: string[]
}

/**
 * Builds the generated route table and learns which operation each route serves: the
 * generated `makeHandlers` reads one entry of the handler map per route, in order.
 */
export function routeTable(handlers: MSWHandlers): RouteTable {
  const ids: string[] = []
  const tracking = new Proxy(handlers, {
    get(target, key, receiver) {
      if (typeof key === 'string') ids.push(key)
      return Reflect.get(target, key, receiver) as unknown
    },
  })
  // MSW reads a stack trace in every handler's constructor, only to name where the handler was
  // made in its logs; with some three hundred routes V8 then has to reparse large parts of
  // the bundle for source positions. Without frames it has nothing to look up.
  const stackTraceLimit = Error.stackTraceLimit
  Error.stackTraceLimit = 0
  let http: HttpHandler[]
  try {
    http = makeHandlers(tracking)
  } finally {
    Error.stackTraceLimit = stackTraceLimit
  }
  if (ids.length !== http.length) throw new Error('audit log: cannot map routes to operations')
  // a generated route that cannot accept any request (see handlers/rack-networking-route.ts)
  const loopbackDelete = ids.indexOf('networkingLoopbackAddressDelete')
  if (loopbackDelete >= 0) {
    http[loopbackDelete] = loopbackAddressDeleteRoute(handlers.networkingLoopbackAddressDelete)
  }
  return { http, ids }
}

/** The route a request matches: its operation and its path parameters as the request spelled them. */
function matchRoute(routes: RouteTable, method: string, url: URL) {
  for (const i of candidateRoutes(routes.http, method, url.pathname)) {
    const info = routes.http[i]!.info as { method: unknown; path: unknown }
    if (info.method !== method || typeof info.path !== 'string') continue
    const match = matchRequestUrl(url, info.path, url.origin)
    if (match.matches) return { id: routes.ids[i], params: match.params as Record<string, unknown> }
  }
  return undefined
}

/** The operation a request is for (camelCase, as in the generated map), if any route has it. */
export const operationOf = (routes: RouteTable, method: string, url: URL): string | undefined =>
  matchRoute(routes, method, url)?.id

/** The path parameters of the route a request matches; none when none. */
export function routeParamsOf(
  routes: RouteTable,
  method: string,
  url: URL,
): Record<string, string> {
  const params: Record<string, string> = {}
  for (const [k, v] of Object.entries(matchRoute(routes, method, url)?.params ?? {})) {
    if (typeof v === 'string') params[k] = v
  }
  return params
}

/** `projectCreate` -> `project_create`, as the API names its operations. */
export const snakeOperationId = (id: string) => id.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** Whether a request is a write the audit log records. */
export const isAuditedMethod = (method: string) => method !== 'GET' && method !== 'HEAD'

function actorJson(actor: Actor | null): Entry['actor'] {
  if (!actor) return { kind: 'unauthenticated' }
  return { kind: 'silo_user', silo_id: actor.siloId, silo_user_id: actor.user.id }
}

function credentialOf(actor: Actor | null): Pick<Entry, 'auth_method' | 'credential_id'> {
  if (!actor) return { auth_method: null, credential_id: null }
  if (actor.via === 'token') return { auth_method: 'access_token', credential_id: actor.tokenId }
  // the session's public id, never the cookie's secret; demo mode has no session at all
  const session = actor.sessionId ? db.sessions.get(actor.sessionId) : undefined
  return { auth_method: 'session_cookie', credential_id: session?.publicId ?? null }
}

async function resultOf(
  response: Response,
): Promise<{ result: Entry['result']; requestId?: string }> {
  const status = response.status
  if (status < 400) return { result: { kind: 'success', http_status_code: status } }
  let body: Record<string, unknown> = {}
  try {
    const parsed: unknown = JSON.parse(await response.clone().text())
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>
  } catch {
    // not JSON: the status alone says what happened
  }
  const message =
    typeof body.message === 'string'
      ? body.message
      : typeof body.error_description === 'string'
        ? body.error_description
        : typeof body.error === 'string'
          ? body.error
          : response.statusText || `HTTP ${status}`
  const code =
    typeof body.error_code === 'string'
      ? body.error_code
      : typeof body.error === 'string'
        ? body.error
        : null
  return {
    result: { kind: 'error', http_status_code: status, error_code: code, error_message: message },
    requestId: typeof body.request_id === 'string' ? body.request_id : undefined,
  }
}

/** Keeps the log ordered by completion time, then id, as the API lists it. */
export function insertEntry(entry: Entry): void {
  const log = db.auditLog
  let i = log.length
  while (
    i > 0 &&
    (log[i - 1]!.time_completed > entry.time_completed ||
      (log[i - 1]!.time_completed === entry.time_completed && log[i - 1]!.id > entry.id))
  ) {
    i--
  }
  log.splice(i, 0, entry)
}

/** Records one answered write. `response` is what the caller receives (request_id included). */
export async function recordWrite(args: {
  request: Request
  url: URL
  operationId: string
  actor: Actor | null
  timeStarted: string
  response: Response
}): Promise<void> {
  const { request, url, operationId, actor, timeStarted, response } = args
  const { result, requestId: bodyId } = await resultOf(response)
  const requestId = response.headers.get('x-request-id') ?? bodyId
  insertEntry({
    id: crypto.randomUUID(),
    actor: actorJson(actor),
    ...credentialOf(actor),
    operation_id: snakeOperationId(operationId),
    request_id: requestId ?? crypto.randomUUID(),
    request_uri: (url.pathname + url.search).slice(0, 512),
    result,
    // as the standalone server resolved it (its socket, or a trusted proxy's X-Forwarded-For:
    // server-guards.ts); the header itself is never read here, so a caller cannot write what
    // it likes into the log. Without one (the browser worker, the tests): 127.0.0.1.
    source_ip: knownClientAddress(request) ?? '127.0.0.1',
    time_started: timeStarted,
    time_completed: new Date().toISOString(),
    user_agent: request.headers.get('user-agent')?.slice(0, 256) ?? null,
  })
}
