import { Link, type LoaderFunctionArgs } from 'react-router'

import { queryClient, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { physicalDiskSelector, useSelector } from '~/api/selectors'
import { type RouteHandle } from '~/components/shell/crumbs'
import { formatDateTime } from '~/table/columns'
import { PageHeader, PropertiesTable } from '~/ui/page-header'

import { DiskPolicyBadge, DiskStateBadge } from './physical-disk-columns'
import { physicalDiskView } from './physical-disk-queries'
import { formFactorLabel, inventoryDocs, InventoryIcon } from './sled-display'

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(physicalDiskView(physicalDiskSelector(params).diskId))
  return null
}

export const handle: RouteHandle = {
  crumb: ({ params }) => {
    const disk = queryClient.getQueryData(
      physicalDiskView(physicalDiskSelector(params).diskId).queryKey,
    )
    return disk ? `Disk ${disk.serial}` : 'Disk'
  },
}

/** One physical disk: its hardware, policy and state, and the sled it sits in. */
export function Component() {
  const diskId = useSelector(physicalDiskSelector).diskId
  const disk = usePrefetchedQuery(physicalDiskView(diskId))
  return (
    <>
      <PageHeader
        title={`Disk ${disk.serial}`}
        icon={<InventoryIcon size={20} />}
        adornment={inventoryDocs}
      />
      <PropertiesTable columns={2}>
        <PropertiesTable.IdRow id={disk.id} />
        <PropertiesTable.Row label="Serial">{disk.serial}</PropertiesTable.Row>
        <PropertiesTable.Row label="Vendor">{disk.vendor}</PropertiesTable.Row>
        <PropertiesTable.Row label="Model">{disk.model}</PropertiesTable.Row>
        <PropertiesTable.Row label="Form factor">{formFactorLabel(disk)}</PropertiesTable.Row>
        <PropertiesTable.Row label="Sled">
          {disk.sledId ? (
            <Link
              to={pb.sledDisks({ sledId: disk.sledId })}
              className="truncate font-mono text-xs text-accent underline-offset-2 hover:underline"
            >
              {disk.sledId}
            </Link>
          ) : null}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Policy">
          <DiskPolicyBadge disk={disk} />
        </PropertiesTable.Row>
        <PropertiesTable.Row label="State">
          <DiskStateBadge disk={disk} />
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Created">
          {formatDateTime(disk.timeCreated)}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Modified">
          {formatDateTime(disk.timeModified)}
        </PropertiesTable.Row>
      </PropertiesTable>
    </>
  )
}
