import { Suspense, useState } from 'react'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { type User } from '~/api/__generated__/Api'
import { qList, queryClient } from '~/api/client'
import { siloSelector, useSiloSelector } from '~/api/selectors'
import { useWhenIdle } from '~/components/idle-preload'
import { type RouteHandle } from '~/components/shell/crumbs'
import { auditLogOf, loadSilo } from '~/resources/silos/silo-queries'
import { accessorColumn, dateColumn, idColumn, type TableColumn } from '~/table/columns'
import { useQueryTable } from '~/table/query-table'
import { EmptyState } from '~/ui/empty-state'
import { UserIcon } from '~/ui/icons'
import { preloadable } from '~/ui/preloadable'

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

/** The user's panel loads once the page is idle, or when a user is opened. */
const UserModal = preloadable(() => import('./silo-user-modal').then((m) => m.UserModal))

/** Every user of the silo as the system sees them, whatever the silo's identity mode. */
export function Component() {
  const { silo } = useSiloSelector()
  const [viewing, setViewing] = useState<User | null>(null)
  const navigate = useNavigate()
  useWhenIdle(UserModal.warm)
  const columns: TableColumn<User>[] = [
    accessorColumn({
      id: 'displayName',
      header: 'display name',
      accessorFn: (u) => u.displayName,
      meta: { sortValue: (u) => u.displayName, text: (u) => u.displayName },
      cell: ({ row }) => <span className="font-medium text-fg">{row.original.displayName}</span>,
    }),
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
      {viewing && (
        <Suspense fallback={null}>
          <UserModal silo={silo} user={viewing} onDismiss={() => setViewing(null)} />
        </Suspense>
      )}
    </>
  )
}
