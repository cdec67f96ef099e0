import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { projectSelector, useProjectSelector } from '~/api/selectors'
import { confirmDelete } from '~/components/confirm'
import { DocsPopover } from '~/components/docs-popover'
import { ACTIONS_GROUP, useQuickActions, useQuickActionsOpen } from '~/components/quick-actions'
import { unlessRole, useMyRole } from '~/resources/access/my-role'
import { kindColumn, policyColumn } from '~/resources/affinity/group-columns'
import {
  deleteGroup,
  deleteGroupRequest,
  GROUP_KINDS,
  groupEditPath,
  groupPath,
  groupView,
  invalidateGroups,
  kindNoun,
  placementGroups,
  type GroupRow,
} from '~/resources/affinity/group-kinds'
import {
  accessorColumn,
  dateColumn,
  descriptionColumn,
  nameLinkColumn,
  type TableColumn,
} from '~/table/columns'
import { ListPage } from '~/table/list-page'
import { type RowAction } from '~/table/row-actions'
import { addToast, ToastName } from '~/ui/toast'

import { memberCountText } from './group-rules'
import { PlacementIcon } from './placement-icon'

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(placementGroups(projectSelector(params).project))
  return null
}

const docs = (
  <DocsPopover
    heading="Affinity groups"
    summary="An affinity group keeps its instances on the same sled; an anti-affinity group keeps them on different sleds. The policy says whether a member may still start when the rule cannot be met. Only stopped instances can join a group."
    links={[{ href: 'https://docs.oxide.computer/guides/deploying-workloads', label: 'Instances' }]}
  />
)

const refOf = (project: string, g: GroupRow) => ({ kind: g.kind, project, group: g.name })

/** Both kinds of placement group in one list, with a kind facet. */
export function Component() {
  const { project } = useProjectSelector()
  const navigate = useNavigate()
  const role = useMyRole(project)
  const create = {
    to: pb.affinityNew({ project }),
    label: 'New group',
    disabledReason: unlessRole(
      role,
      'limited_collaborator',
      'Your role on this project does not allow creating groups',
    ),
  }

  // palette: create, and go to every group of either kind
  const paletteOpen = useQuickActionsOpen()
  const { data } = useQuery({ ...placementGroups(project), enabled: paletteOpen })
  useQuickActions(
    useMemo(
      () => [
        ...(create.disabledReason
          ? []
          : [{ value: create.label, group: ACTIONS_GROUP, to: create.to }]),
        ...(data?.items ?? []).map((g) => ({
          value: g.name,
          group: `Go to ${kindNoun(g.kind)}`,
          to: groupPath(refOf(project, g)),
        })),
      ],
      [data, project, create.label, create.to, create.disabledReason],
    ),
  )

  const columns = useMemo<TableColumn<GroupRow>[]>(
    () => [
      nameLinkColumn<GroupRow>((g) => groupPath(refOf(project, g))),
      kindColumn<GroupRow>(),
      accessorColumn({
        id: 'members',
        header: 'members',
        accessorFn: (g) => g.members,
        meta: { sortValue: (g) => g.members, text: (g) => memberCountText(g.members) },
        cell: ({ row }) => (
          <span className="whitespace-nowrap text-secondary">
            {memberCountText(row.original.members)}
          </span>
        ),
      }),
      policyColumn<GroupRow>(),
      descriptionColumn<GroupRow>(),
      dateColumn<GroupRow>('timeCreated', 'created'),
    ],
    [project],
  )

  const rowActions = (g: GroupRow): RowAction[] => {
    const ref = refOf(project, g)
    return [
      {
        label: 'Edit',
        onActivate() {
          // the form opens at once from the row
          const { kind: _k, members: _m, ...group } = g
          queryClient.setQueryData(groupView(ref).queryKey, group)
          void navigate(groupEditPath(ref))
        },
      },
      {
        label: 'Delete',
        variant: 'danger',
        onActivate: () =>
          confirmDelete({
            kind: kindNoun(g.kind),
            label: g.name,
            requests: () => deleteGroupRequest(ref),
            doDelete: async () => {
              await deleteGroup(ref)
              await invalidateGroups()
              addToast({
                content: (
                  <>
                    {g.kind === 'affinity' ? 'Affinity' : 'Anti-affinity'} group{' '}
                    <ToastName>{g.name}</ToastName> deleted
                  </>
                ),
              })
            },
          }),
      },
    ]
  }

  return (
    <ListPage
      title="Affinity Groups"
      noun="groups"
      icon={PlacementIcon}
      docs={docs}
      create={create}
      empty={{
        title: 'No affinity groups',
        body: 'Create an affinity or anti-affinity group to control where instances are placed',
      }}
      query={() => placementGroups(project)}
      allQuery={placementGroups(project)}
      columns={columns}
      rowActions={rowActions}
      facets={[{ id: 'kind', label: 'Kind', options: GROUP_KINDS, value: (g) => g.kind }]}
    />
  )
}
