/**
 * Short, API-like messages for requests the generated handler map refuses.
 *
 * The generated map (app/api/__generated__/msw-handlers.ts, not ours to edit) validates
 * params and bodies with zod and answers a refusal with "Zod error for body: " followed by the
 * whole serialised error: a wall of JSON with the regex of the name rule in it. A real rack
 * names the field and the rule it broke, e.g. for a bad name
 * `unable to parse JSON body: name: name must begin with an ASCII lowercase character`.
 * `conciseValidationError` rewrites such an answer in that form (status and code kept).
 */
import { apiError } from './errors'

const BODY_PREFIX = 'Zod error for body: '
const PARAMS_PREFIX = 'Zod error for params: '
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const NAME_MAX = 63

type Issue = {
  code?: string
  path?: (string | number)[]
  message?: string
  expected?: string
  pattern?: string
  minimum?: number
  maximum?: number
  origin?: string
  values?: unknown[]
  keys?: string[]
  errors?: Issue[][]
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** `disks[0].name` from ['disks', 0, 'name'] (keys back in the API's snake case). */
export function fieldPath(path: readonly (string | number)[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i > 0 ? '.' : ''}${snake(p)}`))
    .join('')
}

/** The deepest, most specific issues: of a union, the branch that came closest. */
function leafIssues(issues: Issue[], prefix: (string | number)[] = []): Issue[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...(issue.path ?? [])]
    if (issue.code === 'invalid_union' && issue.errors?.length) {
      const branches = issue.errors.map((branch) => leafIssues(branch, path))
      const best = branches.reduce((a, b) => (b.length < a.length ? b : a))
      if (best.length) return best
    }
    return [{ ...issue, path }]
  })
}

/** Why a string is not a valid Name (the API's rules), or undefined when it is one. */
export function nameProblem(value: string): string | undefined {
  if (value.length === 0) return 'name requires at least one character'
  if (value.length > NAME_MAX) return `name may contain at most ${NAME_MAX} characters`
  if (UUID_RE.test(value)) return 'name cannot be a UUID to avoid ambiguity with IDs'
  if (!/^[a-z]/.test(value)) return 'name must begin with an ASCII lowercase character'
  const bad = /[^a-z0-9-]/.exec(value)
  if (bad) {
    return `name contains invalid character: "${bad[0]}" (allowed characters are lowercase ASCII, digits, and "-")`
  }
  if (value.endsWith('-')) return 'name cannot end with "-"'
  return undefined
}

const isNamePattern = (pattern: string | undefined) => !!pattern && pattern.includes('^[a-z]')
/** A length rule on a field called name (or ...Name), which is a Name in the API. */
const isNameField = (issue: Issue) => {
  const key = issue.path?.at(-1)
  return issue.origin === 'string' && typeof key === 'string' && /(^n|N)ame$/.test(key)
}

function valueAt(root: unknown, path: readonly (string | number)[]): unknown {
  let v = root
  for (const p of path) {
    if (v === null || typeof v !== 'object') return undefined
    // the schemas speak camelCase; the request was snake case
    const obj = v as Record<string | number, unknown>
    v = typeof p === 'number' ? obj[p] : (obj[snake(p)] ?? obj[p])
  }
  return v
}

const describeValue = (v: unknown) =>
  v === null ? 'null' : typeof v === 'string' ? `string "${v}"` : `${typeof v} ${String(v)}`

/** One issue as the API would word it, without the field's name. */
function ruleOf(issue: Issue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined
        ? 'missing field'
        : `invalid type: ${describeValue(value)}, expected ${issue.expected ?? 'another type'}`
    case 'invalid_format':
      if (isNamePattern(issue.pattern) && typeof value === 'string') {
        return nameProblem(value) ?? 'not a valid name'
      }
      return `invalid value: does not match the expected format${issue.origin === 'string' ? '' : ` of ${issue.origin}`}`
    case 'too_small':
      if (isNameField(issue) && typeof value === 'string' && nameProblem(value)) {
        return nameProblem(value)!
      }
      if (issue.origin === 'string' && issue.minimum === 1) return 'must not be empty'
      if (issue.origin === 'string') return `must be at least ${issue.minimum} characters long`
      if (issue.origin === 'array') return `must have at least ${issue.minimum} items`
      return `must be at least ${issue.minimum}`
    case 'too_big':
      if (isNameField(issue) && typeof value === 'string' && nameProblem(value)) {
        return nameProblem(value)!
      }
      if (issue.origin === 'string') return `may contain at most ${issue.maximum} characters`
      if (issue.origin === 'array') return `may have at most ${issue.maximum} items`
      return `must be at most ${issue.maximum}`
    case 'invalid_value':
      return `unknown variant ${JSON.stringify(value)}, expected one of ${(issue.values ?? [])
        .map((v) => JSON.stringify(v))
        .join(', ')}`
    case 'unrecognized_keys':
      return `unknown field${(issue.keys ?? []).length > 1 ? 's' : ''} ${(issue.keys ?? [])
        .map((k) => `\`${k}\``)
        .join(', ')}`
    default:
      return (issue.message ?? 'invalid value').replace(/^Invalid input: /, 'invalid value: ')
  }
}

/** The message for one refused body or query: the first issue, with its field. */
export function conciseMessage(
  kind: 'body' | 'params',
  issues: Issue[],
  input: unknown,
): string | undefined {
  const issue = leafIssues(issues)[0]
  if (!issue) return undefined
  const path = issue.path ?? []
  if (kind === 'body') {
    const value = valueAt(input, path)
    const rule = ruleOf(issue, value)
    const field = fieldPath(path)
    if (rule === 'missing field') return `unable to parse JSON body: missing field \`${field}\``
    return `unable to parse JSON body: ${field ? `${field}: ` : ''}${rule}`
  }
  // params: ['query', 'limit'] or ['path', 'project']
  const [where, ...rest] = path
  const value = valueAt(input, path)
  const field = fieldPath(rest)
  const rule = ruleOf(issue, value)
  if (where === 'path') return `bad parameter in URL path: ${field}: ${rule}`
  if (rule === 'missing field') return `unable to parse query string: missing field \`${field}\``
  return `unable to parse query string: ${field}: ${rule}`
}

function issuesOf(serialised: string): Issue[] | undefined {
  try {
    const error = JSON.parse(serialised) as { message?: string; issues?: Issue[] }
    if (Array.isArray(error.issues)) return error.issues
    const issues = JSON.parse(error.message ?? '') as unknown
    return Array.isArray(issues) ? (issues as Issue[]) : undefined
  } catch {
    return undefined
  }
}

/** What the request carried, as the generated map validated it. */
function inputOf(
  kind: 'body' | 'params',
  url: URL,
  bodyText: string,
  pathParams: Record<string, string>,
): unknown {
  if (kind === 'body') {
    try {
      return JSON.parse(bodyText) as unknown
    } catch {
      return undefined
    }
  }
  const query: Record<string, unknown> = {}
  for (const [k, v] of url.searchParams) query[k] = isNaN(Number(v)) ? v : Number(v)
  return { query, path: pathParams }
}

/**
 * A refusal of the generated map rewritten with a concise message; any other response is
 * returned as it is.
 */
export async function conciseValidationError(
  response: Response,
  url: URL,
  bodyText: string,
  /** The route's path parameters as the request spelled them (`{ metricName: 'cpus' }`). */
  pathParams: Record<string, string> = {},
): Promise<Response> {
  if (response.status !== 400 && response.status !== 404) return response
  if (!(response.headers.get('content-type') ?? '').includes('json')) return response
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { message?: unknown; error_code?: string } | undefined
  const message = typeof body?.message === 'string' ? body.message : ''
  const kind = message.startsWith(BODY_PREFIX)
    ? 'body'
    : message.startsWith(PARAMS_PREFIX)
      ? 'params'
      : undefined
  if (!kind) return response
  const issues = issuesOf(message.slice((kind === 'body' ? BODY_PREFIX : PARAMS_PREFIX).length))
  const concise = issues && conciseMessage(kind, issues, inputOf(kind, url, bodyText, pathParams))
  if (!concise) return response
  // a path parameter that does not parse is a bad request, as the API says, not a missing page
  if (concise.startsWith('bad parameter in URL path')) {
    return apiError(400, 'InvalidRequest', concise)
  }
  return apiError(response.status, body?.error_code ?? 'InvalidRequest', concise)
}
