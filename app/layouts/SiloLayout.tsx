import { Outlet } from 'react-router'

import { q, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useQuickActions } from '~/components/quick-actions'

import { AreaShell, Sidebar, type NavItem } from './sidebar'

const NAV: NavItem[] = [
  { label: 'Projects', to: pb.projects() },
  { label: 'Images', to: pb.siloImages() },
  { label: 'Utilization', to: pb.siloUtilization() },
  { label: 'Multicast Groups', to: pb.multicastGroups() },
  { label: 'Silo Access', to: pb.siloAccess() },
  { label: 'Users', to: pb.siloUsers() },
  { label: 'Groups', to: pb.siloGroups() },
  { label: 'Authentication', to: pb.authSettings() },
]

/** Silo-level pages; the user's silo is known from the authenticated layout's loader. */
export function Component() {
  const me = usePrefetchedQuery(q('currentUserView', {}))
  useQuickActions(
    NAV.map((i) => ({ value: i.label, group: `Silo '${me.siloName}'`, to: i.to })),
    'layout',
  )
  return (
    <AreaShell sidebar={<Sidebar heading={me.siloName} items={NAV} />}>
      <Outlet />
    </AreaShell>
  )
}
