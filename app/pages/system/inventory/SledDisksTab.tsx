import { type LoaderFunctionArgs } from 'react-router'

import { queryClient } from '~/api/client'
import { sledSelector, useSelector } from '~/api/selectors'
import { type RouteHandle } from '~/components/shell/crumbs'
import { useQueryTable } from '~/table/query-table'
import { EmptyState } from '~/ui/empty-state'

import { physicalDiskColumns, physicalDiskFacets } from './physical-disk-columns'
import { sledDiskPage } from './physical-disk-queries'
import { InventoryIcon } from './sled-display'

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(sledDiskPage(sledSelector(params).sledId)())
  return null
}

export const handle: RouteHandle = { crumb: 'Disks' }

const columns = physicalDiskColumns({ sled: false })

/** The physical disks in one sled, each opening the disk's page. */
export function Component() {
  const { sledId } = useSelector(sledSelector)
  const list = useQueryTable({
    query: sledDiskPage(sledId),
    noun: 'physical disks',
    columns,
    facets: physicalDiskFacets,
    filterFields: (d) => [d.id, d.model, d.serial, d.vendor],
    emptyState: (
      <EmptyState
        icon={<InventoryIcon />}
        title="No physical disks"
        body="This sled has no adopted physical disks"
      />
    ),
  })
  return list.table
}
