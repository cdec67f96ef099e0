import { type LoaderFunctionArgs } from 'react-router'

import { type RouterRoute, type VpcRouter } from '~/api/__generated__/Api'
import { routerCan, systemRouteCan } from '~/api/capabilities'
import { q, qAll, qList, queryClient } from '~/api/client'
import { routerSelector, type RouterSelector } from '~/api/selectors'

export const routerView = ({ project, vpc, router }: RouterSelector) =>
  q('vpcRouterView', { path: { router }, query: { project, vpc } })

export const routerPage =
  ({ project, vpc }: { project: string; vpc: string }) =>
  (pageToken?: string) =>
    qList('vpcRouterList', { query: { project, vpc } }, pageToken)

export const routePage =
  ({ project, vpc, router }: RouterSelector) =>
  (pageToken?: string) =>
    qList('vpcRouterRouteList', { query: { project, vpc, router } }, pageToken)

export const routeView = ({ project, vpc, router, route }: RouterSelector & { route: string }) =>
  q('vpcRouterRouteView', { path: { route }, query: { project, vpc, router } })

/** The VPC's subnets, for "which subnet uses this router" and the route form's pickers. */
export const vpcSubnetsAll = ({ project, vpc }: { project: string; vpc: string }) =>
  qAll('vpcSubnetList', { query: { project, vpc } })

/** The router the page or form is about, awaited by their loaders. */
export async function loadRouter({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(routerView(routerSelector(params)))
  return null
}

/** Why a router or route action is refused; undefined when it is allowed. */
export const routerReason = {
  edit: (r: Pick<VpcRouter, 'kind'>) =>
    routerCan.edit(r) ? undefined : 'The system router is managed by the VPC and cannot be edited',
  delete: (r: Pick<VpcRouter, 'kind'>) =>
    routerCan.delete(r) ? undefined : 'System routers cannot be deleted',
  addRoutes: (r: Pick<VpcRouter, 'kind'>) =>
    routerCan.addRoutes(r) ? undefined : 'User-provided routes cannot be added to a system router',
  /** A custom router still in use by a subnet cannot go: the API refuses it. */
  inUse: (subnet: string | undefined) =>
    subnet ? `Used by subnet ${subnet}; choose another router for it first` : undefined,
}

export const routeReason = {
  edit: (router: Pick<VpcRouter, 'kind'>, route: Pick<RouterRoute, 'kind'>) =>
    routerCan.edit(router) || systemRouteCan.edit(route)
      ? undefined
      : 'Routes of type VPC Subnet within the system router are not modifiable',
  delete: (router: Pick<VpcRouter, 'kind'>, route: Pick<RouterRoute, 'kind'>) =>
    routerCan.delete(router) || systemRouteCan.delete(route)
      ? undefined
      : 'System routes cannot be deleted',
}
