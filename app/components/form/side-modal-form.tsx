import { useState, type ReactNode } from 'react'
import { type FieldValues, type UseFormReturn } from 'react-hook-form'

import { type Requests } from '~/api/api-request'
import { type ApiError } from '~/api/errors'
import { Button } from '~/ui/button'
import { SideModal } from '~/ui/side-modal'

import { FormEquivalentCli } from './equivalent-cli'
import { ConfirmLeaveModal, RelevantDocs, type DocLink, type SubmitHandler } from './form-shared'
import { FormElement, FormError, SubmitButton, useFormShell } from './form-shell'

type SideModalFormProps<T extends FieldValues> = {
  form: UseFormReturn<T>
  formType: 'create' | 'edit'
  /** Lower-case kind, e.g. "project": titles read "Create project", "Update project". */
  resourceName: string
  title?: string
  subtitle?: ReactNode
  submitLabel?: string
  /** Leaves the form (usually navigates to the parent route). */
  onDismiss: () => void
  onSubmit: SubmitHandler<T>
  loading: boolean
  submitError: ApiError | null
  /** Reason the submit button is disabled (shown as a tooltip). */
  submitDisabled?: string
  docs?: DocLink[]
  width?: 'default' | 'wide'
  /** Leading footer content, beside Cancel and submit. */
  footerStart?: ReactNode
  /** The request the submit sends, from the values: shown as "Equivalent CLI" by the submit. */
  request?: (values: T) => Requests
  /** Further secret body keys of the request and their placeholders. */
  secrets?: Record<string, string>
  children: ReactNode
}

/**
 * The shell of most create and edit forms: a side sheet with the fields, a server error box at
 * the top (said once: see FormError), and Cancel + submit at the bottom. Leaving a dirty form by Escape, overlay or the
 * close button asks first; Cancel leaves at once.
 */
export function SideModalForm<T extends FieldValues>({
  form,
  formType,
  resourceName,
  title,
  subtitle,
  submitLabel,
  onDismiss,
  onSubmit,
  loading,
  submitError,
  submitDisabled,
  docs,
  width,
  footerStart,
  request,
  secrets,
  children,
}: SideModalFormProps<T>) {
  const [confirmLeave, setConfirmLeave] = useState(false)
  const { formId, handleSubmit, serverError } = useFormShell(form, onSubmit, loading, submitError)

  const heading = title ?? `${formType === 'create' ? 'Create' : 'Edit'} ${resourceName}`
  const label =
    formType === 'edit' ? `Update ${resourceName}` : (submitLabel ?? `Create ${resourceName}`)

  // read during render: react-hook-form only tracks the parts of formState that render reads
  const { isDirty } = form.formState
  const guardedDismiss = () => {
    if (isDirty && !loading) setConfirmLeave(true)
    else onDismiss()
  }

  return (
    <SideModal
      isOpen
      onDismiss={guardedDismiss}
      title={heading}
      subtitle={subtitle}
      width={width}
      footer={
        <>
          {request && <FormEquivalentCli form={form} request={request} secrets={secrets} />}
          {footerStart}
          <Button variant="ghost" size="sm" onClick={onDismiss}>
            Cancel
          </Button>
          <SubmitButton formId={formId} loading={loading} submitDisabled={submitDisabled}>
            {label}
          </SubmitButton>
        </>
      }
    >
      <FormError error={serverError} className="mb-6" />
      <FormElement id={formId} onSubmit={handleSubmit} className="space-y-6">
        {children}
      </FormElement>
      {docs && <RelevantDocs links={docs} />}
      <ConfirmLeaveModal
        scope="form"
        isOpen={confirmLeave}
        onStay={() => setConfirmLeave(false)}
        onLeave={() => {
          setConfirmLeave(false)
          onDismiss()
        }}
      />
    </SideModal>
  )
}
