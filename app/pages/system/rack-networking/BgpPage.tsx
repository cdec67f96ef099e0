import { Outlet } from 'react-router'

import { queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { RouteTabs } from '~/components/route-tabs'
import { bgpDocs, RackNetIcon } from '~/resources/rack-networking/rack-net-display'
import { bgpStatus } from '~/resources/rack-networking/rack-net-queries'
import { PageHeader } from '~/ui/page-header'

export async function loader() {
  await queryClient.ensureQueryData(bgpStatus)
  return null
}

/** The rack's BGP: peers and their state, routes, message history, configs, announce sets. */
export function Component() {
  return (
    <>
      <PageHeader title="BGP" icon={<RackNetIcon size={20} />} adornment={bgpDocs} />
      <RouteTabs
        label="BGP"
        tabs={[
          { label: 'Peers', to: pb.bgpPeers() },
          { label: 'Routes', to: pb.bgpRoutes() },
          { label: 'Message history', to: pb.bgpHistory() },
          { label: 'Configs', to: pb.bgpConfigs() },
          { label: 'Announce sets', to: pb.bgpAnnounceSets() },
        ]}
      />
      <Outlet />
    </>
  )
}
