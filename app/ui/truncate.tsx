import { useEffect, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

import { cn } from './cn'

/** Keeps the start and end of `text`, with an ellipsis in the middle, at most `max` characters. */
export function middleTruncate(text: string, max: number): string {
  if (text.length <= max) return text
  if (max <= 1) return '…'
  const keep = max - 1
  const head = Math.ceil(keep / 2)
  const tail = Math.floor(keep / 2)
  return `${text.slice(0, head)}…${tail > 0 ? text.slice(-tail) : ''}`
}

type TruncateProps = {
  text: string
  /** Maximum characters shown, ellipsis included. */
  maxLength?: number
  /** `middle` keeps both ends (ids); `end` cuts the tail. */
  position?: 'middle' | 'end'
  className?: string
}

/** Shortened text with the full text in a title; screen readers get the full text. */
export function Truncate({ text, maxLength = 16, position = 'middle', className }: TruncateProps) {
  if (text.length <= maxLength) return <span className={className}>{text}</span>
  const short =
    position === 'middle' ? middleTruncate(text, maxLength) : `${text.slice(0, maxLength - 1)}…`
  return (
    <span className={cn('whitespace-nowrap', className)} title={text}>
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{text}</span>
    </span>
  )
}

/** Characters a cut name always keeps at its end (`CutInMiddle`). */
const KEPT_END = 5

/**
 * Text cut in the middle by CSS when its box is too narrow: the start ends in an ellipsis and the
 * last few characters always show ("web-fr…end-2"), so names that share a prefix stay apart. The
 * DOM holds the text whole and in order; give the control around it the text as its name (its
 * parts are boxes of their own, which some name computations would join with a space).
 */
export function CutInMiddle({ text }: { text: string }) {
  if (text.length <= KEPT_END * 2) return text
  return (
    <span className="inline-flex max-w-full min-w-0 align-bottom">
      <span className="min-w-0 overflow-clip text-ellipsis whitespace-nowrap">
        {text.slice(0, -KEPT_END)}
      </span>
      <span className="shrink-0 whitespace-nowrap">{text.slice(-KEPT_END)}</span>
    </span>
  )
}

/**
 * Text cut by CSS to the width it is given (its column), the whole text still in the DOM and so
 * in the accessibility tree. When it is cut, hovering or focusing it (or the link inside it)
 * shows the whole text in a bubble; Escape hides it.
 */
export function OverflowText({
  text,
  children,
  className,
  focusable = false,
}: {
  text: string
  /** What to render (a link holding the text); the text itself by default. */
  children?: ReactNode
  className?: string
  /** Give plain text a tab stop so a keyboard user can reach the bubble. */
  focusable?: boolean
}) {
  const ref = useRef<HTMLSpanElement>(null)
  const [at, setAt] = useState<DOMRect | null>(null)
  const show = () => {
    const el = ref.current
    if (!el) return
    // the text's own width (a clipping box reports no scroll width of its own)
    const range = document.createRange()
    range.selectNodeContents(el)
    if (range.getBoundingClientRect().width > el.clientWidth + 1) setAt(el.getBoundingClientRect())
  }
  const hide = () => setAt(null)
  useEffect(() => {
    if (!at) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && hide()
    window.addEventListener('keydown', onKey, true)
    // the page moving would leave the bubble behind
    // (a scroll that leaves it where it was, e.g. one that brought it into view, changes nothing)
    const onScroll = () => {
      const r = ref.current?.getBoundingClientRect()
      if (!r || Math.abs(r.top - at.top) > 1 || Math.abs(r.left - at.left) > 1) hide()
    }
    window.addEventListener('scroll', onScroll, true)
    return () => {
      window.removeEventListener('keydown', onKey, true)
      window.removeEventListener('scroll', onScroll, true)
    }
  }, [at])
  return (
    <span
      ref={ref}
      // clip, not hidden: no scroll container, so focusing or hovering never scrolls the text
      className={cn(
        'block min-w-0 overflow-clip text-ellipsis whitespace-nowrap',
        focusable && 'rounded-sm',
        className,
      )}
      tabIndex={focusable ? 0 : undefined}
      onMouseEnter={show}
      // the first pointer move into a page can come without an enter event
      onMouseMove={at ? undefined : show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {children ?? text}
      {at &&
        createPortal(
          <div
            role="tooltip"
            className="pointer-events-none fixed z-[60] max-w-md animate-fade-in rounded-md border border-line-strong bg-raise px-2 py-1 text-xs leading-snug break-words text-fg shadow-lg"
            style={{ left: Math.max(4, at.left), top: at.top - 6, transform: 'translateY(-100%)' }}
          >
            {text}
          </div>,
          document.body,
        )}
    </span>
  )
}
