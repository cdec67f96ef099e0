import { useState } from 'react'
import { type LoaderFunctionArgs } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { invalidate, queryClient, useApiMutation, usePrefetchedQuery } from '~/api/client'
import { receiverSelector, useSelector } from '~/api/selectors'
import { confirmDelete } from '~/components/confirm'
import { type RouteHandle } from '~/components/shell/crumbs'
import { secretList } from '~/resources/alerts/alert-queries'
import { generateSecret } from '~/resources/alerts/alert-secret'
import { DateCell } from '~/table/columns'
import { SimpleTable } from '~/table/simple-table'
import { Button } from '~/ui/button'
import { CopyButton } from '~/ui/copy-button'
import { AddIcon } from '~/ui/icons'
import { Message } from '~/ui/message'
import { Modal } from '~/ui/modal'
import { addToast } from '~/ui/toast'

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(secretList(receiverSelector(params).receiver))
  return null
}

export const handle: RouteHandle = { crumb: 'Secrets' }

const refresh = () =>
  Promise.all([
    invalidate('webhookSecretsList'),
    invalidate('alertReceiverView'),
    invalidate('alertReceiverList'),
  ])

const LAST_SECRET = 'A receiver needs at least one secret: add another before deleting this one'

/** Adds a secret; once added, its value shows here this one time, to be copied. */
function AddSecretModal({ receiver, onDismiss }: { receiver: string; onDismiss: () => void }) {
  const [value, setValue] = useState(generateSecret)
  const [error, setError] = useState<string>()
  const add = useApiMutation('webhookSecretsAdd', { onSuccess: refresh })
  const added = add.data ? value : null

  if (added) {
    return (
      <Modal isOpen onDismiss={onDismiss} title="Secret added">
        <Modal.Body>
          <div className="space-y-4">
            <Message
              variant="notice"
              title="Copy the secret now"
              content="This is the only time it is shown. Give it to the receiver so it can check the requests’ signatures."
            />
            <div className="flex items-center gap-2 rounded-md border border-line bg-raise p-3">
              <code className="font-mono text-xs break-all text-fg" aria-label="Secret value">
                {added}
              </code>
              <CopyButton text={added} label="Copy secret" />
            </div>
          </div>
        </Modal.Body>
        <Modal.CloseFooter onClose={onDismiss} />
      </Modal>
    )
  }

  return (
    <Modal isOpen onDismiss={onDismiss} title="Add secret">
      <Modal.Body>
        <div className="space-y-3">
          {add.error && (
            <Message variant="error" title="Could not add secret" content={add.error.message} />
          )}
          <label htmlFor="new-secret" className="block text-sm font-medium">
            Secret
          </label>
          <p id="new-secret-hint" className="-mt-1 text-xs text-tertiary">
            A random value is filled in; you can use your own. Requests are signed with every secret
            of the receiver, so you can rotate one without losing alerts.
          </p>
          <input
            id="new-secret"
            className="input-base font-mono text-xs"
            value={value}
            aria-describedby="new-secret-hint new-secret-error"
            aria-invalid={!!error}
            onChange={(e) => setValue(e.target.value)}
          />
          {error && (
            <p id="new-secret-error" className="text-xs text-danger">
              {error}
            </p>
          )}
        </div>
      </Modal.Body>
      <Modal.Footer
        onDismiss={onDismiss}
        actionText="Add secret"
        actionLoading={add.isPending}
        onAction={() => {
          if (!value.trim()) return setError('Secret is required')
          setError(undefined)
          add.mutate({ query: { receiver }, body: { secret: value } })
        }}
      />
    </Modal>
  )
}

/** The receiver's signing secrets, known by their IDs only; add and delete them. */
export function Component() {
  const { receiver } = useSelector(receiverSelector)
  const { secrets } = usePrefetchedQuery(secretList(receiver))
  const [adding, setAdding] = useState(false)
  const remove = useApiMutation('webhookSecretsDelete', { onSuccess: refresh })
  const only = secrets.length <= 1

  return (
    <>
      <div className="mb-3 flex items-center justify-between gap-2">
        <p className="text-sm text-secondary">Secret values are shown only when they are added.</p>
        <Button writes size="sm" onClick={() => setAdding(true)}>
          <AddIcon size={12} />
          Add secret
        </Button>
      </div>
      <SimpleTable
        label="Secrets"
        headers={['id', 'created', '']}
        rows={secrets.map((s) => ({
          key: s.id,
          cells: [
            <span key="id" className="flex items-center gap-1 font-mono text-xs">
              {s.id}
              <CopyButton text={s.id} label="Copy secret ID" />
            </span>,
            <DateCell key="t" value={s.timeCreated} />,
            <div key="a" className="text-right">
              <Button
                writes
                size="sm"
                variant="ghost"
                aria-label={`Delete secret ${s.id}`}
                disabled={only}
                disabledReason={only ? LAST_SECRET : undefined}
                onClick={() => {
                  const req = apiRequest('webhookSecretsDelete', { path: { secretId: s.id } })
                  confirmDelete({
                    requests: () => req,
                    kind: 'secret',
                    label: s.id,
                    extraContent: (
                      <p>Requests are no longer signed with it; the receiver must use another.</p>
                    ),
                    doDelete: async () => {
                      await remove.mutateAsync(req)
                      addToast({ content: 'Secret deleted' })
                    },
                  })
                }}
              >
                Delete
              </Button>
            </div>,
          ],
        }))}
      />
      {adding && <AddSecretModal receiver={receiver} onDismiss={() => setAdding(false)} />}
    </>
  )
}
