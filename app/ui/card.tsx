import { useId, type ReactNode } from 'react'

import { cn } from './cn'

type CardProps = {
  title: string
  /** A line under the title. */
  description?: ReactNode
  /** Buttons on the right of the title. */
  actions?: ReactNode
  /** A strip at the bottom (a "Learn more" link, a save button). */
  footer?: ReactNode
  children?: ReactNode
  className?: string
}

/** A titled section of a detail page; a region labelled by its title. */
export function Card({ title, description, actions, footer, children, className }: CardProps) {
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      className={cn('overflow-hidden rounded-lg border border-line bg-default', className)}
    >
      <div className="flex items-start justify-between gap-4 border-b border-line px-4 py-3">
        <div className="min-w-0">
          <h2 id={id} className="text-[0.9375rem] font-medium text-fg">
            {title}
          </h2>
          {description && <div className="mt-0.5 text-sm text-tertiary">{description}</div>}
        </div>
        {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
      </div>
      {children !== undefined && <div className="px-4 py-4 text-sm text-secondary">{children}</div>}
      {footer && (
        <div className="flex items-center justify-between gap-3 border-t border-line bg-raise/50 px-4 py-2.5 text-xs text-tertiary">
          {footer}
        </div>
      )}
    </section>
  )
}
