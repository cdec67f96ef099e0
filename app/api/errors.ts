import { camelWords, capitalize } from '~/util/str'

import type { ErrorResult } from './__generated__/http-client'

/** Every API failure, whatever its origin, becomes one of these (spec section 8). */
export class ApiError extends Error {
  readonly statusCode: number | undefined
  readonly errorCode: string | undefined
  readonly requestId: string | undefined
  /** Seconds to wait before trying again (a 429's or 503's Retry-After), when the server says */
  readonly retryAfter: number | undefined
  /** operationId of the call that failed */
  readonly method: string

  constructor(init: {
    message: string
    statusCode?: number
    errorCode?: string
    requestId?: string
    retryAfter?: number
    method: string
  }) {
    super(init.message)
    this.name = 'ApiError'
    this.statusCode = init.statusCode
    this.errorCode = init.errorCode
    this.requestId = init.requestId
    this.retryAfter = init.retryAfter
    this.method = init.method
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError

// "unable to parse JSON body: missing field `name` at line 1 column 2"
const JSON_PARSE_RE = /^unable to parse JSON body: (.+?)(?: at line \d+ column \d+)?$/s
// 'already exists: project "web"' or 'already exists: vpc-subnet "x"'
const ALREADY_EXISTS_RE = /already exists: ([a-z][a-z -]*?)(?: "| '|$| \()/i

/** Words that read in capitals wherever they appear in a resource kind. */
const ACRONYMS: Record<string, string> = {
  ssh: 'SSH',
  ip: 'IP',
  vpc: 'VPC',
  idp: 'IdP',
  scim: 'SCIM',
  tls: 'TLS',
  bgp: 'BGP',
}
const withAcronyms = (kind: string) =>
  kind
    .split(' ')
    .map((w) => ACRONYMS[w.toLowerCase()] ?? w)
    .join(' ')

/** Resource kind for an ObjectAlreadyExists error: from the message, else from the call name. */
function resourceOf(message: string | undefined, method: string): string {
  const fromMessage = message?.match(ALREADY_EXISTS_RE)?.[1]
  if (fromMessage) return withAcronyms(fromMessage.trim().replace(/[-_]/g, ' '))
  const words = camelWords(method)
  const i = words.indexOf('create')
  return withAcronyms((i > 0 ? words[i - 1] : undefined) ?? 'resource')
}

/** The message a user sees for a server error body (spec section 8, row by row). */
export function messageFor(
  body: { errorCode?: string | null; message?: string | null },
  status: number | undefined,
  method: string,
): string {
  const code = body.errorCode ?? undefined
  const message = body.message ?? undefined
  if (code === 'Forbidden' || (status === 403 && !code)) return 'Action not authorized'
  if (code === 'ObjectAlreadyExists')
    return `${capitalize(resourceOf(message, method))} name already exists`
  if (message) {
    const parse = message.match(JSON_PARSE_RE)
    if (parse?.[1]) return capitalize(parse[1])
    return capitalize(message)
  }
  return 'Unknown server error'
}

/** Retry-After in whole seconds (the HTTP-date form is not used by the API), or undefined. */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get('retry-after')?.trim()
  return value && /^\d+$/.test(value) ? Number(value) : undefined
}

/** The one funnel: turns a failed call's result into an ApiError and logs its details. */
export function processApiError(result: ErrorResult, method: string): ApiError {
  const { response } = result
  const url = response.url
  const status = response.status
  let error: ApiError
  if (result.type === 'client_error') {
    // spec section 8: the message, with the HTTP status
    error = new ApiError({
      message: `Error reading API response (HTTP ${status})`,
      statusCode: status,
      method,
    })
    console.error(`Error reading API response (${status}) from ${url}`, result.error)
    return error
  }
  const body = result.data ?? {}
  error = new ApiError({
    message: messageFor(body, status, method),
    statusCode: status,
    errorCode: body.errorCode ?? undefined,
    requestId: body.requestId ?? undefined,
    retryAfter: retryAfterOf(response),
    method,
  })
  console.error(
    `API error: ${method} ${url} → ${status}` +
      ` request_id=${error.requestId ?? '-'} code=${error.errorCode ?? '-'} message=${body.message ?? '-'}`,
  )
  return error
}
