import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'

import { type AntiAffinityGroup, type Instance } from '~/api/__generated__/Api'
import { call, invalidate, qAll, qList, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { confirmAction } from '~/components/confirm'
import { ComboboxField, ModalForm } from '~/components/form'
import { isBuilt } from '~/components/shell/built-routes'
import { descriptionColumn, nameLinkColumn, textColumn, type TableColumn } from '~/table/columns'
import { useQueryTable } from '~/table/query-table'
import { type RowAction } from '~/table/row-actions'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { Card } from '~/ui/card'
import { EmptyState } from '~/ui/empty-state'
import { addToast, ToastName } from '~/ui/toast'
import { Tooltip } from '~/ui/tooltip'

import { type InstanceSelector } from '../../instance-data'
import { instanceDisabledReason } from '../../reasons'

const POLICY_TIP: Record<AntiAffinityGroup['policy'], string> = {
  allow: 'Members may still start when the rule cannot be satisfied',
  fail: 'Members do not start when the rule cannot be satisfied',
}

export const instanceGroups = (sel: InstanceSelector, pageToken?: string) =>
  qList(
    'instanceAntiAffinityGroupList',
    { path: { instance: sel.instance }, query: { project: sel.project } },
    pageToken,
  )

const allGroups = (project: string) => qAll('antiAffinityGroupList', { query: { project } })

function invalidateMembership() {
  void invalidate('instanceAntiAffinityGroupList')
  void invalidate('antiAffinityGroupMemberList')
}

function AddToGroupModal({
  sel,
  groups,
  onDismiss,
}: {
  sel: InstanceSelector
  groups: AntiAffinityGroup[]
  onDismiss: () => void
}) {
  const form = useForm({ defaultValues: { group: '' } })
  const add = useApiMutation('antiAffinityGroupMemberInstanceAdd', {
    onSuccess(_, vars) {
      invalidateMembership()
      addToast({
        content: (
          <>
            Instance <ToastName>{sel.instance}</ToastName> added to anti-affinity group{' '}
            <ToastName>{vars.path.antiAffinityGroup}</ToastName>
          </>
        ),
      })
      onDismiss()
    },
  })
  return (
    <ModalForm
      form={form}
      title="Add to anti-affinity group"
      submitLabel="Add to group"
      onDismiss={onDismiss}
      loading={add.isPending}
      submitError={add.error}
      onSubmit={({ group }) =>
        add.mutate({
          path: { antiAffinityGroup: group, instance: sel.instance },
          query: { project: sel.project },
        })
      }
    >
      <p>
        Choose the group that instance <strong className="text-fg">{sel.instance}</strong> joins.
      </p>
      <ComboboxField
        name="group"
        label="Anti-affinity group"
        control={form.control}
        required
        placeholder="Select a group"
        items={groups.map((g) => ({ value: g.name, label: g.name, description: g.description }))}
      />
    </ModalForm>
  )
}

/** The anti-affinity groups the instance belongs to; add it to another or take it out. */
export function AntiAffinityCard({ instance, sel }: { instance: Instance; sel: InstanceSelector }) {
  const [adding, setAdding] = useState(false)
  // the choices for "Add to group": when they fail, only that button says so
  const { data: all, isError: allFailed } = useQuery({
    ...allGroups(sel.project),
    throwOnError: false,
  })
  const { data: mine, isError: mineFailed } = useQuery({
    ...qAll('instanceAntiAffinityGroupList', {
      path: { instance: sel.instance },
      query: { project: sel.project },
    }),
    throwOnError: false,
  })

  const available = useMemo(() => {
    const member = new Set((mine?.items ?? []).map((g) => g.id))
    return (all?.items ?? []).filter((g) => !member.has(g.id))
  }, [all, mine])

  const columns = useMemo<TableColumn<AntiAffinityGroup>[]>(
    () => [
      // plain names until the group pages exist: a link would end on "Page not found"
      isBuilt(pb.antiAffinityGroup({ project: sel.project, antiAffinityGroup: 'any' }))
        ? nameLinkColumn<AntiAffinityGroup>((g) =>
            pb.antiAffinityGroup({ project: sel.project, antiAffinityGroup: g.name }),
          )
        : textColumn<AntiAffinityGroup>('name'),
      descriptionColumn<AntiAffinityGroup>(),
      {
        id: 'policy',
        header: 'policy',
        cell: ({ row }) => (
          <Tooltip content={POLICY_TIP[row.original.policy]}>
            <span tabIndex={0}>
              <Badge color="neutral">{row.original.policy}</Badge>
            </span>
          </Tooltip>
        ),
      },
    ],
    [sel.project],
  )

  const rowActions = useCallback(
    (group: AntiAffinityGroup): RowAction[] => [
      {
        label: 'Remove instance from group',
        onActivate: () =>
          confirmAction({
            title: 'Remove instance from group',
            content: (
              <p>
                Are you sure you want to remove instance{' '}
                <strong className="font-medium text-fg">{sel.instance}</strong> from group{' '}
                <strong className="font-medium text-fg">{group.name}</strong>?
              </p>
            ),
            actionType: 'danger',
            errorTitle: 'Could not remove instance from group',
            doAction: async () => {
              await call('antiAffinityGroupMemberInstanceDelete', {
                path: { antiAffinityGroup: group.name, instance: sel.instance },
                query: { project: sel.project },
              })
              invalidateMembership()
              addToast({
                content: (
                  <>
                    Instance <ToastName>{sel.instance}</ToastName> removed from anti-affinity group{' '}
                    <ToastName>{group.name}</ToastName>
                  </>
                ),
              })
            },
          }),
      },
    ],
    [sel.instance, sel.project],
  )

  const { project, instance: name } = sel
  const query = useCallback(
    (t?: string) => instanceGroups({ project, instance: name }, t),
    [project, name],
  )
  const { table } = useQueryTable({
    query,
    columns,
    rowActions,
    emptyState: (
      <EmptyState
        title="No anti-affinity groups"
        body="This instance belongs to no anti-affinity group yet"
      />
    ),
  })

  const reason =
    instanceDisabledReason('addToAffinityGroup', instance) ||
    (allFailed || mineFailed
      ? 'Could not load the anti-affinity groups'
      : all && all.items.length === 0
        ? 'No groups found'
        : all && mine && available.length === 0
          ? 'This instance is in every group already'
          : false)

  return (
    <Card
      title="Anti-affinity groups"
      description="Members of an anti-affinity group are kept on different sleds."
      actions={
        <Button
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
        <AddToGroupModal sel={sel} groups={available} onDismiss={() => setAdding(false)} />
      )}
    </Card>
  )
}
