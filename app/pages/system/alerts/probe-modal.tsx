import { useState } from 'react'

import { type AlertProbeResult } from '~/api/__generated__/Api'
import { invalidate, useApiMutation } from '~/api/client'
import { DeliveryStateBadge } from '~/resources/alerts/alert-display'
import { responseText } from '~/resources/alerts/alert-texts'
import { Message } from '~/ui/message'
import { Modal } from '~/ui/modal'
import { PropertiesTable } from '~/ui/page-header'

function ProbeResult({ result }: { result: AlertProbeResult }) {
  const { probe, resendsStarted } = result
  const ok = probe.state === 'delivered'
  return (
    <div className="space-y-3" role="status">
      <Message
        variant={ok ? 'success' : 'error'}
        title={ok ? 'Test delivered' : 'Test failed'}
        content={
          ok
            ? 'The endpoint answered the test request.'
            : 'The endpoint did not accept the test request. Check the URL and that the receiver is up.'
        }
      />
      <PropertiesTable>
        <PropertiesTable.Row label="Result">
          <DeliveryStateBadge state={probe.state} />
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Response">{responseText(probe)}</PropertiesTable.Row>
        {resendsStarted != null && (
          <PropertiesTable.Row label="Resent">
            {resendsStarted === 0
              ? 'No failed deliveries to resend'
              : `${resendsStarted} failed ${resendsStarted === 1 ? 'delivery' : 'deliveries'} resent`}
          </PropertiesTable.Row>
        )}
      </PropertiesTable>
    </div>
  )
}

/**
 * "Send test": the API sends a probe to the endpoint and answers with its outcome, which shows
 * here; optionally, when it succeeds, the failed deliveries are sent again.
 */
export function ProbeModal({ receiver, onDismiss }: { receiver: string; onDismiss: () => void }) {
  const [resend, setResend] = useState(false)
  const probe = useApiMutation('alertReceiverProbe', {
    onSuccess: () => invalidate('alertDeliveryList'),
  })
  return (
    <Modal isOpen onDismiss={onDismiss} title="Send test">
      <Modal.Body>
        <div className="space-y-4">
          <p className="text-sm text-secondary">
            Sends a test request to <strong className="text-fg">{receiver}</strong>’s endpoint and
            shows what it answered. The test is listed with the deliveries.
          </p>
          <label className="flex items-start gap-2.5 text-sm text-fg">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4 accent-[var(--color-accent)]"
              checked={resend}
              onChange={(e) => setResend(e.target.checked)}
            />
            <span>If the test succeeds, resend the deliveries that failed</span>
          </label>
          {probe.error && (
            <Message variant="error" title="Could not send test" content={probe.error.message} />
          )}
          {probe.data && <ProbeResult result={probe.data} />}
        </div>
      </Modal.Body>
      <Modal.Footer
        onDismiss={onDismiss}
        cancelText="Close"
        actionText={probe.data ? 'Send again' : 'Send test'}
        actionLoading={probe.isPending}
        onAction={() => probe.mutate({ path: { receiver }, query: { resend } })}
      />
    </Modal>
  )
}
