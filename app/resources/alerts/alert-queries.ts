import { type AlertDelivery } from '~/api/__generated__/Api'
import { q, qAll, qList } from '~/api/client'

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
export const lastDelivery = (receiver: string) => ({
  ...q('alertDeliveryList', {
    path: { receiver },
    query: { sortBy: 'time_and_id_descending', limit: 1 },
  }),
  refetchInterval: (query: { state: { data?: { items: AlertDelivery[] } } }) =>
    query.state.data?.items[0]?.state === 'pending' ? POLL_MS : false,
})
