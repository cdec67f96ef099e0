/** The "Add network interface" form's values and how they become the API body. */
import { type InstanceNetworkInterfaceCreate } from '~/api/__generated__/Api'
import { ipVersion } from '~/components/form/validators'

export type IpConfigKind = 'dual_stack' | 'v4' | 'v6'

export type NicCreateValues = {
  name: string
  description: string
  vpc: string
  subnet: string
  ipConfig: IpConfigKind
  /** Blank: assigned automatically from the subnet. */
  ipv4: string
  ipv6: string
}

export const nicCreateDefaults = (vpc = ''): NicCreateValues => ({
  name: '',
  description: '',
  vpc,
  subnet: '',
  ipConfig: 'dual_stack',
  ipv4: '',
  ipv6: '',
})

const assignment = (ip: string) =>
  ip.trim() ? { type: 'explicit' as const, value: ip.trim() } : { type: 'auto' as const }

/**
 * The create body. `perVersion` is added to each version's settings (the instance create form
 * sends `transitIps: []`).
 */
export function nicCreateBody(
  v: NicCreateValues,
  perVersion: { transitIps?: string[] } = {},
): InstanceNetworkInterfaceCreate {
  const v4 = { ip: assignment(v.ipv4), ...perVersion }
  const v6 = { ip: assignment(v.ipv6), ...perVersion }
  return {
    name: v.name,
    description: v.description,
    vpcName: v.vpc,
    subnetName: v.subnet,
    ipConfig:
      v.ipConfig === 'v4'
        ? { type: 'v4', value: v4 }
        : v.ipConfig === 'v6'
          ? { type: 'v6', value: v6 }
          : { type: 'dual_stack', value: { v4, v6 } },
  }
}

/** An optional address field: blank, or an address of the right version. */
export function validateOptionalIp(value: string, version: 4 | 6): string | undefined {
  const ip = value.trim()
  if (!ip) return undefined
  const v = ipVersion(ip)
  if (!v) return 'Not a valid IP address'
  if (v !== version) return `Must be an IPv${version} address`
  return undefined
}
