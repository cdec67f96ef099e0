import { ipVersion, validateIpNet } from '~/components/form/validators'

/** An IPv4 address as a 32-bit number. */
const v4 = (address: string) => address.split('.').reduce((n, part) => n * 256 + Number(part), 0)

/** The RFC 1918 ranges a subnet's IPv4 block must come from. */
const PRIVATE_V4: [string, number][] = [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
]

const inside = (address: string, [net, width]: [string, number]) => {
  const size = 2 ** (32 - width)
  return Math.floor(v4(address) / size) === Math.floor(v4(net) / size)
}

/** The widths the API takes for a subnet's IPv4 block. */
const IPV4_WIDTH = { min: 8, max: 26 }

/**
 * A subnet's IPv4 block: the spec's IP-network messages first, then what is wrong with it for
 * a subnet (IPv4, a private range, a width the API takes).
 */
export function validateSubnetIpv4(value: string): string | undefined {
  const v = value.trim()
  if (v === '') return 'IPv4 block is required'
  const netError = validateIpNet(v)
  if (netError) return netError
  const [address = '', width = ''] = v.split('/')
  if (ipVersion(address) !== 4) return 'Must be an IPv4 network'
  const w = Number(width)
  if (w < IPV4_WIDTH.min || w > IPV4_WIDTH.max) {
    return `Width must be between ${IPV4_WIDTH.min} and ${IPV4_WIDTH.max}`
  }
  const range = PRIVATE_V4.find((r) => inside(address, r))
  if (!range) return 'Must be in a private range: 10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16'
  if (w < range[1]) return `Must fit inside ${range[0]}/${range[1]}`
  return undefined
}

/** The eight hextets of an IPv6 address in any of its text forms (a valid one). */
function hextets(address: string): number[] {
  const [head = '', tail] = address.split('::')
  const part = (s: string) => (s ? s.split(':').map((h) => parseInt(h, 16)) : [])
  const h = part(head)
  const t = tail === undefined ? [] : part(tail)
  return [...h, ...Array<number>(8 - h.length - t.length).fill(0), ...t]
}

/**
 * A subnet's optional IPv6 block: blank (the API picks one), or a /64 inside the VPC's /48
 * prefix. The IP-network messages come first.
 */
export function validateSubnetIpv6(value: string, vpcPrefix: string): string | undefined {
  const v = value.trim()
  if (v === '') return undefined
  const netError = validateIpNet(v)
  if (netError) return netError
  const [address = '', width = ''] = v.split('/')
  if (ipVersion(address) !== 6) return 'Must be an IPv6 network'
  if (Number(width) !== 64) return 'Width must be 64'
  const [prefix = ''] = vpcPrefix.split('/')
  const a = hextets(address)
  const p = hextets(prefix)
  if (a.slice(0, 3).some((h, i) => h !== p[i]))
    return `Must be inside the VPC’s prefix ${vpcPrefix}`
  return undefined
}
