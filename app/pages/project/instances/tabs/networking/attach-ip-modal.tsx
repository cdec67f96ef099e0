/**
 * The frame the tab's attach modals use ("Attach ephemeral IP", "Attach floating IP", "Attach
 * external subnet"): one listbox, one call.
 */
import { type ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { type SomeRequest } from '~/api/api-request'
import { type ApiError } from '~/api/errors'
import { ListboxField, type ListboxItem } from '~/components/form/listbox-field'
import { ModalForm } from '~/components/form/modal-form'
import { invalidateExternalIps } from '~/resources/instances/networking-queries'
import { Message } from '~/ui/message'
import { addToast } from '~/ui/toast'

/** After a successful attach: refresh the IPs, say so, close. */
export const ipAttached = (content: ReactNode, onDismiss: () => void) => {
  invalidateExternalIps()
  addToast({ content })
  onDismiss()
}

export function AttachIpModal({
  title,
  submitLabel,
  name,
  label,
  placeholder,
  defaultValue = '',
  items,
  info,
  disabledReason,
  onSubmit,
  request,
  loading,
  submitError,
  onDismiss,
}: {
  title: string
  submitLabel: string
  /** The field's name, e.g. "pool". */
  name: string
  label: string
  placeholder: string
  defaultValue?: string
  items: ListboxItem[]
  info?: ReactNode
  /** Why the submit button is disabled, given the chosen value. */
  disabledReason: (value: string) => string | undefined
  onSubmit: (value: string) => void
  /** The request the submit sends for the chosen value. */
  request: (value: string) => SomeRequest
  loading: boolean
  submitError: ApiError | null
  onDismiss: () => void
}) {
  const form = useForm<Record<string, string>>({ defaultValues: { [name]: defaultValue } })
  const value = useWatch({ control: form.control, name })
  return (
    <ModalForm
      form={form}
      title={title}
      submitLabel={submitLabel}
      onDismiss={onDismiss}
      onSubmit={(v) => onSubmit(v[name] ?? '')}
      request={(v) => request(v[name] ?? '')}
      loading={loading}
      submitError={submitError}
      submitDisabled={disabledReason(value ?? '')}
    >
      {info && <Message variant="info" content={info} />}
      <ListboxField
        name={name}
        label={label}
        control={form.control}
        required
        placeholder={placeholder}
        items={items}
      />
    </ModalForm>
  )
}
