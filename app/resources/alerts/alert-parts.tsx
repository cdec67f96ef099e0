import { useQuery } from '@tanstack/react-query'

import {
  type AlertDelivery,
  type AlertDeliveryState,
  type WebhookDeliveryAttempt,
} from '~/api/__generated__/Api'
import { q, qAll, qList } from '~/api/client'
import { DocsPopover } from '~/components/docs-popover'
import { StateBadge } from '~/components/state-badge'
import { lookup, stateText } from '~/table/columns'
import { type BadgeColor } from '~/ui/badge'
import { icon } from '~/ui/icons'
import { Spinner } from '~/ui/spinner'
import { formatDateTime } from '~/util/date'

/** A bell: alerts and the receivers they go to. Decorative unless given a title. */
export const AlertIcon = icon(
  'Alert',
  <>
    <path d="M4 11V7a4 4 0 0 1 8 0v4l1.5 1.5h-11z" />
    <path d="M6.5 14a1.5 1.5 0 0 0 3 0" />
  </>,
)

export const receiverPage = (pageToken?: string) => qList('alertReceiverList', {}, pageToken)
export const receiverView = (receiver: string) => q('alertReceiverView', { path: { receiver } })
export const alertClasses = qAll('alertClassList', {})
export const secretList = (receiver: string) => q('webhookSecretsList', { query: { receiver } })

const POLL_MS = 5_000

/** Newest first; polls while a delivery on the page is still being retried. */
export const deliveryPage = (receiver: string) => (pageToken?: string) => ({
  ...qList(
    'alertDeliveryList',
    { path: { receiver }, query: { sortBy: 'time_and_id_descending' } },
    pageToken,
  ),
  refetchInterval: (query: { state: { data?: { items: AlertDelivery[] } } }) =>
    query.state.data?.items.some((d) => d.state === 'pending') ? POLL_MS : false,
})

/** The latest delivery to a receiver (the list's "last delivery" column). */
const lastDelivery = (receiver: string) => ({
  ...q('alertDeliveryList', {
    path: { receiver },
    query: { sortBy: 'time_and_id_descending', limit: 1 },
  }),
  refetchInterval: (query: { state: { data?: { items: AlertDelivery[] } } }) =>
    query.state.data?.items[0]?.state === 'pending' ? POLL_MS : false,
})

const STATE_COLOR: Record<AlertDeliveryState, BadgeColor> = {
  delivered: 'accent',
  failed: 'danger',
  pending: 'info',
}

export function DeliveryStateBadge({ state }: { state: AlertDeliveryState }) {
  return <StateBadge state={state} color={STATE_COLOR[state]} transitional={state === 'pending'} />
}

const RESULT_TEXT: Record<WebhookDeliveryAttempt['result'], string> = {
  succeeded: 'Succeeded',
  failed_http_error: 'HTTP error',
  failed_unreachable: 'Unreachable',
  failed_timeout: 'Timed out',
}

/** What the endpoint answered to the latest attempt: "200 in 84 ms", "Timed out". */
export function responseText(delivery: AlertDelivery): string {
  const last = delivery.attempts.webhook.at(-1)
  if (!last) return 'Not sent yet'
  if (last.response) return `${last.response.status} in ${last.response.durationMs} ms`
  return RESULT_TEXT[last.result]
}

export const triggerText = (t: AlertDelivery['trigger']) =>
  t === 'probe' ? 'Test' : t === 'resend' ? 'Resend' : 'Alert'

/** Why a delivery offers no resend (undefined: it may be resent). */
export function resendReason(d: AlertDelivery): string | undefined {
  if (d.trigger === 'probe') return 'Test deliveries cannot be resent'
  if (d.state !== 'failed') return 'Only failed deliveries can be resent'
  return undefined
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

/** The API's pattern for a subscription: dot-separated words, `*` or `**`. */
const SUBSCRIPTION_PATTERN = /^([a-zA-Z0-9_]+|\*|\*\*)(\.([a-zA-Z0-9_]+|\*|\*\*))*$/

export function validateSubscription(value: string): string | undefined {
  if (!value.trim()) return 'Subscription is required'
  if (!SUBSCRIPTION_PATTERN.test(value.trim()))
    return 'Use alert class names separated by dots, with * for one part or ** for any number'
  return undefined
}

/** Checked in the browser before the API sees it: an absolute http(s) URL. */
export function validateEndpoint(value: string): string | undefined {
  if (!value.trim()) return 'Endpoint URL is required'
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return 'Must be a full URL, such as https://hooks.example.com/alerts'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'Must start with https:// or http://'
  return undefined
}

/** A fresh random secret: 32 bytes as hex. */
export function generateSecret(): string {
  const bytes = new Uint8Array(32)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Whether a subscription pattern covers an alert class (`*` one part, `**` one or more). */
export function subscriptionMatches(pattern: string, cls: string): boolean {
  const source = pattern
    .split('.')
    .map((seg) =>
      seg === '**' ? '[^.]+(?:\\.[^.]+)*' : seg === '*' ? '[^.]+' : seg.replace(/\W/g, '\\$&'),
    )
    .join('\\.')
  return new RegExp(`^${source}$`).test(cls)
}

export const alertsDocs = (
  <DocsPopover
    heading="alerts"
    summary="The rack raises alerts (a faulted disk, a finished update). A webhook receiver gets those of the classes it subscribes to as signed HTTP requests; each delivery is retried a few times before it fails."
    links={[{ href: 'https://docs.oxide.computer/guides/operator/alerts', label: 'Alerts' }]}
  />
)
