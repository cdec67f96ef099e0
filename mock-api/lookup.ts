/**
 * Resource lookups by name or id, scoped by parent selectors as in Nexus: a name needs its
 * parent (`?project=`), an id must come without one (400 otherwise). Resources the caller may
 * not read, or that live in another silo, are "not found".
 */
import { COMPUTE_WRITER, NETWORK_WRITER, projectRole, requireProject } from './authz'
import type { Actor } from './context'
import { db } from './db'
import type { Collection } from './db/collection'
import { isUuid } from './db/ids'
import type { Api, Json, RoleName } from './db/schema'
import { invalidRequest, notFound, notFoundById, notFoundByName } from './errors'

/**
 * An object of `coll` by id, or by name within `scope`; "not found" when it is missing or the
 * caller may not see it (`visible`: in their silo, their own, in the right project...).
 */
export function lookupIn<T extends { id: string }>(
  type: string,
  coll: Collection<T>,
  scope: string,
  key: string,
  visible: (item: T) => boolean = () => true,
): T {
  const item = isUuid(key) ? coll.get(key) : coll.byName(scope, key)
  if (!item || !visible(item)) throw notFound(type, key)
  return item
}

type Key = string | null | undefined

interface Parent {
  type: string
  key: Key
  /** Resolves the parent (only for name lookups) and returns the scope to search. */
  scope: () => string
}

function find<T extends { id: string }>(
  type: string,
  coll: Collection<T>,
  key: string,
  parents: Parent[],
  visible: (item: T) => boolean,
): T {
  const [parent] = parents
  if (isUuid(key)) {
    const given = parents.find((p) => p.key)
    if (given) {
      throw invalidRequest(`when providing ${type} as an ID ${given.type} should not be specified`)
    }
    const item = coll.get(key)
    if (!item || !visible(item)) throw notFoundById(type, key)
    return item
  }
  if (!parent) throw new Error(`${type} has no parent scope`)
  if (!parent.key) {
    throw invalidRequest(`${type} should either be UUID or ${parent.type} should be specified`)
  }
  const item = coll.byName(parent.scope(), key)
  if (!item) throw notFoundByName(type, key)
  return item
}

/** Whether the actor may read resources of the project with this id. */
export function canReadProject(actor: Actor, projectId: string): boolean {
  const project = db.projects.get(projectId)
  return !!project && projectRole(actor, project) !== null
}

export const lookupProject = (actor: Actor, key: string): Json<Api.Project> =>
  lookupIn('project', db.projects, actor.siloId, key, (p) => projectRole(actor, p) !== null)

/** A project looked up to change it or something in it: 403 unless the caller holds `role`. */
export function writableProject(actor: Actor, key: string, role: RoleName): Json<Api.Project> {
  const project = lookupProject(actor, key)
  requireProject(actor, project, role)
  return project
}

const projectParent = (actor: Actor, project: Key): Parent => ({
  type: 'project',
  key: project,
  scope: () => lookupProject(actor, project!).id,
})

/** Lookup of a resource that lives directly in a project. */
function inProject<T extends { id: string; project_id: string }>(
  type: string,
  coll: () => Collection<T>,
) {
  return (actor: Actor, key: string, project?: Key): T =>
    find(type, coll(), key, [projectParent(actor, project)], (item) =>
      canReadProject(actor, item.project_id),
    )
}

export const lookupInstance = inProject('instance', () => db.instances)
export const lookupDisk = inProject('disk', () => db.disks)
export const lookupSnapshot = inProject('snapshot', () => db.snapshots)
export const lookupVpc = inProject('vpc', () => db.vpcs)
export const lookupFloatingIp = inProject('floating-ip', () => db.floatingIps)
export const lookupAntiAffinityGroup = inProject('anti-affinity-group', () => db.antiAffinityGroups)
export const lookupAffinityGroup = inProject('affinity-group', () => db.affinityGroups)

/** The project that owns an object with a `project_id`. */
export const projectOf = (item: { project_id: string }): Json<Api.Project> =>
  db.projects.get(item.project_id)!

/** A lookup that also requires `role` in the project that owns what it finds. */
function checked<A extends unknown[], T>(
  lookup: (actor: Actor, ...args: A) => T,
  role: RoleName,
  owner: (item: T) => Json<Api.Project>,
) {
  return (actor: Actor, ...args: A): T => {
    const item = lookup(actor, ...args)
    requireProject(actor, owner(item), role)
    return item
  }
}

/**
 * Look up, then check write access: 404 when the caller cannot see the object, 403 when they
 * may see but not change it. For objects of a project.
 */
export const forWrite = <A extends unknown[], T extends { project_id: string }>(
  lookup: (actor: Actor, ...args: A) => T,
  role: RoleName = COMPUTE_WRITER,
) => checked(lookup, role, projectOf)

/** The same for objects of a VPC (networking: collaborators and up). */
const forWriteInVpc = <A extends unknown[], T extends { vpc_id: string }>(
  lookup: (actor: Actor, ...args: A) => T,
  role: RoleName = NETWORK_WRITER,
) => checked(lookup, role, (item) => vpcProject(item).project)

/** Images: with a project, project images; without one, the silo's images. */
export function lookupImage(actor: Actor, key: string, project?: Key): Json<Api.Image> {
  if (isUuid(key)) {
    if (project)
      throw invalidRequest('when providing image as an ID project should not be specified')
    const image = db.images.get(key)
    const scope = image && db.images.scopeOf(image.id)
    const visible = image?.project_id
      ? canReadProject(actor, image.project_id)
      : scope === `silo:${actor.siloId}`
    if (!image || !visible) throw notFoundById('image', key)
    return image
  }
  const scope = project ? `project:${lookupProject(actor, project).id}` : `silo:${actor.siloId}`
  const image = db.images.byName(scope, key)
  if (!image) throw notFoundByName('image', key)
  return image
}

const vpcOf = (vpcId: string) => db.vpcs.get(vpcId)

const vpcParents = (actor: Actor, vpc: Key, project: Key): Parent[] => [
  { type: 'vpc', key: vpc, scope: () => lookupVpc(actor, vpc!, project).id },
  { type: 'project', key: project, scope: () => '' },
]

/** Lookup of a resource that lives in a VPC. */
function inVpc<T extends { id: string; vpc_id: string }>(type: string, coll: () => Collection<T>) {
  return (actor: Actor, key: string, vpc?: Key, project?: Key): T =>
    find(type, coll(), key, vpcParents(actor, vpc, project), (item) => {
      const parent = vpcOf(item.vpc_id)
      return !!parent && canReadProject(actor, parent.project_id)
    })
}

export const lookupSubnet = inVpc('vpc-subnet', () => db.vpcSubnets)
export const lookupRouter = inVpc('vpc-router', () => db.vpcRouters)
export const lookupInternetGateway = inVpc('internet-gateway', () => db.internetGateways)

/** The VPC, and through it the project, that owns an object with a `vpc_id`. */
export function vpcProject(item: { vpc_id: string }): {
  vpc: Json<Api.Vpc>
  project: Json<Api.Project>
} {
  const vpc = db.vpcs.get(item.vpc_id)!
  return { vpc, project: db.projects.get(vpc.project_id)! }
}

export function lookupRoute(
  actor: Actor,
  key: string,
  router?: Key,
  vpc?: Key,
  project?: Key,
): Json<Api.RouterRoute> {
  return find(
    'router-route',
    db.routerRoutes,
    key,
    [
      { type: 'router', key: router, scope: () => lookupRouter(actor, router!, vpc, project).id },
      { type: 'vpc', key: vpc, scope: () => '' },
      { type: 'project', key: project, scope: () => '' },
    ],
    (route) => {
      const r = db.vpcRouters.get(route.vpc_router_id)
      return !!r && canReadProject(actor, vpcProject(r).project.id)
    },
  )
}

export function lookupNic(
  actor: Actor,
  key: string,
  instance?: Key,
  project?: Key,
): Json<Api.InstanceNetworkInterface> {
  return find(
    'instance-network-interface',
    db.networkInterfaces,
    key,
    [
      {
        type: 'instance',
        key: instance,
        scope: () => lookupInstance(actor, instance!, project).id,
      },
      { type: 'project', key: project, scope: () => '' },
    ],
    (nic) => {
      const i = db.instances.get(nic.instance_id)
      return !!i && canReadProject(actor, i.project_id)
    },
  )
}

/** Lookup of an internet gateway's pool or address. */
function inGateway<T extends { id: string; internet_gateway_id: string }>(
  type: string,
  coll: () => Collection<T>,
) {
  return (actor: Actor, key: string, gateway?: Key, vpc?: Key, project?: Key): T =>
    find(
      type,
      coll(),
      key,
      [
        {
          type: 'gateway',
          key: gateway,
          scope: () => lookupInternetGateway(actor, gateway!, vpc, project).id,
        },
        { type: 'vpc', key: vpc, scope: () => '' },
        { type: 'project', key: project, scope: () => '' },
      ],
      (item) => {
        const igw = db.internetGateways.get(item.internet_gateway_id)
        return !!igw && canReadProject(actor, vpcProject(igw).project.id)
      },
    )
}

export const writableInstance = forWrite(lookupInstance)
export const writableDisk = forWrite(lookupDisk)
export const writableSnapshot = forWrite(lookupSnapshot)
export const writableFloatingIp = forWrite(lookupFloatingIp)
export const writableVpc = forWrite(lookupVpc, NETWORK_WRITER)
export const writableSubnet = forWriteInVpc(lookupSubnet)
export const writableRouter = forWriteInVpc(lookupRouter)
export const writableInternetGateway = forWriteInVpc(lookupInternetGateway)

export const lookupIgwPool = inGateway('internet-gateway-ip-pool', () => db.igwIpPools)
export const lookupIgwAddress = inGateway('internet-gateway-ip-address', () => db.igwIpAddresses)

/** A fleet-wide object that has only an id (sleds, racks, switches, physical disks). */
export function lookupById<T extends { id: string }>(
  type: string,
  coll: Collection<T>,
  id: string,
): T {
  const item = coll.get(id)
  if (!item) throw notFoundById(type, id)
  return item
}
