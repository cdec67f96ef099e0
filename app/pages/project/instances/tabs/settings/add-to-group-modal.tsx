import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'

import { type ApiError } from '~/api/errors'
import { type InstanceSelector } from '~/api/selectors'
import { ComboboxField } from '~/components/form/combobox-field'
import { ModalForm } from '~/components/form/modal-form'
import {
  addMember,
  addMemberRequest,
  invalidateGroups,
  kindNoun,
  type Group,
  type GroupKind,
} from '~/resources/affinity/group-kinds'
import { addToast, ToastName } from '~/ui/toast'

/** The request the form sends. */
export const request = ({ group }: { group: string }, kind: GroupKind, sel: InstanceSelector) =>
  addMemberRequest({ kind, project: sel.project, group }, sel.instance)

/** Adds the instance to one of the project's groups of a kind, picked from those it is not in. */
export function AddToGroupModal({
  kind,
  sel,
  groups,
  onDismiss,
}: {
  kind: GroupKind
  sel: InstanceSelector
  groups: Group[]
  onDismiss: () => void
}) {
  const form = useForm({ defaultValues: { group: '' } })
  const add = useMutation<unknown, ApiError, string>({
    mutationFn: (group) => addMember({ kind, project: sel.project, group }, sel.instance),
    async onSuccess(_, group) {
      await invalidateGroups()
      addToast({
        content: (
          <>
            Instance <ToastName>{sel.instance}</ToastName> added to {kindNoun(kind)}{' '}
            <ToastName>{group}</ToastName>
          </>
        ),
      })
      onDismiss()
    },
  })
  const label = kind === 'affinity' ? 'Affinity group' : 'Anti-affinity group'
  return (
    <ModalForm
      form={form}
      title={`Add to ${kindNoun(kind)}`}
      submitLabel="Add to group"
      onDismiss={onDismiss}
      loading={add.isPending}
      submitError={add.error}
      onSubmit={({ group }) => add.mutate(group)}
      request={(v) => request(v, kind, sel)}
    >
      <p>
        Choose the group that instance <strong className="text-fg">{sel.instance}</strong> joins.
      </p>
      <ComboboxField
        name="group"
        label={label}
        control={form.control}
        required
        placeholder="Select a group"
        items={groups.map((g) => ({ value: g.name, label: g.name, description: g.description }))}
      />
    </ModalForm>
  )
}
