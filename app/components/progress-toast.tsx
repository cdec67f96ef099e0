/**
 * The toast of an action on a resource that the API may answer before the change is done: a
 * disk comes back "attaching" or "detaching". Saying "Disk data attached" while the row beside it still
 * reads ATTACHING tells the user something the page contradicts, so the toast is worded from
 * the state the API returned (as instance start, stop and reboot say "Starting instance x"): in progress ("Attaching disk data…") while it is transitional,
 * done ("Disk data attached") once it is not. The row's own polling shows the end.
 */
import { type ReactNode } from 'react'

import { addToast, ToastName } from '~/ui/toast'

type ProgressToast = {
  name: string
  /** The resource the API returned is still on its way (a transitional state). */
  inProgress: boolean
  /** The action under way, capitalised: "Attaching disk". */
  doing: string
  /** The finished action around the name: ["Disk", "attached"]. */
  done: [before: string, after: string]
  cta?: { text: string; to: string }
}

function content({ name, inProgress, doing, done }: ProgressToast): ReactNode {
  return inProgress ? (
    <>
      {doing} <ToastName>{name}</ToastName>…
    </>
  ) : (
    <>
      {done[0]} <ToastName>{name}</ToastName> {done[1]}
    </>
  )
}

export function addProgressToast(toast: ProgressToast) {
  addToast({ content: content(toast), cta: toast.cta })
}
