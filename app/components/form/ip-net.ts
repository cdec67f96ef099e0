/*
 * IP networks beyond their shape: an address as a number, and the rule that a network has no
 * host bits set (10.0.0.5/24 is an address with a width, not a network). Kept apart from
 * validators.ts so that only the network forms load it.
 */
import { ipVersion, validateIpNet } from './validators'

/** A valid address as a number (32 bits for IPv4, 128 for IPv6). */
export function ipToBigInt(address: string): bigint {
  if (ipVersion(address) === 4) {
    return address.split('.').reduce((n, part) => (n << 8n) + BigInt(part), 0n)
  }
  // an embedded dotted quad stands for the last two hextets
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1]
  let text = address
  if (dotted) {
    const n = ipToBigInt(dotted)
    text = `${address.slice(0, -dotted.length)}${(n >> 16n).toString(16)}:${(n & 0xffffn).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const groups = (s: string) => (s ? s.split(':') : [])
  const h = groups(head)
  const t = tail === undefined ? [] : groups(tail)
  const all = [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t]
  return all.reduce((n, g) => (n << 16n) + BigInt(parseInt(g, 16)), 0n)
}

/** An address in its usual text form: dotted quad, or RFC 5952 IPv6 (longest zero run as ::). */
export function bigIntToIp(n: bigint, version: 4 | 6): string {
  if (version === 4) return [24n, 16n, 8n, 0n].map((s) => ((n >> s) & 255n).toString()).join('.')
  const groups = [112n, 96n, 80n, 64n, 48n, 32n, 16n, 0n].map((s) => (n >> s) & 0xffffn)
  let best = { start: -1, len: 0 }
  for (let i = 0; i < 8;) {
    let j = i
    while (j < 8 && groups[j] === 0n) j++
    if (j - i > best.len) best = { start: i, len: j - i }
    i = j === i ? i + 1 : j
  }
  const hex = groups.map((g) => g.toString(16))
  if (best.len < 2) return hex.join(':')
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.len).join(':')}`
}

/** The network of a well-formed block: its address with the host bits cleared, and the width. */
export function networkOf(ipNet: string): string {
  const [address = '', width = ''] = ipNet.split('/')
  const version = ipVersion(address) ?? 4
  const bits = version === 4 ? 32n : 128n
  const hostBits = bits - BigInt(width)
  const base = (ipToBigInt(address) >> hostBits) << hostBits
  return `${bigIntToIp(base, version)}/${width}`
}

/**
 * A network has no bits set after its width (`10.0.0.5/24` is an address, not a network): the
 * message offers the network meant. For a well-formed block; undefined when it is a network.
 */
export function validateHostBits(ipNet: string): string | undefined {
  const [address = '', width = ''] = ipNet.split('/')
  const version = ipVersion(address) ?? 4
  const hostBits = BigInt((version === 4 ? 32 : 128) - Number(width))
  const value = ipToBigInt(address)
  if ((value >> hostBits) << hostBits === value) return undefined
  return `Host bits must be zero. Did you mean ${networkOf(ipNet)}?`
}

/**
 * An IP network: the spec's shape messages (validateIpNet), then no host bits set, with the
 * network meant offered.
 */
export function validateIpNetwork(ipNet: string): string | undefined {
  return validateIpNet(ipNet) ?? validateHostBits(ipNet)
}
