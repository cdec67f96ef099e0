/** Signing in and out, the device flow, and the current user's own things (/v1/me...). */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import {
  checkPassword,
  clearSessionCookie,
  clearSignedOutCookie,
  createSession,
  sessionCookie,
  signedOutCookie,
} from '../auth'
import { atLeast, fleetRole, siloRole } from '../authz'
import { clientAddressOf } from '../client-address'
import { actorOf, contextOf } from '../context'
import { db } from '../db'
import { isUuid, newId, now, randomSecret } from '../db/ids'
import { invalidRequest, notFoundById, notFoundByName, unauthorized } from '../errors'
import { loginLockout, recordLoginFailure, recordLoginSuccess } from '../login-throttle'
import { lookupIn } from '../lookup'
import { assertNameFree, check, paginate, paginateArray, sendJson, stamp } from './util'

/** Letters that cannot be confused with each other or spell words, as in Nexus. */
const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ'
const DEVICE_AUTH_TTL_S = 300
const DEVICE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code'

function userCode(): string {
  const bytes = new Uint8Array(8)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => USER_CODE_ALPHABET[b % USER_CODE_ALPHABET.length]).join('')
}

/** Form fields of an x-www-form-urlencoded body (the OAuth endpoints). */
async function formFields(req: Request): Promise<URLSearchParams> {
  return new URLSearchParams(await req.text())
}

/** Whether a public key looks like an OpenSSH public key line. */
const SSH_KEY_RE =
  /^(ssh-(ed25519|rsa|dss)|ecdsa-sha2-nistp(256|384|521)|sk-[a-z0-9-]+@openssh\.com) [A-Za-z0-9+/]+={0,3}( .*)?$/

export const sessionHandlers = {
  ping: () => ({ status: 'ok' as const }),

  loginLocal({ path, body, req }) {
    const address = clientAddressOf(req)
    const lockout = loginLockout(path.siloName, body.username, address)
    if (lockout) throw lockout
    const user = checkPassword(path.siloName, body.username, body.password)
    if (!user) {
      recordLoginFailure(path.siloName, body.username, address)
      throw unauthorized()
    }
    recordLoginSuccess(path.siloName, body.username)
    const ctx = contextOf(req)
    ctx.setCookies.push(sessionCookie(createSession(user)), clearSignedOutCookie())
    return 204
  },

  /**
   * The SAML assertion consumer. The mock has no identity provider: it accepts a form field
   * `SAMLResponse` holding base64 JSON `{"user": "<user name>"}` for a user of the silo, opens
   * a session and redirects (303) to `RelayState` or `/`, like Nexus after a good assertion.
   */
  async loginSaml({ path, req }) {
    const silo = db.silos.byName('fleet', path.siloName)
    const idp = silo && db.samlProviders.byName(silo.id, path.providerName)
    if (!silo || !idp) throw notFoundByName('identity-provider', path.providerName)
    const form = await formFields(req)
    let userName: unknown
    try {
      userName = (JSON.parse(atob(form.get('SAMLResponse') ?? '')) as { user?: unknown }).user
    } catch {
      throw unauthorized()
    }
    const user = db.users
      .inScope(silo.id)
      .find((u) => db.credentials.get(u.id)?.userName === userName)
    if (!user) throw unauthorized()
    const relay = form.get('RelayState') ?? '/'
    const location = relay.startsWith('/') && !relay.startsWith('//') ? relay : '/'
    contextOf(req).setCookies.push(sessionCookie(createSession(user)), clearSignedOutCookie())
    throw new Response(null, { status: 303, headers: { Location: location } })
  },

  logout({ req }) {
    const ctx = contextOf(req)
    if (ctx.actor?.sessionId) db.sessions.delete(ctx.actor.sessionId)
    // the marker keeps a demo-mode browser signed out until it signs in again
    ctx.setCookies.push(clearSessionCookie(), signedOutCookie())
    return 204
  },

  async deviceAuthRequest({ req }) {
    const form = await formFields(req)
    const clientId = form.get('client_id') ?? ''
    check(isUuid(clientId), 'client_id must be a UUID')
    const ttlRaw = form.get('ttl_seconds')
    const ttl = ttlRaw ? Number(ttlRaw) : null
    check(
      ttl === null || (Number.isInteger(ttl) && ttl >= 1),
      'ttl_seconds must be a positive integer',
    )
    const code = userCode()
    const deviceCode = randomSecret(40)
    db.deviceAuthorizations.set(deviceCode, {
      clientId,
      deviceCode,
      userCode: code,
      expiresAt: Date.now() + DEVICE_AUTH_TTL_S * 1000,
      ttlSeconds: ttl,
      confirmedBy: null,
    })
    const origin = new URL(req.url).origin
    return sendJson({
      device_code: deviceCode,
      // shown with the dash where the console's code entry puts it
      user_code: `${code.slice(0, 3)}-${code.slice(3)}`,
      verification_uri: `${origin}/device/verify`,
      expires_in: DEVICE_AUTH_TTL_S,
    })
  },

  deviceAuthConfirm({ body, req }) {
    const actor = actorOf(req)
    const code = body.user_code.replace(/[^a-z]/gi, '').toUpperCase()
    const auth = [...db.deviceAuthorizations.values()].find(
      (a) => a.userCode === code && a.confirmedBy === null && a.expiresAt > Date.now(),
    )
    if (!auth)
      throw invalidRequest(`unknown, expired or already used user code "${body.user_code}"`)
    const max = db.siloAuthSettings.get(actor.siloId)?.device_token_max_ttl_seconds
    if (auth.ttlSeconds !== null && max != null && auth.ttlSeconds > max) {
      throw invalidRequest(`requested token lifetime exceeds the silo maximum of ${max} seconds`)
    }
    auth.confirmedBy = actor.user.id
    return 204
  },

  async deviceAccessToken({ req }) {
    const form = await formFields(req)
    const oauthError = (error: string, description: string) =>
      sendJson({ error, error_description: description }, 400)
    if (form.get('grant_type') !== DEVICE_GRANT_TYPE) {
      return oauthError('unsupported_grant_type', `grant_type must be ${DEVICE_GRANT_TYPE}`)
    }
    const auth = db.deviceAuthorizations.get(form.get('device_code') ?? '')
    if (!auth || auth.clientId !== form.get('client_id')) {
      return oauthError('invalid_grant', 'unknown device code or client id')
    }
    if (auth.expiresAt <= Date.now()) {
      db.deviceAuthorizations.delete(auth.deviceCode)
      return oauthError('expired_token', 'the device code has expired')
    }
    if (!auth.confirmedBy)
      return oauthError('authorization_pending', 'waiting for the user to confirm')
    const owner = db.users.get(auth.confirmedBy)!
    const max = db.siloAuthSettings.get(owner.silo_id)?.device_token_max_ttl_seconds ?? null
    const ttl = auth.ttlSeconds ?? max
    const token = {
      id: newId(),
      time_created: now(),
      time_expires: ttl === null ? null : new Date(Date.now() + ttl * 1000).toISOString(),
    }
    const secret = `oxide-token-${randomSecret(40)}`
    db.deviceTokens.insert(token, owner.id)
    db.tokenSecrets.set(secret, token.id)
    db.deviceAuthorizations.delete(auth.deviceCode)
    return sendJson({
      access_token: secret,
      token_type: 'Bearer',
      token_id: token.id,
      time_expires: token.time_expires,
    })
  },

  currentUserView({ req }) {
    const actor = actorOf(req)
    const silo = db.silos.get(actor.siloId)!
    return {
      ...actor.user,
      silo_name: silo.name,
      fleet_viewer: atLeast(fleetRole(actor), 'viewer'),
      silo_admin: siloRole(actor) === 'admin',
    }
  },

  currentUserGroups({ query, req }) {
    const actor = actorOf(req)
    const groups = actor.groupIds.map((id) => db.groups.get(id)!).filter(Boolean)
    return paginateArray(groups, query, (g) => g.id, 'id_ascending')
  },

  currentUserSshKeyList: ({ query, req }) => paginate(db.sshKeys, actorOf(req).user.id, query),

  currentUserSshKeyCreate({ body, req }) {
    const actor = actorOf(req)
    assertNameFree(db.sshKeys, actor.user.id, body.name, 'ssh-key')
    const publicKey = body.public_key.trim()
    check(SSH_KEY_RE.test(publicKey), 'public_key is not a valid OpenSSH public key')
    const { time } = stamp()
    const key = {
      id: newId(),
      name: body.name,
      description: body.description,
      public_key: publicKey,
      silo_user_id: actor.user.id,
      time_created: time,
      time_modified: time,
    }
    return db.sshKeys.insert(key, actor.user.id)
  },

  currentUserSshKeyView: ({ path, req }) => ownSshKey(actorOf(req).user.id, path.sshKey),

  currentUserSshKeyDelete({ path, req }) {
    const key = ownSshKey(actorOf(req).user.id, path.sshKey)
    db.sshKeys.delete(key.id)
    return 204
  },

  currentUserAccessTokenList: ({ query, req }) =>
    paginateArray(liveTokens(actorOf(req).user.id), query, (t) => t.id, 'id_ascending'),

  currentUserAccessTokenDelete({ path, req }) {
    const actor = actorOf(req)
    const token = db.deviceTokens.get(path.tokenId)
    if (!token || db.deviceTokens.scopeOf(token.id) !== actor.user.id) {
      throw notFoundById('device-access-token', path.tokenId)
    }
    deleteToken(token.id)
    return 204
  },
} satisfies Partial<MSWHandlers>

function ownSshKey(userId: string, key: string) {
  return lookupIn('ssh-key', db.sshKeys, userId, key, (k) => k.silo_user_id === userId)
}

/** A user's tokens that have not expired (Nexus does not list expired ones). */
export function liveTokens(userId: string) {
  return db.deviceTokens
    .inScope(userId)
    .filter((t) => !t.time_expires || Date.parse(t.time_expires) > Date.now())
}

export function deleteToken(tokenId: string): void {
  db.deviceTokens.delete(tokenId)
  for (const [secret, id] of db.tokenSecrets) if (id === tokenId) db.tokenSecrets.delete(secret)
}
