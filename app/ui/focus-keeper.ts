/**
 * Hooks that keep keyboard focus from falling to the page body (the rules and the work are in
 * focus-rescue.ts, fetched once a form is drawn or a dialog closes):
 *
 * - `useFocusKeeper`, used by the form kit's form element: when the control that has focus is
 *   removed or natively disabled, focus moves to the next control of its section, else the
 *   previous one, else the section.
 * - `useReturnFocus`, used by the dialogs (`Modal`, `SideModal`): a dialog gives focus back to
 *   the control that opened it; when that control is now switched off (the last floating IP was
 *   just attached) or focus fell to the body, focus goes to the control's nearest neighbour.
 */
import { useEffect, useLayoutEffect, type RefObject } from 'react'

const load = () => import('./focus-rescue')

export function useFocusKeeper(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    let stop: (() => void) | undefined
    let gone = false
    // after the first paint: nothing can have focus in a form that is not drawn yet
    void load().then((m) => {
      if (!gone && ref.current) stop = m.keepFocusIn(ref.current, document.activeElement)
    })
    return () => {
      gone = true
      stop?.()
    }
  }, [ref])
}

export function useReturnFocus(isOpen: boolean) {
  useLayoutEffect(() => {
    if (!isOpen) return
    const trigger = document.activeElement
    if (!(trigger instanceof HTMLElement) || trigger === document.body) return
    return () => {
      // after the dialog library's own return (a microtask after the dialog unmounts)
      setTimeout(() => {
        const active = document.activeElement
        if (trigger.isConnected && (active === trigger || !active || active === document.body))
          void load().then((m) => m.returnFocusNear(trigger))
      }, 0)
    }
  }, [isOpen])
}
