import {
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type ValidateResult,
} from 'react-hook-form'

import { cn } from '~/ui/cn'

import { FieldShell, useField, type FieldProps } from './field'
import { validateDescription, validateName } from './validators'

type TextFieldProps<T extends FieldValues, N extends FieldPath<T>> = FieldProps<T, N> & {
  type?: 'text' | 'password' | 'email' | 'url' | 'search'
  placeholder?: string
  autoComplete?: string
  autoFocus?: boolean
  /** Applied to each change, e.g. to lower-case what is typed. */
  transform?: (value: string) => string
  /** Text shown at the end of the input, e.g. a unit. */
  suffix?: string
  inputClassName?: string
}

type OwnCheck<T extends FieldValues, N extends FieldPath<T>> = (
  value: FieldPathValue<T, N>,
  label: string,
) => ValidateResult

const asString = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v))

function TextInputField<T extends FieldValues, N extends FieldPath<T>>({
  own,
  multiline = false,
  rows = 3,
  ...props
}: TextFieldProps<T, N> & { own?: OwnCheck<T, N>; multiline?: boolean; rows?: number }) {
  const { field, shell, inputProps } = useField(props, own)
  const { type = 'text', placeholder, autoComplete, autoFocus, transform, suffix } = props
  const common = {
    ...inputProps,
    ref: field.ref,
    value: asString(field.value),
    onBlur: field.onBlur,
    disabled: field.disabled,
    placeholder,
    autoFocus,
  }
  const onChange = (raw: string) => field.onChange(transform ? transform(raw) : raw)
  return (
    <FieldShell {...shell}>
      {multiline ? (
        <textarea
          {...common}
          rows={rows}
          onChange={(e) => onChange(e.target.value)}
          className={cn('input-base resize-y', props.inputClassName)}
        />
      ) : (
        <div className="relative">
          <input
            {...common}
            type={type}
            autoComplete={autoComplete ?? 'off'}
            spellCheck={false}
            onChange={(e) => onChange(e.target.value)}
            className={cn('input-base', suffix && 'pr-12', props.inputClassName)}
          />
          {suffix && (
            <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs text-tertiary">
              {suffix}
            </span>
          )}
        </div>
      )}
    </FieldShell>
  )
}

/** A one-line text input bound to a string field. */
export function TextField<T extends FieldValues, N extends FieldPath<T>>(
  props: TextFieldProps<T, N>,
) {
  return <TextInputField {...props} />
}

type TextareaFieldProps<T extends FieldValues, N extends FieldPath<T>> = FieldProps<T, N> & {
  placeholder?: string
  rows?: number
  autoFocus?: boolean
}

/** A multi-line text input bound to a string field. */
export function TextareaField<T extends FieldValues, N extends FieldPath<T>>(
  props: TextareaFieldProps<T, N>,
) {
  return <TextInputField {...props} multiline />
}

/**
 * A resource name: required unless said otherwise, checked against the API's name rules
 * (63 characters, lower-case letters, digits and dashes, starting with a letter).
 */
export function NameField<T extends FieldValues, N extends FieldPath<T>>({
  required = true,
  label = 'Name',
  ...props
}: TextFieldProps<T, N>) {
  return (
    <TextInputField
      {...props}
      label={label}
      required={required}
      own={(value, l) => validateName(asString(value), l, required)}
    />
  )
}

/** A resource description: a textarea, optional unless said, at most 512 characters. */
export function DescriptionField<T extends FieldValues, N extends FieldPath<T>>(
  props: TextareaFieldProps<T, N>,
) {
  return (
    <TextInputField {...props} multiline own={(value) => validateDescription(asString(value))} />
  )
}
