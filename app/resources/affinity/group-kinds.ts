/**
 * The two kinds of placement group side by side: one table of what differs (operations,
 * paths, words), so the list, the detail page and the forms serve both with the same code.
 */
import { queryOptions } from '@tanstack/react-query'

import {
  type AffinityGroup,
  type AffinityGroupCreate,
  type AffinityGroupMember,
  type AffinityGroupUpdate,
} from '~/api/__generated__/Api'
import { apiRequest, sendEitherRequest } from '~/api/api-request'
import { q, qAll, queryClient, type OperationId } from '~/api/client'
import { type ApiError } from '~/api/errors'
import { pb } from '~/api/path-builder'

export type GroupKind = 'affinity' | 'anti-affinity'
/** Both kinds have the same fields. */
export type Group = AffinityGroup
export type GroupMember = AffinityGroupMember
export type GroupRef = { kind: GroupKind; project: string; group: string }
/** A row of the combined list: the group, its kind and how many members it has. */
export type GroupRow = Group & { kind: GroupKind; members: number }

export const GROUP_KINDS: readonly GroupKind[] = ['affinity', 'anti-affinity']

/** The help text of the policy, per kind (spec section 3 for anti-affinity). */
export const POLICY_HELP: Record<GroupKind, string> = {
  'anti-affinity':
    "Determines whether member instances are allowed to start when the anti-affinity rule can't be satisfied",
  affinity:
    "Determines whether member instances are allowed to start when the affinity rule can't be satisfied",
}

export const KIND_SUMMARY: Record<GroupKind, string> = {
  affinity: 'Members are placed on the same sled',
  'anti-affinity': 'Members are placed on different sleds',
}

/** "affinity group", "anti-affinity group" */
export const kindNoun = (kind: GroupKind) => `${kind} group`

const anti = {
  view: (r: GroupRef) =>
    q('antiAffinityGroupView', {
      path: { antiAffinityGroup: r.group },
      query: { project: r.project },
    }),
  members: (r: GroupRef) =>
    qAll('antiAffinityGroupMemberList', {
      path: { antiAffinityGroup: r.group },
      query: { project: r.project },
    }),
  list: (project: string) => qAll('antiAffinityGroupList', { query: { project } }),
}
const aff = {
  view: (r: GroupRef) =>
    q('affinityGroupView', { path: { affinityGroup: r.group }, query: { project: r.project } }),
  members: (r: GroupRef) =>
    qAll('affinityGroupMemberList', {
      path: { affinityGroup: r.group },
      query: { project: r.project },
    }),
  list: (project: string) => qAll('affinityGroupList', { query: { project } }),
}

/** The group's view query (the same data type for both kinds). */
export const groupView = (r: GroupRef) =>
  (r.kind === 'affinity' ? aff.view(r) : anti.view(r)) as ReturnType<typeof aff.view>

/** Every member of the group. */
export const groupMembers = (r: GroupRef) =>
  (r.kind === 'affinity' ? aff.members(r) : anti.members(r)) as ReturnType<typeof aff.members>

export const groupPath = (r: GroupRef) =>
  r.kind === 'affinity'
    ? pb.affinityGroup({ project: r.project, affinityGroup: r.group })
    : pb.antiAffinityGroup({ project: r.project, antiAffinityGroup: r.group })

export const groupEditPath = (r: GroupRef) =>
  r.kind === 'affinity'
    ? pb.affinityGroupEdit({ project: r.project, affinityGroup: r.group })
    : pb.antiAffinityGroupEdit({ project: r.project, antiAffinityGroup: r.group })

/** Both kinds of the project, with member counts, as one list (keyed apart from either). */
export const placementGroups = (project: string) =>
  queryOptions<{ items: GroupRow[]; nextPage?: string | null }, ApiError>({
    queryKey: ['placementGroups', project] as const,
    queryFn: async () => {
      const [a, b] = await Promise.all([
        queryClient.fetchQuery(aff.list(project)),
        queryClient.fetchQuery(anti.list(project)),
      ])
      const rows = [
        ...a.items.map((g) => ({ ...g, kind: 'affinity' as const })),
        ...b.items.map((g) => ({ ...g, kind: 'anti-affinity' as const })),
      ]
      const counts = await Promise.all(
        rows.map((g) =>
          queryClient.fetchQuery(groupMembers({ kind: g.kind, project, group: g.name })),
        ),
      )
      const items = rows
        .map((g, i) => ({ ...g, members: counts[i]?.items.length ?? 0 }))
        .sort((x, y) => x.name.localeCompare(y.name) || x.kind.localeCompare(y.kind))
      return { items, nextPage: null }
    },
  })

const GROUP_OPS: OperationId[] = [
  'affinityGroupList',
  'antiAffinityGroupList',
  'affinityGroupMemberList',
  'antiAffinityGroupMemberList',
  'instanceAffinityGroupList',
  'instanceAntiAffinityGroupList',
]

/** After any change to a group or its members: every list that shows groups or members. */
export async function invalidateGroups() {
  await Promise.all([
    ...GROUP_OPS.map((op) => queryClient.invalidateQueries({ queryKey: [op] })),
    queryClient.invalidateQueries({ queryKey: ['placementGroups'] }),
  ])
}

/** The create request of either kind (a form's request: shown as its equivalent, then sent). */
export function createGroupRequest(kind: GroupKind, project: string, body: AffinityGroupCreate) {
  return kind === 'affinity'
    ? apiRequest('affinityGroupCreate', { query: { project }, body })
    : apiRequest('antiAffinityGroupCreate', { query: { project }, body })
}

/** The update request of either kind. */
export function updateGroupRequest(r: GroupRef, body: AffinityGroupUpdate) {
  const query = { project: r.project }
  return r.kind === 'affinity'
    ? apiRequest('affinityGroupUpdate', { path: { affinityGroup: r.group }, query, body })
    : apiRequest('antiAffinityGroupUpdate', { path: { antiAffinityGroup: r.group }, query, body })
}

/** The requests of a delete, an add and a remove: what the confirm shows and then sends. */
export function deleteGroupRequest(r: GroupRef) {
  const query = { project: r.project }
  return r.kind === 'affinity'
    ? apiRequest('affinityGroupDelete', { path: { affinityGroup: r.group }, query })
    : apiRequest('antiAffinityGroupDelete', { path: { antiAffinityGroup: r.group }, query })
}

export function addMemberRequest(r: GroupRef, instance: string) {
  const query = { project: r.project }
  return r.kind === 'affinity'
    ? apiRequest('affinityGroupMemberInstanceAdd', {
        path: { affinityGroup: r.group, instance },
        query,
      })
    : apiRequest('antiAffinityGroupMemberInstanceAdd', {
        path: { antiAffinityGroup: r.group, instance },
        query,
      })
}

export function removeMemberRequest(r: GroupRef, instance: string) {
  const query = { project: r.project }
  return r.kind === 'affinity'
    ? apiRequest('affinityGroupMemberInstanceDelete', {
        path: { affinityGroup: r.group, instance },
        query,
      })
    : apiRequest('antiAffinityGroupMemberInstanceDelete', {
        path: { antiAffinityGroup: r.group, instance },
        query,
      })
}

export function deleteGroup(r: GroupRef) {
  const req = deleteGroupRequest(r)
  return sendEitherRequest(req)
}

export function addMember(r: GroupRef, instance: string) {
  const req = addMemberRequest(r, instance)
  return sendEitherRequest(req)
}

export function removeMember(r: GroupRef, instance: string) {
  const req = removeMemberRequest(r, instance)
  return sendEitherRequest(req)
}
