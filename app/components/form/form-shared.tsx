import { useEffect, useRef, type ReactNode } from 'react'
import { type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'

import { type ApiError } from '~/api/errors'
import { DocLinkList, type DocLink } from '~/ui/doc-links'
import { Modal } from '~/ui/modal'

import { apiFieldError } from './api-field-error'
import { useFieldLabels } from './field-labels'

export type SubmitHandler<T> = (values: T) => unknown

/**
 * Wraps `onSubmit` so a double click sends one request: once a submit is under way, further
 * submits are ignored until the caller's `loading` has come and gone (or, if the submit never
 * set `loading`, shortly after it returned).
 */
export function useGuardedSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  onSubmit: SubmitHandler<T>,
  loading: boolean,
) {
  const inFlight = useRef(false)
  const sawLoading = useRef(false)
  const loadingRef = useRef(loading)
  loadingRef.current = loading

  useEffect(() => {
    if (loading) sawLoading.current = true
    else if (sawLoading.current) {
      sawLoading.current = false
      inFlight.current = false
    }
  }, [loading])

  return form.handleSubmit(async (values) => {
    if (inFlight.current || loadingRef.current) return
    inFlight.current = true
    try {
      await onSubmit(values)
    } finally {
      setTimeout(() => {
        if (!sawLoading.current && !loadingRef.current) inFlight.current = false
      }, 250)
    }
  })
}

/** A server error that went on a field: the field's name and label, for the form's summary. */
type FieldErrorRef = { name: string; label: string }

/**
 * Shows a server rejection where it belongs, once: an ObjectAlreadyExists error goes on the
 * `name` field (when the form has one), which is focused; a 400 naming a field the form shows
 * (api-field-error.ts) goes on that field, worded with the field's label. Values are never
 * reset. Returns the error the form's banner shows when it went on no field (`bannerError`), or
 * the field it went on (`onField`, while the field still shows it) for a one-line summary.
 */
export function useServerError<T extends FieldValues>(
  form: UseFormReturn<T>,
  submitError: ApiError | null | undefined,
): { bannerError: ApiError | null; onField: FieldErrorRef | undefined } {
  const { setError, getValues, control } = form
  // the fields register as they mount (after the shell): this re-renders when they do
  const labels = useFieldLabels(control)
  const mapped = submitError ? apiFieldError(submitError, labels) : undefined
  const nameClash =
    !mapped && submitError?.errorCode === 'ObjectAlreadyExists' && hasNameValue(getValues())
  const target =
    mapped ??
    (nameClash && submitError ? { name: 'name', message: submitError.message } : undefined)
  const targetName = target?.name
  const targetMessage = target?.message
  useEffect(() => {
    if (!targetName || !targetMessage) return
    setError(
      targetName as Path<T>,
      { type: 'server', message: targetMessage },
      { shouldFocus: true },
    )
  }, [submitError, setError, targetName, targetMessage])
  // the summary lasts as long as the field shows the server's message (an edit clears it);
  // passing formState subscribes this render to the field's error
  const fieldError = targetName
    ? form.getFieldState(targetName as Path<T>, form.formState).error
    : undefined
  const onField =
    targetName && fieldError?.type === 'server'
      ? { name: targetName, label: labels.get(targetName) ?? 'Name' }
      : undefined
  return { bannerError: target ? null : (submitError ?? null), onField }
}

const hasNameValue = (values: unknown) => !!values && typeof values === 'object' && 'name' in values

type ConfirmLeaveProps = {
  isOpen: boolean
  onStay: () => void
  onLeave: () => void
  /** "form" for side modals, "page" for full-page forms. */
  scope: 'form' | 'page'
}

/** "Confirm navigation" before dirty work is thrown away. */
export function ConfirmLeaveModal({ isOpen, onStay, onLeave, scope }: ConfirmLeaveProps) {
  return (
    <Modal isOpen={isOpen} onDismiss={onStay} title="Confirm navigation" width="narrow">
      <Modal.Body>
        {scope === 'form'
          ? 'Leave this form? What you entered will be discarded.'
          : 'Leave this page? What you entered will be discarded.'}
      </Modal.Body>
      <Modal.Footer
        onDismiss={onStay}
        onAction={onLeave}
        cancelText={scope === 'form' ? 'Keep editing' : 'Continue editing'}
        actionText={scope === 'form' ? 'Leave form' : 'Leave this page'}
        actionType="danger"
      />
    </Modal>
  )
}

export type { DocLink }

/** "Relevant docs" list at the end of a form. */
export function RelevantDocs({ links }: { links: DocLink[] }): ReactNode {
  if (links.length === 0) return null
  return (
    <div className="mt-8 border-t border-line pt-4">
      <h3 className="text-mono-caps mb-2 text-tertiary">Relevant docs</h3>
      <DocLinkList links={links} />
    </div>
  )
}
