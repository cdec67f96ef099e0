/**
 * Keeps keyboard focus somewhere sensible when the control that has it is switched off or goes
 * away. A browser drops focus to the page body when the focused element is removed or natively
 * disabled: a keyboard user is sent back to the top of the page (in the instance create form,
 * attaching the last floating IP took the Tab count back to "Create instance" to 55). Instead,
 * focus moves to the nearest sensible control: the next one in the same section, else the
 * previous one, else the section itself.
 *
 * `useFocusRescue` is wired into `Button`; any other control can use it with its own ref.
 * `useReturnFocus` is wired into the dialogs (`Modal`, `SideModal`): a dialog gives focus back
 * to the control that opened it, and when that control is gone or switched off by then (the
 * last floating IP was just attached), to that control's nearest sensible neighbour.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react'

/** The containers that make a "section": focus stays inside the nearest one. */
const SECTION =
  'section, [role="region"], [role="group"], fieldset, [role="tabpanel"], [role="dialog"], form, main'

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ')

/** A control the user can act on: focusable, shown, and not marked disabled. */
function isSensible(el: Element): el is HTMLElement {
  if (!(el instanceof HTMLElement) || !el.isConnected) return false
  if (!el.matches(FOCUSABLE)) return false
  if (el.closest('[hidden], [inert], [aria-hidden="true"]')) return false
  if (el.getAttribute('aria-disabled') === 'true') return false
  // of a radio group only the checked radio (or the first) takes Tab focus: any will do here
  return true
}

/**
 * Where focus should go once `lost` cannot hold it, best first: the controls after it in its
 * section, then those before it (nearest first), then the section. Computed while `lost` is
 * still in the document.
 */
export function focusCandidates(lost: Element): HTMLElement[] {
  const section = lost.parentElement?.closest<HTMLElement>(SECTION) ?? null
  const scope = section ?? lost.ownerDocument.body
  const all = [...scope.querySelectorAll(FOCUSABLE)].filter(
    (el) => el !== lost && !lost.contains(el),
  )
  const after: HTMLElement[] = []
  const before: HTMLElement[] = []
  for (const el of all) {
    if (!(el instanceof HTMLElement)) continue
    const following = lost.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING
    if (following) after.push(el)
    else before.unshift(el)
  }
  return section ? [...after, ...before, section] : [...after, ...before]
}

/** Focuses the first candidate that is still there and usable; a section gets tabindex -1. */
export function moveFocusTo(candidates: HTMLElement[]): HTMLElement | undefined {
  for (const el of candidates) {
    const isSection = el.matches(SECTION) && !el.matches(FOCUSABLE)
    if (isSection) {
      if (!el.isConnected || el.closest('[hidden], [inert]')) continue
      if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1')
    } else if (!isSensible(el)) continue
    el.focus({ preventScroll: false })
    if (el.ownerDocument.activeElement === el) return el
  }
  return undefined
}

// the element focus was last in: a browser may already have moved focus to the body by the
// time React's effect runs, and then only this says the element had it
let lastFocused: Element | null = null
let tracking = false
function track(doc: Document) {
  if (tracking) return
  tracking = true
  doc.addEventListener('focusin', (e) => (lastFocused = e.target as Element), true)
  // a click on the page's background puts focus on the body on purpose: forget the last one
  doc.addEventListener('pointerdown', () => (lastFocused = null), true)
}

/** Focus is on `el`, or was until the browser let it fall to the body. */
function holdsFocus(el: Element): boolean {
  const active = el.ownerDocument.activeElement
  if (active === el) return true
  return (active === null || active === el.ownerDocument.body) && lastFocused === el
}

/**
 * Moves focus on from the element of `ref` when it loses the ability to hold it while it has
 * it: when `disabled` turns true (a natively disabled control cannot keep focus) and when the
 * element unmounts. Focus the user or the page has put elsewhere is left alone.
 */
export function useFocusRescue(ref: RefObject<HTMLElement | null>, disabled: boolean) {
  const wasDisabled = useRef(disabled)

  useLayoutEffect(() => {
    const el = ref.current
    if (el) track(el.ownerDocument)
  }, [ref])

  useLayoutEffect(() => {
    const el = ref.current
    const turnedOff = disabled && !wasDisabled.current
    wasDisabled.current = disabled
    if (!turnedOff || !el || !holdsFocus(el)) return
    moveFocusTo(focusCandidates(el))
  }, [disabled, ref])

  useLayoutEffect(() => {
    const el = ref.current
    return () => {
      // the element is still in the document here; its neighbours are taken now and tried
      // once the commit is done (some may be leaving in the same commit)
      if (!el || !holdsFocus(el)) return
      const candidates = focusCandidates(el)
      const doc = el.ownerDocument
      queueMicrotask(() => {
        const active = doc.activeElement
        // someone (a dialog giving focus back, the new content) already placed it
        if (active && active !== doc.body && active !== el) return
        moveFocusTo(candidates)
      })
    }
  }, [ref])
}

/**
 * For a dialog: remembers the control focused when it opened and, once it has closed and the
 * dialog library has given focus back, moves focus to the control's nearest sensible neighbour
 * if focus fell to the body or came back to a control that is now disabled.
 */
export function useReturnFocus(isOpen: boolean) {
  useLayoutEffect(() => {
    if (!isOpen) return
    const trigger = document.activeElement
    if (!(trigger instanceof HTMLElement) || trigger === document.body) return
    track(trigger.ownerDocument)
    return () => {
      // the neighbours as the page stands when the dialog closes, while the control is there
      const candidates = trigger.isConnected ? [trigger, ...focusCandidates(trigger)] : []
      // after the library's own return (a microtask after the dialog unmounts)
      setTimeout(() => {
        const active = document.activeElement
        const lost = !active || active === document.body
        const disabledReturn = active === trigger && !isSensible(trigger)
        if (lost || disabledReturn) moveFocusTo(candidates)
      }, 0)
    }
  }, [isOpen])
}
