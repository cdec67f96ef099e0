/**
 * Authentication, as on a real rack plus a demo mode.
 *
 * - `Authorization: Bearer <token>`: a device access token (seeded: `ferrite-demo-token`, ada's).
 * - Cookie `session=<user id>.<secret>` (HttpOnly, SameSite=Lax, path /), set by local login
 *   and removed by logout. Encoding the user id lets the in-browser mock, whose db is rebuilt
 *   on every page reload, recognise a session made before the reload (`trustCookieSessions`).
 *   The standalone server knows every session it issued and accepts no other.
 * - Demo mode (unless `requireLogin`): a caller with no credentials acts as ada. Signing out
 *   sets the marker cookie `ferrite-signed-out=1`, after which such a caller is signed out
 *   (401) until the next login, which clears the marker.
 */
import type { Actor } from './context'
import { db, userId } from './db'
import { newId, now, randomSecret } from './db/ids'
import type { Api, Json } from './db/schema'

const SESSION_COOKIE = 'session'
const SIGNED_OUT_COOKIE = 'ferrite-signed-out'
/** The user the demo mode acts as. */
const DEMO_USER_ID = userId('lumen', 'ada')

export interface AuthOptions {
  /** No demo mode: callers without credentials are signed out. */
  requireLogin: boolean
  /** Accept a well-formed session cookie of an existing user this db did not issue. */
  trustCookieSessions: boolean
}

const cookie = (name: string, value: string, attrs: string) => `${name}=${value}; Path=/; ${attrs}`

export const sessionCookie = (value: string) =>
  cookie(SESSION_COOKIE, value, 'HttpOnly; SameSite=Lax')
export const clearSessionCookie = () =>
  cookie(SESSION_COOKIE, '', 'HttpOnly; SameSite=Lax; Max-Age=0')
/** Lasts a year so that a signed-out demo stays signed out across reloads and restarts. */
export const signedOutCookie = () =>
  cookie(SIGNED_OUT_COOKIE, '1', 'SameSite=Lax; Max-Age=31536000')
export const clearSignedOutCookie = () => cookie(SIGNED_OUT_COOKIE, '', 'SameSite=Lax; Max-Age=0')

function actorFor(user: Json<Api.User>, via: Actor['via'], ids: Partial<Actor> = {}): Actor {
  const groupIds: string[] = []
  for (const [groupId, members] of db.groupMembers) if (members.has(user.id)) groupIds.push(groupId)
  return {
    user,
    siloId: user.silo_id,
    groupIds,
    via,
    sessionId: ids.sessionId ?? null,
    tokenId: ids.tokenId ?? null,
  }
}

type AuthResult =
  | { kind: 'actor'; actor: Actor }
  /** Credentials were presented but are not valid. */
  | { kind: 'invalid'; clearSession: boolean }
  | { kind: 'anonymous' }

export function authenticate(
  headers: Headers,
  cookies: Record<string, string>,
  options: AuthOptions,
): AuthResult {
  const authz = headers.get('authorization')
  if (authz) {
    const match = /^Bearer\s+(\S+)$/i.exec(authz)
    const tokenId = match ? db.tokenSecrets.get(match[1]!) : undefined
    const token = tokenId ? db.deviceTokens.get(tokenId) : undefined
    const owner = token && db.users.get(db.deviceTokens.scopeOf(token.id) ?? '')
    const expired = token?.time_expires && Date.parse(token.time_expires) < Date.now()
    if (!token || !owner || expired) return { kind: 'invalid', clearSession: false }
    return { kind: 'actor', actor: actorFor(owner, 'token', { tokenId: token.id }) }
  }

  const sessionValue = cookies[SESSION_COOKIE]
  if (sessionValue) {
    let session = db.sessions.get(sessionValue)
    if (!session && options.trustCookieSessions) {
      const [uid = '', secret = ''] = sessionValue.split('.')
      if (db.users.get(uid) && secret.length >= 16) {
        session = {
          id: sessionValue,
          publicId: newId(),
          userId: uid,
          timeCreated: now(),
          timeLastUsed: now(),
        }
        db.sessions.set(sessionValue, session)
      }
    }
    const user = session && db.users.get(session.userId)
    if (!session || !user) return { kind: 'invalid', clearSession: true }
    session.timeLastUsed = now()
    return { kind: 'actor', actor: actorFor(user, 'session', { sessionId: session.id }) }
  }

  if (options.requireLogin || cookies[SIGNED_OUT_COOKIE]) return { kind: 'anonymous' }
  const demo = db.users.get(DEMO_USER_ID)
  return demo ? { kind: 'actor', actor: actorFor(demo, 'demo') } : { kind: 'anonymous' }
}

/** Checks local credentials against a silo; the user on success. */
export function checkPassword(siloName: string, userName: string, password: string) {
  const silo = db.silos.byName('fleet', siloName)
  if (!silo) return undefined
  for (const user of db.users.inScope(silo.id)) {
    const cred = db.credentials.get(user.id)
    // an empty stored password means login is disallowed
    if (cred?.userName === userName)
      return cred.password && cred.password === password ? user : undefined
  }
  return undefined
}

/** Opens a session; returns the cookie value. */
export function createSession(user: Json<Api.User>): string {
  const id = `${user.id}.${randomSecret(32)}`
  db.sessions.set(id, {
    id,
    publicId: newId(),
    userId: user.id,
    timeCreated: now(),
    timeLastUsed: now(),
  })
  return id
}
