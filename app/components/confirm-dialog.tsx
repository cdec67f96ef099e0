import { useRef, useState } from 'react'

import { Modal } from '~/ui/modal'
import { addToast } from '~/ui/toast'

import { clearConfirm, type ConfirmActionOptions } from './confirm-store'
import { EquivalentCli } from './form/equivalent-cli'

const messageOf = (e: unknown) =>
  e instanceof Error && e.message ? e.message : 'Unknown server error'

/** The confirm dialog itself, loaded on first use (see ConfirmActionModal). */
export function ConfirmDialog({ options }: { options: ConfirmActionOptions }) {
  const [loading, setLoading] = useState(false)
  // what the check found missing at the last press on Confirm
  const [missing, setMissing] = useState<string>()
  // a state update is not synchronous enough to stop a double click; a ref is
  const running = useRef(false)

  const dismiss = () => {
    if (!running.current) clearConfirm()
  }

  const confirm = async () => {
    if (running.current) return
    const problem = options.check?.()
    setMissing(problem)
    if (problem) return
    running.current = true
    setLoading(true)
    try {
      await options.doAction()
    } catch (e) {
      addToast({ variant: 'error', title: options.errorTitle, content: messageOf(e) })
    } finally {
      running.current = false
      setLoading(false)
      clearConfirm()
    }
  }

  return (
    <Modal isOpen onDismiss={dismiss} title={options.title}>
      <Modal.Body>
        {/* a choice made after the message answers it */}
        <div className="space-y-3" onChange={() => setMissing(undefined)}>
          {options.content}
        </div>
        {missing && (
          <p role="alert" className="text-sm text-danger">
            {missing}
          </p>
        )}
      </Modal.Body>
      <Modal.Footer
        onDismiss={dismiss}
        onAction={confirm}
        actionText={options.actionText ?? 'Confirm'}
        actionType={options.actionType}
        actionLoading={loading}
      >
        {options.requests && <EquivalentCli requests={options.requests} />}
      </Modal.Footer>
    </Modal>
  )
}
