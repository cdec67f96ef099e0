import { type LoaderFunctionArgs } from 'react-router'

import { q, qAll, qList, queryClient } from '~/api/client'
import { vpcSelector, type VpcSelector } from '~/api/selectors'

export const vpcView = ({ project, vpc }: VpcSelector) =>
  q('vpcView', { path: { vpc }, query: { project } })

export const vpcPage = (project: string) => (pageToken?: string) =>
  qList('vpcList', { query: { project } }, pageToken)

export const firewallRules = ({ project, vpc }: VpcSelector) =>
  q('vpcFirewallRulesView', { query: { project, vpc } })

export const subnetPage =
  ({ project, vpc }: VpcSelector) =>
  (pageToken?: string) =>
    qList('vpcSubnetList', { query: { project, vpc } }, pageToken)

/** The VPC's routers, for a custom router's name and the subnet forms' choice of one. */
export const vpcRouters = ({ project, vpc }: VpcSelector) =>
  qAll('vpcRouterList', { query: { project, vpc } })

/** The VPC the page is about, awaited by the loaders of the detail page and its forms. */
export async function loadVpc({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(vpcView(vpcSelector(params)))
  return null
}
