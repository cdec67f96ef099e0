/**
 * Hooks that keep keyboard focus from falling to the page body (the rules and the work are in
 * focus-rescue.ts, fetched the first time focus enters what they watch):
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
    const root = ref.current
    if (!root) return
    let stop: (() => void) | undefined
    let gone = false
    const start = (e: FocusEvent) => {
      root.removeEventListener('focusin', start)
      void load().then((m) => {
        if (!gone)
          stop = m.keepFocusIn(
            root,
            root.contains(document.activeElement) ? document.activeElement : (e.target as Element),
          )
      })
    }
    root.addEventListener('focusin', start)
    return () => {
      gone = true
      root.removeEventListener('focusin', start)
      stop?.()
    }
  }, [ref])
}

export function useReturnFocus(isOpen: boolean) {
  useLayoutEffect(() => {
    if (!isOpen) return
    const trigger = document.activeElement
    if (!(trigger instanceof HTMLElement) || trigger === document.body) return
    void load()
    return () => {
      // after the dialog library's own return (a microtask after the dialog unmounts)
      setTimeout(() => {
        const active = document.activeElement
        const lost = !active || active === document.body
        if (!trigger.isConnected || !(lost || active === trigger)) return
        void load().then((m) => {
          const now = document.activeElement
          if (now && now !== document.body && now !== trigger) return
          if (!m.isSensible(trigger)) m.moveFocusTo(m.focusCandidates(trigger))
          else if (now !== trigger) trigger.focus()
        })
      }, 0)
    }
  }, [isOpen])
}
