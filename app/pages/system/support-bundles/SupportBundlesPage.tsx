import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'

import { type SupportBundleInfo } from '~/api/__generated__/Api'
import { supportBundleCan } from '~/api/capabilities'
import { queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { ACTIONS_GROUP, useQuickActions } from '~/components/quick-actions'
import { type RouteHandle } from '~/components/shell/crumbs'
import {
  bundleReason,
  BundleStateBadge,
  shortId,
  SupportBundleIcon,
  supportBundlesDocs,
} from '~/resources/support-bundles/bundle-display'
import { bundlePage, downloadBundle, pollBundles } from '~/resources/support-bundles/bundle-queries'
import { accessorColumn, dateColumn, stateColumn, type TableColumn } from '~/table/columns'
import { useDeleteAction } from '~/table/delete-action'
import { idLinkColumn } from '~/table/id-link-column'
import { ListPage } from '~/table/list-page'
import { type RowAction } from '~/table/row-actions'
import { addToast } from '~/ui/toast'

export async function loader() {
  await queryClient.ensureQueryData(bundlePage())
  return null
}

export const handle: RouteHandle = { crumb: 'Support Bundles', crumbPath: pb.supportBundles() }

const columns: TableColumn<SupportBundleInfo>[] = [
  idLinkColumn((b) => pb.supportBundle({ bundleId: b.id }), shortId),
  accessorColumn({
    id: 'reason',
    header: 'reason',
    accessorFn: (b) => bundleReason(b),
    meta: { sortValue: bundleReason, truncate: true, text: bundleReason },
    cell: ({ row }) => <span className="break-words">{bundleReason(row.original)}</span>,
  }),
  stateColumn<SupportBundleInfo>(
    (b) => b.state,
    (b) => <BundleStateBadge bundle={b} />,
  ),
  dateColumn<SupportBundleInfo>('timeCreated', 'created'),
]

const facets = [
  {
    id: 'state',
    label: 'State',
    options: ['collecting', 'active', 'destroying', 'failed'],
    value: (b: SupportBundleInfo) => b.state,
  },
]

const create = { to: pb.supportBundlesNew(), label: 'New support bundle' }

/** The fleet's support bundles, newest first; a new one is collected from the side modal. */
export function Component() {
  const { data: first } = useQuery(bundlePage())
  const deleteAction = useDeleteAction('supportBundleDelete', {
    kind: 'support bundle',
    label: (b: SupportBundleInfo) => shortId(b.id),
    params: (b) => ({ path: { bundleId: b.id } }),
    invalidates: ['supportBundleList'],
  })
  const rowActions = (b: SupportBundleInfo): RowAction[] => [
    {
      label: 'Download',
      reads: true,
      disabled: supportBundleCan.download(b)
        ? false
        : `Only an active bundle can be downloaded; this one is ${b.state}`,
      onActivate: () =>
        downloadBundle(b.id).catch((e: unknown) =>
          addToast({
            variant: 'error',
            title: 'Could not download bundle',
            content: e instanceof Error ? e.message : 'Unknown server error',
          }),
        ),
    },
    {
      ...deleteAction(b),
      disabled: supportBundleCan.delete(b) ? false : 'The bundle is already being destroyed',
    },
  ]

  useQuickActions(
    useMemo(
      () => [
        { value: create.label, group: ACTIONS_GROUP, to: create.to },
        ...(first?.items ?? []).map((b) => ({
          value: `${shortId(b.id)} ${bundleReason(b)}`,
          group: 'Go to support bundle',
          to: pb.supportBundle({ bundleId: b.id }),
        })),
      ],
      [first],
    ),
  )

  return (
    <ListPage
      title="Support Bundles"
      icon={SupportBundleIcon}
      docs={supportBundlesDocs}
      create={create}
      empty={{
        title: 'No support bundles',
        body: 'Collect a support bundle when Oxide support asks for one',
      }}
      query={(t) => ({ ...bundlePage(t), refetchInterval: pollBundles })}
      columns={columns}
      facets={facets}
      filterFields={(b) => [b.id, bundleReason(b), b.reasonForCreation]}
      rowActions={rowActions}
    />
  )
}
