import { type ReactNode } from 'react'

import { cn } from './cn'

export type BadgeColor = 'default' | 'neutral' | 'accent' | 'danger' | 'info' | 'warning'

const COLOR: Record<BadgeColor, string> = {
  default: 'bg-accent-dim text-accent border-accent-line',
  accent: 'bg-accent-dim text-accent border-accent-line',
  neutral: 'bg-hover text-secondary border-line-strong',
  danger: 'bg-danger-dim text-danger border-danger-line',
  info: 'bg-info-dim text-info border-info-line',
  warning: 'bg-warning-dim text-warning border-warning-line',
}

type BadgeProps = {
  children: ReactNode
  color?: BadgeColor
  /** Solid pill without border, for counts. */
  variant?: 'outline' | 'solid'
  className?: string
}

/** A small mono caps label for states, kinds and counts. */
export function Badge({ children, color = 'default', variant = 'outline', className }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex h-5 max-w-full items-center gap-1 rounded-sm border px-1.5 font-mono text-[0.6875rem] leading-none tracking-wide whitespace-nowrap uppercase',
        COLOR[color],
        variant === 'solid' && 'border-transparent',
        className,
      )}
    >
      {children}
    </span>
  )
}
