import { type ReactNode } from 'react'
import { type FieldValues, type UseFormReturn } from 'react-hook-form'

import { type Requests } from '~/api/api-request'
import { type ApiError } from '~/api/errors'
import { Modal } from '~/ui/modal'

import { FormEquivalentCli } from './equivalent-cli'
import { type SubmitHandler } from './form-shared'
import { FormElement, FormError, useFormShell } from './form-shell'

type ModalFormProps<T extends FieldValues> = {
  form: UseFormReturn<T>
  title: string
  submitLabel: string
  submitType?: 'primary' | 'danger'
  onDismiss: () => void
  onSubmit: SubmitHandler<T>
  loading: boolean
  submitError: ApiError | null
  submitDisabled?: string
  width?: 'narrow' | 'medium'
  /** The request the submit sends, from the values: shown as "Equivalent CLI" by the submit. */
  request?: (values: T) => Requests
  /** Further secret body keys of the request and their placeholders. */
  secrets?: Record<string, string>
  children: ReactNode
}

/** A short form in a centred modal (promote image, link silo ...); errors show in the body. */
export function ModalForm<T extends FieldValues>({
  form,
  title,
  submitLabel,
  submitType = 'primary',
  onDismiss,
  onSubmit,
  loading,
  submitError,
  submitDisabled,
  width = 'medium',
  request,
  secrets,
  children,
}: ModalFormProps<T>) {
  const { formId, handleSubmit, serverError } = useFormShell(form, onSubmit, loading, submitError)
  return (
    <Modal isOpen onDismiss={onDismiss} title={title} width={width}>
      <Modal.Body>
        <FormError error={serverError} />
        <FormElement id={formId} onSubmit={handleSubmit} className="space-y-5">
          {children}
        </FormElement>
      </Modal.Body>
      <Modal.Footer
        onDismiss={onDismiss}
        formId={formId}
        actionText={submitLabel}
        actionType={submitType}
        actionLoading={loading}
        disabled={!!submitDisabled}
        disabledReason={submitDisabled}
        writes
      >
        {request && <FormEquivalentCli form={form} request={request} secrets={secrets} />}
      </Modal.Footer>
    </Modal>
  )
}
