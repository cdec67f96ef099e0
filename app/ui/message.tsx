import { type ReactNode } from 'react'

import { cn } from './cn'
import { CheckIcon, ErrorIcon, InfoIcon, WarningIcon } from './icons'

type MessageVariant = 'success' | 'error' | 'info' | 'notice'

const STYLE: Record<MessageVariant, { box: string; text: string; Icon: typeof InfoIcon }> = {
  success: { box: 'bg-accent-dim border-accent-line', text: 'text-accent', Icon: CheckIcon },
  error: { box: 'bg-danger-dim border-danger-line', text: 'text-danger', Icon: ErrorIcon },
  info: { box: 'bg-info-dim border-info-line', text: 'text-info', Icon: InfoIcon },
  notice: { box: 'bg-warning-dim border-warning-line', text: 'text-warning', Icon: WarningIcon },
}

type MessageProps = {
  variant?: MessageVariant
  title?: string
  content: ReactNode
  className?: string
}

/**
 * An inline callout. Errors are announced (role alert) because they appear in response to
 * an action; the other variants are plain content.
 */
export function Message({ variant = 'info', title, content, className }: MessageProps) {
  const { box, text, Icon } = STYLE[variant]
  return (
    <div
      role={variant === 'error' ? 'alert' : undefined}
      className={cn('flex gap-2.5 rounded-lg border px-3 py-2.5', box, className)}
    >
      <Icon className={cn('mt-0.5', text)} size={14} />
      <div className="min-w-0 text-sm">
        {title && <div className={cn('font-medium', text)}>{title}</div>}
        <div className="text-secondary">{content}</div>
      </div>
    </div>
  )
}
