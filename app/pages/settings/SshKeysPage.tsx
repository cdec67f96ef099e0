import { type SshKey } from '~/api/__generated__/Api'
import { qList, queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { sshKeyBulkActions } from '~/bulk/list-actions'
import { DocsPopover } from '~/components/docs-popover'
import { ACTIONS_GROUP, useQuickActions } from '~/components/quick-actions'
import { type RouteHandle } from '~/components/shell/crumbs'
import { dateColumn, descriptionColumn, nameLinkColumn, type TableColumn } from '~/table/columns'
import { useDeleteAction } from '~/table/delete-action'
import { ListPage } from '~/table/list-page'
import { copyToClipboard } from '~/ui/clipboard'
import { KeyIcon } from '~/ui/icons'

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

const docs = (
  <DocsPopover
    heading="SSH keys"
    summary="Public keys saved here can be put on new instances, so you can log in to them over SSH."
    links={[
      { href: 'https://docs.oxide.computer/guides/user-settings#ssh-keys', label: 'SSH keys' },
    ]}
  />
)

const quickActions = [{ value: 'Add SSH key', group: ACTIONS_GROUP, to: pb.sshKeysNew() }]

/** The current user's SSH keys; the add and view side modals render in the outlet. */
export function Component() {
  const deleteAction = useDeleteAction('currentUserSshKeyDelete', {
    kind: 'SSH key',
    label: (k: SshKey) => k.name,
    params: (k) => ({ path: { sshKey: k.name } }),
    invalidates: ['currentUserSshKeyList'],
  })
  useQuickActions(quickActions)
  return (
    <ListPage
      title="SSH Keys"
      noun="SSH keys"
      icon={KeyIcon}
      docs={docs}
      create={{ to: pb.sshKeysNew(), label: 'Add SSH key' }}
      empty={{ title: 'No SSH keys', body: 'Keys you add are listed here' }}
      query={sshKeyPage}
      columns={columns}
      bulk={{
        noun: ['SSH key', 'SSH keys'],
        labelOf: (k) => k.name,
        href: pb.sshKeys(),
        actions: sshKeyBulkActions(),
      }}
      rowActions={(key) => [
        {
          label: 'Copy public key',
          reads: true,
          onActivate: () => void copyToClipboard(key.publicKey, 'Public key'),
        },
        deleteAction(key),
      ]}
    />
  )
}
