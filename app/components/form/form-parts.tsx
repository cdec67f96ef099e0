/** The pieces every form shell (full page, side modal, modal) shares. */
import { useId, type ReactNode } from 'react'
import { type FieldValues, type UseFormReturn } from 'react-hook-form'

import { useGuardedSubmit, useServerError, type SubmitHandler } from './form-shared'
import { type ApiError } from '~/api/errors'
import { Button } from '~/ui/button'

/**
 * An id for the form element, the guarded submit handler, and server errors put on fields;
 * `bannerError` is the error still to show above the form (null once it went on a field).
 */
export function useFormShell<T extends FieldValues>(
  form: UseFormReturn<T>,
  onSubmit: SubmitHandler<T>,
  loading: boolean,
  submitError: ApiError | null,
) {
  const formId = useId()
  const handleSubmit = useGuardedSubmit(form, onSubmit, loading)
  const bannerError = useServerError(form, submitError)
  return { formId, handleSubmit, bannerError }
}

/** The form element: no browser validation, and a submit does not bubble to an outer form. */
export function FormElement({
  id,
  onSubmit,
  className,
  children,
}: {
  id: string
  onSubmit: (e: React.FormEvent<HTMLFormElement>) => Promise<void>
  className: string
  children: ReactNode
}) {
  return (
    <form
      id={id}
      noValidate
      className={className}
      onSubmit={(e) => {
        e.stopPropagation()
        void onSubmit(e)
      }}
    >
      {children}
    </form>
  )
}

/** The submit button, outside the form element and tied to it by id. */
export function SubmitButton({
  formId,
  loading,
  submitDisabled,
  children,
}: {
  formId: string
  loading: boolean
  /** Reason the button is disabled (shown as a tooltip). */
  submitDisabled?: string
  children: ReactNode
}) {
  return (
    <Button
      type="submit"
      form={formId}
      size="sm"
      loading={loading}
      disabled={!!submitDisabled}
      disabledReason={submitDisabled}
      writes
    >
      {children}
    </Button>
  )
}
