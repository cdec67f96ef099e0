import { type InstanceNetworkInterface } from '~/api/__generated__/Api'
import { validateIpNetwork } from '~/components/form/ip-net'

import { nicVersions, versionOf } from './ip-rules'

/**
 * A transit IP typed into the edit form: a valid network of a version the interface has, not
 * already in the list. Returns the message to show, or undefined.
 */
export function validateTransitIp(
  value: string,
  nic: Pick<InstanceNetworkInterface, 'ipStack'>,
  list: readonly string[],
): string | undefined {
  const net = value.trim()
  const shape = validateIpNetwork(net)
  if (shape) return shape
  const version = versionOf(net.split('/')[0] ?? '')
  if (!nicVersions(nic).includes(version))
    return `IP${version} transit IP not supported by this network interface`
  if (list.includes(net)) return 'Transit IP already in list'
  return undefined
}
