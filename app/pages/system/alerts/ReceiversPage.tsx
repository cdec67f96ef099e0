import { useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router'

import { type AlertReceiver } from '~/api/__generated__/Api'
import { qAll, queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { type RouteHandle } from '~/components/shell/crumbs'
import {
  AlertIcon,
  alertsDocs,
  LastDelivery,
  lastDeliveryLookup,
} from '~/resources/alerts/alert-display'
import { receiverPage, receiverView } from '~/resources/alerts/alert-queries'
import {
  accessorColumn,
  descriptionColumn,
  nameLinkColumn,
  type TableColumn,
} from '~/table/columns'
import { useDeleteAction } from '~/table/delete-action'
import { ListPage, useListQuickActions } from '~/table/list-page'
import { type RowAction } from '~/table/row-actions'
import { OverflowText } from '~/ui/truncate'

export async function loader() {
  await queryClient.ensureQueryData(receiverPage())
  return null
}

export const handle: RouteHandle = { crumb: 'Alerts', crumbPath: pb.alertReceivers() }

const SHOWN = 3

/** The subscriptions as the cell lists them: the first few, then how many more. */
function subscriptionsText({ subscriptions }: AlertReceiver) {
  if (subscriptions.length === 0) return 'None'
  const rest = subscriptions.length - SHOWN
  const shown = subscriptions.slice(0, SHOWN).join(' ')
  return rest > 0 ? `${shown} +${rest} more` : shown
}

function Subscriptions({ subscriptions }: { subscriptions: string[] }) {
  if (subscriptions.length === 0) return <span className="text-tertiary">None</span>
  const rest = subscriptions.length - SHOWN
  return (
    <span className="flex flex-wrap gap-1">
      {subscriptions.slice(0, SHOWN).map((s) => (
        <span
          key={s}
          className="rounded-sm border border-line-strong bg-hover px-1.5 py-0.5 font-mono text-xs text-secondary"
        >
          {s}
        </span>
      ))}
      {rest > 0 && <span className="text-xs text-tertiary">+{rest} more</span>}
    </span>
  )
}

const columns: TableColumn<AlertReceiver>[] = [
  nameLinkColumn<AlertReceiver>((r) => pb.alertReceiver({ receiver: r.name })),
  descriptionColumn<AlertReceiver>(),
  accessorColumn({
    id: 'endpoint',
    header: 'endpoint',
    accessorFn: (r) => r.kind.endpoint,
    meta: { sortValue: (r) => r.kind.endpoint, truncate: true, text: (r) => r.kind.endpoint },
    cell: ({ row }) => (
      <OverflowText text={row.original.kind.endpoint} className="font-mono text-xs" />
    ),
  }),
  accessorColumn({
    id: 'subscriptions',
    header: 'subscriptions',
    accessorFn: (r) => r.subscriptions.join(' '),
    meta: { sortValue: (r) => r.subscriptions.length, text: subscriptionsText },
    cell: ({ row }) => <Subscriptions subscriptions={row.original.subscriptions} />,
  }),
  accessorColumn({
    id: 'last-delivery',
    header: 'last delivery',
    accessorFn: () => '',
    meta: { lookup: lastDeliveryLookup },
    cell: ({ row }) => <LastDelivery receiver={row.original.name} />,
  }),
]

const create = { to: pb.alertReceiversNew(), label: 'New receiver' }

/** The webhook receivers of the fleet, with what they subscribe to and how delivery went. */
export function Component() {
  const navigate = useNavigate()
  const { data: first } = useQuery(receiverPage())
  const deleteAction = useDeleteAction('alertReceiverDelete', {
    kind: 'alert receiver',
    label: (r: AlertReceiver) => r.name,
    params: (r) => ({ path: { receiver: r.name } }),
    invalidates: ['alertReceiverList'],
  })
  const rowActions = (r: AlertReceiver): RowAction[] => [
    {
      label: 'Edit',
      onActivate() {
        queryClient.setQueryData(receiverView(r.name).queryKey, r)
        void navigate(pb.alertReceiverEdit({ receiver: r.name }))
      },
    },
    deleteAction(r),
  ]

  useListQuickActions({
    all: qAll('alertReceiverList', {}),
    fallback: first?.items,
    create,
    group: 'Go to alert receiver',
    to: (r) => pb.alertReceiver({ receiver: r.name }),
  })

  return (
    <ListPage
      title="Alerts"
      noun="alert receivers"
      icon={AlertIcon}
      docs={alertsDocs}
      create={create}
      empty={{
        title: 'No alert receivers',
        body: 'Create a webhook receiver to get the rack’s alerts',
      }}
      query={receiverPage}
      columns={columns}
      rowActions={rowActions}
      filterFields={(r) => [r.name, r.description, r.id, r.kind.endpoint, ...r.subscriptions]}
    />
  )
}
