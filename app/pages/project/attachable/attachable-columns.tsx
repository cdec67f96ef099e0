/* The columns of an attachable address list: name, description, address, pool, instance. */
import { Link } from 'react-router'

import { pb } from '~/api/path-builder'
import {
  projectInstances,
  type Attachable,
  type AttachableKind,
  type AttachableOps,
} from '~/resources/attachable/attachable-kind'
import {
  accessorColumn,
  descriptionColumn,
  lookup,
  nameLinkColumn,
  type Lookup,
  type TableColumn,
} from '~/table/columns'
import { useLookupText } from '~/table/lookup-text'
import { type ListPage } from '~/table/query-table'
import { CopyButton } from '~/ui/copy-button'
import { OverflowText } from '~/ui/truncate'

const none = <span className="text-quaternary">—</span>
const pending_ = <span className="text-tertiary">…</span>

/** The attached instance's name, once the project's instances are in; its id if it is gone. */
const instanceLookup = (project: string) =>
  lookup<Attachable, ListPage<{ id: string; name: string }>>(
    (r) => (r.instanceId ? projectInstances(project) : null),
    (r, data) => {
      if (!r.instanceId) return ''
      return data?.items.find((i) => i.id === r.instanceId)?.name ?? (data ? r.instanceId : '')
    },
  )

function InstanceCell({ project, row }: { project: string; row: Attachable }) {
  const { text, pending } = useLookupText(instanceLookup(project), row)
  if (!row.instanceId) return none
  if (pending || !text) return pending_
  return (
    <OverflowText text={text}>
      <Link
        to={pb.instanceNetworking({ project, instance: text })}
        className="text-secondary underline-offset-2 hover:text-fg hover:underline"
      >
        {text}
      </Link>
    </OverflowText>
  )
}

/** The row's pool by name, once the pools are in; its id if it is gone. */
const poolLookup = <R extends Attachable, O extends AttachableOps>(kind: AttachableKind<R, O>) =>
  lookup<R, ListPage<{ id: string; name: string }>>(
    () => kind.pools(),
    (r, data) => {
      const id = kind.poolId(r)
      return data?.items.find((p) => p.id === id)?.name ?? (data ? id : '')
    },
  )

function PoolCell<R extends Attachable>({ pool, row }: { pool: Lookup<R>; row: R }) {
  const { text, pending } = useLookupText(pool, row)
  return pending || !text ? pending_ : <OverflowText text={text} />
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
): TableColumn<R>[] => {
  const pools = poolLookup(kind)
  return [
    nameLinkColumn<R>((r) => kind.editPath(project, r.name)),
    descriptionColumn<R>(),
    accessorColumn({
      id: kind.addressColumnId,
      header: kind.words.address,
      accessorFn: (r) => kind.address(r),
      meta: { sortValue: (r) => kind.address(r), text: (r) => kind.address(r) },
      cell: ({ row }) => <AddressText address={kind.address(row.original)} />,
    }),
    accessorColumn({
      id: 'pool',
      header: kind.words.pool,
      accessorFn: (r) => kind.poolId(r),
      meta: { truncate: true, lookup: pools },
      cell: ({ row }) => <PoolCell pool={pools} row={row.original} />,
    }),
    accessorColumn({
      id: 'instance',
      header: 'instance',
      accessorFn: (r) => r.instanceId ?? '',
      meta: { truncate: true, lookup: instanceLookup(project) as Lookup<R> },
      cell: ({ row }) => <InstanceCell project={project} row={row.original} />,
    }),
  ]
}
