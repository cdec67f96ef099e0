import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'

import { type User } from '~/api/__generated__/Api'
import { q } from '~/api/client'
import { ReadOnlySideModal } from '~/components/form/read-only-side-modal'
import { auditLogOf } from '~/resources/silos/silo-queries'
import { formatDateTime } from '~/table/columns'
import { PropertiesTable } from '~/ui/page-header'
import { Spinner } from '~/ui/spinner'

/** A silo user as the system sees them, with a way to what they did. */
export function UserModal({
  silo,
  user,
  onDismiss,
}: {
  silo: string
  user: User
  onDismiss: () => void
}) {
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
