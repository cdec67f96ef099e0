import { lazy, Suspense, useState } from 'react'
import { type LoaderFunctionArgs } from 'react-router'

import { type User } from '~/api/__generated__/Api'
import { q, qList, queryClient, usePrefetchedQuery } from '~/api/client'
import { siloSelector, useSiloSelector } from '~/api/selectors'
import { type RouteHandle } from '~/components/shell/crumbs'
import { loadSilo, siloView } from '~/resources/silos/silo-queries'
import { accessorColumn, dateColumn, idColumn, type TableColumn } from '~/table/columns'
import { useDeleteAction } from '~/table/delete-action'
import { useQueryTable } from '~/table/query-table'
import { Button } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { AddIcon, UserIcon } from '~/ui/icons'

const CreateLocalUserModal = lazy(() =>
  import('./local-user-modals').then((m) => ({ default: m.CreateLocalUserModal })),
)
const SetPasswordModal = lazy(() =>
  import('./local-user-modals').then((m) => ({ default: m.SetPasswordModal })),
)

const userPage = (silo: string) => (pageToken?: string) =>
  qList('siloUserList', { query: { silo } }, pageToken)

export async function loader({ params }: LoaderFunctionArgs) {
  const silo = await loadSilo(params)
  if (silo.identityMode === 'local_only') {
    await Promise.all([
      queryClient.ensureQueryData(userPage(siloSelector(params).silo)()),
      queryClient.ensureQueryData(q('currentUserView', {})),
    ])
  }
  return null
}

export const handle: RouteHandle = { crumb: 'Local users' }

const WHY_NONE = {
  saml_jit:
    'Users of this silo sign in through its SAML identity provider and are created the first time they do (just in time). There are no local users to manage.',
  saml_scim:
    'Users of this silo are created and removed by its identity provider over SCIM. There are no local users to manage.',
} as const

/** A local-only silo's users: create, set or reset a password, delete. */
export function Component() {
  const { silo } = useSiloSelector()
  const { identityMode } = usePrefetchedQuery(siloView(silo))
  if (identityMode !== 'local_only') {
    return <EmptyState icon={<UserIcon />} title="No local users" body={WHY_NONE[identityMode]} />
  }
  return <LocalUsers silo={silo} />
}

function LocalUsers({ silo }: { silo: string }) {
  const me = usePrefetchedQuery(q('currentUserView', {}))
  const [creating, setCreating] = useState(false)
  const [passwordFor, setPasswordFor] = useState<User | null>(null)
  const deleteAction = useDeleteAction('localIdpUserDelete', {
    kind: 'user',
    label: (u: User) => u.displayName,
    params: (u: User) => ({ path: { userId: u.id }, query: { silo } }),
    invalidates: ['siloUserList'],
    extraContent: 'Their sessions end, and their group memberships and roles go with them.',
  })
  const columns: TableColumn<User>[] = [
    accessorColumn({
      id: 'displayName',
      header: 'display name',
      accessorFn: (u) => u.displayName,
      meta: { text: (u) => u.displayName },
      cell: ({ row }) => <span className="font-medium text-fg">{row.original.displayName}</span>,
    }),
    idColumn<User>(),
    dateColumn<User>('timeCreated', 'created'),
  ]
  const createButton = (variant: 'primary' | 'ghost') => (
    <Button writes size="sm" variant={variant} onClick={() => setCreating(true)}>
      <AddIcon size={12} />
      New user
    </Button>
  )
  const list = useQueryTable({
    query: userPage(silo),
    columns,
    noun: 'users',
    filterFields: (u) => [u.displayName, u.id],
    rowActions: (u) => [
      { label: 'Set password', onActivate: () => setPasswordFor(u) },
      {
        ...deleteAction(u),
        disabled: u.id === me.id ? 'You cannot delete the user you are signed in as' : false,
      },
    ],
    emptyState: (
      <EmptyState
        icon={<UserIcon />}
        title="No local users"
        body="Create a user with a password so they can sign in to this silo"
        action={createButton('ghost')}
      />
    ),
  })
  return (
    <>
      <div className="mb-3 flex items-center justify-between gap-4">
        <p className="text-sm text-secondary">
          People sign in to this silo with a user name and password set here.
        </p>
        {createButton('primary')}
      </div>
      {list.table}
      <Suspense fallback={null}>
        {creating && <CreateLocalUserModal silo={silo} onDismiss={() => setCreating(false)} />}
        {passwordFor && (
          <SetPasswordModal silo={silo} user={passwordFor} onDismiss={() => setPasswordFor(null)} />
        )}
      </Suspense>
    </>
  )
}
