import { useRef, useState, useSyncExternalStore, type ReactNode } from 'react'

import { Modal } from '~/ui/modal'
import { addToast } from '~/ui/toast'

export type ConfirmActionOptions = {
  title: string
  content: ReactNode
  actionType: 'primary' | 'danger'
  actionText?: string
  /** Runs on Confirm; a rejection becomes an error toast. */
  doAction: () => Promise<unknown>
  /** Title of the error toast when doAction fails. */
  errorTitle: string
}

/*
 * One confirm dialog for the whole app: confirmAction() puts a request in this store and the
 * <ConfirmActionModal /> mounted by the shell shows it.
 */
let current: ConfirmActionOptions | null = null
const listeners = new Set<() => void>()

function set(next: ConfirmActionOptions | null) {
  current = next
  for (const l of listeners) l()
}
const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => {
    listeners.delete(l)
  }
}
const getCurrent = () => current

/** Opens the confirm dialog. */
export function confirmAction(options: ConfirmActionOptions) {
  set(options)
}

/** Closes the confirm dialog without running anything (tests, navigation). */
export function clearConfirm() {
  set(null)
}

export type ConfirmDeleteOptions = {
  doDelete: () => Promise<unknown>
  /** What is deleted, usually its name; shown highlighted. */
  label: ReactNode
  /** Lower-case kind: "project", "SSH key". */
  kind: string
  extraContent?: ReactNode
}

/**
 * Opens the confirm dialog for a delete: "Delete {kind}", "Are you sure you want to delete
 * {label}?", a danger "Confirm", and "Could not delete {kind}" as the error toast title. It opens
 * at once: use it as `onActivate: () => confirmDelete({...})`.
 */
export function confirmDelete({ doDelete, label, kind, extraContent }: ConfirmDeleteOptions) {
  confirmAction({
    title: `Delete ${kind}`,
    content: (
      <>
        <p>
          Are you sure you want to delete <strong className="font-medium text-fg">{label}</strong>?
        </p>
        {extraContent && <p>{extraContent}</p>}
      </>
    ),
    actionType: 'danger',
    actionText: 'Confirm',
    doAction: doDelete,
    errorTitle: `Could not delete ${kind}`,
  })
}

const messageOf = (e: unknown) =>
  e instanceof Error && e.message ? e.message : 'Unknown server error'

/** The single confirm dialog; mount once near the root. */
export function ConfirmActionModal() {
  const options = useSyncExternalStore(subscribe, getCurrent, getCurrent)
  const [loading, setLoading] = useState(false)
  // a state update is not synchronous enough to stop a double click; a ref is
  const running = useRef(false)

  const dismiss = () => {
    if (!running.current) clearConfirm()
  }

  const confirm = async () => {
    if (!options || running.current) return
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
    <Modal isOpen={!!options} onDismiss={dismiss} title={options?.title ?? ''}>
      <Modal.Body>{options?.content}</Modal.Body>
      <Modal.Footer
        onDismiss={dismiss}
        onAction={confirm}
        actionText={options?.actionText ?? 'Confirm'}
        actionType={options?.actionType ?? 'primary'}
        actionLoading={loading}
      />
    </Modal>
  )
}
