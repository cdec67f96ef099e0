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
export function isIpv4(s: string): boolean {
  const parts = s.split('.')
  return parts.length === 4 && parts.every((p) => DEC_OCTET.test(p) && Number(p) <= 255)
}

const HEXTET = /^[0-9a-f]{1,4}$/i

/** RFC 4291 text forms: eight hextets, one `::` run of zeros, optional trailing dotted quad. */
export function isIpv6(s: string): boolean {
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
