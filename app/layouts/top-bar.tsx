import { Link, useLocation } from 'react-router'

import { ActivityButton } from '~/activity/activity-button'
import { type CurrentUser } from '~/api/__generated__/Api'
import { pb } from '~/api/path-builder'
import { Breadcrumbs } from '~/components/shell/breadcrumbs'
import { Identicon } from '~/components/shell/identicon'
import { FerriteMark } from '~/components/shell/logo'
import { SystemSwitcher } from '~/components/shell/system-switcher'
import { UserMenu } from '~/components/shell/user-menu'
import { CloseIcon } from '~/ui/icons'

import { NAV_BUTTON_ID, NAV_DRAWER_ID, setNavDrawerOpen, useNavDrawer } from './nav-drawer'

export const TOP_BAR_HEIGHT = '3.5rem'

/** Home cell (as wide as the sidebar), breadcrumbs, and the switcher and user menu. */
export function TopBar({ me }: { me: CurrentUser }) {
  // the operator area exists only for operators: anyone else's /system URL is a plain 404
  const { pathname } = useLocation()
  const inSystem = me.fleetViewer && pathname.startsWith('/system')
  return (
    <header
      className="sticky top-[var(--banner-h,0px)] z-20 flex border-b border-line bg-default"
      style={{ height: TOP_BAR_HEIGHT }}
    >
      <div className="flex shrink-0 items-center gap-1 border-r border-line px-2 min-[769px]:w-60 min-[769px]:px-3">
        <NavDrawerButton />
        <Link
          to={inSystem ? pb.silos() : pb.projects()}
          className="-mx-1 flex min-w-0 flex-1 items-center gap-2.5 rounded-md px-1.5 py-1 hover:bg-hover"
        >
          {inSystem ? (
            <span className="flex size-7 items-center justify-center">
              <FerriteMark size={26} />
            </span>
          ) : (
            <Identicon name={me.siloName} size={28} />
          )}
          <span className="flex min-w-0 flex-col leading-tight max-[769px]:sr-only">
            <span className="text-mono-caps text-[0.625rem] text-tertiary">
              {inSystem ? 'Ferrite' : 'Silo'}
            </span>
            <span className="truncate font-medium text-fg">
              {inSystem ? 'System' : me.siloName}
            </span>
          </span>
        </Link>
      </div>
      <div className="flex min-w-0 flex-1 items-center justify-between gap-2 px-3 min-[769px]:gap-4 min-[769px]:px-5">
        <Breadcrumbs />
        <div className="flex shrink-0 items-center gap-2">
          <ActivityButton />
          {me.fleetViewer && <SystemSwitcher current={inSystem ? 'system' : 'silo'} />}
          <UserMenu displayName={me.displayName} />
        </div>
      </div>
    </header>
  )
}

/** Narrow screens only: shows and hides the sidebar, which is then a drawer. */
function NavDrawerButton() {
  const { open, hasSidebar } = useNavDrawer()
  if (!hasSidebar) return null
  return (
    <button
      type="button"
      id={NAV_BUTTON_ID}
      aria-label="Navigation menu"
      aria-expanded={open}
      aria-controls={NAV_DRAWER_ID}
      onClick={() => setNavDrawerOpen(!open)}
      className="flex size-8 shrink-0 items-center justify-center rounded-md text-secondary hover:bg-hover hover:text-fg min-[769px]:hidden"
    >
      {open ? (
        <CloseIcon />
      ) : (
        <svg width={16} height={16} viewBox="0 0 16 16" aria-hidden="true" className="shrink-0">
          <path
            d="M2.5 4h11M2.5 8h11M2.5 12h11"
            stroke="currentColor"
            strokeWidth={1.5}
            strokeLinecap="round"
          />
        </svg>
      )}
    </button>
  )
}
