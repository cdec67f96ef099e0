import { ipToBigInt, validateHostBits } from '~/components/form/ip-net'
import { ipVersion, validateIpNet } from '~/components/form/validators'

/** An IPv4 address as a 32-bit number. */
const v4 = (address: string) => Number(ipToBigInt(address))

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
  return validateHostBits(v)
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
  if (ipVersion(prefix) === 6 && ipToBigInt(address) >> 80n !== ipToBigInt(prefix) >> 80n)
    return `Must be inside the VPC’s prefix ${vpcPrefix}`
  return validateHostBits(v)
}
