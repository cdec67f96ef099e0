import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'

import { type ExternalSubnet } from '~/api/__generated__/Api'
import { instanceCan } from '~/api/capabilities'
import { invalidate, useApiMutation } from '~/api/client'
import { ListboxField, ModalForm } from '~/components/form'
import { addToast, ToastName } from '~/ui/toast'

import { projectInstances } from './external-subnet-columns'

/** Picks an instance for a free external subnet and says what it will route. */
export function AttachExternalSubnetModal({
  project,
  subnet,
  onDismiss,
}: {
  project: string
  subnet: ExternalSubnet
  onDismiss: () => void
}) {
  const form = useForm({ defaultValues: { instance: '' } })
  const chosen = useWatch({ control: form.control, name: 'instance' })
  const instances = useQuery(projectInstances(project))
  const attach = useApiMutation('externalSubnetAttach', {
    onSuccess() {
      void invalidate('externalSubnetList')
      void invalidate('instanceExternalSubnetList')
      addToast({
        content: (
          <>
            External subnet <ToastName>{subnet.name}</ToastName> attached
          </>
        ),
      })
      onDismiss()
    },
  })
  const items = (instances.data?.items ?? []).map((i) => ({
    value: i.name,
    label: (
      <span className="flex items-baseline justify-between gap-3">
        <span className="truncate">{i.name}</span>
        <span className="shrink-0 text-xs text-tertiary">{i.runState}</span>
      </span>
    ),
    selectedLabel: i.name,
    // external addresses change only in settled states
    disabled: !instanceCan.changeExternalIps(i),
  }))

  return (
    <ModalForm
      form={form}
      title="Attach external subnet"
      submitLabel="Attach"
      onDismiss={onDismiss}
      onSubmit={({ instance }) =>
        attach.mutate({
          path: { externalSubnet: subnet.name },
          query: { project },
          body: { instance },
        })
      }
      loading={attach.isPending}
      submitError={attach.error ?? instances.error}
    >
      <ListboxField
        name="instance"
        label="Instance"
        control={form.control}
        required
        items={items}
        isLoading={instances.isPending}
        placeholder="Select an instance"
        noItemsPlaceholder="No instances in this project"
        description="Instances that are starting, stopping or being created cannot take it until they settle"
      />
      <p className="text-sm text-secondary">
        {chosen ? <span className="text-fg">{chosen}</span> : 'The selected instance'} will receive
        traffic for <span className="font-mono text-fg">{subnet.subnet}</span>
      </p>
    </ModalForm>
  )
}
