import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useMemo, useState } from 'react'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import {
  type DiskResultsPage,
  type Snapshot,
  type SnapshotResultsPage,
} from '~/api/__generated__/Api'
import { snapshotCan } from '~/api/capabilities'
import { qAll, qList, queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { projectSelector, useProjectSelector } from '~/api/selectors'
import { snapshotBulkActions } from '~/bulk/list-actions'
import { DocsPopover } from '~/components/docs-popover'
import { type RouteHandle } from '~/components/shell/crumbs'
import { StateBadge } from '~/components/state-badge'
import { unlessRole, useMyRole } from '~/resources/access/my-role'
import {
  accessorColumn,
  dateColumn,
  descriptionColumn,
  lookup,
  sizeColumn,
  stateColumn,
  type TableColumn,
} from '~/table/columns'
import { useDeleteAction } from '~/table/delete-action'
import { ListPage, useListQuickActions } from '~/table/list-page'
import { type Facet } from '~/table/query-table'
import { Badge } from '~/ui/badge'
import { OverflowText } from '~/ui/truncate'
import { INSTANCE_POLL_FAST_MS } from '~/util/constants'

import { SnapshotIcon } from '../disks/storage-icons'

// the side modal (Headless UI's dialog) loads when a disk is first opened
const DiskDetailSideModal = lazy(() =>
  import('../disks/disk-detail').then((m) => ({ default: m.DiskDetailSideModal })),
)

const snapshotPage = (project: string, pageToken?: string) =>
  qList('snapshotList', { query: { project } }, pageToken)
const projectDisks = (project: string) => qAll('diskList', { query: { project } })

export async function loader({ params }: LoaderFunctionArgs) {
  const { project } = projectSelector(params)
  void queryClient.prefetchQuery(projectDisks(project))
  await queryClient.ensureQueryData(snapshotPage(project))
  return null
}

export const handle: RouteHandle = {
  crumb: 'Snapshots',
  crumbPath: (params) => pb.snapshots(projectSelector(params)),
}

const pollWhileCreating = (query: { state: { data: SnapshotResultsPage | undefined } }) =>
  query.state.data?.items.some((s) => s.state === 'creating') ? INSTANCE_POLL_FAST_MS : false

const STATE_COLOR = {
  creating: 'info',
  ready: 'accent',
  faulted: 'danger',
  destroyed: 'neutral',
} as const

const facets: Facet<Snapshot>[] = [
  {
    id: 'state',
    label: 'State',
    options: ['creating', 'ready', 'faulted', 'destroyed'],
    value: (s) => s.state,
  },
]

const docs = (
  <DocsPopover
    heading="Snapshots"
    summary="A snapshot is a point-in-time copy of a disk. Make a new disk from it, or an image that any disk can start from."
    links={[
      {
        href: 'https://docs.oxide.computer/guides/managing-disks-and-snapshots',
        label: 'Disks and snapshots',
      },
    ]}
  />
)

/** The snapshot's disk: a button opening its details, or "Deleted" when it is gone. */
function DiskCell({
  project,
  snapshot,
  onOpen,
}: {
  project: string
  snapshot: Snapshot
  onOpen: (disk: string) => void
}) {
  const disks = useQuery(projectDisks(project))
  if (!disks.data) return <span className="text-tertiary">…</span>
  const disk = disks.data.items.find((d) => d.id === snapshot.diskId)
  if (!disk) return <Badge color="neutral">Deleted</Badge>
  return (
    <OverflowText text={disk.name}>
      <button
        type="button"
        onClick={() => onOpen(disk.name)}
        className="text-secondary underline-offset-2 hover:text-fg hover:underline"
      >
        {disk.name}
      </button>
    </OverflowText>
  )
}

const snapshotColumns = (
  project: string,
  onOpen: (disk: string) => void,
): TableColumn<Snapshot>[] => [
  accessorColumn({
    id: 'name',
    header: 'name',
    accessorFn: (s) => s.name,
    meta: { sortValue: (s) => s.name, truncate: true, text: (s) => s.name },
    cell: ({ row }) => <OverflowText text={row.original.name} className="font-medium text-fg" />,
  }),
  descriptionColumn<Snapshot>(),
  accessorColumn({
    id: 'disk',
    header: 'disk',
    accessorFn: (s) => s.diskId,
    meta: {
      truncate: true,
      // the disk's name, or "Deleted" as the cell's badge says
      lookup: lookup<Snapshot, DiskResultsPage>(
        () => projectDisks(project),
        (s, data) => (data ? (data.items.find((d) => d.id === s.diskId)?.name ?? 'Deleted') : ''),
      ),
    },
    cell: ({ row }) => <DiskCell project={project} snapshot={row.original} onOpen={onOpen} />,
  }),
  stateColumn<Snapshot>(
    (s) => s.state,
    (s) => (
      <StateBadge
        state={s.state}
        color={STATE_COLOR[s.state]}
        transitional={s.state === 'creating'}
      />
    ),
  ),
  sizeColumn<Snapshot>('size'),
  dateColumn<Snapshot>('timeCreated'),
]

/** The project's snapshots; Create image and Delete from each row. */
export function Component() {
  const { project } = useProjectSelector()
  const navigate = useNavigate()
  const [openDisk, setOpenDisk] = useState<string | null>(null)
  const columns = useMemo(() => snapshotColumns(project, setOpenDisk), [project])
  const role = useMyRole(project)
  const create = {
    to: pb.snapshotsNew({ project }),
    label: 'New snapshot',
    disabledReason: unlessRole(
      role,
      'limited_collaborator',
      'Your role on this project does not allow creating snapshots',
    ),
  }
  useListQuickActions({
    all: qAll('snapshotList', { query: { project } }),
    create,
    group: 'Make an image from snapshot',
    to: (s) => pb.snapshotImageNew({ project, snapshot: s.name }),
  })
  const remove = useDeleteAction('snapshotDelete', {
    kind: 'snapshot',
    label: (s: Snapshot) => s.name,
    params: (s) => ({ path: { snapshot: s.name }, query: { project } }),
    invalidates: ['snapshotList'],
  })

  return (
    <ListPage
      title="Snapshots"
      icon={SnapshotIcon}
      docs={docs}
      create={create}
      empty={{
        title: 'No snapshots',
        body: 'Snapshot a disk from its menu, or make one here',
      }}
      query={(t) => ({ ...snapshotPage(project, t), refetchInterval: pollWhileCreating })}
      columns={columns}
      facets={facets}
      bulk={{
        noun: ['snapshot', 'snapshots'],
        labelOf: (s) => s.name,
        href: pb.snapshots({ project }),
        actions: snapshotBulkActions(project),
      }}
      rowActions={(s) => [
        {
          label: 'Create image',
          disabled: s.state === 'ready' ? false : 'Only a ready snapshot can become an image',
          onActivate: () => navigate(pb.snapshotImageNew({ project, snapshot: s.name })),
        },
        { ...remove(s), disabled: snapshotCan.delete(s) ? false : 'Wait until it is ready' },
      ]}
    >
      {openDisk && (
        <Suspense fallback={null}>
          <DiskDetailSideModal
            project={project}
            name={openDisk}
            onDismiss={() => setOpenDisk(null)}
          />
        </Suspense>
      )}
    </ListPage>
  )
}
