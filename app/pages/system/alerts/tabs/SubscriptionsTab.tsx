import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { type LoaderFunctionArgs } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { invalidate, queryClient, useApiMutation, usePrefetchedQuery } from '~/api/client'
import { receiverSelector, useSelector } from '~/api/selectors'
import { confirmAction } from '~/components/confirm'
import { type RouteHandle } from '~/components/shell/crumbs'
import { AlertIcon } from '~/resources/alerts/alert-display'
import { alertClasses, receiverView } from '~/resources/alerts/alert-queries'
import { subscriptionMatches, validateSubscription } from '~/resources/alerts/alert-validators'
import { SubscriptionPicker } from '~/resources/alerts/subscription-picker'
import { SimpleTable } from '~/table/simple-table'
import { Button } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { AddIcon } from '~/ui/icons'
import { Message } from '~/ui/message'
import { Modal } from '~/ui/modal'
import { addToast } from '~/ui/toast'

export async function loader({ params }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(alertClasses)
  await queryClient.ensureQueryData(receiverView(receiverSelector(params).receiver))
  return null
}

export const handle: RouteHandle = { crumb: 'Subscriptions' }

const refresh = () =>
  Promise.all([invalidate('alertReceiverView'), invalidate('alertReceiverList')])

function AddSubscriptionsModal({
  receiver,
  taken,
  onDismiss,
}: {
  receiver: string
  taken: string[]
  onDismiss: () => void
}) {
  const [chosen, setChosen] = useState<string[]>([])
  const [pattern, setPattern] = useState('')
  const [patternError, setPatternError] = useState<string>()
  const add = useApiMutation('alertReceiverSubscriptionAdd')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  const submit = async () => {
    const p = pattern.trim()
    const problem = p ? validateSubscription(p) : undefined
    setPatternError(problem)
    if (problem) return
    const all = [...new Set([...chosen, ...(p ? [p] : [])])].filter((s) => !taken.includes(s))
    if (all.length === 0) {
      setError('Choose at least one alert class or enter a pattern')
      return
    }
    setBusy(true)
    setError(undefined)
    const done: string[] = []
    try {
      for (const subscription of all) {
        await add.mutateAsync({ path: { receiver }, body: { subscription } })
        done.push(subscription)
      }
      addToast({
        content: `${receiver} subscribed to ${all.length === 1 ? all[0] : `${all.length} classes`}`,
      })
      onDismiss()
    } catch (e) {
      // what went through stays chosen out; the rest can be tried again
      setChosen((c) => c.filter((s) => !done.includes(s)))
      setError((e as Error).message)
    } finally {
      setBusy(false)
      void refresh()
    }
  }

  return (
    <Modal isOpen onDismiss={onDismiss} title="Add subscriptions">
      <Modal.Body>
        <div className="space-y-5">
          {error && <Message variant="error" title="Error" content={error} />}
          <SubscriptionPicker value={chosen} onChange={setChosen} taken={taken} />
          <div>
            <label htmlFor="subscription-pattern" className="mb-1.5 block text-sm font-medium">
              Pattern <span className="text-xs font-normal text-tertiary">(optional)</span>
            </label>
            <p id="subscription-pattern-hint" className="mb-2 text-xs text-tertiary">
              Matches classes now and any added later: <code>*</code> stands for one part,{' '}
              <code>**</code> for any number, as in <code>hardware.**</code>.
            </p>
            <input
              id="subscription-pattern"
              className="input-base font-mono text-xs"
              value={pattern}
              aria-describedby="subscription-pattern-hint subscription-pattern-error"
              aria-invalid={!!patternError}
              onChange={(e) => setPattern(e.target.value)}
            />
            {patternError && (
              <p id="subscription-pattern-error" className="mt-1.5 text-xs text-danger">
                {patternError}
              </p>
            )}
          </div>
        </div>
      </Modal.Body>
      <Modal.Footer
        onDismiss={onDismiss}
        actionText="Subscribe"
        actionLoading={busy}
        onAction={() => void submit()}
      />
    </Modal>
  )
}

/** The alert classes and patterns the receiver subscribes to; add and remove them. */
export function Component() {
  const { receiver: name } = useSelector(receiverSelector)
  const receiver = usePrefetchedQuery(receiverView(name))
  const { data: classes } = useQuery({ ...alertClasses, throwOnError: false })
  const [adding, setAdding] = useState(false)
  const remove = useApiMutation('alertReceiverSubscriptionRemove', { onSuccess: refresh })

  const matches = (s: string) =>
    classes ? classes.items.filter((c) => subscriptionMatches(s, c.name)).length : null

  return (
    <>
      <div className="mb-3 flex justify-end">
        <Button writes size="sm" onClick={() => setAdding(true)}>
          <AddIcon size={12} />
          Add subscriptions
        </Button>
      </div>
      {receiver.subscriptions.length === 0 ? (
        <EmptyState
          icon={<AlertIcon />}
          title="No subscriptions"
          body="Subscribe the receiver to alert classes to get their alerts"
        />
      ) : (
        <SimpleTable
          label="Subscriptions"
          headers={['subscription', 'classes matched', '']}
          rows={receiver.subscriptions.map((s) => {
            const n = matches(s)
            return {
              key: s,
              cells: [
                <span key="s" className="font-mono text-xs text-fg">
                  {s}
                </span>,
                n === null ? '' : n,
                <div key="a" className="text-right">
                  <Button
                    writes
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${s}`}
                    onClick={() => {
                      const req = apiRequest('alertReceiverSubscriptionRemove', {
                        path: { receiver: receiver.name, subscription: s },
                      })
                      confirmAction({
                        requests: () => req,
                        title: 'Remove subscription',
                        actionType: 'danger',
                        actionText: 'Remove',
                        errorTitle: 'Could not remove subscription',
                        content: (
                          <p>
                            Stop sending alerts matching <strong>{s}</strong> to{' '}
                            <strong>{receiver.name}</strong>?
                          </p>
                        ),
                        doAction: async () => {
                          await remove.mutateAsync(req)
                          addToast({ content: `Subscription ${s} removed` })
                        },
                      })
                    }}
                  >
                    Remove
                  </Button>
                </div>,
              ],
            }
          })}
        />
      )}
      {adding && (
        <AddSubscriptionsModal
          receiver={receiver.name}
          taken={receiver.subscriptions}
          onDismiss={() => setAdding(false)}
        />
      )}
    </>
  )
}
