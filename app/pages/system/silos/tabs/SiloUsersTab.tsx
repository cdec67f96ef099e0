import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useNavigate, type LoaderFunctionArgs } from 'react-router'

import { type User } from '~/api/__generated__/Api'
import { q, qList, queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { ReadOnlySideModal } from '~/components/form'
import { type RouteHandle } from '~/components/shell/crumbs'
import { dateColumn, formatDateTime, idColumn, type TableColumn } from '~/table/columns'
import { useQueryTable } from '~/table/query-table'
import { EmptyState } from '~/ui/empty-state'
import { UserIcon } from '~/ui/icons'
import { PropertiesTable } from '~/ui/page-header'
import { Spinner } from '~/ui/spinner'

import { loadSilo, siloSelector, useSiloSelector } from '../silo-data'

const userPage = (silo: string) => (pageToken?: string) =>
  qList('siloUserList', { query: { silo } }, pageToken)

export async function loader({ params }: LoaderFunctionArgs) {
  await Promise.all([
    loadSilo(params),
    queryClient.ensureQueryData(userPage(siloSelector(params).silo)()),
  ])
  return null
}

export const handle: RouteHandle = { crumb: 'Users' }

/** The audit log over the last week, filtered to what this user did. */
const auditLogOf = (u: User) =>
  `${pb.auditLog()}?${new URLSearchParams({ range: 'week', actor: u.displayName })}`

function UserModal({ silo, user, onDismiss }: { silo: string; user: User; onDismiss: () => void }) {
  // the system's own view of the user (fleet viewers), fresh rather than the list's copy
  const view = useQuery(q('siloUserView', { path: { userId: user.id }, query: { silo } }))
  const u = view.data ?? user
  return (
    <ReadOnlySideModal title="Silo user" subtitle={u.displayName} onDismiss={onDismiss}>
      {view.isPending && <Spinner label="Loading user" />}
      <PropertiesTable>
        <PropertiesTable.Row label="Display name">{u.displayName}</PropertiesTable.Row>
        <PropertiesTable.IdRow id={u.id} />
        <PropertiesTable.Row label="Silo">{silo}</PropertiesTable.Row>
        <PropertiesTable.Row label="Created">{formatDateTime(u.timeCreated)}</PropertiesTable.Row>
        <PropertiesTable.Row label="Modified">{formatDateTime(u.timeModified)}</PropertiesTable.Row>
      </PropertiesTable>
      <p className="mt-4 text-sm">
        <Link className="text-accent underline" to={auditLogOf(u)}>
          Their changes in the audit log (last week)
        </Link>
      </p>
    </ReadOnlySideModal>
  )
}

/** Every user of the silo as the system sees them, whatever the silo's identity mode. */
export function Component() {
  const { silo } = useSiloSelector()
  const [viewing, setViewing] = useState<User | null>(null)
  const navigate = useNavigate()
  const columns: TableColumn<User>[] = [
    {
      id: 'displayName',
      header: 'display name',
      accessorFn: (u) => u.displayName as never,
      meta: { sortValue: (u) => u.displayName },
      cell: ({ row }) => <span className="font-medium text-fg">{row.original.displayName}</span>,
    },
    idColumn<User>(),
    dateColumn<User>('timeCreated', 'created'),
  ]
  const list = useQueryTable({
    query: userPage(silo),
    columns,
    noun: 'users',
    filterFields: (u) => [u.displayName, u.id],
    rowActions: (u) => [
      { label: 'View user', reads: true, onActivate: () => setViewing(u) },
      { label: 'View in audit log', reads: true, onActivate: () => void navigate(auditLogOf(u)) },
    ],
    emptyState: (
      <EmptyState
        icon={<UserIcon />}
        title="No users"
        body="Users appear here once they are created or first sign in to this silo"
      />
    ),
  })
  return (
    <>
      <p className="mb-3 text-sm text-secondary">
        Everyone known to this silo, however they sign in. Local users are managed on the Local
        users tab; others come from the silo&apos;s identity provider.
      </p>
      {list.table}
      {viewing && <UserModal silo={silo} user={viewing} onDismiss={() => setViewing(null)} />}
    </>
  )
}
