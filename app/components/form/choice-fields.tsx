import { type ReactNode } from 'react'
import { type FieldPath, type FieldValues } from 'react-hook-form'

import { cn } from '~/ui/cn'

import { FieldError, FieldHint, FieldLabel, useField, type FieldProps } from './field'

type CheckboxFieldProps<T extends FieldValues, N extends FieldPath<T>> = FieldProps<T, N> & {
  /** Label content; defaults to `label`. */
  children?: ReactNode
}

/** A checkbox bound to a boolean field, labelled by the text beside it. */
export function CheckboxField<T extends FieldValues, N extends FieldPath<T>>(
  props: CheckboxFieldProps<T, N>,
) {
  const { field, label, ids, inputProps, error } = useField(props)
  return (
    <div className={cn('max-w-lg', props.className)}>
      <label htmlFor={ids.id} className="flex cursor-pointer items-start gap-2.5 text-sm text-fg">
        <input
          {...inputProps}
          ref={field.ref}
          type="checkbox"
          checked={field.value === true}
          disabled={field.disabled}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(e.target.checked)}
          className="mt-0.5 h-4 w-4 shrink-0 cursor-pointer rounded-sm accent-[var(--color-accent)]"
        />
        <span>{props.children ?? label}</span>
      </label>
      {props.description && (
        <div className="mt-1 pl-6.5">
          <FieldHint id={ids.hintId}>{props.description}</FieldHint>
        </div>
      )}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  )
}

type RadioItem = {
  value: string
  label: ReactNode
  description?: ReactNode
  disabled?: boolean
}

type RadioFieldProps<T extends FieldValues, N extends FieldPath<T>> = FieldProps<T, N> & {
  items: RadioItem[]
  /** Side by side as cards instead of a vertical list. */
  layout?: 'list' | 'cards'
}

/** One choice among a few, as native radios in a labelled group. */
export function RadioField<T extends FieldValues, N extends FieldPath<T>>({
  items,
  layout = 'list',
  ...props
}: RadioFieldProps<T, N>) {
  const { field, label, required, ids, error } = useField(props)
  const describedBy = cn(
    props.description ? ids.hintId : undefined,
    error ? ids.errorId : undefined,
  )
  return (
    <fieldset
      className={cn('max-w-lg', props.className)}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      disabled={field.disabled}
    >
      <FieldLabel as="legend" required={required}>
        {label}
      </FieldLabel>
      {props.description && <FieldHint id={ids.hintId}>{props.description}</FieldHint>}
      <div className={layout === 'cards' ? 'flex flex-wrap gap-2' : 'space-y-2'}>
        {items.map((item, i) => {
          const checked = field.value === item.value
          return (
            <label
              key={item.value}
              className={cn(
                'flex cursor-pointer items-start gap-2.5 text-sm',
                layout === 'cards' &&
                  'min-w-32 rounded-md border border-line-strong bg-default px-3 py-2 hover:bg-hover has-[:checked]:border-accent-line has-[:checked]:bg-accent-dim',
                item.disabled && 'cursor-not-allowed opacity-50',
              )}
            >
              <input
                ref={i === 0 ? field.ref : undefined}
                type="radio"
                name={field.name}
                value={item.value}
                checked={checked}
                disabled={item.disabled}
                onBlur={field.onBlur}
                onChange={() => field.onChange(item.value)}
                className="mt-0.5 h-4 w-4 shrink-0 cursor-pointer accent-[var(--color-accent)]"
              />
              <span>
                <span className="text-fg">{item.label}</span>
                {item.description && (
                  // tertiary grey is too faint on a checked card's green (axe: 4.4:1)
                  <span
                    className={cn(
                      'block text-xs',
                      checked && layout === 'cards' ? 'text-secondary' : 'text-tertiary',
                    )}
                  >
                    {item.description}
                  </span>
                )}
              </span>
            </label>
          )
        })}
      </div>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </fieldset>
  )
}
