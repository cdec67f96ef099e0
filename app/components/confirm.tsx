import { lazy, Suspense, type ReactNode } from 'react'

import { confirmAction, useConfirmOptions, type ConfirmActionOptions } from './confirm-store'

// the store lives in a leaf module that the lazily loaded dialog imports too
export { clearConfirm, confirmAction } from './confirm-store'

type ConfirmDeleteOptions = {
  doDelete: () => Promise<unknown>
  /** What is deleted, usually its name; shown highlighted. */
  label: ReactNode
  /** Lower-case kind: "project", "SSH key". */
  kind: string
  extraContent?: ReactNode
  /** The delete request(s), shown as "Equivalent CLI". */
  requests: ConfirmActionOptions['requests']
}

/**
 * Opens the confirm dialog for a delete: "Delete {kind}", "Are you sure you want to delete
 * {label}?", a danger "Confirm", and "Could not delete {kind}" as the error toast title. It opens
 * at once: use it as `onActivate: () => confirmDelete({...})`.
 */
export function confirmDelete({
  doDelete,
  label,
  kind,
  extraContent,
  requests,
}: ConfirmDeleteOptions) {
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
    requests,
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
