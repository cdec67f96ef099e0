import { useQuery } from '@tanstack/react-query'

import { type AlertDelivery, type AlertDeliveryState } from '~/api/__generated__/Api'
import { DocsPopover } from '~/components/docs-popover'
import { StateBadge } from '~/components/state-badge'
import { lookup, stateText } from '~/table/columns'
import { type BadgeColor } from '~/ui/badge'
import { icon } from '~/ui/icons'
import { Spinner } from '~/ui/spinner'
import { formatDateTime } from '~/util/date'

import { lastDelivery } from './alert-queries'

/** A bell: alerts and the receivers they go to. Decorative unless given a title. */
export const AlertIcon = icon(
  'Alert',
  <>
    <path d="M4 11V7a4 4 0 0 1 8 0v4l1.5 1.5h-11z" />
    <path d="M6.5 14a1.5 1.5 0 0 0 3 0" />
  </>,
)

const STATE_COLOR: Record<AlertDeliveryState, BadgeColor> = {
  delivered: 'accent',
  failed: 'danger',
  pending: 'info',
}

export function DeliveryStateBadge({ state }: { state: AlertDeliveryState }) {
  return <StateBadge state={state} color={STATE_COLOR[state]} transitional={state === 'pending'} />
}

/** The latest delivery's state and time, in the receivers list. */
/** The last delivery as the cell shows it: its state and time, or "Never". */
export const lastDeliveryLookup = lookup(
  (r: { name: string }) => lastDelivery(r.name),
  (_, data: { items: AlertDelivery[] } | undefined) => {
    const last = data?.items[0]
    return last ? `${stateText(last.state)} ${formatDateTime(last.timeStarted)}` : 'Never'
  },
)

export function LastDelivery({ receiver }: { receiver: string }) {
  const { data, isPending, isError } = useQuery({ ...lastDelivery(receiver), throwOnError: false })
  if (isPending) return <Spinner size="sm" label="Loading last delivery" />
  const last = data?.items[0]
  if (isError || !last) return <span className="text-tertiary">Never</span>
  return (
    <span className="flex items-center gap-2 whitespace-nowrap">
      <DeliveryStateBadge state={last.state} />
      <time dateTime={new Date(last.timeStarted).toISOString()} className="text-xs text-tertiary">
        {formatDateTime(last.timeStarted)}
      </time>
    </span>
  )
}

export const alertsDocs = (
  <DocsPopover
    heading="alerts"
    summary="The rack raises alerts (a faulted disk, a finished update). A webhook receiver gets those of the classes it subscribes to as signed HTTP requests; each delivery is retried a few times before it fails."
    links={[{ href: 'https://docs.oxide.computer/guides/operator/alerts', label: 'Alerts' }]}
  />
)
