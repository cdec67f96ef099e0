import { Outlet } from 'react-router'

import { pb } from '~/api/path-builder'
import { useQuickActions } from '~/components/quick-actions'
import { type RouteHandle } from '~/components/shell/crumbs'

import { AreaShell, ProjectsLink, Sidebar, type NavItem } from './sidebar'

export const handle: RouteHandle = { crumb: 'Settings', crumbPath: pb.profile() }

const NAV: NavItem[] = [
  { label: 'Profile', to: pb.profile() },
  { label: 'SSH Keys', to: pb.sshKeys() },
  { label: 'Access Tokens', to: pb.accessTokens() },
]

/** The signed-in user's own settings. */
export function Component() {
  useQuickActions(
    NAV.map((i) => ({ value: i.label, group: 'Settings', to: i.to })),
    'layout',
  )
  return (
    <AreaShell sidebar={<Sidebar heading="User" items={NAV} links={<ProjectsLink />} />}>
      <Outlet />
    </AreaShell>
  )
}
