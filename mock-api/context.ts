/**
 * Per-request context handed from the request pipeline (which authenticates) to the operation
 * handlers. MSW passes the same Request object to every handler, so a WeakMap keyed by it is
 * safe under concurrent requests.
 */
import type { Api, Json } from './db/schema'
import { unauthorized } from './errors'

export interface Actor {
  user: Json<Api.User>
  siloId: string
  groupIds: string[]
  /** How the caller authenticated; `demo` is the cookie-less demo mode. */
  via: 'session' | 'token' | 'demo'
  sessionId: string | null
  tokenId: string | null
}

export interface RequestContext {
  actor: Actor | null
  /** Set-Cookie values the response should carry. */
  setCookies: string[]
}

const contexts = new WeakMap<Request, RequestContext>()

export function setContext(req: Request, ctx: RequestContext): void {
  contexts.set(req, ctx)
}

export function contextOf(req: Request): RequestContext {
  const ctx = contexts.get(req)
  if (!ctx) throw new Error('mock API request without context (not routed through the pipeline)')
  return ctx
}

/** The signed-in caller; a 401 for operations that need one. */
export function actorOf(req: Request): Actor {
  const actor = contextOf(req).actor
  if (!actor) throw unauthorized()
  return actor
}
