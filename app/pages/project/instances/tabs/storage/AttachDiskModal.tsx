import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'

import { apiRequest } from '~/api/api-request'
import { diskCan, isDiskTransitional } from '~/api/capabilities'
import { useApiMutation } from '~/api/client'
import { type InstanceSelector } from '~/api/selectors'
import { ComboboxField } from '~/components/form/combobox-field'
import { ModalForm } from '~/components/form/modal-form'
import { addProgressToast } from '~/components/progress-toast'
import { invalidateDisks, projectDisks } from '~/resources/instances/storage-queries'
import { diskStateLabel } from '~/table/disk-columns'
import { formatBytes } from '~/util/units'

/** The request the form sends. */
export const request = ({ disk }: { disk: string }, sel: InstanceSelector) =>
  apiRequest('instanceDiskAttach', {
    path: { instance: sel.instance },
    query: { project: sel.project },
    body: { disk },
  })

/** "Attach existing disk": a picker of the project's disks that can be attached. */
export function AttachDiskModal({
  sel,
  onDismiss,
}: {
  sel: InstanceSelector
  onDismiss: () => void
}) {
  const form = useForm({ defaultValues: { disk: '' } })
  const disks = useQuery(projectDisks(sel.project))
  const items = (disks.data?.items ?? []).filter(diskCan.attach).map((d) => ({
    value: d.name,
    label: d.name,
    description: `${formatBytes(d.size)} · ${diskStateLabel(d.state.state)}${
      d.description ? ` · ${d.description}` : ''
    }`,
  }))

  const attach = useApiMutation('instanceDiskAttach', {
    onSuccess(disk) {
      invalidateDisks()
      addProgressToast({
        name: disk.name,
        inProgress: isDiskTransitional(disk),
        doing: 'Attaching disk',
        done: ['Disk', 'attached'],
      })
      onDismiss()
    },
  })

  const noneReason =
    disks.isSuccess && items.length === 0 ? 'No detached disks in this project' : undefined

  return (
    <ModalForm
      form={form}
      title="Attach disk"
      submitLabel="Attach disk"
      onDismiss={onDismiss}
      onSubmit={(v) => attach.mutate(request(v, sel))}
      request={(v) => request(v, sel)}
      loading={attach.isPending}
      submitError={attach.error ?? disks.error}
      submitDisabled={noneReason}
    >
      <ComboboxField
        name="disk"
        label="Disk"
        control={form.control}
        required
        items={items}
        isLoading={disks.isPending}
        placeholder={noneReason ?? 'Select a disk'}
        description="Detached disks of this project. A disk can be attached to one instance at a time."
      />
    </ModalForm>
  )
}
