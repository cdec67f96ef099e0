import { Link, useLocation } from 'react-router'

import { type CurrentUser } from '~/api/__generated__/Api'
import { pb } from '~/api/path-builder'
import { Breadcrumbs } from '~/components/shell/breadcrumbs'
import { isBuilt } from '~/components/shell/built-routes'
import { Identicon } from '~/components/shell/identicon'
import { FerriteMark } from '~/components/shell/logo'
import { SystemSwitcher } from '~/components/shell/system-switcher'
import { UserMenu } from '~/components/shell/user-menu'

export const TOP_BAR_HEIGHT = '3.5rem'

/** Home cell (as wide as the sidebar), breadcrumbs, and the switcher and user menu. */
export function TopBar({ me }: { me: CurrentUser }) {
  const inSystem = useLocation().pathname.startsWith('/system')
  return (
    <header
      className="sticky top-[var(--banner-h,0px)] z-20 flex border-b border-line bg-default"
      style={{ height: TOP_BAR_HEIGHT }}
    >
      <div className="flex w-60 shrink-0 items-center border-r border-line px-3">
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
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="text-mono-caps text-[0.625rem] text-tertiary">
              {inSystem ? 'Ferrite' : 'Silo'}
            </span>
            <span className="truncate font-medium text-fg">
              {inSystem ? 'System' : me.siloName}
            </span>
          </span>
        </Link>
      </div>
      <div className="flex min-w-0 flex-1 items-center justify-between gap-4 px-5">
        <Breadcrumbs />
        <div className="flex shrink-0 items-center gap-2">
          {me.fleetViewer && isBuilt(pb.system()) && (
            <SystemSwitcher current={inSystem ? 'system' : 'silo'} />
          )}
          <UserMenu displayName={me.displayName} />
        </div>
      </div>
    </header>
  )
}
