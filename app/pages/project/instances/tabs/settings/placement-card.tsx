import { useQuery } from '@tanstack/react-query'
import { Suspense, useMemo, useState } from 'react'

import { type Instance } from '~/api/__generated__/Api'
import { qAll, qList } from '~/api/client'
import { type InstanceSelector } from '~/api/selectors'
import { confirmAction } from '~/components/confirm'
import { useWhenIdle } from '~/components/idle-preload'
import { PolicyBadge } from '~/resources/affinity/group-columns'
import {
  groupPath,
  invalidateGroups,
  kindNoun,
  removeMember,
  removeMemberRequest,
  type Group,
  type GroupKind,
} from '~/resources/affinity/group-kinds'
import { instanceDisabledReason } from '~/resources/instances/reasons'
import {
  accessorColumn,
  descriptionColumn,
  nameLinkColumn,
  type TableColumn,
} from '~/table/columns'
import { useQueryTable } from '~/table/query-table'
import { type RowAction } from '~/table/row-actions'
import { Button } from '~/ui/button'
import { Card } from '~/ui/card'
import { EmptyState } from '~/ui/empty-state'
import { preloadable } from '~/ui/preloadable'
import { addToast, ToastName } from '~/ui/toast'

type Row = Group

/** The groups of one kind the instance belongs to, one page (the settings tab prefetches it). */
export const instanceGroups = (kind: GroupKind, sel: InstanceSelector, pageToken?: string) =>
  (kind === 'affinity'
    ? qList(
        'instanceAffinityGroupList',
        { path: { instance: sel.instance }, query: { project: sel.project } },
        pageToken,
      )
    : qList(
        'instanceAntiAffinityGroupList',
        { path: { instance: sel.instance }, query: { project: sel.project } },
        pageToken,
      )) as ReturnType<typeof qList<'instanceAffinityGroupList'>>

const allGroups = (kind: GroupKind, project: string) =>
  (kind === 'affinity'
    ? qAll('affinityGroupList', { query: { project } })
    : qAll('antiAffinityGroupList', { query: { project } })) as ReturnType<
    typeof qAll<'affinityGroupList'>
  >

const myGroups = (kind: GroupKind, sel: InstanceSelector) =>
  (kind === 'affinity'
    ? qAll('instanceAffinityGroupList', {
        path: { instance: sel.instance },
        query: { project: sel.project },
      })
    : qAll('instanceAntiAffinityGroupList', {
        path: { instance: sel.instance },
        query: { project: sel.project },
      })) as ReturnType<typeof qAll<'instanceAffinityGroupList'>>

const TEXT: Record<GroupKind, { title: string; description: string }> = {
  affinity: {
    title: 'Affinity groups',
    description: 'Members of an affinity group are kept on the same sled.',
  },
  'anti-affinity': {
    title: 'Anti-affinity groups',
    description: 'Members of an anti-affinity group are kept on different sleds.',
  },
}

/**
 * The add form (its form library, group picker and dialog are most of the settings tab's
 * JavaScript) is not needed to show the groups: it loads once the page is idle, or when chosen.
 */
const AddToGroupModal = preloadable(() =>
  import('./add-to-group-modal').then((m) => m.AddToGroupModal),
)

/** The groups of one kind the instance belongs to; add it to another or take it out. */
export function PlacementCard({
  kind,
  instance,
  sel,
}: {
  kind: GroupKind
  instance: Instance
  sel: InstanceSelector
}) {
  const [adding, setAdding] = useState(false)
  useWhenIdle(AddToGroupModal.warm)
  const noun = kindNoun(kind)
  // the choices for "Add to group": when they fail, only that button says so
  const { data: all, isError: allFailed } = useQuery({
    ...allGroups(kind, sel.project),
    throwOnError: false,
  })
  const { data: mine, isError: mineFailed } = useQuery({
    ...myGroups(kind, sel),
    throwOnError: false,
  })

  const available = useMemo(() => {
    const member = new Set((mine?.items ?? []).map((g) => g.id))
    return (all?.items ?? []).filter((g) => !member.has(g.id))
  }, [all, mine])

  const { project, instance: name } = sel
  const columns = useMemo<TableColumn<Row>[]>(() => {
    const ref = (g: Row) => ({ kind, project, group: g.name })
    return [
      nameLinkColumn<Row>((g) => groupPath(ref(g))),
      descriptionColumn<Row>(),
      accessorColumn({
        id: 'policy',
        header: 'policy',
        accessorFn: (g) => g.policy,
        meta: { sortValue: (g) => g.policy, text: (g) => g.policy },
        cell: ({ row }) => <PolicyBadge kind={kind} policy={row.original.policy} />,
      }),
    ]
  }, [kind, project])

  const rowActions = (group: Row): RowAction[] => [
    {
      label: 'Remove instance from group',
      onActivate: () =>
        confirmAction({
          title: 'Remove instance from group',
          content: (
            <p>
              Are you sure you want to remove instance{' '}
              <strong className="font-medium text-fg">{name}</strong> from group{' '}
              <strong className="font-medium text-fg">{group.name}</strong>?
            </p>
          ),
          actionType: 'danger',
          errorTitle: 'Could not remove instance from group',
          requests: () => removeMemberRequest({ kind, project, group: group.name }, name),
          doAction: async () => {
            await removeMember({ kind, project, group: group.name }, name)
            await invalidateGroups()
            addToast({
              content: (
                <>
                  Instance <ToastName>{name}</ToastName> removed from {noun}{' '}
                  <ToastName>{group.name}</ToastName>
                </>
              ),
            })
          },
        }),
    },
  ]

  const { table } = useQueryTable<Row>({
    query: (t) => instanceGroups(kind, { project, instance: name }, t),
    columns,
    rowActions,
    noun: `${noun}s`,
    emptyState: (
      <EmptyState title={`No ${noun}s`} body={`This instance belongs to no ${noun} yet`} />
    ),
  })

  const reason =
    instanceDisabledReason('addToAffinityGroup', instance) ||
    (allFailed || mineFailed
      ? `Could not load the ${noun}s`
      : all && all.items.length === 0
        ? 'No groups found'
        : all && mine && available.length === 0
          ? 'This instance is in every group already'
          : false)

  return (
    <Card
      title={TEXT[kind].title}
      description={TEXT[kind].description}
      actions={
        <Button
          writes
          variant="secondary"
          size="sm"
          onClick={() => setAdding(true)}
          disabled={!!reason || !all}
          disabledReason={reason || undefined}
        >
          Add to group
        </Button>
      }
    >
      {table}
      {adding && (
        <Suspense fallback={null}>
          <AddToGroupModal
            kind={kind}
            sel={sel}
            groups={available}
            onDismiss={() => setAdding(false)}
          />
        </Suspense>
      )}
    </Card>
  )
}
