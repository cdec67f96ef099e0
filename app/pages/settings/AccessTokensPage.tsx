import { type DeviceAccessToken } from '~/api/__generated__/Api'
import { qList, queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { tokenBulkActions } from '~/bulk/list-actions'
import { DocsPopover } from '~/components/docs-popover'
import { type RouteHandle } from '~/components/shell/crumbs'
import { accessorColumn, dateColumn, IdCell, type TableColumn } from '~/table/columns'
import { useDeleteAction } from '~/table/delete-action'
import { ListPage } from '~/table/list-page'
import { InfoIcon, KeyIcon } from '~/ui/icons'
import { Tooltip } from '~/ui/tooltip'

const tokenPage = (pageToken?: string) => qList('currentUserAccessTokenList', {}, pageToken)

export async function loader() {
  await queryClient.ensureQueryData(tokenPage())
  return null
}

export const handle: RouteHandle = { crumb: 'Access Tokens' }

const ID_HINT = 'Identifies the token record; it is not the secret token itself.'

const columns: TableColumn<DeviceAccessToken>[] = [
  accessorColumn({
    id: 'id',
    accessorFn: (t) => t.id,
    meta: {
      label: 'id',
      sortValue: (t) => t.id,
      text: (t) => t.id,
      headerAside: (
        <Tooltip content={ID_HINT}>
          <button
            type="button"
            aria-label="About the token ID"
            className="rounded text-quaternary hover:text-fg"
          >
            <InfoIcon size={12} />
          </button>
        </Tooltip>
      ),
    },
    cell: ({ row }) => <IdCell id={row.original.id} />,
    header: 'id',
  }),
  dateColumn<DeviceAccessToken>('timeCreated', 'created'),
  dateColumn<DeviceAccessToken>('timeExpires', 'expires', 'Never'),
]

const docs = (
  <DocsPopover
    heading="access tokens"
    summary="Tokens let the CLI and SDKs call the API as you. They are issued when you sign in from the CLI; here you can review them and revoke any you no longer trust."
    links={[{ href: 'https://docs.oxide.computer/cli/manual', label: 'Oxide CLI' }]}
  />
)

/** Tokens the CLI and SDKs obtained through device login; they can be revoked here. */
export function Component() {
  const deleteAction = useDeleteAction('currentUserAccessTokenDelete', {
    kind: 'access token',
    label: (t: DeviceAccessToken) => t.id,
    params: (t) => ({ path: { tokenId: t.id } }),
    invalidates: ['currentUserAccessTokenList'],
    extraContent:
      'There is no undo: tools and CLI sessions using this token must be given a new one.',
  })
  return (
    <ListPage
      title="Access Tokens"
      icon={KeyIcon}
      docs={docs}
      empty={{ title: 'No access tokens', body: 'Tokens you create are listed here' }}
      query={tokenPage}
      columns={columns}
      bulk={{
        noun: ['access token', 'access tokens'],
        labelOf: (t) => t.id,
        keyOf: (t) => t.id,
        href: pb.accessTokens(),
        actions: tokenBulkActions(),
      }}
      rowActions={(token) => [deleteAction(token)]}
    />
  )
}
