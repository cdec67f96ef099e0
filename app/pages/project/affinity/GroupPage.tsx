import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { Link, useNavigate, type LoaderFunctionArgs } from 'react-router'

import { isInstanceTransitional } from '~/api/capabilities'
import { queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { placementGroupSelector, useSelector } from '~/api/selectors'
import { confirmAction, confirmDelete } from '~/components/confirm'
import { DocsPopover } from '~/components/docs-popover'
import { type RouteHandle } from '~/components/shell/crumbs'
import { InstanceStateBadge } from '~/components/state-badge'
import { KindBadge, PolicyBadge } from '~/resources/affinity/group-columns'
import {
  deleteGroup,
  deleteGroupRequest,
  groupEditPath,
  groupMembers,
  groupView,
  invalidateGroups,
  KIND_SUMMARY,
  kindNoun,
  removeMember,
  removeMemberRequest,
  type GroupMember,
  type GroupRef,
} from '~/resources/affinity/group-kinds'
import {
  accessorColumn,
  formatDateTime,
  IdCell,
  stateColumn,
  type TableColumn,
} from '~/table/columns'
import { useQueryTable } from '~/table/query-table'
import { RowActionsMenu, type RowAction } from '~/table/row-actions'
import { Button } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { AddIcon } from '~/ui/icons'
import { PageHeader, PropertiesTable } from '~/ui/page-header'
import { addToast, ToastName } from '~/ui/toast'

import { addMemberReason, MAX_GROUP_MEMBERS, memberCountText } from './group-rules'
import { PlacementIcon } from './placement-icon'
import { projectInstances } from './project-instances'

// the instance picker loads when "Add instance" is first chosen
const AddMemberModal = lazy(() =>
  import('./add-member-modal').then((m) => ({ default: m.AddMemberModal })),
)

/** How often the instances are read again while one of them is changing state. */
const POLL_MS = 2000

export async function loader({ params }: LoaderFunctionArgs) {
  const ref = placementGroupSelector(params)
  void queryClient.prefetchQuery(projectInstances(ref.project))
  await Promise.all([
    queryClient.ensureQueryData(groupView(ref)),
    // a failure is said in the table
    queryClient.prefetchQuery(groupMembers(ref)),
  ])
  return null
}

export const handle: RouteHandle = { crumb: ({ params }) => placementGroupSelector(params).group }

const Strong = ({ children }: { children: string }) => (
  <strong className="font-medium text-fg">{children}</strong>
)

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

function confirmRemove(ref: GroupRef, instance: string) {
  confirmAction({
    title: 'Remove instance from group',
    content: (
      <p>
        Are you sure you want to remove instance <Strong>{instance}</Strong> from{' '}
        {kindNoun(ref.kind)} <Strong>{ref.group}</Strong>?
      </p>
    ),
    actionType: 'danger',
    actionText: 'Remove',
    errorTitle: 'Could not remove instance from group',
    requests: () => removeMemberRequest(ref, instance),
    doAction: async () => {
      await removeMember(ref, instance)
      await invalidateGroups()
      addToast({
        content: (
          <>
            Instance <ToastName>{instance}</ToastName> removed from {kindNoun(ref.kind)}{' '}
            <ToastName>{ref.group}</ToastName>
          </>
        ),
      })
    },
  })
}

/** The members table: name linking to the instance, state, ID with copy. */
const memberColumns = (project: string): TableColumn<GroupMember>[] => [
  accessorColumn({
    id: 'name',
    header: 'name',
    accessorFn: (m) => m.value.name,
    meta: { sortValue: (m) => m.value.name, text: (m) => m.value.name },
    cell: ({ row }) => (
      <Link
        to={pb.instance({ project, instance: row.original.value.name })}
        className="font-medium text-fg underline-offset-2 hover:text-accent hover:underline"
      >
        {row.original.value.name}
      </Link>
    ),
  }),
  stateColumn<GroupMember>(
    (m) => m.value.runState,
    (m) => <InstanceStateBadge state={m.value.runState} />,
  ),
  accessorColumn({
    id: 'id',
    header: 'id',
    accessorFn: (m) => m.value.id,
    meta: { label: 'id', text: (m) => m.value.id },
    cell: ({ row }) => <IdCell id={row.original.value.id} />,
  }),
]

/** A group of either kind: its properties and its members; add and remove instances. */
export function Component() {
  const ref = useSelector(placementGroupSelector)
  const navigate = useNavigate()
  const [adding, setAdding] = useState(false)
  const { data: group } = useQuery(groupView(ref))
  const members = useQuery({ ...groupMembers(ref), throwOnError: false })
  const instances = useQuery({
    ...projectInstances(ref.project),
    throwOnError: false,
    // an instance on its way to stopped becomes addable: follow it
    refetchInterval: (q) =>
      q.state.data?.items.some((i) => isInstanceTransitional(i)) ? POLL_MS : false,
  })

  const { kind, project, group: name } = ref
  const columns = memberColumns(project)
  const rowActions = (m: GroupMember): RowAction[] => [
    {
      label: 'Remove from group',
      variant: 'danger',
      onActivate: () => confirmRemove({ kind, project, group: name }, m.value.name),
    },
  ]
  const list = useQueryTable({
    query: () => ({ ...groupMembers({ kind, project, group: name }), throwOnError: false }),
    allQuery: groupMembers({ kind, project, group: name }),
    noun: 'members',
    columns,
    rowActions,
    getId: (m) => m.value.id,
    filterFields: (m) => [m.value.name, m.value.id, m.value.runState],
    emptyState: (
      <EmptyState
        icon={<PlacementIcon />}
        title="No members"
        body="Add a stopped instance to this group to see it here"
      />
    ),
  })

  // the loader put it there; it is only missing for a moment after a rename
  if (!group) return null

  const memberIds = new Set((members.data?.items ?? []).map((m) => m.value.id))
  const candidates = (instances.data?.items ?? []).filter((i) => !memberIds.has(i.id))
  const count = members.data?.items.length
  const refused =
    count === undefined || !instances.data
      ? members.isError || instances.isError
        ? 'Could not load the members and instances'
        : 'Loading…'
      : addMemberReason(count, candidates.length)

  const actions: RowAction[] = [
    { label: 'Edit', onActivate: () => navigate(groupEditPath(ref)) },
    {
      label: 'Delete',
      variant: 'danger',
      onActivate: () =>
        confirmDelete({
          kind: kindNoun(kind),
          label: name,
          requests: () => deleteGroupRequest(ref),
          doDelete: async () => {
            await deleteGroup(ref)
            await invalidateGroups()
            addToast({
              content: (
                <>
                  {capitalise(kindNoun(kind))} <ToastName>{name}</ToastName> deleted
                </>
              ),
            })
            void navigate(pb.affinity(ref))
          },
        }),
    },
  ]

  return (
    <>
      <PageHeader
        title={group.name}
        icon={<PlacementIcon size={20} />}
        adornment={
          <DocsPopover
            heading={`${kindNoun(kind)}s`}
            summary={`${KIND_SUMMARY[kind]}. Only stopped instances can be added; a group has at most 32 members.`}
            links={[
              {
                href: 'https://docs.oxide.computer/guides/deploying-workloads',
                label: 'Instances',
              },
            ]}
          />
        }
        actions={<RowActionsMenu label="Group actions" id={group.id} actions={actions} />}
      />
      <PropertiesTable columns={2}>
        <PropertiesTable.Row label="Kind">
          <KindBadge kind={kind} />
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Description">{group.description || null}</PropertiesTable.Row>
        <PropertiesTable.Row label="Policy">
          <PolicyBadge kind={kind} policy={group.policy} />
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Failure domain">{group.failureDomain}</PropertiesTable.Row>
        <PropertiesTable.Row label="Members">
          {count === undefined ? '…' : memberCountText(count)}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Created">
          {formatDateTime(group.timeCreated)}
        </PropertiesTable.Row>
        <PropertiesTable.IdRow id={group.id} />
        <PropertiesTable.Row label="Updated">
          {formatDateTime(group.timeModified)}
        </PropertiesTable.Row>
      </PropertiesTable>
      <div className="mt-8 mb-3 flex items-center justify-between gap-2">
        <div>
          <h2 className="text-base font-medium text-fg">Members</h2>
          <p className="text-sm text-secondary">
            {count === undefined ? 'Instances in this group' : memberCountText(count)}; only stopped
            instances can be added
          </p>
        </div>
        <Button
          writes
          size="sm"
          onClick={() => {
            void instances.refetch()
            setAdding(true)
          }}
          disabled={!!refused}
          disabledReason={refused || undefined}
        >
          <AddIcon size={12} />
          Add instance
        </Button>
      </div>
      {count !== undefined && count >= MAX_GROUP_MEMBERS && refused && (
        <p className="mb-3 text-sm text-secondary">{refused}</p>
      )}
      {list.table}
      {adding && (
        <Suspense fallback={null}>
          <AddMemberModal
            groupRef={ref}
            candidates={candidates}
            onDismiss={() => setAdding(false)}
          />
        </Suspense>
      )}
    </>
  )
}
