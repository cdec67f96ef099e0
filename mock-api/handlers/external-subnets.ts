/**
 * External subnets: blocks of public addresses a project takes from a subnet pool linked to its
 * silo (the next free block of a prefix length, or one named exactly) and routes to one
 * instance at a time. Attach, detach and delete follow the rules floating IPs share
 * (attachable.ts): delete is refused while attached, as the API does.
 */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { COMPUTE_WRITER } from '../authz'
import { actorOf, type Actor } from '../context'
import { db } from '../db'
import { isUuid } from '../db/ids'
import { formatIp, parseCidr } from '../db/ip'
import { type Api, type Json } from '../db/schema'
import { insufficientCapacity, invalidRequest, notFoundById, notFoundByName } from '../errors'
import { canReadProject, forWrite, lookupIn, lookupInstance, lookupProject } from '../lookup'
import { attachableWrites, attachTarget, attachTo, type AttachableWords } from './attachable'
import { assertNetwork } from './ip-util'
import { projectCreate, projectPage } from './project-scoped'
import { bitsOf, blockContains, blockOf, blocksOverlap } from './subnet-pools'
import { check, identityMetadata, stamp } from './util'

type Pool = Json<Api.SubnetPool>
type Member = Json<Api.SubnetPoolMember>

/** By id (no project given), or by name in the project; hidden from who may not read it. */
function lookupExternalSubnet(actor: Actor, key: string, project?: string | null) {
  if (isUuid(key)) {
    if (project) {
      throw invalidRequest(
        'when providing external-subnet as an ID project should not be specified',
      )
    }
    const item = db.externalSubnets.get(key)
    if (!item || !canReadProject(actor, item.project_id)) throw notFoundById('external-subnet', key)
    return item
  }
  if (!project) {
    throw invalidRequest('external-subnet should either be UUID or project should be specified')
  }
  const item = db.externalSubnets.byName(lookupProject(actor, project).id, key)
  if (!item) throw notFoundByName('external-subnet', key)
  return item
}

const writableExternalSubnet = forWrite(lookupExternalSubnet)

const EXTERNAL_SUBNET: AttachableWords = {
  what: 'external subnet',
  a: 'an external subnet',
  type: 'external-subnet',
}

const linkedPools = (siloId: string) =>
  db.subnetPoolSiloLinks
    .filter((l) => l.silo_id === siloId)
    .map((l) => ({ pool: db.subnetPools.get(l.subnet_pool_id)!, isDefault: l.is_default }))

/** The pool asked for: named (it must be linked to the silo) or the silo's default. */
function selectSubnetPool(siloId: string, selector: Json<Api.PoolSelector> | undefined): Pool {
  const linked = linkedPools(siloId)
  if (selector?.type === 'explicit') {
    return lookupIn('subnet-pool', db.subnetPools, 'fleet', selector.pool, (pool) =>
      linked.some((l) => l.pool.id === pool.id),
    )
  }
  const defaults = linked.filter((l) => l.isDefault)
  const version = selector?.ip_version
  if (!version && defaults.length > 1) {
    throw invalidRequest(
      'silo has default subnet pools for both IPv4 and IPv6; specify ip_version in the pool selector',
    )
  }
  const chosen = defaults.find((l) => !version || l.pool.ip_version === version)
  if (!chosen) {
    const which = version ? `${version} ` : ''
    throw invalidRequest(`silo has no default ${which}subnet pool; choose a pool explicitly`)
  }
  return chosen.pool
}

/** Every allocated external subnet, as blocks. */
const allocated = () => [...db.externalSubnets.all()].map((s) => s.subnet)

/** The first free aligned block of `prefix` bits in the pool's members that allow it. */
function allocateBlock(pool: Pool, prefix: number): { member: Member; subnet: string } {
  const bits = bitsOf(pool.ip_version)
  check(
    Number.isInteger(prefix) && prefix >= 0 && prefix <= bits,
    `prefix_length must be between 0 and ${bits} for an ${pool.ip_version} pool`,
  )
  const members = db.subnetPoolMembers.inScope(pool.id)
  const fitting = members.filter(
    (m) => prefix >= m.min_prefix_length && prefix <= m.max_prefix_length,
  )
  check(
    fitting.length > 0,
    `no subnet of pool "${pool.name}" allows a /${prefix}: ` +
      (members.length
        ? members
            .map((m) => `${m.subnet} allows /${m.min_prefix_length} to /${m.max_prefix_length}`)
            .join(', ')
        : 'the pool has no subnets'),
  )
  const size = 1n << BigInt(bits - prefix)
  const taken = allocated().map(blockOf)
  for (const member of fitting) {
    const m = blockOf(member.subnet)
    let start = m.first
    while (start + size - 1n <= m.last) {
      const end = start + size - 1n
      const clash = taken.find((t) => t.version === m.version && t.first <= end && start <= t.last)
      if (!clash) return { member, subnet: `${formatIp(start, pool.ip_version)}/${prefix}` }
      // jump past the clash, to the next block boundary
      const next = clash.last + 1n
      start = ((next + size - 1n) / size) * size
    }
  }
  throw insufficientCapacity(`no free /${prefix} subnet in subnet pool ${pool.name}`)
}

/** The named block, which must sit in a member of a linked pool and be free. */
function reserveBlock(siloId: string, subnet: string): { pool: Pool; member: Member } {
  assertNetwork('subnet', subnet)
  const { width } = parseCidr(subnet)
  for (const { pool } of linkedPools(siloId)) {
    const member = db.subnetPoolMembers
      .inScope(pool.id)
      .find((m) => blockContains(m.subnet, subnet))
    if (!member) continue
    check(
      width >= member.min_prefix_length && width <= member.max_prefix_length,
      `subnet ${subnet} is a /${width}, but ${member.subnet} of pool "${pool.name}" allows /${member.min_prefix_length} to /${member.max_prefix_length}`,
    )
    const clash = allocated().find((s) => blocksOverlap(s, subnet))
    check(!clash, `subnet ${subnet} overlaps the allocated external subnet ${clash}`)
    return { pool, member }
  }
  throw invalidRequest(`subnet ${subnet} is not in any subnet pool linked to this silo`)
}

const writes = attachableWrites(() => db.externalSubnets, writableExternalSubnet, EXTERNAL_SUBNET)

export const externalSubnetHandlers = {
  externalSubnetList: ({ query, req }) => projectPage(db.externalSubnets, query, req),

  externalSubnetView: ({ path, query, req }) =>
    lookupExternalSubnet(actorOf(req), path.externalSubnet, query.project),

  externalSubnetCreate({ query, body, req }) {
    const { actor, project } = projectCreate(
      req,
      query.project,
      COMPUTE_WRITER,
      db.externalSubnets,
      body.name,
      'external-subnet',
    )
    const allocator = body.allocator
    let pool: Pool
    let member: Member
    let subnet: string
    if (allocator.type === 'explicit') {
      subnet = allocator.subnet
      ;({ pool, member } = reserveBlock(actor.siloId, subnet))
    } else {
      pool = selectSubnetPool(actor.siloId, allocator.pool_selector)
      ;({ member, subnet } = allocateBlock(pool, allocator.prefix_length))
    }
    const s = stamp()
    return db.externalSubnets.insert(
      {
        ...identityMetadata(s, 'external-subnet', body),
        project_id: project.id,
        subnet,
        subnet_pool_id: pool.id,
        subnet_pool_member_id: member.id,
        instance_id: null,
      },
      project.id,
    )
  },

  externalSubnetUpdate: ({ path, query, body, req }) =>
    writes.update(req, path.externalSubnet, query.project, body),

  externalSubnetDelete: ({ path, query, req }) =>
    writes.delete(req, path.externalSubnet, query.project),

  externalSubnetAttach({ path, query, body, req }) {
    const actor = actorOf(req)
    const item = writableExternalSubnet(actor, path.externalSubnet, query.project)
    const instance = attachTarget(actor, item, body.instance, EXTERNAL_SUBNET)
    return instance ? attachTo(db.externalSubnets, item, instance.id) : item
  },

  externalSubnetDetach: ({ path, query, req }) =>
    writes.detach(req, path.externalSubnet, query.project),

  instanceExternalSubnetList({ path, query, req }) {
    const instance = lookupInstance(actorOf(req), path.instance, query.project)
    const items = db.externalSubnets
      .inScope(instance.project_id)
      .filter((s) => s.instance_id === instance.id)
    return { items: [...items], next_page: null }
  },
} satisfies Partial<MSWHandlers>
