import { type Group } from '~/api/__generated__/Api'
import { q, qList, queryClient, usePrefetchedQuery } from '~/api/client'
import { type RouteHandle } from '~/components/shell/crumbs'
import { textColumn, type TableColumn } from '~/table/columns'
import { useQueryTable } from '~/table/query-table'
import { type RowAction } from '~/table/row-actions'
import { CopyButton } from '~/ui/copy-button'
import { EmptyState } from '~/ui/empty-state'
import { UserIcon } from '~/ui/icons'
import { PageHeader, PropertiesTable } from '~/ui/page-header'

const me = q('currentUserView', {})
const groupPage = (pageToken?: string) => qList('currentUserGroups', {}, pageToken)

export async function loader() {
  await Promise.all([queryClient.ensureQueryData(me), queryClient.ensureQueryData(groupPage())])
  return null
}

export const handle: RouteHandle = { crumb: 'Profile' }

const columns: TableColumn<Group>[] = [textColumn<Group>('displayName', 'name')]

// only "Copy ID", which the table adds for any row with an id
const noActions = (): RowAction[] => []

/** Who the signed-in user is; read-only, since the identity provider owns these details. */
export function Component() {
  const user = usePrefetchedQuery(me)
  const { table } = useQueryTable({
    query: groupPage,
    columns,
    rowActions: noActions,
    emptyState: <EmptyState title="No groups" body="You are not a member of any group" />,
  })

  return (
    <>
      <PageHeader title="Profile" icon={<UserIcon size={20} />} />
      <PropertiesTable>
        <PropertiesTable.Row label="Display name">{user.displayName}</PropertiesTable.Row>
        <PropertiesTable.Row label="User ID">
          <span className="flex items-center gap-1">
            <span className="truncate font-mono text-xs">{user.id}</span>
            <CopyButton text={user.id} label="Copy user ID" />
          </span>
        </PropertiesTable.Row>
      </PropertiesTable>
      <h2 className="mb-3 text-base font-medium text-fg">Groups</h2>
      {table}
      <p className="mt-6 max-w-xl text-sm text-tertiary">
        These details come from your organization's identity system; ask an administrator to change
        them.
      </p>
    </>
  )
}
