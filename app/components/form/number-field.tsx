import { type FieldPath, type FieldValues } from 'react-hook-form'

import { cn } from '~/ui/cn'

import { FieldShell, useField, type FieldProps } from './field'
import { requiredMessage } from './validators'

type NumberFieldProps<T extends FieldValues, N extends FieldPath<T>> = FieldProps<T, N> & {
  /** Defaults to 0. */
  min?: number
  max?: number
  step?: number
  /** Whole numbers only (the default). */
  integer?: boolean
  /** Unit shown inside the input and in bound messages, e.g. "GiB". */
  units?: string
  /** Unit in bound messages when it changes with the count: (1) → "vCPU", (64) → "vCPUs". */
  unitsFor?: (n: number) => string
  placeholder?: string
  /** Replaces the range messages ("Can be at most 64 vCPUs"); min and max still bound the steppers. */
  boundsMessage?: (value: number) => string | undefined
}

/** The range message for a number field, naming the unit when there is one. */
export function numberBoundsError(
  value: number,
  {
    min,
    max,
    units,
    unitsFor,
    integer,
  }: {
    min?: number
    max?: number
    units?: string
    unitsFor?: (n: number) => string
    integer?: boolean
  },
): string | undefined {
  const u = (n: number) => {
    const unit = unitsFor?.(n) ?? units
    return unit ? ` ${unit}` : ''
  }
  if (integer && !Number.isInteger(value)) return 'Must be a whole number'
  if (min !== undefined && value < min) return `Must be at least ${min}${u(min)}`
  if (max !== undefined && value > max) return `Can be at most ${max}${u(max)}`
  return undefined
}

const stepButton =
  'flex h-1/2 w-7 items-center justify-center text-tertiary hover:bg-hover hover:text-fg disabled:cursor-not-allowed disabled:opacity-40'

/**
 * A number input with +/- steppers. Empty is NaN: "{Label} is required" when required, else
 * the field is left unset. Bounds are checked with clear messages.
 */
export function NumberField<T extends FieldValues, N extends FieldPath<T>>({
  min = 0,
  max,
  step = 1,
  integer = true,
  units,
  unitsFor,
  placeholder,
  boundsMessage,
  ...props
}: NumberFieldProps<T, N>) {
  const { field, label, shell, inputProps } = useField(
    // NaN is not "empty" to react-hook-form's required rule, so it is checked here instead
    { ...props, required: false },
    (value, l) => {
      const n = typeof value === 'number' ? value : Number.NaN
      if (Number.isNaN(n)) return props.required ? requiredMessage(l) : undefined
      if (integer && !Number.isInteger(n)) return 'Must be a whole number'
      return boundsMessage
        ? boundsMessage(n)
        : numberBoundsError(n, { min, max, units, unitsFor, integer })
    },
  )
  const isRequired = props.required ?? false
  const value = typeof field.value === 'number' && !Number.isNaN(field.value) ? field.value : NaN
  const clamp = (n: number) => Math.min(max ?? Infinity, Math.max(min, n))
  const bump = (dir: 1 | -1) => {
    const base = Number.isNaN(value) ? min : value
    field.onChange(clamp(base + dir * step))
  }
  return (
    <FieldShell {...shell} required={isRequired}>
      <div className="relative flex">
        <input
          {...inputProps}
          aria-required={isRequired || undefined}
          ref={field.ref}
          type="number"
          inputMode={integer ? 'numeric' : 'decimal'}
          min={min}
          max={max}
          step={step}
          value={Number.isNaN(value) ? '' : value}
          placeholder={placeholder}
          disabled={field.disabled}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(e.target.value === '' ? NaN : Number(e.target.value))}
          className={cn(
            'input-base [appearance:textfield] pr-9 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
            units && 'pr-20',
          )}
        />
        {units && (
          <span className="pointer-events-none absolute inset-y-0 right-10 flex items-center text-xs text-tertiary">
            {units}
          </span>
        )}
        <div className="absolute inset-y-px right-px flex flex-col overflow-hidden rounded-r-[4px] border-l border-line-strong">
          <button
            type="button"
            tabIndex={-1}
            aria-label={`Increase ${label}`}
            disabled={field.disabled || (max !== undefined && value >= max)}
            onClick={() => bump(1)}
            className={stepButton}
          >
            <svg width="8" height="5" viewBox="0 0 8 5" aria-hidden="true">
              <path d="M1 4l3-3 3 3" fill="none" stroke="currentColor" strokeWidth="1.3" />
            </svg>
          </button>
          <button
            type="button"
            tabIndex={-1}
            aria-label={`Decrease ${label}`}
            disabled={field.disabled || value <= min}
            onClick={() => bump(-1)}
            className={cn(stepButton, 'border-t border-line-strong')}
          >
            <svg width="8" height="5" viewBox="0 0 8 5" aria-hidden="true">
              <path d="M1 1l3 3 3-3" fill="none" stroke="currentColor" strokeWidth="1.3" />
            </svg>
          </button>
        </div>
      </div>
    </FieldShell>
  )
}
