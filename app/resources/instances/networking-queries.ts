/** The queries and invalidations of the Networking tab. */
import { invalidate, q, qAll, qList } from '~/api/client'
import { type InstanceSelector } from '~/api/selectors'

export { externalIpList } from './external-ips'

/** The instance's interfaces: at most 8, one page. */
export const instanceNics = ({ project, instance }: InstanceSelector) =>
  qList('instanceNetworkInterfaceList', { query: { project, instance } })

/** The IP pools linked to the silo (names for the table, choices for ephemeral IPs). */
export const siloPools = () => qAll('ipPoolList', {})

export const projectFloatingIps = (project: string) =>
  qAll('floatingIpList', { query: { project } })

/** By id: an interface knows its VPC and subnet only by id. */
export const vpcById = (id: string) => q('vpcView', { path: { vpc: id } })
export const subnetById = (id: string) => q('vpcSubnetView', { path: { subnet: id } })

export const projectVpcs = (project: string) => qAll('vpcList', { query: { project } })
export const vpcSubnets = (project: string, vpc: string) =>
  qAll('vpcSubnetList', { query: { project, vpc } })

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

/** The project's external subnets, attached or not (choices for "Attach external subnet"). */
export const projectExternalSubnets = (project: string) =>
  qAll('externalSubnetList', { query: { project } })

/** After an external subnet was attached or detached: the instance's, the project's list. */
export function invalidateExternalSubnets() {
  void invalidate('instanceExternalSubnetList')
  void invalidate('externalSubnetList')
  void invalidate('externalSubnetView')
}
