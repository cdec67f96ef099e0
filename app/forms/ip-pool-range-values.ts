import { ipVersion, requiredMessage, validateIp } from '~/components/form/validators'

type Family = 'v4' | 'v6'

const familyOf = (ip: string): Family | null => {
  const v = ipVersion(ip)
  return v === 4 ? 'v4' : v === 6 ? 'v6' : null
}

const label = (f: Family) => (f === 'v4' ? 'IPv4' : 'IPv6')

/** An address as a number, for ordering (the text is checked with `ipVersion` first). */
export function ipToBigInt(ip: string): bigint {
  if (familyOf(ip) === 'v4') {
    return ip.split('.').reduce((n, octet) => (n << 8n) | BigInt(octet), 0n)
  }
  // IPv6: expand `::`, and read a trailing dotted quad as the last two hextets
  let text = ip
  const quad = text.match(/(\d+\.\d+\.\d+\.\d+)$/)?.[1]
  if (quad) {
    const v4 = ipToBigInt(quad)
    text = `${text.slice(0, -quad.length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const groups = (s: string) => (s ? s.split(':') : [])
  const h = groups(head)
  const t = tail === undefined ? [] : groups(tail)
  const all = [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t]
  return all.reduce((n, g) => (n << 16n) | BigInt(`0x${g}`), 0n)
}

/** One end of a range: required, an IP address, and of the pool's family. */
export function validateRangeEnd(value: string, end: 'First' | 'Last', pool: Family) {
  const ip = value.trim()
  if (!ip) return requiredMessage(end)
  const invalid = validateIp(ip)
  if (invalid) return invalid
  const family = familyOf(ip)
  if (family !== pool) return `${label(family!)} address not allowed in ${label(pool)} pool`
  return undefined
}

/** The range as a whole, once both ends are valid: the first must not come after the last. */
export function validateRangeOrder(first: string, last: string): string | undefined {
  const a = first.trim()
  const b = last.trim()
  if (!familyOf(a) || familyOf(a) !== familyOf(b)) return undefined
  return ipToBigInt(a) > ipToBigInt(b)
    ? 'The last address must not come before the first'
    : undefined
}
