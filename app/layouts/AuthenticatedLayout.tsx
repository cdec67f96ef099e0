import { useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'

import { q, queryClient, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useQuickActions, type QuickActionItem } from '~/components/quick-actions'
import { ShellFrameContext } from '~/components/shell/shell-frame'

import { TopBar } from './top-bar'

/**
 * Everything behind sign-in. Who the user is decides what the shell shows (the system
 * switcher), so it is loaded first; a 401 here sends the browser to /login centrally.
 */
export async function loader() {
  await Promise.all([
    queryClient.ensureQueryData(q('currentUserView', {})),
    queryClient.ensureQueryData(q('currentUserGroups', {})),
  ])
  return null
}

export function Component() {
  const me = usePrefetchedQuery(q('currentUserView', {}))
  const { pathname } = useLocation()
  // the activity log keeps this user's entries and records their writes from here on; its code
  // loads once the first page is drawn, not beside it (nothing is written before that), so on a
  // slow link it does not compete with the page's own files
  const { id, fleetViewer } = me
  useEffect(() => {
    // its file is gone when a new version was deployed under this page: the next navigation
    // reloads to that version (a stale deploy), and the log starts there
    void import('./activity-start').then(
      (m) => m.startActivity({ id, fleetViewer }),
      () => undefined,
    )
  }, [id, fleetViewer])

  const global: QuickActionItem[] = []
  if (me.fleetViewer && !pathname.startsWith('/system/')) {
    global.push({ value: 'Manage system', group: 'System', to: pb.silos() })
  }
  if (!pathname.startsWith('/settings/')) {
    global.push({ value: 'Settings', group: 'User', to: pb.profile() })
  }
  useQuickActions(global, 'global')

  return (
    <div className="min-h-[calc(100dvh-var(--banner-h,0px))]">
      <TopBar me={me} />
      {/* an area layout's error shows under the top bar */}
      <ShellFrameContext value="top-bar">
        <Outlet />
      </ShellFrameContext>
    </div>
  )
}
