/** VPC routers and their routes, internet gateways with their pools and addresses. */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { NETWORK_WRITER, requireProject } from '../authz'
import { actorOf, type Actor } from '../context'
import { db } from '../db'
import type { Collection } from '../db/collection'
import { createInternetGateway } from '../db/factories'
import type { Api, Json } from '../db/schema'
import { invalidRequest } from '../errors'
import {
  lookupIgwAddress,
  lookupIgwPool,
  lookupIn,
  lookupInternetGateway,
  lookupRoute,
  lookupRouter,
  lookupVpc,
  vpcProject,
  writableInternetGateway,
  writableRouter,
} from '../lookup'
import type { PageQuery } from '../paginate'
import { assertNetwork, siloPoolHolding, usedIps } from './ip-util'
import { assertNameFree, check, identityMetadata, paginate, renamePatch, stamp } from './util'

type Route = Json<Api.RouterRoute>

function writableVpcOf(actor: Actor, item: { vpc_id: string }) {
  const { vpc, project } = vpcProject(item)
  requireProject(actor, project, NETWORK_WRITER)
  return vpc
}

/** System routes (to subnets, the default routes) are managed by the system. */
function assertRouteEditable(route: Route, router: Json<Api.VpcRouter>, action: string) {
  if (router.kind !== 'system') return
  check(
    route.kind !== 'vpc_subnet',
    `routes of type vpc_subnet within the system router are not ${action}`,
  )
  check(
    action !== 'deletable' || route.kind !== 'default',
    'default routes of the system router cannot be deleted',
  )
}

/**
 * What Nexus refuses in a user-provided route: explicit addresses of two IP versions, VPCs as
 * destination or target, subnets as target.
 */
function checkRoute(body: { destination: Route['destination']; target: Route['target'] }) {
  const dst = body.destination
  const tgt = body.target
  if (dst.type === 'ip_net') assertNetwork('destination', dst.value)
  if (tgt.type === 'ip' && (dst.type === 'ip' || dst.type === 'ip_net')) {
    const dstV6 = dst.value.includes(':')
    check(
      dstV6 === tgt.value.includes(':'),
      'cannot mix explicit IPv4 and IPv6 addresses between destination and target',
    )
  }
  check(
    dst.type !== 'vpc' && tgt.type !== 'vpc',
    'users may not specify VPCs as a destination or target in custom routes',
  )
  check(tgt.type !== 'subnet', 'subnets cannot be used as a target in custom routers')
}

type GatewayQuery = { gateway?: string; vpc?: string; project?: string }

/** A page of an internet gateway's pools or addresses (`gateway` is required for lists). */
function gatewayPage<T extends { id: string }>(
  coll: Collection<T>,
  query: PageQuery & GatewayQuery,
  req: Request,
) {
  check(query.gateway, 'gateway must be specified')
  return paginate(
    coll,
    lookupInternetGateway(actorOf(req), query.gateway, query.vpc, query.project).id,
    query,
  )
}

/** Before adding a pool or address to a gateway: the VPC is writable and the name free. */
function gatewayCreate<T extends { id: string }>(
  req: Request,
  query: GatewayQuery & { gateway: string },
  coll: Collection<T>,
  name: string,
  type: string,
) {
  const actor = actorOf(req)
  const igw = writableInternetGateway(actor, query.gateway, query.vpc, query.project)
  assertNameFree(coll, igw.id, name, type)
  return { actor, igw }
}

/** Removes a pool or address of a gateway whose VPC the actor may write. */
function deleteGatewayItem<T extends { id: string; internet_gateway_id: string }>(
  actor: Actor,
  coll: Collection<T>,
  item: T,
) {
  writableVpcOf(actor, db.internetGateways.get(item.internet_gateway_id)!)
  coll.delete(item.id)
  return 204 as const
}

export const routerHandlers = {
  vpcRouterList({ query, req }) {
    check(query.vpc, 'vpc must be specified')
    return paginate(db.vpcRouters, lookupVpc(actorOf(req), query.vpc, query.project).id, query)
  },

  vpcRouterView: ({ path, query, req }) =>
    lookupRouter(actorOf(req), path.router, query.vpc, query.project),

  vpcRouterCreate({ query, body, req }) {
    const actor = actorOf(req)
    const vpc = lookupVpc(actor, query.vpc, query.project)
    writableVpcOf(actor, { vpc_id: vpc.id })
    assertNameFree(db.vpcRouters, vpc.id, body.name, 'vpc-router')
    const s = stamp()
    return db.vpcRouters.insert(
      {
        ...identityMetadata(s, 'router', body),
        kind: 'custom',
        vpc_id: vpc.id,
      },
      vpc.id,
    )
  },

  vpcRouterUpdate({ path, query, body, req }) {
    const actor = actorOf(req)
    const router = writableRouter(actor, path.router, query.vpc, query.project)
    return db.vpcRouters.update(
      router.id,
      renamePatch(db.vpcRouters, router.vpc_id, router, 'vpc-router', body),
    )
  },

  vpcRouterDelete({ path, query, req }) {
    const actor = actorOf(req)
    const router = writableRouter(actor, path.router, query.vpc, query.project)
    check(router.kind === 'custom', 'the system router cannot be deleted')
    const user = db.vpcSubnets.inScope(router.vpc_id).find((s) => s.custom_router_id === router.id)
    check(!user, `router is in use by subnet "${user?.name}"; unlink it first`)
    for (const route of [...db.routerRoutes.inScope(router.id)]) db.routerRoutes.delete(route.id)
    db.vpcRouters.delete(router.id)
    return 204
  },

  vpcRouterRouteList({ query, req }) {
    check(query.router, 'router must be specified')
    return paginate(
      db.routerRoutes,
      lookupRouter(actorOf(req), query.router, query.vpc, query.project).id,
      query,
    )
  },

  vpcRouterRouteView: ({ path, query, req }) =>
    lookupRoute(actorOf(req), path.route, query.router, query.vpc, query.project),

  vpcRouterRouteCreate({ query, body, req }) {
    const actor = actorOf(req)
    const router = writableRouter(actor, query.router, query.vpc, query.project)
    check(router.kind === 'custom', 'routes can only be added to custom routers')
    assertNameFree(db.routerRoutes, router.id, body.name, 'router-route')
    checkRoute(body)
    const s = stamp()
    return db.routerRoutes.insert(
      {
        ...identityMetadata(s, 'route', body),
        kind: 'custom',
        destination: body.destination,
        target: body.target,
        vpc_router_id: router.id,
      },
      router.id,
    )
  },

  vpcRouterRouteUpdate({ path, query, body, req }) {
    const actor = actorOf(req)
    const route = lookupRoute(actor, path.route, query.router, query.vpc, query.project)
    const router = db.vpcRouters.get(route.vpc_router_id)!
    writableVpcOf(actor, router)
    assertRouteEditable(route, router, 'modifiable')
    checkRoute(body)
    const patch = renamePatch(db.routerRoutes, router.id, route, 'router-route', body)
    return db.routerRoutes.update(route.id, {
      ...patch,
      destination: body.destination,
      target: body.target,
    })
  },

  vpcRouterRouteDelete({ path, query, req }) {
    const actor = actorOf(req)
    const route = lookupRoute(actor, path.route, query.router, query.vpc, query.project)
    const router = db.vpcRouters.get(route.vpc_router_id)!
    writableVpcOf(actor, router)
    assertRouteEditable(route, router, 'deletable')
    db.routerRoutes.delete(route.id)
    return 204
  },

  internetGatewayList({ query, req }) {
    check(query.vpc, 'vpc must be specified')
    return paginate(
      db.internetGateways,
      lookupVpc(actorOf(req), query.vpc, query.project).id,
      query,
    )
  },

  internetGatewayView: ({ path, query, req }) =>
    lookupInternetGateway(actorOf(req), path.gateway, query.vpc, query.project),

  internetGatewayCreate({ query, body, req }) {
    const actor = actorOf(req)
    const vpc = lookupVpc(actor, query.vpc, query.project)
    writableVpcOf(actor, { vpc_id: vpc.id })
    assertNameFree(db.internetGateways, vpc.id, body.name, 'internet-gateway')
    return createInternetGateway(db, vpc, body, stamp())
  },

  internetGatewayDelete({ path, query, req }) {
    const actor = actorOf(req)
    const igw = writableInternetGateway(actor, path.gateway, query.vpc, query.project)
    const pools = db.igwIpPools.inScope(igw.id)
    const addresses = db.igwIpAddresses.inScope(igw.id)
    if (!query.cascade && (pools.length || addresses.length)) {
      throw invalidRequest(
        'internet gateway has IP pools or addresses; delete them first or use cascade=true',
      )
    }
    for (const p of [...pools]) db.igwIpPools.delete(p.id)
    for (const a of [...addresses]) db.igwIpAddresses.delete(a.id)
    db.internetGateways.delete(igw.id)
    return 204
  },

  internetGatewayIpPoolList: ({ query, req }) => gatewayPage(db.igwIpPools, query, req),

  internetGatewayIpPoolCreate({ query, body, req }) {
    const { actor, igw } = gatewayCreate(
      req,
      query,
      db.igwIpPools,
      body.name,
      'internet-gateway-ip-pool',
    )
    const key = body.ip_pool
    // a pool not linked to the caller's silo is not found
    const pool = lookupIn('ip-pool', db.ipPools, 'fleet', key, (p) =>
      db.ipPoolSiloLinks.some((l) => l.ip_pool_id === p.id && l.silo_id === actor.siloId),
    )
    const s = stamp()
    return db.igwIpPools.insert(
      {
        ...identityMetadata(s, 'igw-pool', body),
        internet_gateway_id: igw.id,
        ip_pool_id: pool.id,
      },
      igw.id,
    )
  },

  internetGatewayIpPoolDelete({ path, query, req }) {
    const actor = actorOf(req)
    const item = lookupIgwPool(actor, path.pool, query.gateway, query.vpc, query.project)
    return deleteGatewayItem(actor, db.igwIpPools, item)
  },

  internetGatewayIpAddressList: ({ query, req }) => gatewayPage(db.igwIpAddresses, query, req),

  internetGatewayIpAddressCreate({ query, body, req }) {
    const { actor, igw } = gatewayCreate(
      req,
      query,
      db.igwIpAddresses,
      body.name,
      'internet-gateway-ip-address',
    )
    // as for a floating IP, the address must come from the silo's pools
    check(
      siloPoolHolding(actor.siloId, body.address),
      `address ${body.address} is not in any IP pool linked to this silo`,
    )
    check(!usedIps().has(body.address), `address ${body.address} is already in use`)
    const s = stamp()
    return db.igwIpAddresses.insert(
      {
        ...identityMetadata(s, 'igw-address', body),
        address: body.address,
        internet_gateway_id: igw.id,
      },
      igw.id,
    )
  },

  internetGatewayIpAddressDelete({ path, query, req }) {
    const actor = actorOf(req)
    const item = lookupIgwAddress(actor, path.address, query.gateway, query.vpc, query.project)
    return deleteGatewayItem(actor, db.igwIpAddresses, item)
  },
} satisfies Partial<MSWHandlers>
