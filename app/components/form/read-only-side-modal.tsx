import { type ReactNode } from 'react'

import { Button } from '~/ui/button'
import { SideModal } from '~/ui/side-modal'

type ReadOnlySideModalProps = {
  title: string
  subtitle?: ReactNode
  onDismiss: () => void
  children: ReactNode
}

/** A side sheet that only shows things; its single way out is the "Close" button (or Escape). */
export function ReadOnlySideModal({
  title,
  subtitle,
  onDismiss,
  children,
}: ReadOnlySideModalProps) {
  return (
    <SideModal
      isOpen
      onDismiss={onDismiss}
      title={title}
      subtitle={subtitle}
      hideCloseButton
      footer={
        <Button variant="secondary" size="sm" onClick={onDismiss}>
          Close
        </Button>
      }
    >
      {children}
    </SideModal>
  )
}
