import { ipToBigInt, validateHostBits } from '~/components/form/ip-net'
import { ipVersion, validateIpNet } from '~/components/form/validators'

/**
 * A VPC's optional IPv6 prefix: blank, or a unique local address (fd00::/8) with width 48 and
 * no host bits. The IP-network messages of the spec come first, then what is wrong about the
 * prefix.
 */
export function validateVpcIpv6Prefix(value: string): string | undefined {
  const v = value.trim()
  if (v === '') return undefined
  const netError = validateIpNet(v)
  if (netError) return netError
  const [address = '', width = ''] = v.split('/')
  if (ipVersion(address) !== 6) return 'Must be an IPv6 prefix'
  if (ipToBigInt(address) >> 120n !== 0xfdn) return 'Must be a unique local address (fd00::/8)'
  if (Number(width) !== 48) return 'Width must be 48'
  return validateHostBits(v)
}
