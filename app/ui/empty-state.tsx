import { type ReactNode } from 'react'

import { Button, buttonClass } from './button'
import { AddIcon } from './icons'
import { type RenderLink } from './toast'

type EmptyStateProps = {
  icon?: ReactNode
  title: string
  body?: ReactNode
  /** Text of the optional button; with `onClick` it is a button, with `buttonHref` a link. */
  buttonText?: string
  onClick?: () => void
  buttonHref?: string
  /** Renders `buttonHref` as a router link; plain `<a href>` otherwise. */
  renderLink?: RenderLink
  /** Any ready-made action (e.g. a router Link styled with buttonClass); wins over buttonText. */
  action?: ReactNode
}

/** What a list shows when it has nothing: icon, title, a line of help and one way forward. */
export function EmptyState({
  icon,
  title,
  body,
  buttonText,
  onClick,
  buttonHref,
  renderLink,
  action,
}: EmptyStateProps) {
  let cta: ReactNode = action
  if (!cta && buttonText && buttonHref) {
    const link = { to: buttonHref, className: buttonClass('ghost', 'sm'), onClick: () => {} }
    const children = (
      <>
        <AddIcon size={12} />
        {buttonText}
      </>
    )
    cta = renderLink ? (
      renderLink({ ...link, children })
    ) : (
      <a href={buttonHref} className={link.className}>
        {children}
      </a>
    )
  } else if (!cta && buttonText && onClick) {
    cta = (
      <Button variant="ghost" size="sm" onClick={onClick}>
        <AddIcon size={12} />
        {buttonText}
      </Button>
    )
  }
  return (
    <div className="flex flex-col items-center px-6 py-14 text-center">
      {icon && (
        <div className="mb-4 flex h-10 w-10 items-center justify-center rounded-md bg-accent-dim text-accent">
          {icon}
        </div>
      )}
      <h3 className="text-[0.9375rem] font-medium text-fg">{title}</h3>
      {body && <div className="mt-1 max-w-sm text-sm text-tertiary">{body}</div>}
      {cta && <div className="mt-5">{cta}</div>}
    </div>
  )
}
