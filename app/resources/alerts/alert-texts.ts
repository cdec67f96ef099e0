import { type AlertDelivery, type WebhookDeliveryAttempt } from '~/api/__generated__/Api'

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
