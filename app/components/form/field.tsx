import { useEffect, useId, type ReactNode } from 'react'
import {
  useController,
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type Validate,
  type ValidateResult,
} from 'react-hook-form'

import { cn } from '~/ui/cn'
import { camelWords, capitalize } from '~/util/str'

import { registerFieldLabel } from './field-labels'
import { leftByUser, trackUserInput } from './user-blur'
import { requiredMessage } from './validators'

/** Props every field component takes. */
export type FieldProps<T extends FieldValues, N extends FieldPath<T>> = {
  name: N
  control: Control<T>
  /** Defaults to the field name in words, capitalised: `bootDiskSize` → "Boot disk size". */
  label?: string
  required?: boolean
  /** Hint under the label, linked with aria-describedby. */
  description?: ReactNode
  validate?: Validate<FieldPathValue<T, N>, T>
  disabled?: boolean
  className?: string
}

function defaultLabel(name: string): string {
  const last = name.split('.').pop() ?? name
  return capitalize(camelWords(last).join(' '))
}

/**
 * Wires one react-hook-form field: ids, label, required rule with the spec's message, the
 * field's own check (run first) and the caller's `validate`, and aria attributes.
 */
export function useField<T extends FieldValues, N extends FieldPath<T>>(
  props: FieldProps<T, N>,
  own?: (value: FieldPathValue<T, N>, label: string) => ValidateResult,
) {
  const { name, control, required = false, validate, disabled } = props
  const label = props.label ?? defaultLabel(name)
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const { field, fieldState } = useController<T, N>({
    name,
    control,
    disabled,
    rules: {
      required: required ? requiredMessage(label) : false,
      validate: (value: FieldPathValue<T, N>, values: T) => {
        const ownResult = own?.(value, label)
        if (typeof ownResult === 'string') return ownResult
        return validate ? validate(value, values) : true
      },
    },
  })
  trackUserInput()
  // so a server error naming this field can be put on it, with this label (form-shared)
  useEffect(() => registerFieldLabel(control, name, label), [control, name, label])
  // a field is "touched" (and checked) when the user leaves it, not when the page moves focus
  const { onBlur } = field
  const userField = {
    ...field,
    onBlur: (event?: unknown) => {
      const target = (event as { target?: EventTarget } | undefined)?.target
      if (leftByUser(target)) onBlur()
    },
  }
  const error = fieldState.error?.message
  const describedBy =
    cn(props.description ? hintId : undefined, error ? errorId : undefined) || undefined
  const ids = { id, hintId, errorId }
  return {
    field: userField,
    fieldState,
    label,
    required,
    ids,
    /** The props of the field's `FieldShell`: label, hint and error around the control. */
    shell: {
      label,
      required,
      ids,
      description: props.description,
      error,
      className: props.className,
    },
    inputProps: {
      id,
      name: field.name,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      'aria-required': required || undefined,
    },
    error,
  }
}

export const labelClass = 'mb-1.5 flex items-baseline gap-1.5 text-sm font-medium text-fg'
export const hintClass = '-mt-0.5 mb-2 text-xs text-tertiary'
export const errorClass = 'mt-1.5 text-xs text-danger'

/** "(Optional)" after a label; hidden from the accessible name. */
export function OptionalMark() {
  return (
    <span className="text-xs font-normal text-tertiary" aria-hidden="true">
      (Optional)
    </span>
  )
}

export function FieldLabel({
  htmlFor,
  id,
  required,
  children,
  as: Tag = 'label',
}: {
  htmlFor?: string
  id?: string
  required?: boolean
  children: ReactNode
  as?: 'label' | 'legend' | 'div'
}) {
  return (
    <Tag {...(Tag === 'label' ? { htmlFor } : {})} id={id} className={labelClass}>
      {children}
      {!required && <OptionalMark />}
    </Tag>
  )
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className={hintClass}>
      {children}
    </div>
  )
}

export function FieldError({ id, children }: { id: string; children?: string }) {
  if (!children) return null
  return (
    <div id={id} className={errorClass}>
      {children}
    </div>
  )
}

/** Label, hint, the control and its error, stacked. */
export function FieldShell({
  label,
  required,
  ids,
  description,
  error,
  className,
  children,
  labelFor,
}: {
  label: string
  required: boolean
  ids: { id: string; hintId: string; errorId: string }
  description?: ReactNode
  error?: string
  className?: string
  children: ReactNode
  /** Set to false when the control is labelled some other way (aria-labelledby). */
  labelFor?: string | false
}) {
  return (
    <div className={cn('max-w-lg', className)}>
      <FieldLabel
        htmlFor={labelFor === false ? undefined : (labelFor ?? ids.id)}
        id={`${ids.id}-label`}
        required={required}
      >
        {label}
      </FieldLabel>
      {description && <FieldHint id={ids.hintId}>{description}</FieldHint>}
      {children}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  )
}
