import { Link } from 'react-router'

import { cn } from '~/ui/cn'
import { MoreIcon } from '~/ui/icons'
import { LazyPopup } from '~/ui/lazy-popup'
import { preloadable } from '~/ui/preloadable'

import { useCrumbs } from './crumbs'
import { crumbMenuButtonClass } from './menu-style'
import { loadTopBarMenus } from './user-menu'

const CrumbMenuPopup = preloadable(() => loadTopBarMenus().then((m) => m.CrumbMenuPopup))

/**
 * Below 769 px the crumbs fold into a menu at the start, all but the last two on a tablet; on a
 * phone (below 640 px), where the top bar leaves room for one name only, all but the page's own
 * (two squeezed side by side left the upper one a sliver). The menu holds every crumb above the
 * page, so one menu serves both widths.
 */
const phoneHidden = 'max-[639px]:hidden'
const tabletUp = 'min-[640px]:hidden'

/** Below 769 px, what the narrow layout leaves out; from 769 px, what only it shows. */
const wideOnly = 'max-[769px]:hidden'
const narrowOnly = 'min-[769px]:hidden'

const LABEL = 'More breadcrumbs'

/**
 * The crumbs of the current page, separated by slashes; the last one is the page itself. On a
 * phone or a tablet the last one or two are shown, the ones above them in a menu at the start:
 * squeezed side by side, every crumb was cut to a letter or two.
 */
export function Breadcrumbs({ className }: { className?: string }) {
  const crumbs = useCrumbs().filter((c) => !c.titleOnly)
  const folded = crumbs.slice(0, -1)
  return (
    <nav aria-label="Breadcrumbs" className={cn('min-w-0 flex-1', className)}>
      <ol className="flex min-w-0 items-center gap-1.5 text-sm">
        {folded.length > 0 && (
          // on a tablet, a page with one crumb above it has nothing to fold
          <li
            className={cn('flex shrink-0 items-center', narrowOnly, crumbs.length < 3 && tabletUp)}
          >
            <LazyPopup
              load={CrumbMenuPopup.preload}
              buttonProps={{
                'aria-label': LABEL,
                'aria-haspopup': 'menu',
                className: crumbMenuButtonClass,
              }}
              render={(activation) => (
                <CrumbMenuPopup activation={activation} label={LABEL} crumbs={folded}>
                  <MoreIcon />
                </CrumbMenuPopup>
              )}
            >
              <MoreIcon />
            </LazyPopup>
          </li>
        )}
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1
          return (
            <li
              key={`${i}-${c.path}`}
              className={cn(
                'flex min-w-0 items-center gap-1.5',
                i < crumbs.length - 2 && wideOnly,
                i === crumbs.length - 2 && phoneHidden,
                // the page's own crumb gives way last
                last && i > 0 && 'max-[769px]:max-w-[65%] max-[769px]:shrink-0',
              )}
            >
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
