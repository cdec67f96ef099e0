import { ipVersion, validateIpNet } from '~/components/form/validators'

/** Leading 16 bits of an IPv6 address written in any of its text forms. */
function firstHextet(address: string): number {
  const head = address.split('::')[0] ?? ''
  const first = head.split(':')[0]
  return first ? parseInt(first, 16) : 0
}

/**
 * A VPC's optional IPv6 prefix: blank, or a unique local address (fd00::/8) with width 48.
 * The IP-network messages of the spec come first, then what is wrong about the prefix.
 */
export function validateVpcIpv6Prefix(value: string): string | undefined {
  const v = value.trim()
  if (v === '') return undefined
  const netError = validateIpNet(v)
  if (netError) return netError
  const [address = '', width = ''] = v.split('/')
  if (ipVersion(address) !== 6) return 'Must be an IPv6 prefix'
  if ((firstHextet(address) & 0xff00) !== 0xfd00) {
    return 'Must be a unique local address (fd00::/8)'
  }
  if (Number(width) !== 48) return 'Width must be 48'
  return undefined
}
