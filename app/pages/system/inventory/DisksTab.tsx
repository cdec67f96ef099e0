import { queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { type RouteHandle } from '~/components/shell/crumbs'
import { useQueryTable } from '~/table/query-table'
import { EmptyState } from '~/ui/empty-state'

import { UnadoptedDisks } from './hardware-extras'
import { physicalDiskColumns, physicalDiskFacets } from './physical-disk-columns'
import { InventoryIcon } from './sled-display'
import { physicalDiskPage } from './sled-queries'

export async function loader() {
  await queryClient.ensureQueryData(physicalDiskPage())
  return null
}

export const handle: RouteHandle = { crumb: 'Disks', crumbPath: pb.physicalDisks() }

const columns = physicalDiskColumns({ sled: true })

/** The physical disks of every sled. */
export function Component() {
  const list = useQueryTable({
    query: physicalDiskPage,
    noun: 'physical disks',
    columns,
    facets: physicalDiskFacets,
    filterFields: (d) => [d.id, d.model, d.serial, d.vendor, d.sledId],
    emptyState: (
      <EmptyState
        icon={<InventoryIcon />}
        title="No physical disks"
        body="Disks appear here once their sleds are initialized"
      />
    ),
  })
  return (
    <>
      {list.table}
      <UnadoptedDisks />
    </>
  )
}
