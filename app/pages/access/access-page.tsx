import { lazy, Suspense, useState, type ReactNode } from 'react'

import { q, queryClient, usePrefetchedQuery } from '~/api/client'
import { confirmAction } from '~/components/confirm'
import { DocsPopover } from '~/components/docs-popover'
import { LostUpdateNotices } from '~/components/lost-update-notices'
import { ACTIONS_GROUP, useQuickActions } from '~/components/quick-actions'
import {
  accessQuery,
  policyTarget,
  savePolicy,
  type AccessScope,
} from '~/resources/access/access-queries'
import {
  explainAccess,
  isWeaker,
  roleLabel,
  withoutIdentity,
  type AccessRow,
  type Policy,
  type Role,
} from '~/resources/access/access-rules'
import { ChangeList } from '~/resources/access/change-list'
import { policyRequest } from '~/resources/access/policy-request'
import { accessorColumn, type TableColumn } from '~/table/columns'
import { ListPage } from '~/table/list-page'
import { useQueryTable, type PageQuery, type ListPage as RowsPage } from '~/table/query-table'
import { type RowAction } from '~/table/row-actions'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { KeyIcon } from '~/ui/icons'
import { addToast, ToastName } from '~/ui/toast'
import { useWriteGate } from '~/ui/write-gate'

import { ExplainAccess } from './explain-access'
import { MappedGrants } from './mapped-grants'

const AccessRoleForm = lazy(() =>
  import('~/forms/access-role').then((m) => ({ default: m.AccessRoleForm })),
)

/** Loads what the page reads first; the route modules' loaders call it. */
export async function loadAccess(scope: AccessScope) {
  await Promise.all([
    queryClient.ensureQueryData(accessQuery(scope)),
    queryClient.ensureQueryData(q('currentUserGroups', {})),
  ])
}

const TITLES = { project: 'Project Access', silo: 'Silo Access', fleet: 'Fleet Access' }

const SUMMARY = {
  project:
    'Roles decide who can see, change or administer this project. Roles on the silo carry over to every project; where someone has both, the stronger one counts.',
  silo: 'Roles on the silo decide who can see, change or administer it, and carry over to every project in it.',
  fleet:
    'Fleet roles give operators access to the system area: hardware, silos, IP pools and updates. They give no access inside silos.',
}

const NO_EDIT = {
  project: 'Only a project admin can change who has access to this project',
  silo: 'Only a silo admin can change who has access to the silo',
  fleet: 'Only a fleet admin can change fleet roles',
}

const badgeColor = (role: Role) =>
  role === 'admin' ? 'default' : role === 'viewer' ? 'info' : 'accent'

function RoleBadge({ prefix, role }: { prefix: string; role: Role | null }) {
  if (!role) return <span className="text-tertiary">—</span>
  return <Badge color={badgeColor(role)}>{roleText(prefix, role)}</Badge>
}

/** The rows query, as the list kit reads it (the extra fields ride along). */
type RowsQuery = PageQuery<RowsPage<AccessRow>>

const typeLabel = (r: AccessRow) => (r.identityType === 'silo_group' ? 'Group' : 'User')
const roleText = (prefix: string, role: Role | null) => (role ? `${prefix}.${role}` : '')

function columnsFor(scope: AccessScope, myId: string): TableColumn<AccessRow>[] {
  const prefix = scope.level
  const cols: TableColumn<AccessRow>[] = [
    accessorColumn({
      id: 'name',
      header: 'name',
      accessorFn: (r) => r.name,
      meta: {
        sortValue: (r) => r.name.toLowerCase(),
        text: (r) =>
          `${r.name}${r.id === myId ? ' (you)' : ''}${r.name === r.id ? ' (not in your silo)' : ''}`,
      },
      cell: ({ row }) => (
        <span className="font-medium text-fg">
          {row.original.name}
          {row.original.id === myId && <span className="text-tertiary"> (you)</span>}
          {row.original.name === row.original.id && (
            <span className="text-xs text-tertiary"> (not in your silo)</span>
          )}
        </span>
      ),
    }),
    accessorColumn({
      id: 'type',
      header: 'type',
      accessorFn: (r) => typeLabel(r),
      meta: { sortValue: typeLabel, text: typeLabel },
      cell: ({ row }) => <span className="text-secondary">{typeLabel(row.original)}</span>,
    }),
    accessorColumn({
      id: 'role',
      header: `${prefix} role`,
      accessorFn: (r) => r.role ?? '',
      meta: { sortValue: (r) => r.role ?? '', text: (r) => roleText(prefix, r.role) },
      cell: ({ row }) => <RoleBadge prefix={prefix} role={row.original.role} />,
    }),
  ]
  if (scope.level === 'project') {
    cols.push(
      accessorColumn({
        id: 'silo-role',
        header: 'silo role (inherited)',
        accessorFn: (r) => r.siloRole ?? '',
        meta: { sortValue: (r) => r.siloRole ?? '', text: (r) => roleText('silo', r.siloRole) },
        cell: ({ row }) => <RoleBadge prefix="silo" role={row.original.siloRole} />,
      }),
      accessorColumn({
        id: 'effective',
        header: 'effective role',
        accessorFn: (r) => r.effective,
        meta: { sortValue: (r) => r.effective, text: (r) => roleText('project', r.effective) },
        cell: ({ row }) => <RoleBadge prefix="project" role={row.original.effective} />,
      }),
    )
  }
  return cols
}

const facets = [
  {
    id: 'type',
    label: 'Type',
    options: ['Group', 'User'],
    value: typeLabel,
  },
] as const

type Editing = {
  id: string
  identityType: AccessRow['identityType']
  name: string
  role: Role | null
}

type Props = { scope: AccessScope; scopeName: string }

/**
 * What an access page or panel is made of: the rows' columns and actions, the add button, and
 * what renders below the table (why a user has access, the fleet's mapped roles, the form).
 * The signed-in user's own power decides what is offered; the API decides again. A silo seen
 * from the system area (`scope.silo`) is changed by fleet admins: the area's write gate decides.
 */
function useAccess({ scope, scopeName }: Props) {
  const me = usePrefetchedQuery(q('currentUserView', {}))
  const myGroups = usePrefetchedQuery(q('currentUserGroups', {})).items.map((g) => g.id)
  const data = usePrefetchedQuery(accessQuery(scope))
  const gate = useWriteGate()
  const [form, setForm] = useState<{ editing?: Editing } | null>(null)
  const fromSystem = scope.level === 'silo' && !!scope.silo

  const mine = (policy: Policy, siloPolicy = data.siloPolicy) =>
    explainAccess({
      userId: me.id,
      groupIds: myGroups,
      policy,
      siloPolicy,
      fleetMapping: data.fleetMapping,
    }).effective
  const canEdit = fromSystem ? !gate : mine(data.policy) === 'admin'
  const reason = canEdit ? undefined : fromSystem ? gate : NO_EDIT[scope.level]
  const nameOf = (id: string) => data.names.get(id) ?? id

  /** What the signed-in user loses with `next` in place of the policy, or null. */
  const selfLoss = (next: Policy): ReactNode | null => {
    // a fleet admin can always give a silo role back from the system area
    if (fromSystem) return null
    const before = mine(data.policy)
    const after = mine(next)
    if (before !== 'admin' || !isWeaker(after, before)) return null
    return (
      <>
        Your role on {scopeName} goes from admin to {after ? roleLabel(after) : 'none'}. You will no
        longer be able to manage who has access to {scopeName}, and cannot give your admin role back
        yourself: another admin will have to.
      </>
    )
  }

  const remove = (row: AccessRow) => {
    const baseline = data.policy
    const edit = (p: Policy) => withoutIdentity(p, row.id)
    const loss = selfLoss(edit(baseline))
    const role = roleLabel(row.role!)
    const doRemove = async (base: Policy): Promise<void> => {
      const outcome = await savePolicy(scope, base, [{ key: row.id, to: null }])
      if ('conflict' in outcome) {
        // after this dialog closes
        setTimeout(() =>
          confirmAction({
            title: 'Access changed meanwhile',
            content: (
              <>
                <p>Access to {scopeName} changed since you loaded this page:</p>
                <ChangeList changes={outcome.conflict} nameOf={nameOf} />
                <p>
                  Remove the {role} role of {row.name} on top of those changes?
                </p>
              </>
            ),
            actionType: 'danger',
            actionText: 'Apply my change on top',
            requests: () => policyRequest(scope, edit(outcome.fresh)),
            doAction: () => doRemove(outcome.fresh),
            errorTitle: 'Could not remove role',
          }),
        )
        return
      }
      addToast({
        content: (
          <>
            Access of <ToastName>{row.name}</ToastName> removed
          </>
        ),
      })
    }
    confirmAction({
      title: loss ? 'Remove your own admin role' : 'Remove role assignment',
      content: (
        <>
          <p>
            Remove the <strong className="font-medium text-fg">{role}</strong> role of{' '}
            <strong className="font-medium text-fg">{row.name}</strong> on {scopeName}?
          </p>
          {loss && <p>{loss}</p>}
        </>
      ),
      actionType: 'danger',
      actionText: 'Remove',
      requests: () => policyRequest(scope, edit(baseline)),
      doAction: () => doRemove(baseline),
      errorTitle: 'Could not remove role',
    })
  }

  const rowActions = (row: AccessRow): RowAction[] => {
    if (!row.role) {
      // at project level: a silo role only, changed on the silo's page
      return [
        {
          label: 'Assign project role',
          onActivate: () => setForm({ editing: { ...row, role: null } }),
          disabled: reason ?? false,
        },
      ]
    }
    return [
      {
        label: 'Change role',
        onActivate: () => setForm({ editing: row }),
        disabled: reason ?? false,
      },
      {
        label: 'Remove',
        variant: 'danger' as const,
        onActivate: () => remove(row),
        disabled: reason ?? false,
      },
    ]
  }

  const assigned = new Set(data.policy.roleAssignments.map((a) => a.identityId))
  const candidates = [
    ...data.groups.map((g) => ({
      id: g.id,
      identityType: 'silo_group' as const,
      name: g.displayName,
    })),
    ...data.users.map((u) => ({
      id: u.id,
      identityType: 'silo_user' as const,
      name: u.displayName,
    })),
  ].filter((c) => !assigned.has(c.id))

  const add = () => setForm({})
  useQuickActions(
    canEdit ? [{ value: 'Add user or group', group: ACTIONS_GROUP, action: add }] : [],
  )

  const addButton = (
    <Button size="sm" onClick={add} disabled={!canEdit} disabledReason={reason}>
      Add user or group
    </Button>
  )
  const table = {
    query: () => accessQuery(scope) as unknown as RowsQuery,
    allQuery: accessQuery(scope) as unknown as RowsQuery,
    columns: columnsFor(scope, me.id),
    getId: (r: AccessRow) => r.id,
    rowActions,
    facets,
    filterFields: (r: AccessRow) => [r.name, r.id, typeLabel(r), r.role, r.siloRole],
  }
  const below = (
    <>
      <div className="mt-4">
        <LostUpdateNotices
          target={policyTarget(scope).id}
          noun={`access to ${scopeName}`}
          name={nameOf}
          detail={(a) => roleLabel((a as Policy['roleAssignments'][number]).roleName)}
        />
      </div>
      {data.grants !== undefined && <MappedGrants grants={data.grants} nameOf={nameOf} />}
      {data.explainable && <ExplainAccess scope={scope} scopeName={scopeName} data={data} />}
      {form && (
        <Suspense fallback={null}>
          <AccessRoleForm
            scope={scope}
            scopeName={scopeName}
            baseline={data.policy}
            candidates={candidates}
            editing={form.editing}
            nameOf={nameOf}
            selfCheck={selfLoss}
            onDismiss={() => setForm(null)}
          />
        </Suspense>
      )}
    </>
  )
  const empty = {
    title: 'No role assignments',
    body: `Give users or groups a role on ${scopeName} to let them in`,
  }
  return { addButton, table, below, empty }
}

/** The role assignments of one level (a project, the silo, the fleet) as a page of its own. */
export function AccessPage(props: Props) {
  const { scope } = props
  const { addButton, table, below, empty } = useAccess(props)
  return (
    <ListPage
      title={TITLES[scope.level]}
      noun="role assignments"
      icon={KeyIcon}
      docs={
        <DocsPopover
          heading={TITLES[scope.level].toLowerCase()}
          summary={SUMMARY[scope.level]}
          links={[
            {
              href: 'https://docs.oxide.computer/guides/key-entities-and-concepts',
              label: 'Access control',
            },
          ]}
        />
      }
      actions={addButton}
      empty={empty}
      {...table}
    >
      {below}
    </ListPage>
  )
}

/** The role assignments of one level inside another page (a silo's tab in the system area). */
export function AccessPanel(props: Props) {
  const { addButton, table, below, empty } = useAccess(props)
  const list = useQueryTable({
    ...table,
    noun: 'role assignments',
    emptyState: <EmptyState icon={<KeyIcon />} title={empty.title} body={empty.body} />,
  })
  return (
    <>
      <div className="mb-3 flex items-center justify-end gap-2">{addButton}</div>
      {list.table}
      {below}
    </>
  )
}
