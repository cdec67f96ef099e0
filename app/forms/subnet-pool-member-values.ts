/* The rules of a new subnet pool member, checked in the browser before the API sees them. */
import { type SubnetPoolMemberAdd } from '~/api/__generated__/Api'
import { validateIpNetwork } from '~/components/form/ip-net'
import { ipVersion } from '~/components/form/validators'

type Version = 'v4' | 'v6'

export interface MemberValues {
  subnet: string
  /** NaN when left empty: the API's default applies. */
  minPrefixLength: number
  maxPrefixLength: number
}

export const bitsOf = (v: Version) => (v === 'v4' ? 32 : 128)
const family = (v: Version) => (v === 'v4' ? 'IPv4' : 'IPv6')

/** The spec's IP network messages, then the pool's family. */
export function validateMemberSubnet(value: string, pool: Version): string | undefined {
  const v = value.trim()
  const shape = validateIpNetwork(v)
  if (shape) return shape
  const version = ipVersion(v.split('/')[0] ?? '') === 4 ? 'v4' : 'v6'
  if (version !== pool) return `This pool holds ${family(pool)} subnets`
  return undefined
}

/** The subnet's width, when the subnet is valid for the pool. */
function widthOf(subnet: string, pool: Version): number | undefined {
  if (validateMemberSubnet(subnet, pool)) return undefined
  return Number(subnet.trim().split('/')[1])
}

/** A prefix length lies between the subnet's width and the family's width. */
export function validatePrefixLength(
  n: number,
  values: MemberValues,
  pool: Version,
): string | undefined {
  if (Number.isNaN(n)) return undefined
  const bits = bitsOf(pool)
  const width = widthOf(values.subnet, pool) ?? 0
  if (n < width) return `Must be at least ${width}, the subnet's own width`
  if (n > bits) return `Max width for ${family(pool)} is ${bits}`
  return undefined
}

/** The smallest blocks must not be larger than the largest. */
export function validateMaxPrefixLength(
  n: number,
  values: MemberValues,
  pool: Version,
): string | undefined {
  const own = validatePrefixLength(n, values, pool)
  if (own) return own
  const min = values.minPrefixLength
  if (!Number.isNaN(n) && !Number.isNaN(min) && n < min)
    return 'Must not be below the minimum prefix length'
  return undefined
}

export function memberBody(v: MemberValues): SubnetPoolMemberAdd {
  const opt = (n: number) => (Number.isNaN(n) ? null : n)
  return {
    subnet: v.subnet.trim(),
    minPrefixLength: opt(v.minPrefixLength),
    maxPrefixLength: opt(v.maxPrefixLength),
  }
}
