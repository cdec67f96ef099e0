/* The disk list's columns, facets and the cells that read other lists (instances, sources). */
import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'

import { type Disk } from '~/api/__generated__/Api'
import { qAll } from '~/api/client'
import { pb } from '~/api/path-builder'
import { dateColumn, sizeColumn, stateColumn, type TableColumn } from '~/table/columns'
import { type Facet } from '~/table/query-table'
import { Badge } from '~/ui/badge'
import { CutInMiddle, OverflowText } from '~/ui/truncate'

import { DiskStateBadge } from '../instances/tabs/storage/disk-columns'

type DiskStateName = Disk['state']['state']

/** The search parameter that opens a disk's detail side modal over the list. */
export const DISK_DETAIL_PARAM = 'disk'

const STATES: DiskStateName[] = [
  'creating',
  'detached',
  'attaching',
  'attached',
  'detaching',
  'import_ready',
  'importing_from_url',
  'importing_from_bulk_writes',
  'finalizing',
  'maintenance',
  'faulted',
]

export const diskFacets: Facet<Disk>[] = [
  { id: 'state', label: 'State', options: STATES, value: (d) => d.state.state },
  { id: 'type', label: 'Type', options: ['distributed', 'local'], value: (d) => d.diskType },
]

const none = <span className="text-quaternary">—</span>

export const projectInstances = (project: string) => qAll('instanceList', { query: { project } })
export const projectImages = (project: string) => qAll('imageList', { query: { project } })
export const siloImages = () => qAll('imageList', {})
export const projectSnapshots = (project: string) => qAll('snapshotList', { query: { project } })

/** The instance's name for an id, once the project's instances are in. */
export function useInstanceName(project: string, id: string | undefined) {
  const { data } = useQuery({ ...projectInstances(project), enabled: !!id })
  return id ? data?.items.find((i) => i.id === id)?.name : undefined
}

/** The name opens the detail side modal, keeping the list's filter and sort in the URL. */
function NameCell({ disk }: { disk: Disk }) {
  const [params] = useSearchParams()
  const next = new URLSearchParams(params)
  next.set(DISK_DETAIL_PARAM, disk.name)
  return (
    <span className="flex min-w-0 items-center gap-2">
      <OverflowText text={disk.name}>
        <Link
          to={{ search: `?${next.toString()}` }}
          preventScrollReset
          aria-label={disk.name}
          className="inline-flex max-w-full font-medium text-fg underline-offset-2 hover:text-accent hover:underline"
        >
          <CutInMiddle text={disk.name} />
        </Link>
      </OverflowText>
      {disk.readOnly && <Badge color="neutral">Read only</Badge>}
    </span>
  )
}

function InstanceCell({ project, disk }: { project: string; disk: Disk }) {
  const id = 'instance' in disk.state ? disk.state.instance : undefined
  const name = useInstanceName(project, id)
  if (!id) return none
  if (!name) return <span className="text-tertiary">…</span>
  return (
    <OverflowText text={name}>
      <Link
        to={pb.instanceStorage({ project, instance: name })}
        className="text-secondary underline-offset-2 hover:text-fg hover:underline"
      >
        {name}
      </Link>
    </OverflowText>
  )
}

/** "image ubuntu-24-04" or "snapshot web-assets-weekly"; the id while the names load. */
export function useDiskSource(project: string, disk: Pick<Disk, 'imageId' | 'snapshotId'>) {
  const images = useQuery({ ...projectImages(project), enabled: !!disk.imageId })
  const silo = useQuery({ ...siloImages(), enabled: !!disk.imageId })
  const snapshots = useQuery({ ...projectSnapshots(project), enabled: !!disk.snapshotId })
  if (disk.imageId) {
    const all = [...(images.data?.items ?? []), ...(silo.data?.items ?? [])]
    const name = all.find((i) => i.id === disk.imageId)?.name
    return { kind: 'image' as const, name, id: disk.imageId }
  }
  if (disk.snapshotId) {
    const name = snapshots.data?.items.find((s) => s.id === disk.snapshotId)?.name
    return { kind: 'snapshot' as const, name, id: disk.snapshotId }
  }
  return undefined
}

export function SourceText({ project, disk }: { project: string; disk: Disk }) {
  const source = useDiskSource(project, disk)
  if (!source) return <span className="text-tertiary">blank</span>
  return (
    <OverflowText text={`${source.kind} ${source.name ?? source.id}`}>
      <span className="text-tertiary">{source.kind}</span>{' '}
      <span className="text-secondary">{source.name ?? source.id}</span>
    </OverflowText>
  )
}

export const diskTypeLabel = (d: Pick<Disk, 'diskType'>) =>
  d.diskType === 'local' ? 'Local' : 'Distributed'

export const diskColumns = (project: string): TableColumn<Disk>[] => [
  {
    id: 'name',
    header: 'name',
    accessorFn: (d) => d.name as never,
    meta: { sortValue: (d) => d.name, truncate: true },
    cell: ({ row }) => <NameCell disk={row.original} />,
  },
  {
    id: 'instance',
    header: 'instance',
    accessorFn: (d) => ('instance' in d.state ? d.state.instance : '') as never,
    meta: { truncate: true },
    cell: ({ row }) => <InstanceCell project={project} disk={row.original} />,
  },
  {
    id: 'type',
    header: 'type',
    accessorFn: (d) => d.diskType as never,
    meta: { sortValue: (d) => d.diskType },
    cell: ({ row }) => <span className="whitespace-nowrap">{diskTypeLabel(row.original)}</span>,
  },
  sizeColumn<Disk>('size'),
  {
    id: 'source',
    header: 'source',
    accessorFn: (d) => (d.imageId ?? d.snapshotId ?? '') as never,
    meta: { truncate: true },
    cell: ({ row }) => <SourceText project={project} disk={row.original} />,
  },
  stateColumn<Disk>(
    (d) => d.state.state,
    (d) => <DiskStateBadge state={d.state.state} />,
  ),
  dateColumn<Disk>('timeCreated'),
]
