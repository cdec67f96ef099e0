/**
 * The modal layer under `Modal` and `SideModal`, in place of Headless UI's dialog (its dialog,
 * portal and focus trap weighed on every form opened by URL: docs/performance.md, issue 30).
 *
 * What it does: draws its children in a layer of its own at the end of <body>, marks what was
 * on the page before it `inert` (the page under a dialog, or a dialog under a nested one), keeps
 * Tab and Shift+Tab inside the dialog (focus starts on an autoFocus field, else on the dialog),
 * closes on Escape and on a press on the overlay, locks the page's scroll, and gives focus back
 * to the control that opened it.
 *
 * Pickers stay usable: Headless UI's listbox and combobox draw their options in their own portal
 * root, which is never made inert, and a press there is not an overlay press. The options'
 * own Escape closes the options only (they stop it; the layer ignores keys from outside it).
 */
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { createPortal } from 'react-dom'

/** Headless UI's portal root (the pickers' options): left usable under a dialog. */
const PORTAL_ROOT = 'headlessui-portal-root'

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',')

/** The controls Tab can reach inside `root`, in document order. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[inert]') && el.getClientRects().length > 0,
  )
}

/** Marks every other child of <body> inert; returns the undo. */
function inertOthers(layer: HTMLElement) {
  const changed: Element[] = []
  for (const el of document.body.children) {
    if (el === layer || el.id === PORTAL_ROOT || el.hasAttribute('inert')) continue
    el.setAttribute('inert', '')
    changed.push(el)
  }
  return () => changed.forEach((el) => el.removeAttribute('inert'))
}

function lockScroll() {
  const html = document.documentElement
  const before = html.style.overflow
  html.style.overflow = 'hidden'
  return () => {
    html.style.overflow = before
  }
}

type DialogFrameProps = {
  onDismiss: () => void
  /** The id of the dialog's title element (its accessible name). */
  labelledBy: string
  /** The classes of the fixed, full-screen layer. */
  className: string
  /**
   * The element that is the dialog (role="dialog"), drawn by the caller with `dialogProps`;
   * everything around it inside the layer is overlay: a press on it dismisses.
   */
  children: (dialogProps: DialogProps) => ReactNode
}

export type DialogProps = {
  role: 'dialog'
  'aria-modal': true
  'aria-labelledby': string
  tabIndex: -1
  ref: RefObject<HTMLDivElement | null>
}

/** An open modal dialog; mount it while open, unmount it to close. */
export function DialogFrame({ onDismiss, labelledBy, className, children }: DialogFrameProps) {
  const layer = useRef<HTMLDivElement | null>(null)
  const panel = useRef<HTMLDivElement | null>(null)
  // the children mount once the layer is in the document, so that their autoFocus takes
  const [attached, setAttached] = useState(false)

  useLayoutEffect(() => {
    const el = document.createElement('div')
    el.dataset.dialogLayer = ''
    layer.current = el
    const trigger = document.activeElement
    document.body.appendChild(el)
    const undoInert = inertOthers(el)
    const unlock = lockScroll()
    setAttached(true)
    return () => {
      undoInert()
      unlock()
      const active = document.activeElement
      const lost = !active || active === document.body || el.contains(active)
      // out of sight and out of reach at once, out of the document in a task of its own: taking
      // a long dialog out (a bulk confirmation's 500 targets) made the press that closed it a
      // long task (docs/performance.md, "Bulk actions at scale")
      el.style.display = 'none'
      el.setAttribute('inert', '')
      setTimeout(() => el.remove())
      layer.current = null
      if (lost && trigger instanceof HTMLElement && trigger.isConnected) trigger.focus()
    }
  }, [])

  // after the children's own autoFocus: focus goes in, to the dialog itself if none took it
  useEffect(() => {
    const p = panel.current
    if (attached && p && !p.contains(document.activeElement)) p.focus()
  }, [attached])

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const p = panel.current
    // keys from a nested dialog or a picker's options (portals elsewhere in the document)
    if (e.defaultPrevented || !p || !(e.target instanceof Node) || !p.contains(e.target)) return
    if (e.key === 'Escape') {
      e.preventDefault()
      onDismiss()
    } else if (e.key === 'Tab') {
      const all = tabbables(p)
      const first = all[0]
      const last = all.at(-1)
      if (!first || !last) {
        e.preventDefault()
        return
      }
      if (e.shiftKey && (e.target === first || e.target === p)) {
        e.preventDefault()
        last.focus()
      } else if (!e.shiftKey && e.target === last) {
        e.preventDefault()
        first.focus()
      }
    }
  }

  const onOverlayClick = (e: MouseEvent<HTMLDivElement>) => {
    const p = panel.current
    if (p && e.target instanceof Node && layer.current?.contains(e.target) && !p.contains(e.target))
      onDismiss()
  }

  if (!attached || !layer.current) return null
  return createPortal(
    <div className={className} onKeyDown={onKeyDown} onClick={onOverlayClick}>
      {children({
        role: 'dialog',
        'aria-modal': true,
        'aria-labelledby': labelledBy,
        tabIndex: -1,
        ref: panel,
      })}
    </div>,
    layer.current,
  )
}
