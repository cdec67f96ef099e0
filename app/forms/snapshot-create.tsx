import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { qAll, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useProjectSelector } from '~/api/selectors'
import { useCreated } from '~/components/created'
import { ComboboxField } from '~/components/form/combobox-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { type RouteHandle } from '~/components/shell/crumbs'
import { snapshotReason } from '~/resources/disks/disk-reasons'
import { formatBytes } from '~/util/units'

/** The request the form sends. */
export const request = (body: typeof defaultValues, project: string) =>
  apiRequest('snapshotCreate', { query: { project }, body })

export const handle: RouteHandle = { crumb: 'New snapshot', titleOnly: true }

const defaultValues = { name: '', description: '', disk: '' }

/** Side modal at /projects/:project/snapshots-new. */
export function Component() {
  const { project } = useProjectSelector()
  const navigate = useNavigate()
  const form = useForm({ defaultValues })
  const disks = useQuery(qAll('diskList', { query: { project } }))
  // the capability table decides: attached or detached, distributed, writable
  const items = (disks.data?.items ?? [])
    .filter((d) => !snapshotReason(d))
    .map((d) => ({
      value: d.name,
      label: d.name,
      description: `${formatBytes(d.size)} · ${d.state.state}`,
    }))

  const create = useApiMutation('snapshotCreate', {
    onSuccess: useCreated({
      kind: 'snapshot',
      invalidates: ['snapshotList'],
      to: () => pb.snapshots({ project }),
    }),
  })

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="snapshot"
      onDismiss={() => navigate(pb.snapshots({ project }))}
      onSubmit={(body) => create.mutate(request(body, project))}
      request={(body) => request(body, project)}
      loading={create.isPending}
      submitError={create.error ?? disks.error}
    >
      <NameField name="name" control={form.control} autoFocus />
      <DescriptionField name="description" control={form.control} />
      <ComboboxField
        name="disk"
        label="Disk"
        control={form.control}
        required
        items={items}
        isLoading={disks.isPending}
        placeholder={
          disks.isSuccess && items.length === 0 ? 'No disks to snapshot' : 'Select a disk'
        }
        description="Only disks that can be snapshotted are listed: attached or detached, distributed and not read-only"
      />
    </SideModalForm>
  )
}
