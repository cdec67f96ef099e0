import { useForm, useWatch } from 'react-hook-form'

import { type Instance } from '~/api/__generated__/Api'
import {
  MAX_VCPUS_PER_INSTANCE as INSTANCE_MAX_CPU,
  MAX_MEMORY_GiB_PER_INSTANCE as INSTANCE_MAX_RAM_GiB,
  MIN_VCPUS_PER_INSTANCE as INSTANCE_MIN_CPU,
  MIN_MEMORY_GiB_PER_INSTANCE as INSTANCE_MIN_RAM_GiB,
} from '~/api/__generated__/limits'
import { apiRequest } from '~/api/api-request'
import { invalidate, queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { ModalForm } from '~/components/form/modal-form'
import { NumberField } from '~/components/form/number-field'
import { validateMemoryGiB, validateNcpus } from '~/forms/instance-size'
import { instanceUpdateBody, instanceView } from '~/resources/instances/instance-queries'
import { instanceDisabledReason } from '~/resources/instances/reasons'
import { Message } from '~/ui/message'
import { addToast, ToastName } from '~/ui/toast'
import { truncate } from '~/util/str'
import { GiB } from '~/util/units'

type ResizeValues = { ncpus: number; memory: number }

/** The request the form sends: the instance as it is, with the new size. */
export const request = (values: ResizeValues, instance: Instance, project: string) =>
  apiRequest('instanceUpdate', {
    path: { instance: instance.name },
    query: { project },
    body: instanceUpdateBody(instance, { ncpus: values.ncpus, memory: values.memory * GiB }),
  })

type ResizeInstanceModalProps = {
  instance: Instance
  project: string
  onDismiss: () => void
  /** Adds "View instance" to the toast (when resized from the list). */
  linkToInstance?: boolean
}

/** "Resize instance": new vCPU count and memory; the rest of the instance is kept. */
export function ResizeInstanceModal({
  instance,
  project,
  onDismiss,
  linkToInstance = false,
}: ResizeInstanceModalProps) {
  const memoryGiB = Math.round(instance.memory / GiB)
  const form = useForm<ResizeValues>({
    mode: 'onChange',
    defaultValues: { ncpus: instance.ncpus, memory: memoryGiB },
  })
  const reason = instanceDisabledReason('resize', instance)

  const resize = useApiMutation('instanceUpdate', {
    onSuccess(updated) {
      queryClient.setQueryData(instanceView({ project, instance: updated.name }).queryKey, updated)
      void invalidate('instanceList')
      addToast({
        content: (
          <>
            Instance <ToastName>{updated.name}</ToastName> resized
          </>
        ),
        cta: linkToInstance
          ? { text: 'View instance', to: pb.instance({ project, instance: updated.name }) }
          : undefined,
      })
      onDismiss()
    },
  })

  const { isValid } = form.formState
  const [ncpus, memory] = useWatch({ control: form.control, name: ['ncpus', 'memory'] })
  const changed = ncpus !== instance.ncpus || memory !== memoryGiB
  const submitDisabled =
    reason ||
    (!isValid ? 'Fix the errors first' : !changed ? 'Change vCPUs or memory first' : undefined)

  return (
    <ModalForm
      form={form}
      title="Resize instance"
      submitLabel="Resize"
      onDismiss={onDismiss}
      onSubmit={(values) => resize.mutate(request(values, instance, project))}
      request={(values) => request(values, instance, project)}
      loading={resize.isPending}
      submitError={resize.error}
      submitDisabled={submitDisabled}
    >
      {reason ? (
        <Message variant="error" content={`${reason}. Stop it first.`} />
      ) : (
        <Message
          variant="info"
          content={`Current (${truncate(instance.name, 20)}): ${instance.ncpus} vCPU${instance.ncpus === 1 ? '' : 's'} / ${memoryGiB} GiB`}
        />
      )}
      <NumberField
        name="ncpus"
        label="vCPUs"
        control={form.control}
        required
        min={INSTANCE_MIN_CPU}
        max={INSTANCE_MAX_CPU}
        boundsMessage={validateNcpus}
        description={`Up to ${INSTANCE_MAX_CPU}`}
        disabled={!!reason}
      />
      <NumberField
        name="memory"
        label="Memory (GiB)"
        control={form.control}
        required
        min={INSTANCE_MIN_RAM_GiB}
        max={INSTANCE_MAX_RAM_GiB}
        boundsMessage={validateMemoryGiB}
        description={`${INSTANCE_MIN_RAM_GiB} to ${INSTANCE_MAX_RAM_GiB} GiB`}
        disabled={!!reason}
      />
    </ModalForm>
  )
}
