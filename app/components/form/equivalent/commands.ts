/**
 * The three texts of the "Equivalent CLI" disclosure for one request: the `oxide` command, the
 * API call and curl. Pure functions of the wire request (app/api/request.ts), so the texts are
 * deterministic and unit-tested. Secrets never appear: see `maskSecrets`.
 */
import { type WireRequest } from '~/api/request-wire'

import { cliCommandName } from './cli-names'

/** Body keys (as on the wire) whose values are secret, and what is shown instead. */
const SECRET_KEYS: Record<string, string> = {
  password: '<password>',
  new_password: '<password>',
  secret: '<secret>',
  secrets: '<secret>',
  private_key: '<private-key>',
  // a certificate's private key (CertificateCreate is the only body with a `key`)
  key: '<private-key>',
  token: '<token>',
  md5_auth_key: '<md5 key>',
}

const maskValue = (value: unknown, placeholder: string): unknown => {
  if (typeof value === 'string') return placeholder
  if (Array.isArray(value)) return value.map((v) => maskValue(v, placeholder))
  if (value && typeof value === 'object') {
    // a tagged value ({ mode: 'password', value: '…' }): the tag stays, the rest is masked
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === 'mode' || k === 'type' ? v : maskValue(v, placeholder),
      ]),
    )
  }
  return value
}

/**
 * The body with every secret replaced by a placeholder such as "<password>". `extra` names
 * further keys of this request that are secret (a certificate's `key`).
 */
export function maskSecrets(body: unknown, extra: Record<string, string> = {}): unknown {
  const keys = { ...SECRET_KEYS, ...extra }
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk)
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [
          k,
          keys[k] === undefined ? walk(v) : maskValue(v, keys[k]),
        ]),
      )
    }
    return value
  }
  return walk(body)
}

/** A word for a POSIX shell: bare when it is plain, otherwise in single quotes. */
export const shellWord = (s: string) =>
  /^[\w.,:/@%+=-]+$/.test(s) ? s : `'${s.replaceAll("'", `'\\''`)}'`

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/_/g, '-')

const isScalar = (v: unknown) => ['string', 'number', 'boolean'].includes(typeof v)

const json = (body: unknown) => JSON.stringify(body, null, 2)

/** The CLI for one request: the command, and the body file it reads when there is one. */
export type CliText = { command: string; bodyFile?: string }

/**
 * The `oxide` command: its command name, then a flag per path and query parameter, then the
 * body: one flag per field when every field is a plain value, else `--json-body body.json`.
 * An operation the CLI has no command for goes through `oxide api`.
 */
export function cliText(req: WireRequest, body: unknown): CliText {
  const name = cliCommandName(req.operationId)
  if (!name) {
    const head = `oxide api ${shellWord(req.url)}${req.method === 'GET' ? '' : ` --method ${req.method}`}`
    return body === undefined
      ? { command: head }
      : { command: `${head} --input body.json`, bodyFile: json(body) }
  }
  const flags = Object.entries(req.params).map(([k, v]) => `--${kebab(k)} ${shellWord(v)}`)
  const fields =
    body && typeof body === 'object' && !Array.isArray(body) ? Object.entries(body) : []
  let bodyFile: string | undefined
  if (body !== undefined && fields.every(([, v]) => v === null || isScalar(v))) {
    for (const [k, v] of fields) if (v !== null) flags.push(`--${kebab(k)} ${shellWord(String(v))}`)
  } else if (body !== undefined) {
    flags.push('--json-body body.json')
    bodyFile = json(body)
  }
  return { command: ['oxide', name, ...flags].join(' '), bodyFile }
}

/** The CLI text as one script: the body file written first, then the command. */
export const cliScript = ({ command, bodyFile }: CliText) =>
  bodyFile ? `cat > body.json <<'EOF'\n${bodyFile}\nEOF\n${command}` : command

/** The API call: method and path with its query, then the body exactly as sent. */
export const apiText = (req: WireRequest, body: unknown) =>
  `${req.method} ${req.url}${body === undefined ? '' : `\n\n${json(body)}`}`

/** curl against the console's own origin, the token left to the shell. */
export function curlText(req: WireRequest, body: unknown, origin: string) {
  const lines = [
    `curl${req.method === 'GET' ? '' : ` -X ${req.method}`} ${shellWord(origin + req.url)}`,
    `-H "Authorization: Bearer $OXIDE_TOKEN"`,
  ]
  if (body !== undefined) lines.push(`--json ${shellWord(JSON.stringify(body))}`)
  return lines.join(' \\\n  ')
}
