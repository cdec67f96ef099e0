import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { q, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useProjectSelector } from '~/api/selectors'
import { useCreated } from '~/components/created'
import { SideModalForm } from '~/components/form/side-modal-form'
import { type RouteHandle } from '~/components/shell/crumbs'

import { DiskCreateFields } from './disk-create-fields'
import { diskFormBody, diskFormDefaults, type DiskFormValues } from './disk-create-values'

/** The request the form sends. */
export const request = (values: DiskFormValues, project: string) =>
  apiRequest('diskCreate', { query: { project }, body: diskFormBody(values) })

export const handle: RouteHandle = { crumb: 'New disk', titleOnly: true }

const docs = [
  { href: 'https://docs.oxide.computer/guides/managing-disks-and-snapshots', label: 'Disks' },
]

/** Side modal at /projects/:project/disks-new: a blank disk, or a copy of an image or snapshot. */
export function Component() {
  const { project } = useProjectSelector()
  const navigate = useNavigate()
  const form = useForm<DiskFormValues>({ defaultValues: diskFormDefaults })

  const createDisk = useApiMutation('diskCreate', {
    onSuccess: useCreated({
      kind: 'disk',
      invalidates: ['diskList'],
      detailKey: (d) => q('diskView', { path: { disk: d.name }, query: { project } }).queryKey,
      to: () => pb.disks({ project }),
    }),
  })

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="disk"
      onDismiss={() => navigate(pb.disks({ project }))}
      onSubmit={(values) => createDisk.mutate(request(values, project))}
      request={(values) => request(values, project)}
      loading={createDisk.isPending}
      submitError={createDisk.error}
      docs={docs}
    >
      <DiskCreateFields form={form} project={project} />
    </SideModalForm>
  )
}
