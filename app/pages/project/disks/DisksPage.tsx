import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useMemo } from 'react'
import { useSearchParams, type LoaderFunctionArgs } from 'react-router'

import { type Disk, type DiskResultsPage } from '~/api/__generated__/Api'
import { invalidate, qAll, qList, queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { projectSelector, useProjectSelector } from '~/api/selectors'
import { diskBulkActions } from '~/bulk/list-actions'
import { DocsPopover } from '~/components/docs-popover'
import { type RouteHandle } from '~/components/shell/crumbs'
import { unlessRole, useMyRole } from '~/resources/access/my-role'
import { deleteDiskReason, isDiskMoving, snapshotReason } from '~/resources/disks/disk-reasons'
import { useDeleteAction } from '~/table/delete-action'
import { ListPage, useListQuickActions } from '~/table/list-page'
import { type RowAction } from '~/table/row-actions'
import { addToast, ToastName } from '~/ui/toast'
import { INSTANCE_POLL_FAST_MS } from '~/util/constants'
import { generateName } from '~/util/names'

import { DISK_DETAIL_PARAM, diskColumns, diskFacets, projectInstances } from './disk-list-columns'
import { DiskIcon } from './storage-icons'

// the side modal (Headless UI's dialog) loads when a disk is first opened
const DiskDetailSideModal = lazy(() =>
  import('./disk-detail').then((m) => ({ default: m.DiskDetailSideModal })),
)

const diskPage = (project: string, pageToken?: string) =>
  qList('diskList', { query: { project } }, pageToken)

export async function loader({ params }: LoaderFunctionArgs) {
  const { project } = projectSelector(params)
  // the instance names of the Instance column follow; the list shows without them
  void queryClient.prefetchQuery(projectInstances(project))
  await queryClient.ensureQueryData(diskPage(project))
  return null
}

export const handle: RouteHandle = {
  crumb: 'Disks',
  crumbPath: (params) => pb.disks(projectSelector(params)),
}

/** Every few seconds while a disk is in a state that moves on by itself. */
const pollWhileMoving = (query: { state: { data: DiskResultsPage | undefined } }) =>
  query.state.data?.items.some(isDiskMoving) ? INSTANCE_POLL_FAST_MS : false

const docs = (
  <DocsPopover
    heading="Disks"
    summary="Disks are persistent volumes that live on independently of instances: attach one to a stopped instance, snapshot it, or make an image from its snapshot."
    links={[
      {
        href: 'https://docs.oxide.computer/guides/managing-disks-and-snapshots',
        label: 'Disks and snapshots',
      },
    ]}
  />
)

function useSnapshotAction(project: string) {
  const { mutateAsync } = useApiMutation('snapshotCreate', {
    onSuccess: () => invalidate('snapshotList'),
  })
  return (disk: Disk): RowAction => ({
    label: 'Snapshot',
    disabled: snapshotReason(disk) ?? false,
    onActivate: () => {
      const name = generateName([disk.name])
      mutateAsync({ query: { project }, body: { name, description: '', disk: disk.id } })
        .then(() =>
          addToast({
            content: (
              <>
                Snapshot <ToastName>{name}</ToastName> created
              </>
            ),
            cta: { text: 'View snapshots', to: pb.snapshots({ project }) },
          }),
        )
        .catch((e: Error) =>
          addToast({ variant: 'error', title: 'Could not create snapshot', content: e.message }),
        )
    },
  })
}

/** Delete, disabled with the reason (naming the instance) when the disk is not free to go. */
function useDiskDelete(project: string) {
  const instances = useQuery(projectInstances(project))
  const remove = useDeleteAction('diskDelete', {
    kind: 'disk',
    label: (d: Disk) => d.name,
    params: (d) => ({ path: { disk: d.name }, query: { project } }),
    invalidates: ['diskList', 'instanceDiskList'],
  })
  // one lookup per row, not a pass over the project's instances (a rack's has thousands)
  const names = useMemo(
    () => new Map((instances.data?.items ?? []).map((i) => [i.id, i.name])),
    [instances.data],
  )
  return (disk: Disk): RowAction => {
    const id = 'instance' in disk.state ? disk.state.instance : undefined
    const instance = id === undefined ? undefined : names.get(id)
    const reason = deleteDiskReason(disk, instance)
    return { ...remove(disk), disabled: reason ?? false }
  }
}

/** The project's disks; a name opens its details, new disks are made in the outlet's form. */
export function Component() {
  const { project } = useProjectSelector()
  const [params, setParams] = useSearchParams()
  const detail = params.get(DISK_DETAIL_PARAM)
  const columns = useMemo(() => diskColumns(project), [project])
  const snapshot = useSnapshotAction(project)
  const remove = useDiskDelete(project)
  const role = useMyRole(project)
  const create = {
    to: pb.disksNew({ project }),
    label: 'New disk',
    disabledReason: unlessRole(
      role,
      'limited_collaborator',
      'Your role on this project does not allow creating disks',
    ),
  }
  useListQuickActions({
    all: qAll('diskList', { query: { project } }),
    create,
    group: 'Show disk',
    to: (d) => `${pb.disks({ project })}?${DISK_DETAIL_PARAM}=${encodeURIComponent(d.name)}`,
  })

  const closeDetail = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        next.delete(DISK_DETAIL_PARAM)
        return next
      },
      { preventScrollReset: true },
    )

  return (
    <ListPage
      title="Disks"
      icon={DiskIcon}
      docs={docs}
      create={create}
      empty={{ title: 'No disks', body: 'Disks you create or attach to instances are listed here' }}
      query={(t) => ({ ...diskPage(project, t), refetchInterval: pollWhileMoving })}
      columns={columns}
      facets={diskFacets}
      bulk={{
        noun: ['disk', 'disks'],
        labelOf: (d) => d.name,
        href: pb.disks({ project }),
        actions: diskBulkActions(project),
      }}
      rowActions={(disk) => [snapshot(disk), remove(disk)]}
    >
      {detail && (
        <Suspense fallback={null}>
          <DiskDetailSideModal project={project} name={detail} onDismiss={closeDetail} />
        </Suspense>
      )}
    </ListPage>
  )
}
