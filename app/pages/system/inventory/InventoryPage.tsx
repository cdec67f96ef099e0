import { Outlet } from 'react-router'

import { pb } from '~/api/path-builder'
import { RouteTabs } from '~/components/route-tabs'
import { PageHeader } from '~/ui/page-header'

import { inventoryDocs, InventoryIcon } from './sled-display'

/** The rack's hardware, a tab each for sleds and physical disks. */
export function Component() {
  return (
    <>
      <PageHeader title="Inventory" icon={<InventoryIcon size={20} />} adornment={inventoryDocs} />
      <RouteTabs
        label="Inventory"
        tabs={[
          { label: 'Sleds', to: pb.sleds() },
          { label: 'Disks', to: pb.physicalDisks() },
          { label: 'Racks', to: pb.racks() },
          { label: 'Switches', to: pb.switches() },
        ]}
      />
      <Outlet />
    </>
  )
}
