import { useCallback } from 'react'

import { type DeviceAccessToken } from '~/api/__generated__/Api'
import { invalidate, qList, queryClient, useApiMutation } from '~/api/client'
import { confirmDelete } from '~/components/confirm'
import { DocsPopover } from '~/components/docs-popover'
import { type RouteHandle } from '~/components/shell/crumbs'
import { dateColumn, formatDateTime, type TableColumn } from '~/table/columns'
import { useQueryTable } from '~/table/query-table'
import { type RowAction } from '~/table/row-actions'
import { CopyButton } from '~/ui/copy-button'
import { EmptyState } from '~/ui/empty-state'
import { InfoIcon, KeyIcon } from '~/ui/icons'
import { PageHeader } from '~/ui/page-header'
import { addToast, ToastName } from '~/ui/toast'
import { Tooltip } from '~/ui/tooltip'
import { Truncate } from '~/ui/truncate'

const tokenPage = (pageToken?: string) => qList('currentUserAccessTokenList', {}, pageToken)

export async function loader() {
  await queryClient.ensureQueryData(tokenPage())
  return null
}

export const handle: RouteHandle = { crumb: 'Access Tokens' }

const ID_HINT = 'Identifies the token record; it is not the secret token itself.'

const columns: TableColumn<DeviceAccessToken>[] = [
  {
    id: 'id',
    cell: ({ row }) => (
      <span className="inline-flex items-center gap-1 font-mono text-xs text-tertiary">
        <Truncate text={row.original.id} maxLength={12} />
        <CopyButton text={row.original.id} label="Copy ID" />
      </span>
    ),
    header: () => (
      <span className="inline-flex items-center gap-1">
        id
        <Tooltip content={ID_HINT}>
          <button
            type="button"
            aria-label="About the token ID"
            className="rounded text-quaternary hover:text-fg"
          >
            <InfoIcon size={12} />
          </button>
        </Tooltip>
      </span>
    ),
  },
  dateColumn<DeviceAccessToken>('timeCreated', 'created'),
  {
    id: 'expires',
    header: 'Expires',
    cell: ({ row }) => {
      const expires = row.original.timeExpires
      return expires ? (
        <time
          dateTime={new Date(expires).toISOString()}
          className="whitespace-nowrap text-tertiary"
        >
          {formatDateTime(expires)}
        </time>
      ) : (
        <span className="text-tertiary">Never</span>
      )
    },
  },
]

const docsLinks = [{ href: 'https://docs.oxide.computer/cli/manual', label: 'Oxide CLI' }]

/** Tokens the CLI and SDKs obtained through device login; they can be revoked here. */
export function Component() {
  const { mutateAsync: deleteToken } = useApiMutation('currentUserAccessTokenDelete', {
    onSuccess: () => invalidate('currentUserAccessTokenList'),
  })

  const rowActions = useCallback(
    (token: DeviceAccessToken): RowAction[] => [
      {
        label: 'Delete',
        onActivate: () =>
          confirmDelete({
            kind: 'access token',
            label: token.id,
            extraContent:
              'There is no undo: tools and CLI sessions using this token must be given a new one.',
            doDelete: async () => {
              await deleteToken({ path: { tokenId: token.id } })
              addToast({
                content: (
                  <>
                    Access token <ToastName>{token.id}</ToastName> deleted
                  </>
                ),
              })
            },
          }),
      },
    ],
    [deleteToken],
  )

  const { table } = useQueryTable({
    query: tokenPage,
    columns,
    rowActions,
    emptyState: (
      <EmptyState
        icon={<KeyIcon />}
        title="No access tokens"
        body="Tokens you create are listed here"
      />
    ),
  })

  return (
    <>
      <PageHeader
        title="Access Tokens"
        icon={<KeyIcon size={20} />}
        adornment={
          <DocsPopover
            heading="access tokens"
            summary="Tokens let the CLI and SDKs call the API as you. They are issued when you sign in from the CLI; here you can review them and revoke any you no longer trust."
            links={docsLinks}
          />
        }
      />
      {table}
    </>
  )
}
