import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from '~/util/constants'

/*
 * Pure validators returning the exact messages of the spec (section 5), or undefined when the
 * value is fine. They plug straight into react-hook-form's `validate`.
 */

export const requiredMessage = (label: string) => `${label} is required`

export function validateName(name: string, label = 'Name', required = true): string | undefined {
  if (name.length > MAX_NAME_LENGTH) return `Must be ${MAX_NAME_LENGTH} characters or fewer`
  if (name.length === 0) return required ? requiredMessage(label) : undefined
  if (/[^a-z0-9-]/.test(name)) return 'Can only contain lower-case letters, numbers, and dashes'
  if (!/^[a-z]/.test(name)) return 'Must start with a lower-case letter'
  if (name.endsWith('-')) return 'Must end with a letter or number'
  return undefined
}

export function validateDescription(description: string): string | undefined {
  if (description.length > MAX_DESCRIPTION_LENGTH) {
    return `A description must be no longer than ${MAX_DESCRIPTION_LENGTH} characters`
  }
  return undefined
}

// ---- IP addresses ----

const DEC_OCTET = /^(0|[1-9]\d{0,2})$/

/** Dotted quad, four decimal octets 0-255, no leading zeros (which some parsers read as octal). */
function isIpv4(s: string): boolean {
  const parts = s.split('.')
  return parts.length === 4 && parts.every((p) => DEC_OCTET.test(p) && Number(p) <= 255)
}

const HEXTET = /^[0-9a-f]{1,4}$/i

/** RFC 4291 text forms: eight hextets, one `::` run of zeros, optional trailing dotted quad. */
function isIpv6(s: string): boolean {
  const halves = s.split('::')
  if (halves.length > 2) return false
  const groups = (half: string | undefined) => (half ? half.split(':') : [])
  const head = groups(halves[0])
  const tail = halves.length === 2 ? groups(halves[1]) : []
  const all = [...head, ...tail]
  let count = 0
  for (const [i, g] of all.entries()) {
    if (HEXTET.test(g)) count += 1
    // an embedded IPv4 address may only be the very last group
    else if (i === all.length - 1 && s.endsWith(g) && isIpv4(g)) count += 2
    else return false
  }
  return halves.length === 2 ? count <= 7 : count === 8
}

export const ipVersion = (s: string): 4 | 6 | null => (isIpv4(s) ? 4 : isIpv6(s) ? 6 : null)

export function validateIp(ip: string): string | undefined {
  return ipVersion(ip) ? undefined : 'Not a valid IP address'
}

const IP_NET_SHAPE = 'Must contain an IP address and a width, separated by a /'

export function validateIpNet(ipNet: string): string | undefined {
  const parts = ipNet.split('/')
  if (parts.length !== 2) return IP_NET_SHAPE
  const [address = '', width = ''] = parts
  if (!address || !width) return IP_NET_SHAPE
  const version = ipVersion(address)
  if (!version) return 'Not a valid IP address'
  if (!/^\d+$/.test(width)) return 'Width must be an integer'
  const n = Number(width)
  if (version === 4 && n > 32) return 'Max width for IPv4 is 32'
  if (version === 6 && n > 128) return 'Max width for IPv6 is 128'
  return undefined
}

// ---- ports ----

/** `80` or `8000-8080` (trimmed) as [start, end]; null when it is not one. */
export function parsePortRange(value: string): [number, number] | null {
  const m = value.trim().match(/^(\d{1,5})(?:-(\d{1,5}))?$/)
  if (!m?.[1]) return null
  const start = Number(m[1])
  const end = m[2] === undefined ? start : Number(m[2])
  return end < start ? null : [start, end]
}

export function validatePortRange(value: string): string | undefined {
  return parsePortRange(value) ? undefined : 'Not a valid port range'
}

// ---- lists ----

/** Error when a list holds the same item twice (compared by `key`). */
export function uniqueItems<T>(
  items: readonly T[],
  key: (item: T) => unknown = (item) => item,
): string | undefined {
  const seen = new Set<unknown>()
  for (const item of items) {
    const k = key(item)
    if (seen.has(k)) return 'Items must be unique'
    seen.add(k)
  }
  return undefined
}

/** Error when `value` is already among `items` (for "add to list" inputs). */
export function validateNotInList<T>(value: T, items: readonly T[]): string | undefined {
  return items.includes(value) ? 'Item is already in the list' : undefined
}

// ---- SSH public keys ----

/** Key types the API takes, each with the fields its encoded body holds after the type name. */
const SSH_KEY_TYPES: Record<string, { curve?: string; fields: number; keyBytes?: number }> = {
  'ssh-ed25519': { fields: 1, keyBytes: 32 },
  'ssh-rsa': { fields: 2 },
  'ecdsa-sha2-nistp256': { curve: 'nistp256', fields: 2 },
  'ecdsa-sha2-nistp384': { curve: 'nistp384', fields: 2 },
  'ecdsa-sha2-nistp521': { curve: 'nistp521', fields: 2 },
  // security keys (FIDO): the key, then the application ("ssh:")
  'sk-ssh-ed25519@openssh.com': { fields: 2, keyBytes: 32 },
  'sk-ecdsa-sha2-nistp256@openssh.com': { curve: 'nistp256', fields: 3 },
}
const SSH_KEY_TYPE_NAMES = Object.keys(SSH_KEY_TYPES)

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

function base64Bytes(text: string): Uint8Array | null {
  if (text.length % 4 !== 0 || !BASE64.test(text)) return null
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
  } catch {
    return null
  }
}

/** The length-prefixed strings of an SSH wire-format blob, or null when it does not split. */
function sshStrings(blob: Uint8Array): Uint8Array[] | null {
  const out: Uint8Array[] = []
  let at = 0
  while (at < blob.length) {
    if (at + 4 > blob.length) return null
    const len =
      ((blob[at]! << 24) | (blob[at + 1]! << 16) | (blob[at + 2]! << 8) | blob[at + 3]!) >>> 0
    at += 4
    if (at + len > blob.length) return null
    out.push(blob.subarray(at, at + len))
    at += len
  }
  return out
}

const ascii = (bytes: Uint8Array | undefined) =>
  bytes ? String.fromCharCode(...bytes.subarray(0, 64)) : ''

/**
 * Checks an OpenSSH public key line, `type base64-body [comment]`, as `ssh-keygen` writes it
 * in a .pub file: a supported type, a base64 body whose encoded type is the same one and
 * whose parts are all there. Returns what is wrong in words, or undefined when it is fine.
 */
export function validateSshPublicKey(value: string): string | undefined {
  const key = value.trim()
  if (key === '') return undefined // the required rule speaks for an empty field
  if (/^-----BEGIN/.test(key) || /PRIVATE KEY/.test(key)) {
    return 'This is a private key: paste the public key (the .pub file) instead'
  }
  if (/^---- BEGIN SSH2 PUBLIC KEY/.test(key)) {
    return 'This key is in the SSH2 (RFC 4716) format: convert it with ssh-keygen -i -f, or paste the OpenSSH .pub line'
  }
  if (/[\r\n]/.test(key)) return 'Paste one key on a single line'
  const [type = '', body, ...comment] = key.split(/\s+/)
  void comment // anything after the body is a free comment
  const spec = SSH_KEY_TYPES[type]
  if (!spec) {
    if (base64Bytes(type)) return 'Start with the key type, e.g. ssh-ed25519, before the key data'
    return `Unknown key type "${type.slice(0, 40)}": use ${SSH_KEY_TYPE_NAMES.slice(0, 5).join(', ')} or a security key type`
  }
  if (!body) return `The key data is missing after ${type}`
  const blob = base64Bytes(body)
  if (!blob) return 'The key data is not valid base64'
  const parts = sshStrings(blob)
  if (!parts || parts.length === 0) return 'The key data is incomplete or damaged'
  const encodedType = ascii(parts[0])
  if (encodedType !== type) {
    return SSH_KEY_TYPES[encodedType]
      ? `The key data is an ${encodedType} key, but the line says ${type}`
      : `The key data does not hold an ${type} key`
  }
  if (parts.length - 1 !== spec.fields) return 'The key data is incomplete or damaged'
  if (spec.curve && ascii(parts[1]) !== spec.curve) return 'The key data is incomplete or damaged'
  if (spec.keyBytes && parts[1]!.length !== spec.keyBytes) {
    return 'The key data is incomplete or damaged'
  }
  return undefined
}
