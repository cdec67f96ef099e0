/**
 * Rules for an instance's external IPs, as the API applies them: when they may change, which
 * ephemeral IPs can still be added (one per IP version the primary interface has), and which
 * floating IPs fit.
 */
import {
  type ExternalIp,
  type FloatingIp,
  type Instance,
  type InstanceNetworkInterface,
  type IpVersion,
  type SiloIpPool,
} from '~/api/__generated__/Api'
import { ipVersion } from '~/components/form/validators'
import { instanceDisabledReason } from '~/resources/instances/reasons'

type InstanceLike = Pick<Instance, 'runState'>

/** Why external IPs cannot change now (the state rule is instanceCan.changeExternalIps). */
export const externalIpStateReason = (i: InstanceLike): string | undefined =>
  instanceDisabledReason('changeExternalIps', i) || undefined

/** Nexus caps the floating IPs of an instance. */
const MAX_FLOATING_IPS = 32

/** The address family of an IP ("v4" / "v6"), from its text form. */
export const versionOf = (ip: string): IpVersion => (ipVersion(ip) === 6 ? 'v6' : 'v4')

/** The IP versions a network interface has a private address of. */
export function nicVersions(nic: Pick<InstanceNetworkInterface, 'ipStack'>): IpVersion[] {
  const { type } = nic.ipStack
  return type === 'dual_stack' ? ['v4', 'v6'] : [type]
}

/** The primary interface (external addresses are NATed to it), if any. */
export const primaryNic = <N extends Pick<InstanceNetworkInterface, 'primary'>>(nics: N[]) =>
  nics.find((n) => n.primary) ?? nics[0]

type PoolLike = Pick<SiloIpPool, 'name' | 'ipVersion' | 'isDefault' | 'poolType'>

export type EphemeralSlots = {
  /** Versions the instance can still get an ephemeral IP of, with a pool to take it from. */
  versions: IpVersion[]
  /** Unicast pools of those versions: defaults first, then v4, then by name. */
  pools: PoolLike[]
  /** Why "Attach ephemeral IP" is disabled. */
  disabled?: string
  /** A line for the modal about which versions are offered. */
  info?: string
}

const orVersions = (vs: IpVersion[]) => vs.join(' or ')

export function ephemeralSlots(
  nics: Pick<InstanceNetworkInterface, 'primary' | 'ipStack'>[],
  ips: Pick<ExternalIp, 'kind' | 'ip'>[],
  pools: PoolLike[],
): EphemeralSlots {
  const primary = primaryNic(nics)
  if (!primary) return { versions: [], pools: [], disabled: 'Instance has no network interfaces' }
  const supported = nicVersions(primary)
  const taken = new Set(ips.filter((ip) => ip.kind === 'ephemeral').map((ip) => versionOf(ip.ip)))
  const open = supported.filter((v) => !taken.has(v))
  if (open.length === 0) {
    return {
      versions: [],
      pools: [],
      disabled:
        supported.length > 1
          ? 'This instance holds an ephemeral IP of each version'
          : 'This instance holds its ephemeral IP already',
    }
  }
  const usable = pools
    .filter((p) => p.poolType === 'unicast' && open.includes(p.ipVersion))
    .sort(
      (a, b) =>
        Number(b.isDefault) - Number(a.isDefault) ||
        a.ipVersion.localeCompare(b.ipVersion) ||
        a.name.localeCompare(b.name),
    )
  const versions = open.filter((v) => usable.some((p) => p.ipVersion === v))
  if (versions.length === 0) {
    return {
      versions,
      pools: [],
      disabled: `No ${orVersions(open)} pools available for ephemeral IPs`,
    }
  }
  let info: string | undefined
  if (supported.length > 1 && versions.length > 1)
    info = 'With a dual-stack interface, the instance can hold one IPv4 and one IPv6 ephemeral IP.'
  else if (supported.length === 1)
    info = `Listing ${versions[0]} pools: the primary interface speaks IP${versions[0]} only.`
  else if (taken.size > 0)
    info = `Listing ${versions[0]} pools: the instance holds a ${[...taken][0]} ephemeral IP already.`
  else
    info = `Listing ${versions[0]} pools: no ${open.find((v) => v !== versions[0])} pool is available.`
  return { versions, pools: usable, info }
}

/** Floating IPs of the project that this instance could take now. */
export function attachableFloatingIps<F extends Pick<FloatingIp, 'ip' | 'instanceId'>>(
  floatingIps: F[],
  nics: Pick<InstanceNetworkInterface, 'primary' | 'ipStack'>[],
): F[] {
  const primary = primaryNic(nics)
  if (!primary) return []
  const versions = nicVersions(primary)
  return floatingIps.filter((f) => !f.instanceId && versions.includes(versionOf(f.ip)))
}

/** Why "Attach floating IP" is disabled, after the state rule. */
export function floatingAttachReason(
  attachable: unknown[],
  ips: Pick<ExternalIp, 'kind'>[],
  hasNics: boolean,
): string | undefined {
  if (!hasNics) return 'Instance has no network interfaces'
  if (ips.filter((ip) => ip.kind === 'floating').length >= MAX_FLOATING_IPS)
    return `Floating IP address limit of ${MAX_FLOATING_IPS} reached for this instance`
  if (attachable.length === 0) return 'No available floating IPs'
  return undefined
}
