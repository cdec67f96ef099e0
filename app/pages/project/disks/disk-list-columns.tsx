/* The disk list's columns, facets and the cells that read other lists (instances, sources). */
import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'

import { type Disk } from '~/api/__generated__/Api'
import { qAll } from '~/api/client'
import { pb } from '~/api/path-builder'
import {
  accessorColumn,
  dateColumn,
  lookup,
  sizeColumn,
  stateColumn,
  type Lookup,
  type TableColumn,
} from '~/table/columns'
import { DiskStateBadge } from '~/table/disk-columns'
import { useLookupText } from '~/table/lookup-text'
import { type Facet, type ListPage } from '~/table/query-table'
import { Badge } from '~/ui/badge'
import { CutInMiddle, OverflowText } from '~/ui/truncate'

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

type Named = ListPage<{ id: string; name: string }>
const nameIn = (data: unknown, id: string) =>
  (data as Named | undefined)?.items.find((x) => x.id === id)?.name

const attachedTo = (d: Disk) => ('instance' in d.state ? d.state.instance : undefined)

/** The instance a disk is attached to, by name once the project's instances are in. */
const instanceLookup = (project: string) =>
  lookup<Disk, Named>(
    (d) => (attachedTo(d) ? projectInstances(project) : null),
    (d, data) => {
      const id = attachedTo(d)
      if (!id) return ''
      return nameIn(data, id) ?? (data ? id : '')
    },
  )

function InstanceCell({ project, disk }: { project: string; disk: Disk }) {
  const { text, pending } = useLookupText(instanceLookup(project), disk)
  if (!attachedTo(disk)) return none
  if (pending || !text) return <span className="text-tertiary">…</span>
  return (
    <OverflowText text={text}>
      <Link
        to={pb.instanceStorage({ project, instance: text })}
        className="text-secondary underline-offset-2 hover:text-fg hover:underline"
      >
        {text}
      </Link>
    </OverflowText>
  )
}

/** "image ubuntu-24-04", "snapshot web-assets-weekly" or "blank"; the id while names load. */
const sourceLookup = (project: string): Lookup<Disk> => ({
  queries: (d) =>
    d.imageId
      ? [projectImages(project), siloImages()]
      : d.snapshotId
        ? [projectSnapshots(project)]
        : [],
  text: (d, [first, second]) => {
    if (d.imageId)
      return `image ${nameIn(first, d.imageId) ?? nameIn(second, d.imageId) ?? d.imageId}`
    if (d.snapshotId) return `snapshot ${nameIn(first, d.snapshotId) ?? d.snapshotId}`
    return 'blank'
  },
})

/** "image ubuntu-24-04" or "snapshot web-assets-weekly"; the id while the names load. */
export function SourceText({ project, disk }: { project: string; disk: Disk }) {
  const { text } = useLookupText(sourceLookup(project), disk)
  const space = text.indexOf(' ')
  if (space < 0) return <span className="text-tertiary">{text}</span>
  return (
    <OverflowText text={text}>
      <span className="text-tertiary">{text.slice(0, space)}</span>{' '}
      <span className="text-secondary">{text.slice(space + 1)}</span>
    </OverflowText>
  )
}

export const diskTypeLabel = (d: Pick<Disk, 'diskType'>) =>
  d.diskType === 'local' ? 'Local' : 'Distributed'

export const diskColumns = (project: string): TableColumn<Disk>[] => [
  accessorColumn({
    id: 'name',
    header: 'name',
    accessorFn: (d) => d.name,
    // the "Read only" badge is the disk's flag, not part of its name
    meta: { sortValue: (d) => d.name, truncate: true, text: (d) => d.name },
    cell: ({ row }) => <NameCell disk={row.original} />,
  }),
  accessorColumn({
    id: 'instance',
    header: 'instance',
    accessorFn: (d) => attachedTo(d) ?? '',
    meta: { truncate: true, lookup: instanceLookup(project) },
    cell: ({ row }) => <InstanceCell project={project} disk={row.original} />,
  }),
  accessorColumn({
    id: 'type',
    header: 'type',
    accessorFn: (d) => d.diskType,
    meta: { sortValue: (d) => d.diskType, text: diskTypeLabel },
    cell: ({ row }) => <span className="whitespace-nowrap">{diskTypeLabel(row.original)}</span>,
  }),
  sizeColumn<Disk>('size'),
  accessorColumn({
    id: 'source',
    header: 'source',
    accessorFn: (d) => d.imageId ?? d.snapshotId ?? '',
    meta: { truncate: true, lookup: sourceLookup(project) },
    cell: ({ row }) => <SourceText project={project} disk={row.original} />,
  }),
  stateColumn<Disk>(
    (d) => d.state.state,
    (d) => <DiskStateBadge state={d.state.state} />,
  ),
  dateColumn<Disk>('timeCreated'),
]
