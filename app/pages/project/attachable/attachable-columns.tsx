/* The columns of an attachable address list: name, description, address, pool, instance. */
import { Link } from 'react-router'

import { pb } from '~/api/path-builder'
import { descriptionColumn, nameLinkColumn, type TableColumn } from '~/table/columns'
import { CopyButton } from '~/ui/copy-button'
import { OverflowText } from '~/ui/truncate'

import {
  useAttachedInstance,
  usePoolName,
  type Attachable,
  type AttachableKind,
  type AttachableOps,
} from './attachable-kind'

const none = <span className="text-quaternary">—</span>
const pending = <span className="text-tertiary">…</span>

function InstanceCell({ project, id }: { project: string; id: string | null | undefined }) {
  const instance = useAttachedInstance(project, id)
  if (!id) return none
  if (!instance) return pending
  return (
    <OverflowText text={instance.name}>
      <Link
        to={pb.instanceNetworking({ project, instance: instance.name })}
        className="text-secondary underline-offset-2 hover:text-fg hover:underline"
      >
        {instance.name}
      </Link>
    </OverflowText>
  )
}

function PoolCell({ pools, id }: { pools: Parameters<typeof usePoolName>[0]; id: string }) {
  const name = usePoolName(pools, id)
  return name ? <OverflowText text={name} /> : pending
}

/** An address or CIDR in mono type with a copy button. */
const AddressText = ({ address }: { address: string }) => (
  <span className="inline-flex items-center gap-1 font-mono text-xs whitespace-nowrap">
    {address}
    <CopyButton text={address} label={`Copy ${address}`} />
  </span>
)

export const attachableColumns = <R extends Attachable, O extends AttachableOps>(
  kind: AttachableKind<R, O>,
  project: string,
): TableColumn<R>[] => [
  nameLinkColumn<R>((r) => kind.editPath(project, r.name)),
  descriptionColumn<R>(),
  {
    id: kind.addressColumnId,
    header: kind.words.address,
    accessorFn: (r) => kind.address(r) as never,
    meta: { sortValue: (r) => kind.address(r) },
    cell: ({ row }) => <AddressText address={kind.address(row.original)} />,
  },
  {
    id: 'pool',
    header: kind.words.pool,
    accessorFn: (r) => kind.poolId(r) as never,
    meta: { truncate: true },
    cell: ({ row }) => <PoolCell pools={kind.pools()} id={kind.poolId(row.original)} />,
  },
  {
    id: 'instance',
    header: 'instance',
    accessorFn: (r) => (r.instanceId ?? '') as never,
    meta: { truncate: true },
    cell: ({ row }) => <InstanceCell project={project} id={row.original.instanceId} />,
  },
]
