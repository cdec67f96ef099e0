import { type PhysicalDisk } from '~/api/__generated__/Api'
import { pb } from '~/api/path-builder'
import { StateBadge } from '~/components/state-badge'
import { accessorColumn, linkColumn, stateColumn, type TableColumn } from '~/table/columns'

import { diskPolicyLabel, formFactorLabel } from './sled-display'

export const DiskPolicyBadge = ({ disk }: { disk: PhysicalDisk }) => (
  <StateBadge
    state={diskPolicyLabel(disk)}
    color={disk.policy.kind === 'in_service' ? 'default' : 'danger'}
  />
)

export const DiskStateBadge = ({ disk }: { disk: PhysicalDisk }) => (
  <StateBadge state={disk.state} color={disk.state === 'active' ? 'default' : 'neutral'} />
)

const text = (id: string, header: string, value: (d: PhysicalDisk) => string) =>
  accessorColumn({
    id,
    header,
    accessorFn: (d) => value(d),
    meta: { sortValue: value },
  }) satisfies TableColumn<PhysicalDisk>

/** The columns of a list of physical disks; the serial opens the disk, the sled its page. */
export const physicalDiskColumns = ({ sled }: { sled: boolean }): TableColumn<PhysicalDisk>[] => [
  linkColumn<PhysicalDisk>(
    'serial',
    'serial',
    (d) => d.serial,
    (d) => pb.physicalDisk({ diskId: d.id }),
  ),
  text('formFactor', 'form factor', formFactorLabel),
  text('vendor', 'vendor', (d) => d.vendor),
  text('model', 'model', (d) => d.model),
  ...(sled
    ? [
        linkColumn<PhysicalDisk>(
          'sled',
          'sled',
          (d) => d.sledId,
          (d) => (d.sledId ? pb.sledInstances({ sledId: d.sledId }) : null),
        ),
      ]
    : []),
  accessorColumn({
    id: 'policy',
    header: 'policy',
    accessorFn: (d) => diskPolicyLabel(d),
    meta: { sortValue: diskPolicyLabel, text: diskPolicyLabel },
    cell: ({ row }) => <DiskPolicyBadge disk={row.original} />,
  }),
  stateColumn<PhysicalDisk>(
    (d) => d.state,
    (d) => <DiskStateBadge disk={d} />,
  ),
]

export const physicalDiskFacets = [
  { id: 'formFactor', label: 'Form factor', options: ['U.2', 'M.2'], value: formFactorLabel },
  { id: 'policy', label: 'Policy', options: ['In service', 'Expunged'], value: diskPolicyLabel },
]
