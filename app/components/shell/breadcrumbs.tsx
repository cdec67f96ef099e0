import { Link } from 'react-router'

import { useCrumbs } from './crumbs'
import { cn } from '~/ui/cn'

/** The crumbs of the current page, separated by slashes; the last one is the page itself. */
export function Breadcrumbs({ className }: { className?: string }) {
  const crumbs = useCrumbs().filter((c) => !c.titleOnly)
  return (
    <nav aria-label="Breadcrumbs" className={cn('min-w-0', className)}>
      <ol className="flex min-w-0 items-center gap-1.5 text-sm">
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1
          return (
            <li key={`${i}-${c.path}`} className="flex min-w-0 items-center gap-1.5">
              {i > 0 && (
                <span className="text-quaternary" aria-hidden="true">
                  /
                </span>
              )}
              <Link
                to={c.path}
                aria-current={last ? 'page' : undefined}
                className={cn(
                  'truncate rounded-sm px-0.5 hover:text-fg',
                  last ? 'font-medium text-fg' : 'text-tertiary',
                )}
              >
                {c.label}
              </Link>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
