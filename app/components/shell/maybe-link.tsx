import { type ReactNode } from 'react'
import { Link } from 'react-router'

import { isBuilt } from './built-routes'

type MaybeLinkProps = {
  to: string
  children: ReactNode
  /** Classes of the link. */
  className?: string
  /** Classes of the plain text shown while the target page is not built. */
  plainClassName?: string
}

/**
 * A link to a console page that may not exist yet: plain text until its route is built, so
 * nothing looks clickable that would end on "Page not found".
 */
export function MaybeLink({ to, children, className, plainClassName }: MaybeLinkProps) {
  if (!isBuilt(to)) return <span className={plainClassName}>{children}</span>
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  )
}
