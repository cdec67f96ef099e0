import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'

import { apiRequest } from '~/api/api-request'
import { instanceCan } from '~/api/capabilities'
import { invalidate, useApiMutation } from '~/api/client'
import { ListboxField } from '~/components/form/listbox-field'
import { ModalForm } from '~/components/form/modal-form'
import {
  capitalise,
  projectInstances,
  type Attachable,
  type AttachableOps,
  type AttachModalProps,
} from '~/resources/attachable/attachable-kind'
import { addToast, ToastName } from '~/ui/toast'

/** The request the form sends. */
export const request = <R extends Attachable, O extends AttachableOps>(
  { instance }: { instance: string },
  kind: AttachModalProps<R, O>['kind'],
  project: string,
  name: string,
) => apiRequest(kind.ops.attach, kind.attachParams(project, name, instance))

/** Picks an instance for a free address and says what the instance will get. */
export function AttachModal<R extends Attachable, O extends AttachableOps>({
  kind,
  project,
  row,
  onDismiss,
}: AttachModalProps<R, O>) {
  const form = useForm({ defaultValues: { instance: '' } })
  const chosen = useWatch({ control: form.control, name: 'instance' })
  const instances = useQuery(projectInstances(project))
  const attach = useApiMutation(kind.ops.attach, {
    onSuccess() {
      void invalidate(kind.ops.list)
      void invalidate(kind.ops.instanceList)
      addToast({
        content: (
          <>
            {capitalise(kind.kind)} <ToastName>{row.name}</ToastName> attached
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
      title={`Attach ${kind.kind}`}
      submitLabel="Attach"
      onDismiss={onDismiss}
      onSubmit={(v) => attach.mutate(request(v, kind, project, row.name))}
      request={(v) => request(v, kind, project, row.name)}
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
        {chosen ? <span className="text-fg">{chosen}</span> : 'The selected instance'}{' '}
        {kind.attachOutcome} <span className="font-mono text-fg">{kind.address(row)}</span>
      </p>
    </ModalForm>
  )
}
