/**
 * Puts a server refusal that names one field on that field, in the field's own words.
 *
 * The API names the field it refuses in its message, in the request's snake case:
 * "public_key is not a valid OpenSSH public key", "unable to parse JSON body: name: name must
 * begin with ...", 'unsupported value for "memory": ...'. Shown raw in a banner that reads
 * "Public_key is not a valid OpenSSH public key", far from the field. `apiFieldError` finds
 * the form field the message names (only fields the form shows) and words the message with
 * the field's label: "Public key is not a valid OpenSSH public key", under the public key.
 */
import { type ApiError } from '~/api/errors'
import { capitalize } from '~/util/str'

export type FieldMessage = { name: string; message: string }

/** The form's name for an API field: `public_key` → `publicKey`, `disks[0].name` → `disks.0.name`. */
export function formFieldName(apiField: string): string {
  return apiField
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .map((part) => part.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()))
    .join('.')
}

// the field as the message spells it: snake case words, optional [n] and .part
const FIELD = '([a-z][a-z0-9_]*(?:\\[\\d+\\])?(?:\\.[a-z][a-z0-9_]*(?:\\[\\d+\\])?)*)'
const UNSUPPORTED = new RegExp(`^unsupported value for "${FIELD}": (.+)$`, 'is')
const PREFIXED = new RegExp(`^${FIELD}: (.+)$`, 'is')
const LEADING = new RegExp(`^${FIELD} (.+)$`, 'is')

/**
 * The field a 400's message names and the message for it, or undefined when it names none of
 * `labels` (form field name → label).
 */
export function apiFieldError(
  error: Pick<ApiError, 'message' | 'statusCode' | 'errorCode'> | null | undefined,
  labels: ReadonlyMap<string, string>,
): FieldMessage | undefined {
  if (!error || error.statusCode !== 400) return undefined
  if (error.errorCode && !/^Invalid(Request|Value)$/.test(error.errorCode)) return undefined
  const text = error.message.trim()
  const find = (raw: string | undefined) => {
    if (!raw) return undefined
    const name = formFieldName(raw.toLowerCase())
    const label = labels.get(name)
    return label ? { name, label, raw: raw.toLowerCase() } : undefined
  }

  const unsupported = UNSUPPORTED.exec(text)
  if (unsupported) {
    const field = find(unsupported[1])
    return field && { name: field.name, message: capitalize(unsupported[2]!) }
  }
  const prefixed = PREFIXED.exec(text)
  if (prefixed) {
    const field = find(prefixed[1])
    if (!field) return undefined
    const rest = prefixed[2]!
    // "name: name must begin with ..." says the field's name twice: say its label once
    const lastWord = field.raw.split(/[._]/).at(-1) ?? field.raw
    const repeated = new RegExp(`^(${field.raw}|${lastWord}) `, 'i').exec(rest)
    return {
      name: field.name,
      message: repeated ? `${field.label} ${rest.slice(repeated[0].length)}` : capitalize(rest),
    }
  }
  const leading = LEADING.exec(text)
  if (leading) {
    const field = find(leading[1])
    return field && { name: field.name, message: `${field.label} ${leading[2]}` }
  }
  return undefined
}
