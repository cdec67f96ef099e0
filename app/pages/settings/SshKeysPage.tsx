import { useCallback } from 'react'
import { Link, Outlet } from 'react-router'

import { type SshKey } from '~/api/__generated__/Api'
import { invalidate, qList, queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { confirmDelete } from '~/components/confirm'
import { DocsPopover } from '~/components/docs-popover'
import { ACTIONS_GROUP, useQuickActions } from '~/components/quick-actions'
import { type RouteHandle } from '~/components/shell/crumbs'
import { dateColumn, descriptionColumn, nameLinkColumn, type TableColumn } from '~/table/columns'
import { useQueryTable } from '~/table/query-table'
import { type RowAction } from '~/table/row-actions'
import { buttonClass } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { AddIcon, KeyIcon } from '~/ui/icons'
import { PageHeader, TableActions } from '~/ui/page-header'
import { addToast, ToastName } from '~/ui/toast'

import { copyToClipboard } from './clipboard'

const sshKeyPage = (pageToken?: string) => qList('currentUserSshKeyList', {}, pageToken)

export async function loader() {
  await queryClient.ensureQueryData(sshKeyPage())
  return null
}

export const handle: RouteHandle = { crumb: 'SSH Keys', crumbPath: pb.sshKeys() }

const columns: TableColumn<SshKey>[] = [
  nameLinkColumn<SshKey>((k) => pb.sshKeyEdit({ sshKey: k.name })),
  descriptionColumn<SshKey>(),
  dateColumn<SshKey>('timeCreated', 'created'),
]

const docsLinks = [
  { href: 'https://docs.oxide.computer/guides/user-settings#ssh-keys', label: 'SSH keys' },
]

const quickActions = [{ value: 'Add SSH key', group: ACTIONS_GROUP, to: pb.sshKeysNew() }]

function AddKeyLink({ variant }: { variant: 'primary' | 'ghost' }) {
  return (
    <Link to={pb.sshKeysNew()} className={buttonClass(variant, 'sm')}>
      <AddIcon size={12} />
      Add SSH key
    </Link>
  )
}

/** The current user's SSH keys; the add and view side modals render in the outlet. */
export function Component() {
  const { mutateAsync: deleteKey } = useApiMutation('currentUserSshKeyDelete', {
    onSuccess: () => invalidate('currentUserSshKeyList'),
  })

  const rowActions = useCallback(
    (key: SshKey): RowAction[] => [
      {
        label: 'Copy public key',
        onActivate: () => void copyToClipboard(key.publicKey, 'Public key'),
      },
      {
        label: 'Delete',
        onActivate: () =>
          confirmDelete({
            kind: 'SSH key',
            label: key.name,
            doDelete: async () => {
              await deleteKey({ path: { sshKey: key.name } })
              addToast({
                content: (
                  <>
                    SSH key <ToastName>{key.name}</ToastName> deleted
                  </>
                ),
              })
            },
          }),
      },
    ],
    [deleteKey],
  )

  const { table } = useQueryTable({
    query: sshKeyPage,
    columns,
    rowActions,
    emptyState: (
      <EmptyState
        icon={<KeyIcon />}
        title="No SSH keys"
        body="Keys you add are listed here"
        action={<AddKeyLink variant="ghost" />}
      />
    ),
  })

  useQuickActions(quickActions)

  return (
    <>
      <PageHeader
        title="SSH Keys"
        icon={<KeyIcon size={20} />}
        adornment={
          <DocsPopover
            heading="SSH keys"
            summary="Public keys saved here can be put on new instances, so you can log in to them over SSH."
            links={docsLinks}
          />
        }
      />
      <TableActions>
        <AddKeyLink variant="primary" />
      </TableActions>
      {table}
      <Outlet />
    </>
  )
}
