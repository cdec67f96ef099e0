import { Suspense, useState } from 'react'
import { type LoaderFunctionArgs } from 'react-router'

import { type AlertDelivery } from '~/api/__generated__/Api'
import { invalidate, queryClient, useApiMutation } from '~/api/client'
import { receiverSelector, useSelector } from '~/api/selectors'
import { useWhenIdle } from '~/components/idle-preload'
import { type RouteHandle } from '~/components/shell/crumbs'
import { AlertIcon, DeliveryStateBadge } from '~/resources/alerts/alert-display'
import { deliveryPage } from '~/resources/alerts/alert-queries'
import { resendReason, responseText, triggerText } from '~/resources/alerts/alert-texts'
import { accessorColumn, dateColumn, stateText, type TableColumn } from '~/table/columns'
import { useQueryTable } from '~/table/query-table'
import { type RowAction } from '~/table/row-actions'
import { EmptyState } from '~/ui/empty-state'
import { preloadable } from '~/ui/preloadable'
import { addToast } from '~/ui/toast'

// the alert's panel (Headless UI's dialog) loads when the page is idle or an alert is opened,
// not with the list
const AlertViewModal = preloadable(() =>
  import('../alert-view-modal').then((m) => m.AlertViewModal),
)

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(deliveryPage(receiverSelector(params).receiver)())
  return null
}

export const handle: RouteHandle = { crumb: 'Deliveries' }

const STATES = ['delivered', 'failed', 'pending'] as const

const columns: TableColumn<AlertDelivery>[] = [
  accessorColumn({
    id: 'class',
    header: 'alert class',
    accessorFn: (d) => d.alertClass,
    meta: { sortValue: (d) => d.alertClass, text: (d) => d.alertClass },
    cell: ({ row }) => <span className="font-mono text-xs">{row.original.alertClass}</span>,
  }),
  dateColumn<AlertDelivery>('timeStarted', 'time'),
  accessorColumn({
    id: 'trigger',
    header: 'trigger',
    accessorFn: (d) => triggerText(d.trigger),
    meta: { sortValue: (d) => d.trigger },
  }),
  accessorColumn({
    id: 'attempts',
    header: 'attempts',
    accessorFn: (d) => d.attempts.webhook.length,
    meta: {
      sortValue: (d) => d.attempts.webhook.length,
      text: (d) => String(d.attempts.webhook.length),
    },
    cell: ({ row }) => <span className="tabular-nums">{row.original.attempts.webhook.length}</span>,
  }),
  accessorColumn({
    id: 'state',
    header: 'state',
    accessorFn: (d) => d.state,
    meta: { sortValue: (d) => d.state, text: (d) => stateText(d.state) },
    cell: ({ row }) => <DeliveryStateBadge state={row.original.state} />,
  }),
  accessorColumn({
    id: 'response',
    header: 'response',
    accessorFn: (d) => responseText(d),
    meta: { sortValue: (d) => d.attempts.webhook.at(-1)?.response?.status ?? 0 },
  }),
]

const facets = [
  { id: 'state', label: 'State', options: STATES, value: (d: AlertDelivery) => d.state },
  {
    id: 'trigger',
    label: 'Trigger',
    options: ['Alert', 'Resend', 'Test'],
    value: (d: AlertDelivery) => triggerText(d.trigger),
  },
]

/** What was sent to the receiver, newest first; a failed one can be sent again. */
export function Component() {
  const { receiver } = useSelector(receiverSelector)
  const resend = useApiMutation('alertDeliveryResend', {
    onSuccess: () => invalidate('alertDeliveryList'),
  })
  const [viewing, setViewing] = useState<string | null>(null)
  useWhenIdle(AlertViewModal.warm)
  const rowActions = (d: AlertDelivery): RowAction[] => [
    {
      label: 'View alert',
      reads: true,
      disabled: d.trigger === 'probe' ? 'A test delivery carries no alert' : false,
      onActivate: () => setViewing(d.alertId),
    },
    {
      label: 'Resend',
      disabled: resendReason(d) ?? false,
      onActivate: () =>
        resend.mutate(
          { path: { alertId: d.alertId }, query: { receiver } },
          {
            onSuccess: () => addToast({ content: `Alert ${d.alertClass} resent to ${receiver}` }),
            onError: (e) =>
              addToast({ variant: 'error', title: 'Could not resend', content: e.message }),
          },
        ),
    },
  ]
  const list = useQueryTable({
    query: deliveryPage(receiver),
    noun: 'deliveries',
    columns,
    rowActions,
    facets,
    filterFields: (d) => [d.alertClass, d.alertId, d.id, d.state, responseText(d)],
    emptyState: (
      <EmptyState
        icon={<AlertIcon />}
        title="No deliveries"
        body="Alerts of the classes this receiver subscribes to, and tests, show here once sent"
      />
    ),
  })
  return (
    <>
      {list.table}
      {viewing && (
        <Suspense fallback={null}>
          <AlertViewModal alertId={viewing} onDismiss={() => setViewing(null)} />
        </Suspense>
      )}
    </>
  )
}
