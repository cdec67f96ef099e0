import { useSyncExternalStore, type ReactNode } from 'react'

import { type Requests } from '~/api/api-request'

export type ConfirmActionOptions = {
  title: string
  content: ReactNode
  actionType: 'primary' | 'danger'
  actionText?: string
  /** Runs on Confirm; a rejection becomes an error toast. */
  doAction: () => Promise<unknown>
  /**
   * Runs on Confirm before the action: a message means input the action needs is missing (a
   * bulk demote's project). The dialog then stays open and says it, and nothing is sent; only
   * an action that ran closes the dialog, whether it failed or not.
   */
  check?: () => string | undefined
  /** Title of the error toast when doAction fails. */
  errorTitle: string
  /**
   * The request(s) Confirm sends, shown as "Equivalent CLI" beside it: a list for a bulk run
   * (one command per item).
   */
  requests: () => Requests
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
