/**
 * Why a network-interface action is unavailable (undefined when allowed): interfaces change only
 * while the instance is stopped (capability `updateNic`), an instance has at most 8 of them, and
 * the primary one goes last.
 */
import { type Instance, type InstanceNetworkInterface } from '~/api/__generated__/Api'
import { MAX_NICS_PER_INSTANCE } from '~/api/__generated__/limits'
import { instanceDisabledReason } from '~/resources/instances/reasons'

import { nicVersions } from './ip-rules'

type InstanceLike = Pick<Instance, 'runState'>
type Nic = Pick<InstanceNetworkInterface, 'primary' | 'ipStack'>

const stateReason = (instance: InstanceLike) =>
  instanceDisabledReason('updateNic', instance) || undefined

export function addNicReason(instance: InstanceLike, count: number): string | undefined {
  return (
    stateReason(instance) ??
    (count >= MAX_NICS_PER_INSTANCE
      ? `An instance can have at most ${MAX_NICS_PER_INSTANCE} network interfaces`
      : undefined)
  )
}

export function makePrimaryReason(instance: InstanceLike, nic: Nic): string | undefined {
  if (nic.primary) return 'This interface is the primary one already'
  return stateReason(instance)
}

export const editNicReason = (instance: InstanceLike) => stateReason(instance)

export function deleteNicReason(
  instance: InstanceLike,
  nic: Nic,
  count: number,
): string | undefined {
  return (
    stateReason(instance) ??
    (nic.primary && count > 1
      ? 'The primary interface can’t be deleted while other interfaces are attached. To delete it, make another interface primary.'
      : undefined)
  )
}

/** The private addresses of an interface, v4 first. */
export function privateIps(nic: Pick<InstanceNetworkInterface, 'ipStack'>) {
  const s = nic.ipStack
  if (s.type === 'dual_stack') {
    return [
      { version: 'v4' as const, ip: s.value.v4.ip, transitIps: s.value.v4.transitIps },
      { version: 'v6' as const, ip: s.value.v6.ip, transitIps: s.value.v6.transitIps },
    ]
  }
  return [{ version: s.type, ip: s.value.ip, transitIps: s.value.transitIps as string[] }]
}

export const transitIpsOf = (nic: Pick<InstanceNetworkInterface, 'ipStack'>): string[] =>
  privateIps(nic).flatMap((p) => p.transitIps)

/** "IPv4", "IPv6" or "both IPv4 and IPv6": what the interface can route. */
export function supportedTransitText(nic: Pick<InstanceNetworkInterface, 'ipStack'>): string {
  const vs = nicVersions(nic)
  return vs.length > 1 ? 'both IPv4 and IPv6' : `IP${vs[0]}`
}
