/** The pieces every form shell (full page, side modal, modal) shares. */
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { type FieldValues, type UseFormReturn } from 'react-hook-form'

import { type ApiError } from '~/api/errors'
import { Button } from '~/ui/button'
import { useFocusKeeper } from '~/ui/focus-keeper'
import { Message } from '~/ui/message'
import { addToast } from '~/ui/toast'
import { keepAcrossReload, takeDraft } from '~/util/new-version'

import { useGuardedSubmit, useServerError, type SubmitHandler } from './form-shared'

/**
 * An id for the form element, the guarded submit handler, and server errors put on fields;
 * `serverError` is what the shell's `FormError` shows: the error itself when it went on no
 * field, else a summary naming the field that shows it.
 */
export function useFormShell<T extends FieldValues>(
  form: UseFormReturn<T>,
  onSubmit: SubmitHandler<T>,
  loading: boolean,
  submitError: ApiError | null,
) {
  const formId = useId()
  const handleSubmit = useGuardedSubmit(form, onSubmit, loading)
  const serverError = useServerError(form, submitError)
  useKeptAcrossReload(form)
  return { formId, handleSubmit, serverError }
}

/**
 * A reload for a new version of the console (util/new-version.ts) keeps what the user typed
 * into the open form, and this puts it back, saying so.
 */
function useKeptAcrossReload<T extends FieldValues>(form: UseFormReturn<T>) {
  useEffect(() => {
    const draft = takeDraft()
    if (draft && typeof draft === 'object') {
      form.reset(draft as T, { keepDefaultValues: true })
      addToast({
        variant: 'info',
        title: 'Ferrite was updated',
        content: 'The page reloaded to the new version. The values you typed were kept.',
      })
    }
    const json = (v: unknown) => JSON.stringify(v)
    return keepAcrossReload({
      values: () => form.getValues(),
      changed: () => json(form.getValues()) !== json(form.formState.defaultValues),
    })
  }, [form])
}

/**
 * A server error, said once: its message when it belongs to no field; when it went on a field
 * (which shows the message and is focused), one line naming that field, so a user who looks at
 * the top of a side modal or the submit bar of a long page still learns what to fix.
 */
export function FormError({
  error: { bannerError, onField },
  className,
}: {
  error: ReturnType<typeof useServerError>
  className?: string
}) {
  if (bannerError) {
    return (
      <Message variant="error" title="Error" content={bannerError.message} className={className} />
    )
  }
  if (!onField) return null
  return (
    <Message
      variant="error"
      content={`Check the highlighted field: ${onField.label}`}
      className={className}
    />
  )
}

/**
 * The form element: no browser validation, a submit does not bubble to an outer form, and focus
 * is kept from falling to the page body (ui/focus-keeper.ts).
 */
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
  // a control that goes away or is switched off while focused hands focus to a neighbour
  const ref = useRef<HTMLFormElement>(null)
  useFocusKeeper(ref)
  return (
    <form
      ref={ref}
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
