import { Outlet } from 'react-router'

import { q, queryClient, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useQuickActions } from '~/components/quick-actions'
import { roleLabel } from '~/resources/access/access-rules'
import { loadMyFleetRole, unlessRole, useMyFleetRole } from '~/resources/access/my-role'
import { WriteGate } from '~/ui/write-gate'

import { AreaShell, Sidebar, type NavItem } from './sidebar'

/** The operator area. To anyone else it does not exist: a 404, not a 403. */
export async function loader() {
  const me = await queryClient.ensureQueryData(q('currentUserView', {}))
  if (!me.fleetViewer) throw new Response('Not found', { status: 404 })
  // what the operator may change, known before the first paint (the write gate below)
  await loadMyFleetRole(me)
  return null
}

const NAV: NavItem[] = [
  { label: 'Silos', to: pb.silos() },
  { label: 'Fleet Issues', to: pb.systemIssues() },
  { label: 'Utilization', to: pb.systemUtilization() },
  { label: 'Metrics', to: pb.systemMetrics() },
  { label: 'Probes', to: pb.probes() },
  { label: 'Inventory', to: pb.inventory() },
  { label: 'IP Pools', to: pb.ipPools() },
  { label: 'Subnet Pools', to: pb.subnetPools() },
  { label: 'BGP', to: pb.bgp() },
  { label: 'BFD', to: pb.bfd() },
  { label: 'Port Settings', to: pb.portSettingsList() },
  { label: 'Address Lots', to: pb.addressLots() },
  { label: 'Loopback Addresses', to: pb.loopbackAddresses() },
  { label: 'Rack Networking', to: pb.networkingSettings() },
  { label: 'System Update', to: pb.systemUpdate() },
  { label: 'Audit Log', to: pb.auditLog() },
  { label: 'Support Bundles', to: pb.supportBundles() },
  { label: 'Built-in Users', to: pb.usersBuiltin() },
  { label: 'Alerts', to: pb.alertReceivers() },
  { label: 'Alert Log', to: pb.alertLog() },
  { label: 'Fleet Access', to: pb.fleetAccess() },
]

export function Component() {
  const me = usePrefetchedQuery(q('currentUserView', {}))
  useQuickActions(
    [
      ...NAV.map((i) => ({ value: i.label, group: 'System', to: i.to })),
      { value: 'Projects', group: `Back to silo '${me.siloName}'`, to: pb.projects() },
    ],
    'layout',
  )
  // every write of this area needs fleet admin (a fleet viewer or collaborator only reads)
  const role = useMyFleetRole()
  const gate = unlessRole(
    role,
    'admin',
    `Your fleet role (${role ? roleLabel(role) : 'none'}) does not allow changes`,
  )
  return (
    <AreaShell sidebar={<Sidebar heading="System" items={NAV} />}>
      <WriteGate reason={gate}>
        <Outlet />
      </WriteGate>
    </AreaShell>
  )
}
