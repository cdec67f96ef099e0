import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { type Snapshot } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { q, qAll, queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { snapshotSelector, useSelector } from '~/api/selectors'
import { useCreated } from '~/components/created'
import { ModalFallback } from '~/components/form/modal-fallback'
import { SideModalForm } from '~/components/form/side-modal-form'
import { ResourceProperties } from '~/components/resource-properties'
import { type RouteHandle } from '~/components/shell/crumbs'
import { PropertiesTable } from '~/ui/page-header'
import { formatBytes } from '~/util/units'

import { ImageIdentityFields } from './image-identity-fields'

const snapshotView = (project: string, snapshot: string) =>
  q('snapshotView', { path: { snapshot }, query: { project } })

export async function loader({ params }: LoaderFunctionArgs) {
  const { project, snapshot } = snapshotSelector(params)
  // a failure opens the modal with the error, over the list
  await queryClient.prefetchQuery(snapshotView(project, snapshot))
  return null
}

type Values = { name: string; description: string; os: string; version: string }

/** The request the form sends: an image of the snapshot. */
export const request = (values: Values, project: string, snapshotId: string) =>
  apiRequest('imageCreate', {
    query: { project },
    body: { ...values, source: { type: 'snapshot', id: snapshotId } },
  })

export const handle: RouteHandle = { crumb: 'Create image', titleOnly: true }

/** Side modal at /projects/:project/snapshots/:snapshot/images-new. */
export function Component() {
  const navigate = useNavigate()
  const { project, snapshot: name } = useSelector(snapshotSelector)
  const view = useQuery({ ...snapshotView(project, name), throwOnError: false })
  if (!view.data) {
    return (
      <ModalFallback
        title="Create image from snapshot"
        error={view.error}
        onRetry={() => void view.refetch()}
        onDismiss={() => navigate(pb.snapshots({ project }))}
      />
    )
  }
  return <ImageForm project={project} snapshot={view.data} />
}

function ImageForm({ project, snapshot }: { project: string; snapshot: Snapshot }) {
  const navigate = useNavigate()
  const disks = useQuery(qAll('diskList', { query: { project } }))
  const disk = disks.data?.items.find((d) => d.id === snapshot.diskId)
  const form = useForm<Values>({
    defaultValues: { name: snapshot.name, description: '', os: '', version: '' },
  })
  const create = useApiMutation('imageCreate', {
    onSuccess: useCreated({
      kind: 'image',
      invalidates: ['imageList'],
      to: () => pb.snapshots({ project }),
    }),
  })

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="image"
      title="Create image from snapshot"
      submitLabel="Create image"
      onDismiss={() => navigate(pb.snapshots({ project }))}
      onSubmit={(v) => create.mutate(request(v, project, snapshot.id))}
      request={(v) => request(v, project, snapshot.id)}
      loading={create.isPending}
      submitError={create.error}
    >
      <ResourceProperties resource={snapshot} className="mb-0">
        <PropertiesTable.Row label="Snapshot">{snapshot.name}</PropertiesTable.Row>
        <PropertiesTable.Row label="Disk">
          {disks.isPending ? '…' : (disk?.name ?? 'Deleted')}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Size">{formatBytes(snapshot.size)}</PropertiesTable.Row>
      </ResourceProperties>
      <ImageIdentityFields control={form.control} />
    </SideModalForm>
  )
}
