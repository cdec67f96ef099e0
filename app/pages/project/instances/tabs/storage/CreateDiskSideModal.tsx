import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { apiRequest } from '~/api/api-request'
import { isDiskTransitional } from '~/api/capabilities'
import { useApiMutation } from '~/api/client'
import { type ApiError } from '~/api/errors'
import { type InstanceSelector } from '~/api/selectors'
import { SideModalForm } from '~/components/form/side-modal-form'
import { addProgressToast } from '~/components/progress-toast'
import { DiskCreateFields } from '~/forms/disk-create-fields'
import { diskFormBody, diskFormDefaults, type DiskFormValues } from '~/forms/disk-create-values'
import { invalidateDisks } from '~/resources/instances/storage-queries'
import { addToast, ToastName } from '~/ui/toast'

/** The two requests the form sends: the create, then the attach of the disk by its name. */
export const requests = (values: DiskFormValues, sel: InstanceSelector) =>
  [
    apiRequest('diskCreate', { query: { project: sel.project }, body: diskFormBody(values) }),
    apiRequest('instanceDiskAttach', {
      path: { instance: sel.instance },
      query: { project: sel.project },
      body: { disk: values.name },
    }),
  ] as const

/**
 * "Create disk" on an instance: creates the disk, then attaches it. When the attach is refused
 * (the instance started meanwhile), the disk stays, detached, and an error toast says so.
 */
export function CreateDiskSideModal({
  sel,
  onDismiss,
}: {
  sel: InstanceSelector
  onDismiss: () => void
}) {
  const form = useForm<DiskFormValues>({ defaultValues: diskFormDefaults })
  const [submitError, setSubmitError] = useState<ApiError | null>(null)

  const createDisk = useApiMutation('diskCreate')
  const attachDisk = useApiMutation('instanceDiskAttach')
  const loading = createDisk.isPending || attachDisk.isPending

  const onSubmit = async (values: DiskFormValues) => {
    setSubmitError(null)
    const [create, attach] = requests(values, sel)
    let name: string
    try {
      name = (await createDisk.mutateAsync(create)).name
    } catch (e) {
      setSubmitError(e as ApiError)
      return
    }
    invalidateDisks()
    addToast({
      content: (
        <>
          Disk <ToastName>{name}</ToastName> created
        </>
      ),
    })
    try {
      const attached = await attachDisk.mutateAsync(attach)
      addProgressToast({
        name,
        inProgress: isDiskTransitional(attached),
        doing: 'Attaching disk',
        done: ['Disk', 'attached'],
      })
    } catch (e) {
      addToast({
        variant: 'error',
        title: 'Could not attach disk',
        content: (e as ApiError).message,
      })
    }
    invalidateDisks()
    onDismiss()
  }

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="disk"
      subtitle={
        <>
          Attached to <span className="text-fg">{sel.instance}</span> once created
        </>
      }
      onDismiss={onDismiss}
      onSubmit={onSubmit}
      request={(v) => [...requests(v, sel)]}
      loading={loading}
      submitError={submitError}
    >
      <DiskCreateFields form={form} project={sel.project} />
    </SideModalForm>
  )
}
