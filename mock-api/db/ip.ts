/** Small IP helpers for allocating addresses from pools and subnets. */

export type IpVersion = 'v4' | 'v6'

export const ipVersion = (ip: string): IpVersion => (ip.includes(':') ? 'v6' : 'v4')

export function parseIp(ip: string): bigint {
  if (ipVersion(ip) === 'v4') {
    return ip.split('.').reduce((acc, octet) => (acc << 8n) + BigInt(Number(octet)), 0n)
  }
  // an embedded dotted quad (::ffff:10.1.2.3) stands for the last two groups
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(ip)?.[1]
  if (dotted) {
    const n = parseIp(dotted)
    ip = `${ip.slice(0, -dotted.length)}${(n >> 16n).toString(16)}:${(n & 0xffffn).toString(16)}`
  }
  const [head = '', tail = ''] = ip.split('::')
  const headParts = head ? head.split(':') : []
  const tailParts = ip.includes('::') && tail ? tail.split(':') : []
  const missing = 8 - headParts.length - tailParts.length
  const parts = [...headParts, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailParts]
  return parts.reduce((acc, h) => (acc << 16n) + BigInt(parseInt(h || '0', 16)), 0n)
}

export function formatIp(n: bigint, version: IpVersion): string {
  if (version === 'v4') {
    return [24n, 16n, 8n, 0n].map((shift) => ((n >> shift) & 255n).toString()).join('.')
  }
  const groups = [112n, 96n, 80n, 64n, 48n, 32n, 16n, 0n].map((s) => (n >> s) & 0xffffn)
  // compress the longest run of zero groups (at least two) to "::"
  let best = { start: -1, len: 0 }
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0n) {
      i++
      continue
    }
    let j = i
    while (j < 8 && groups[j] === 0n) j++
    if (j - i > best.len) best = { start: i, len: j - i }
    i = j
  }
  const hex = groups.map((g) => g.toString(16))
  if (best.len < 2) return hex.join(':')
  const head = hex.slice(0, best.start).join(':')
  const tail = hex.slice(best.start + best.len).join(':')
  return `${head}::${tail}`
}

/** First address and prefix length of a CIDR block. */
export function parseCidr(cidr: string): { base: bigint; width: number; version: IpVersion } {
  const [addr = '', width = '0'] = cidr.split('/')
  return { base: parseIp(addr), width: Number(width), version: ipVersion(addr) }
}

const bitsOf = (version: IpVersion) => (version === 'v4' ? 32 : 128)

/** The block's network in its usual text form: the address with its host bits cleared. */
export function networkOf(cidr: string): string {
  const { base, width, version } = parseCidr(cidr)
  const host = (1n << BigInt(bitsOf(version) - width)) - 1n
  return `${formatIp(base & ~host, version)}/${width}`
}

/** Whether a block's address has bits set after its width (10.0.0.5/24: an address, no network). */
export function hasHostBits(cidr: string): boolean {
  const { base, width, version } = parseCidr(cidr)
  return (base & ((1n << BigInt(bitsOf(version) - width)) - 1n)) !== 0n
}

/**
 * The `index`th block of width `width` inside `cidr` (a network), e.g. the second /64 of
 * fd12:3456:789a::/48 is fd12:3456:789a:1::/64. Arithmetic on the numbers, so any text form of
 * the outer block gives a well-formed inner one.
 */
export function subBlock(cidr: string, width: number, index: number): string {
  const { base, version } = parseCidr(networkOf(cidr))
  const n = base + (BigInt(index) << BigInt(bitsOf(version) - width))
  return `${formatIp(n, version)}/${width}`
}

/** The address `offset` places after the start of a block. */
export function addressIn(cidr: string, offset: bigint): string {
  const { base, version } = parseCidr(networkOf(cidr))
  return formatIp(base + offset, version)
}

/** Number of addresses in a range, inclusive. */
export const rangeSize = (first: string, last: string): bigint =>
  parseIp(last) - parseIp(first) + 1n

/** The lowest address of the ranges not in `used`, or undefined when the ranges are full. */
export function firstFree(
  ranges: { first: string; last: string }[],
  used: Set<string>,
): string | undefined {
  for (const { first, last } of ranges) {
    const version = ipVersion(first)
    const end = parseIp(last)
    // scanning is bounded by the number of used addresses, not by the size of the range
    for (let n = parseIp(first), tries = 0; n <= end && tries <= used.size; n++, tries++) {
      const ip = formatIp(n, version)
      if (!used.has(ip)) return ip
    }
  }
  return undefined
}

/** Whether `ip` lies inside the CIDR block. */
export function cidrContains(cidr: string, ip: string): boolean {
  const { base, width, version } = parseCidr(cidr)
  if (ipVersion(ip) !== version) return false
  const bits = version === 'v4' ? 32 : 128
  const shift = BigInt(bits - width)
  return parseIp(ip) >> shift === base >> shift
}

/** Whether two CIDR blocks overlap. */
export function cidrsOverlap(a: string, b: string): boolean {
  const pa = parseCidr(a)
  const pb = parseCidr(b)
  if (pa.version !== pb.version) return false
  const bits = pa.version === 'v4' ? 32 : 128
  const shift = BigInt(bits - Math.min(pa.width, pb.width))
  return pa.base >> shift === pb.base >> shift
}
