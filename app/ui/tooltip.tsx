import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react'
import { createPortal } from 'react-dom'

import { TOOLTIP_DELAY_MS } from '~/util/constants'

import { cn } from './cn'

/** Props a trigger must accept; they are merged with its own handlers. */
type TriggerProps = {
  onMouseEnter?: (e: MouseEvent<HTMLElement>) => void
  onMouseLeave?: (e: MouseEvent<HTMLElement>) => void
  onFocus?: (e: FocusEvent<HTMLElement>) => void
  onBlur?: (e: FocusEvent<HTMLElement>) => void
  'aria-describedby'?: string
}

type TooltipProps = {
  content: ReactNode
  /** One element that can take hover and focus handlers (a button, a link, a focusable span). */
  children: ReactElement<TriggerProps>
  delay?: number
  placement?: 'top' | 'bottom'
  /**
   * Link the content to the trigger with aria-describedby (default). Turn off when the trigger
   * is described another way (e.g. a Headless UI item that manages its own description).
   */
  describe?: boolean
}

type Position = { top: number; left: number; placement: 'top' | 'bottom' }

const GAP = 6

/**
 * A hover/focus tooltip. The trigger is described by the content at all times (through a hidden
 * element), so screen readers hear it without hovering; the visible bubble shows after `delay`
 * and hides on leave, blur or Escape. Rendered in a portal so table cells cannot clip it.
 */
export function Tooltip({
  content,
  children,
  delay = TOOLTIP_DELAY_MS,
  placement = 'top',
  describe = true,
}: TooltipProps) {
  const descId = useId()
  const tipId = useId()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [open, setOpen] = useState(false)
  const [pos, setPos] = useState<Position | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const bubble = useRef<HTMLDivElement>(null)

  const show = useCallback(
    (el: HTMLElement) => {
      clearTimeout(timer.current)
      setAnchor(el)
      timer.current = setTimeout(() => setOpen(true), delay)
    },
    [delay],
  )
  const hide = useCallback(() => {
    clearTimeout(timer.current)
    setOpen(false)
    setPos(null)
  }, [])

  useEffect(() => () => clearTimeout(timer.current), [])

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') hide()
    }
    // a moving page would leave the bubble behind; hide rather than chase it
    window.addEventListener('keydown', onKey, true)
    window.addEventListener('scroll', hide, true)
    return () => {
      window.removeEventListener('keydown', onKey, true)
      window.removeEventListener('scroll', hide, true)
    }
  }, [open, hide])

  useLayoutEffect(() => {
    if (!open || !anchor || !bubble.current) return
    const a = anchor.getBoundingClientRect()
    const b = bubble.current.getBoundingClientRect()
    const fitsAbove = a.top - b.height - GAP >= 4
    const side = placement === 'top' && !fitsAbove ? 'bottom' : placement
    const top = side === 'top' ? a.top - b.height - GAP : a.bottom + GAP
    const left = Math.min(
      Math.max(4, a.left + a.width / 2 - b.width / 2),
      window.innerWidth - b.width - 4,
    )
    setPos({ top, left, placement: side })
  }, [open, anchor, placement])

  if (content === null || content === undefined || content === '' || content === false) {
    return children
  }

  const own = children.props
  const trigger = cloneElement(children, {
    'aria-describedby': describe ? cn(own['aria-describedby'], descId) : own['aria-describedby'],
    onMouseEnter: (e: MouseEvent<HTMLElement>) => {
      own.onMouseEnter?.(e)
      show(e.currentTarget)
    },
    onMouseLeave: (e: MouseEvent<HTMLElement>) => {
      own.onMouseLeave?.(e)
      hide()
    },
    onFocus: (e: FocusEvent<HTMLElement>) => {
      own.onFocus?.(e)
      show(e.currentTarget)
    },
    onBlur: (e: FocusEvent<HTMLElement>) => {
      own.onBlur?.(e)
      hide()
    },
  })

  return (
    <>
      {trigger}
      {describe && (
        <span id={descId} hidden>
          {content}
        </span>
      )}
      {open &&
        createPortal(
          <div
            ref={bubble}
            id={tipId}
            role="tooltip"
            className={cn(
              'pointer-events-none fixed z-[60] max-w-xs rounded-md border border-line-strong bg-raise px-2 py-1',
              'text-xs leading-snug text-fg shadow-lg break-words',
              pos ? 'animate-fade-in' : 'invisible',
            )}
            style={{ top: pos?.top ?? 0, left: pos?.left ?? 0 }}
          >
            {content}
          </div>,
          document.body,
        )}
    </>
  )
}
