import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react'

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

/** What the confirm dialog shows now, or null when it is closed. */
export const useConfirmOptions = () => useSyncExternalStore(subscribe, getCurrent, getCurrent)

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

const ConfirmDialog = lazy(() =>
  import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
)

/**
 * The single confirm dialog; mount once near the root. The dialog's code loads the first time
 * something asks for confirmation (it is not needed for the first screen).
 */
export function ConfirmActionModal() {
  const options = useConfirmOptions()
  if (!options) return null
  return (
    <Suspense fallback={null}>
      <ConfirmDialog options={options} />
    </Suspense>
  )
}
