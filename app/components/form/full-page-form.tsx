import { useEffect, useRef, type ReactNode } from 'react'
import { type FieldValues, type UseFormReturn } from 'react-hook-form'
import { useBlocker } from 'react-router'

import { type Requests } from '~/api/api-request'
import { type ApiError } from '~/api/errors'
import { Button } from '~/ui/button'

import { FormEquivalentCli } from './equivalent-cli'
import { ConfirmLeaveModal, type SubmitHandler } from './form-shared'
import { FormElement, FormError, SubmitButton, useFormShell } from './form-shell'

type FullPageFormProps<T extends FieldValues> = {
  form: UseFormReturn<T>
  /** Used for the default submit label "Create {resourceName}". */
  resourceName: string
  submitLabel?: string
  onSubmit: SubmitHandler<T>
  loading: boolean
  submitError: ApiError | null
  submitDisabled?: string
  /** Optional Cancel button in the bottom bar (leaving still asks when dirty). */
  onCancel?: () => void
  /** The request the submit sends, from the values: shown as "Equivalent CLI" by the submit. */
  request?: (values: T) => Requests
  children: ReactNode
}

/**
 * A long form that is a page of its own (instance create). The submit bar sticks to the bottom;
 * a router blocker asks before leaving a dirty, unsubmitted form. Refresh and closing the tab
 * are not intercepted.
 */
export function FullPageForm<T extends FieldValues>({
  form,
  resourceName,
  submitLabel,
  onSubmit,
  loading,
  submitError,
  submitDisabled,
  onCancel,
  request,
  children,
}: FullPageFormProps<T>) {
  // Once submitted, navigating away (on success) is the expected outcome; a server error puts
  // the guard back. A ref, because the navigation can come before the next render.
  const submitted = useRef(false)
  const { formId, handleSubmit, serverError } = useFormShell(
    form,
    (values) => {
      submitted.current = true
      return onSubmit(values)
    },
    loading,
    submitError,
  )
  useEffect(() => {
    if (submitError) submitted.current = false
  }, [submitError])
  const { isDirty } = form.formState
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !submitted.current && currentLocation.pathname !== nextLocation.pathname,
  )

  return (
    <>
      <FormElement id={formId} onSubmit={handleSubmit} className="space-y-8 pb-8">
        {children}
      </FormElement>
      {/* out to the content pane's padding (px-4, px-8 from 769 px) and no further: wider, it
          scrolled the page sideways on a phone */}
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-line bg-default/95 px-4 py-3 backdrop-blur min-[769px]:-mx-6 min-[769px]:px-6">
        <FormError error={serverError} className="mr-auto py-1.5" />
        {request && <FormEquivalentCli form={form} request={request} />}
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <SubmitButton formId={formId} loading={loading} submitDisabled={submitDisabled}>
          {submitLabel ?? `Create ${resourceName}`}
        </SubmitButton>
      </div>
      <ConfirmLeaveModal
        scope="page"
        isOpen={blocker.state === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </>
  )
}
