import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'

import { type Instance } from '~/api/__generated__/Api'
import { type ApiError } from '~/api/errors'
import { RadioField } from '~/components/form/choice-fields'
import { ModalForm } from '~/components/form/modal-form'
import {
  addMember,
  addMemberRequest,
  invalidateGroups,
  kindNoun,
  type GroupRef,
} from '~/resources/affinity/group-kinds'
import { instanceDisabledReason } from '~/resources/instances/reasons'
import { addToast, ToastName } from '~/ui/toast'

/** The request the form sends. */
export const request = ({ instance }: { instance: string }, ref: GroupRef) =>
  addMemberRequest(ref, instance)

/**
 * The picker of "Add instance": every instance of the project not yet a member; those that
 * may not join now (spec section 4: stopped only) are shown disabled with the reason.
 */
export function AddMemberModal({
  groupRef: ref,
  candidates,
  onDismiss,
}: {
  groupRef: GroupRef
  candidates: Instance[]
  onDismiss: () => void
}) {
  const form = useForm({ defaultValues: { instance: '' } })
  const add = useMutation<unknown, ApiError, string>({
    mutationFn: (instance) => addMember(ref, instance),
    async onSuccess(_, instance) {
      await invalidateGroups()
      addToast({
        content: (
          <>
            Instance <ToastName>{instance}</ToastName> added to {kindNoun(ref.kind)}{' '}
            <ToastName>{ref.group}</ToastName>
          </>
        ),
      })
      onDismiss()
    },
  })
  const items = candidates.map((i) => {
    const reason = instanceDisabledReason('addToAffinityGroup', i)
    return {
      value: i.name,
      label: i.name,
      description: reason ? `${i.runState}: ${reason}` : i.runState,
      disabled: !!reason,
    }
  })
  const none = items.every((i) => i.disabled)
  return (
    <ModalForm
      form={form}
      title="Add instance to group"
      submitLabel="Add instance"
      onDismiss={onDismiss}
      loading={add.isPending}
      submitError={add.error}
      submitDisabled={none ? 'Only stopped instances can be added to a group' : undefined}
      onSubmit={({ instance }) => add.mutate(instance)}
      request={(v) => request(v, ref)}
    >
      <p className="mb-4 text-sm text-secondary">
        Choose the instance that joins {kindNoun(ref.kind)}{' '}
        <strong className="font-medium text-fg">{ref.group}</strong>. Only stopped instances can be
        added.
      </p>
      <RadioField name="instance" label="Instance" required control={form.control} items={items} />
    </ModalForm>
  )
}
