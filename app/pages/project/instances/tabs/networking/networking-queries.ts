/** The queries and invalidations of the Networking tab. */
import { invalidate, q, qList } from '~/api/client'
import { ALL_ISH } from '~/util/constants'

import { type InstanceSelector } from '../../instance-data'

export { externalIpList } from '../../ExternalIps'

/** The instance's interfaces: at most 8, one page. */
export const instanceNics = ({ project, instance }: InstanceSelector) =>
  qList('instanceNetworkInterfaceList', { query: { project, instance } })

/** The IP pools linked to the silo (names for the table, choices for ephemeral IPs). */
export const siloPools = () => q('ipPoolList', { query: { limit: ALL_ISH } })

export const projectFloatingIps = (project: string) =>
  q('floatingIpList', { query: { project, limit: ALL_ISH } })

/** By id: an interface knows its VPC and subnet only by id. */
export const vpcById = (id: string) => q('vpcView', { path: { vpc: id } })
export const subnetById = (id: string) => q('vpcSubnetView', { path: { subnet: id } })

export const projectVpcs = (project: string) => q('vpcList', { query: { project, limit: ALL_ISH } })
export const vpcSubnets = (project: string, vpc: string) =>
  q('vpcSubnetList', { query: { project, vpc, limit: ALL_ISH } })

/** After an interface was added, changed or deleted. */
export function invalidateNics() {
  void invalidate('instanceNetworkInterfaceList')
  void invalidate('instanceNetworkInterfaceView')
  // the header's VPC and the reachable addresses follow the primary interface
  void invalidate('instanceExternalIpList')
}

/** After an external IP was attached or detached. */
export function invalidateExternalIps() {
  void invalidate('instanceExternalIpList')
  void invalidate('floatingIpList')
  void invalidate('floatingIpView')
}
