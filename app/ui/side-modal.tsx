import { useId, type ReactNode } from 'react'

import { cn } from './cn'
import { DialogFrame } from './dialog-frame'
import { useReturnFocus } from './focus-keeper'
import { CloseIcon } from './icons'

type SideModalProps = {
  isOpen: boolean
  /** Escape, overlay click and the close button all call this. */
  onDismiss: () => void
  title: string
  subtitle?: ReactNode
  children?: ReactNode
  footer?: ReactNode
  /** Wider sheet for forms with tables (firewall rules, multi-column content). */
  width?: 'default' | 'wide'
  /** For sheets whose footer already has the only "Close" button. */
  hideCloseButton?: boolean
}

/** A right-hand sheet dialog: focus trapped, labelled by its title, scrollable body, fixed footer. */
export function SideModal({
  isOpen,
  onDismiss,
  title,
  subtitle,
  children,
  footer,
  width = 'default',
  hideCloseButton = false,
}: SideModalProps) {
  useReturnFocus(isOpen)
  const titleId = useId()
  if (!isOpen) return null
  return (
    <DialogFrame onDismiss={onDismiss} labelledBy={titleId} className="fixed inset-0 z-30">
      {(dialog) => (
        <>
          <div className="fixed inset-0 animate-fade-in bg-overlay" aria-hidden="true" />
          <div
            {...dialog}
            className={cn(
              'fixed top-0 right-0 bottom-0 flex w-full animate-sheet-in flex-col border-l border-line-strong bg-default shadow-popover outline-none',
              width === 'wide' ? 'max-w-[48rem]' : 'max-w-[32rem]',
            )}
          >
            <div className="flex items-start justify-between gap-4 border-b border-line px-6 pt-5 pb-4">
              <div className="min-w-0">
                <h2 id={titleId} className="text-lg leading-snug font-medium text-fg">
                  {title}
                </h2>
                {subtitle && <div className="mt-1 text-sm text-tertiary">{subtitle}</div>}
              </div>
              {!hideCloseButton && (
                <button
                  type="button"
                  aria-label="Close"
                  onClick={onDismiss}
                  className="-mr-1.5 rounded p-1.5 text-tertiary hover:bg-hover hover:text-fg"
                >
                  <CloseIcon />
                </button>
              )}
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
            {footer && (
              <div className="flex items-center justify-end gap-2 border-t border-line bg-raise px-6 py-3">
                {footer}
              </div>
            )}
          </div>
        </>
      )}
    </DialogFrame>
  )
}
