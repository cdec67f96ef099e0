/**
 * What a request must be before any operation sees it, as the real API (Dropshot in front of
 * Nexus) refuses it. Shared by the request pipeline (browser worker, tests) and the standalone
 * server, which also applies the size limits while the body streams in (server-guards.ts).
 *
 * - The path decodes: a malformed percent-encoding is a 400.
 * - A body comes in the content type its operation declares (api-spec/nexus.json): JSON for
 *   all but the four below, `application/json` with any parameters (`; charset=utf-8`).
 *   Anything else, a body without a type included, is a 415. This is what stops a cross-site
 *   form or a no-cors fetch (which can send only text/plain, form-urlencoded, multipart or a
 *   typeless Blob) from writing with a signed-in browser's cookie.
 * - A body is at most its operation's limit (BODY_LIMITS), else a 413.
 * - JSON nests at most 128 deep (serde_json's recursion limit), else a 400.
 */
import { isAuditedMethod, operationOf, routeTable, type RouteTable } from './audit-log'
import { apiError } from './errors'
import { handlers } from './handlers'
import { MAX_BULK_WRITE } from './handlers/storage'

const KiB = 1024
const MiB = 1024 * KiB

/** A JSON body: 1 MiB, as Nexus configures Dropshot's request_body_max_bytes. */
export const DEFAULT_BODY_LIMIT = 1 * MiB

/**
 * Operations with a limit of their own (camelCase ids, as in the generated handler map):
 * - a bulk write carries 512 KiB of data (the Crucible pantry's limit) as base64, plus the
 *   JSON around it;
 * - a trust root is a signed TUF root role, a few KiB: 256 KiB leaves room for many keys;
 * - a repository upload is a TUF repository zip. The mock keeps the zip in memory only to read
 *   its version, so it takes up to 64 MiB (a real rack takes the full multi-GiB release).
 */
export const BODY_LIMITS: Readonly<Record<string, number>> = {
  diskBulkWriteImport: Math.ceil(MAX_BULK_WRITE / 3) * 4 + 1 * KiB,
  systemUpdateTrustRootCreate: 256 * KiB,
  systemUpdateRepositoryUpload: 64 * MiB,
}

/**
 * Operations whose body is not JSON, with the content types they take. The SAML assertion
 * consumer declares octet-stream, but an identity provider's browser form posts it
 * form-urlencoded, so it takes both.
 */
export const NON_JSON_BODIES: Readonly<Record<string, readonly string[]>> = {
  deviceAuthRequest: ['application/x-www-form-urlencoded'],
  deviceAccessToken: ['application/x-www-form-urlencoded'],
  loginSaml: ['application/octet-stream', 'application/x-www-form-urlencoded'],
  systemUpdateRepositoryUpload: ['application/octet-stream'],
}

/** serde_json's default recursion limit. */
export const MAX_JSON_DEPTH = 128

let routes: RouteTable | undefined

/** The generated routes with their operation ids (built once). */
export function apiRoutes(): RouteTable {
  routes ??= routeTable(handlers)
  return routes
}

/** The operation a request is for (camelCase), if any route has it. */
export const operationFor = (method: string, url: URL): string | undefined =>
  operationOf(apiRoutes(), method.toUpperCase(), url)

/** The most bytes the body of a request may have. */
export const bodyLimitOf = (operationId: string | undefined): number =>
  (operationId && BODY_LIMITS[operationId]) || DEFAULT_BODY_LIMIT

export const bodyTooLarge = (limit: number) =>
  apiError(413, 'PayloadTooLarge', `request body exceeded maximum size of ${limit} bytes`)

/** A 400 when a segment of the path is not valid percent-encoded UTF-8. */
export function checkPathEncoding(pathname: string): Response | undefined {
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment)
    return undefined
  } catch {
    return apiError(
      400,
      'InvalidRequest',
      'invalid URL path: malformed percent-encoding (not %XX of valid UTF-8)',
    )
  }
}

/** The media type of a Content-Type header, lowercased, without parameters. */
const mediaType = (header: string | null) => header?.split(';')[0]?.trim().toLowerCase() ?? ''

/**
 * A 415 when a request's body is not of a type its operation takes. A request with neither a
 * body nor a content type passes (an operation that needs a body then refuses the empty one).
 */
export function checkContentType(
  method: string,
  operationId: string | undefined,
  header: string | null,
  hasBody: boolean,
): Response | undefined {
  if (!isAuditedMethod(method.toUpperCase())) return undefined
  if (!hasBody && header === null) return undefined
  const accepted = (operationId && NON_JSON_BODIES[operationId]) || ['application/json']
  const type = mediaType(header)
  if (accepted.includes(type)) return undefined
  return apiError(
    415,
    'UnsupportedMediaType',
    `expected content type "${accepted.join('" or "')}", got "${type || 'none'}"`,
  )
}

/**
 * Where JSON text first nests deeper than `limit` (line and column, counted as serde counts
 * them), or undefined when it does not. Brackets inside strings do not count.
 */
export function jsonTooDeep(
  text: string,
  limit = MAX_JSON_DEPTH,
): { line: number; column: number } | undefined {
  let depth = 0
  let inString = false
  let line = 1
  let lineStart = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c)
        i++ // backslash: skip the escaped character
      else if (c === 0x22) inString = false
      continue
    }
    if (c === 0x22) inString = true
    else if (c === 0x0a) {
      line++
      lineStart = i + 1
    } else if (c === 0x5b || c === 0x7b) {
      depth++
      if (depth > limit) return { line, column: i - lineStart + 1 }
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return undefined
}
