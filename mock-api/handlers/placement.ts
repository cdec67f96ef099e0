/** Affinity and anti-affinity groups and their instance members (same rules for both kinds). */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { COMPUTE_WRITER } from '../authz'
import { actorOf, type Actor } from '../context'
import { db } from '../db'
import type { Collection } from '../db/collection'
import type { Api, Json } from '../db/schema'
import { alreadyExists, notFoundByName } from '../errors'
import {
  forWrite,
  lookupAffinityGroup,
  lookupAntiAffinityGroup,
  lookupInstance,
  lookupProject,
  writableProject,
} from '../lookup'
import {
  assertNameFree,
  check,
  identityMetadata,
  paginate,
  paginateArray,
  renamePatch,
  stamp,
} from './util'

type Group = Json<Api.AntiAffinityGroup>
type Key = string | undefined

/** Nexus limit on members of one group. */
const MAX_MEMBERS = 32

interface Kind {
  type: string
  /** As Nexus words the kind in its messages. */
  label: string
  coll: () => Collection<Group>
  lookup: (actor: Actor, key: string, project?: Key) => Group
}

const ANTI: Kind = {
  type: 'anti-affinity-group',
  label: 'anti-affinity',
  coll: () => db.antiAffinityGroups,
  lookup: lookupAntiAffinityGroup,
}
const AFFINITY: Kind = {
  type: 'affinity-group',
  label: 'affinity',
  coll: () => db.affinityGroups,
  lookup: lookupAffinityGroup,
}

const member = (instanceId: string) => {
  const i = db.instances.get(instanceId)!
  return { type: 'instance' as const, value: { id: i.id, name: i.name, run_state: i.run_state } }
}

const members = (group: Group) => db.groupInstances.get(group.id) ?? new Set<string>()

const writable = (kind: Kind, actor: Actor, key: string, project: Key) =>
  forWrite(kind.lookup)(actor, key, project)

const ops = (kind: Kind) => ({
  list(actor: Actor, query: { project?: string } & Parameters<typeof paginate>[2]) {
    check(query.project, 'project must be specified')
    return paginate(kind.coll(), lookupProject(actor, query.project).id, query)
  },
  create(actor: Actor, project: string, body: Json<Api.AntiAffinityGroupCreate>) {
    const p = writableProject(actor, project, COMPUTE_WRITER)
    assertNameFree(kind.coll(), p.id, body.name, kind.type)
    const s = stamp()
    const group: Group = { ...body, ...identityMetadata(s, kind.type, body), project_id: p.id }
    return kind.coll().insert(group, p.id)
  },
  update(actor: Actor, key: string, project: Key, body: Json<Api.AntiAffinityGroupUpdate>) {
    const group = writable(kind, actor, key, project)
    return kind
      .coll()
      .update(group.id, renamePatch(kind.coll(), group.project_id, group, kind.type, body))
  },
  remove(actor: Actor, key: string, project: Key) {
    const group = writable(kind, actor, key, project)
    kind.coll().delete(group.id)
    db.groupInstances.delete(group.id)
    return 204 as const
  },
  members(actor: Actor, key: string, project: Key, query: Parameters<typeof paginate>[2]) {
    const group = kind.lookup(actor, key, project)
    return paginateMembers([...members(group)].map(member), query)
  },
  memberView(actor: Actor, key: string, instanceKey: string, project: Key) {
    const group = kind.lookup(actor, key, project)
    const instance = lookupInstance(actor, instanceKey, project)
    if (!members(group).has(instance.id)) throw notFoundByName(`${kind.type}-member`, instance.name)
    return member(instance.id)
  },
  memberAdd(actor: Actor, key: string, instanceKey: string, project: Key) {
    const group = writable(kind, actor, key, project)
    const instance = lookupInstance(actor, instanceKey, project)
    check(
      instance.project_id === group.project_id,
      'the instance must be in the same project as the group',
    )
    const set = members(group)
    // Nexus: a duplicate is a conflict on the membership row, named by the instance's id
    if (set.has(instance.id)) throw alreadyExists(`${kind.type}-member`, instance.id)
    check(set.size < MAX_MEMBERS, `a group may have at most ${MAX_MEMBERS} members`)
    // Nexus refuses any instance with a sled reservation (a VMM): only stopped ones join
    check(
      instance.run_state === 'stopped',
      `Instance cannot be added to ${kind.label} group with reservation`,
    )
    set.add(instance.id)
    db.groupInstances.set(group.id, set)
    return member(instance.id)
  },
  memberDelete(actor: Actor, key: string, instanceKey: string, project: Key) {
    const group = writable(kind, actor, key, project)
    const instance = lookupInstance(actor, instanceKey, project)
    if (!members(group).delete(instance.id))
      throw notFoundByName(`${kind.type}-member`, instance.name)
    return 204 as const
  },
})

/** Members page by instance name; a member's id is its instance's. */
function paginateMembers(
  items: ReturnType<typeof member>[],
  query: Parameters<typeof paginate>[2],
) {
  const page = paginateArray(
    items.map((m) => ({ ...m, id: m.value.id })),
    query,
    (m) => m.value.name,
  )
  return {
    items: page.items.map(({ type, value }) => ({ type, value })),
    next_page: page.next_page,
  }
}

const anti = ops(ANTI)
const aff = ops(AFFINITY)

export const placementHandlers = {
  antiAffinityGroupList: ({ query, req }) => anti.list(actorOf(req), query),
  antiAffinityGroupCreate: ({ query, body, req }) => anti.create(actorOf(req), query.project, body),
  antiAffinityGroupView: ({ path, query, req }) =>
    lookupAntiAffinityGroup(actorOf(req), path.antiAffinityGroup, query.project),
  antiAffinityGroupUpdate: ({ path, query, body, req }) =>
    anti.update(actorOf(req), path.antiAffinityGroup, query.project, body),
  antiAffinityGroupDelete: ({ path, query, req }) =>
    anti.remove(actorOf(req), path.antiAffinityGroup, query.project),
  antiAffinityGroupMemberList: ({ path, query, req }) =>
    anti.members(actorOf(req), path.antiAffinityGroup, query.project, query),
  antiAffinityGroupMemberInstanceView: ({ path, query, req }) =>
    anti.memberView(actorOf(req), path.antiAffinityGroup, path.instance, query.project),
  antiAffinityGroupMemberInstanceAdd: ({ path, query, req }) =>
    anti.memberAdd(actorOf(req), path.antiAffinityGroup, path.instance, query.project),
  antiAffinityGroupMemberInstanceDelete: ({ path, query, req }) =>
    anti.memberDelete(actorOf(req), path.antiAffinityGroup, path.instance, query.project),

  affinityGroupList: ({ query, req }) => aff.list(actorOf(req), query),
  affinityGroupCreate: ({ query, body, req }) => aff.create(actorOf(req), query.project, body),
  affinityGroupView: ({ path, query, req }) =>
    lookupAffinityGroup(actorOf(req), path.affinityGroup, query.project),
  affinityGroupUpdate: ({ path, query, body, req }) =>
    aff.update(actorOf(req), path.affinityGroup, query.project, body),
  affinityGroupDelete: ({ path, query, req }) =>
    aff.remove(actorOf(req), path.affinityGroup, query.project),
  affinityGroupMemberList: ({ path, query, req }) =>
    aff.members(actorOf(req), path.affinityGroup, query.project, query),
  affinityGroupMemberInstanceView: ({ path, query, req }) =>
    aff.memberView(actorOf(req), path.affinityGroup, path.instance, query.project),
  affinityGroupMemberInstanceAdd: ({ path, query, req }) =>
    aff.memberAdd(actorOf(req), path.affinityGroup, path.instance, query.project),
  affinityGroupMemberInstanceDelete: ({ path, query, req }) =>
    aff.memberDelete(actorOf(req), path.affinityGroup, path.instance, query.project),
} satisfies Partial<MSWHandlers>
