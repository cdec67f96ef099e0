import { useQueries, useQuery } from '@tanstack/react-query'

import { type RouterRoute } from '~/api/__generated__/Api'
import { q, qAll, qList } from '~/api/client'

type VpcSel = { project: string; vpc: string }

export const gatewayPage =
  ({ project, vpc }: VpcSel) =>
  (pageToken?: string) =>
    qList('internetGatewayList', { query: { project, vpc } }, pageToken)

export const gatewayView = ({ project, vpc }: VpcSel, gateway: string) =>
  q('internetGatewayView', { path: { gateway }, query: { project, vpc } })

export const gatewayPools = ({ project, vpc }: VpcSel, gateway: string) =>
  qAll('internetGatewayIpPoolList', { query: { project, vpc, gateway } })

export const gatewayAddresses = ({ project, vpc }: VpcSel, gateway: string) =>
  qAll('internetGatewayIpAddressList', { query: { project, vpc, gateway } })

export type GatewayRoute = { router: string; route: RouterRoute }

/**
 * Every route of the VPC's routers that sends traffic to an internet gateway, by gateway
 * name: one request for the routers, then one per router for its routes.
 */
export function useGatewayRoutes(sel: VpcSel) {
  const routers = useQuery({
    ...qAll('vpcRouterList', { query: sel }),
    throwOnError: false,
  })
  const names = (routers.data?.items ?? []).map((r) => r.name)
  const routes = useQueries({
    queries: names.map((router) => ({
      ...qAll('vpcRouterRouteList', { query: { ...sel, router } }),
      throwOnError: false,
    })),
  })
  const byGateway = new Map<string, GatewayRoute[]>()
  routes.forEach((res, i) => {
    for (const route of res.data?.items ?? []) {
      if (route.target.type !== 'internet_gateway') continue
      const list = byGateway.get(route.target.value) ?? []
      list.push({ router: names[i]!, route })
      byGateway.set(route.target.value, list)
    }
  })
  const isPending = routers.isPending || routes.some((r) => r.isPending)
  return { byGateway, isPending }
}
