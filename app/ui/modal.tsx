import { useId, type ReactNode } from 'react'

import { Button } from './button'
import { cn } from './cn'
import { DialogFrame } from './dialog-frame'
import { useReturnFocus } from './focus-keeper'
import { CloseIcon } from './icons'

type ModalProps = {
  isOpen: boolean
  onDismiss: () => void
  title: string
  width?: 'narrow' | 'medium'
  children?: ReactNode
}

const WIDTH = { narrow: 'max-w-[24rem]', medium: 'max-w-[32rem]' } as const

/**
 * A centred dialog: focus trapped inside, Escape and overlay click call `onDismiss`, labelled by
 * its title. Compose with Modal.Body and Modal.Footer.
 */
function ModalRoot({ isOpen, onDismiss, title, width = 'medium', children }: ModalProps) {
  useReturnFocus(isOpen)
  const titleId = useId()
  if (!isOpen) return null
  return (
    <DialogFrame onDismiss={onDismiss} labelledBy={titleId} className="fixed inset-0 z-40">
      {(dialog) => (
        <>
          <div className="fixed inset-0 animate-fade-in bg-overlay" aria-hidden="true" />
          <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4 pt-[12vh]">
            <div
              {...dialog}
              className={cn(
                'relative w-full animate-toast-in rounded-lg border border-line-strong bg-raise shadow-popover outline-none',
                WIDTH[width],
              )}
            >
              <div className="flex items-center justify-between border-b border-line px-4 py-3">
                <h2 id={titleId} className="text-[0.9375rem] font-medium text-fg">
                  {title}
                </h2>
                <button
                  type="button"
                  aria-label="Close"
                  onClick={onDismiss}
                  className="-mr-1 rounded p-1 text-tertiary hover:bg-hover hover:text-fg"
                >
                  <CloseIcon size={14} />
                </button>
              </div>
              {children}
            </div>
          </div>
        </>
      )}
    </DialogFrame>
  )
}

function ModalBody({ children, className }: { children?: ReactNode; className?: string }) {
  return <div className={cn('space-y-3 px-4 py-4 text-secondary', className)}>{children}</div>
}

type ModalFooterProps = {
  onDismiss: () => void
  /** Omit when the action button submits a form (pass `formId`). */
  onAction?: () => void
  actionText: string
  actionType?: 'primary' | 'danger'
  actionLoading?: boolean
  cancelText?: string
  disabled?: boolean
  /** Shown as a tooltip on the disabled action. */
  disabledReason?: string
  /** When set, the action button submits this form instead of calling onAction. */
  formId?: string
  /** The action changes something: a write gate (ui/write-gate) turns it off. */
  writes?: boolean
  children?: ReactNode
}

function ModalFooter({
  onDismiss,
  onAction,
  actionText,
  actionType = 'primary',
  actionLoading = false,
  cancelText = 'Cancel',
  disabled = false,
  disabledReason,
  formId,
  writes,
  children,
}: ModalFooterProps) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-b-lg border-t border-line bg-default px-4 py-3">
      <div className="min-w-0 text-xs text-tertiary">{children}</div>
      <div className="flex gap-2">
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {cancelText}
        </Button>
        <Button
          variant={actionType}
          size="sm"
          type={formId ? 'submit' : 'button'}
          form={formId}
          onClick={formId ? undefined : onAction}
          loading={actionLoading}
          disabled={disabled}
          disabledReason={disabledReason}
          writes={writes}
        >
          {actionText}
        </Button>
      </div>
    </div>
  )
}

/** A footer for dialogs that only inform: one "Close" button. */
function ModalCloseFooter({ onClose }: { onClose: () => void }) {
  return (
    <div className="flex justify-end rounded-b-lg border-t border-line bg-default px-4 py-3">
      <Button variant="secondary" size="sm" onClick={onClose}>
        Close
      </Button>
    </div>
  )
}

/**
 * `Modal`, `Modal.Body`, `Modal.Footer`, `Modal.CloseFooter`. Built without assigning to a function (a side effect
 * that would keep this file's dialog in every bundle that merely imports it).
 */
export const Modal = /* @__PURE__ */ Object.assign(ModalRoot, {
  Body: ModalBody,
  Footer: ModalFooter,
  CloseFooter: ModalCloseFooter,
})
