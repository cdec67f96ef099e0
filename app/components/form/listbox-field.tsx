import { Description, Field, Label, Listbox, ListboxButton } from '@headlessui/react'
import { type ReactNode } from 'react'
import { type FieldPath, type FieldValues } from 'react-hook-form'

import { cn } from '~/ui/cn'
import { SelectorIcon } from '~/ui/icons'
import { Spinner } from '~/ui/spinner'

import { errorClass, hintClass, labelClass, OptionalMark, useField, type FieldProps } from './field'
import { ListboxOptionList } from './listbox-options'

export type ListboxItem = {
  value: string
  /** What the option shows; may be rich. */
  label: ReactNode
  /** Plain text shown in the button once chosen (defaults to `label` when it is a string, else value). */
  selectedLabel?: string
  disabled?: boolean
}

type ListboxFieldProps<T extends FieldValues, N extends FieldPath<T>> = FieldProps<T, N> & {
  items: ListboxItem[]
  placeholder?: string
  /** Shown instead of the placeholder when there is nothing to choose. */
  noItemsPlaceholder?: string
  isLoading?: boolean
  /** Called after the field value changes, for dependent fields. */
  onChange?: (value: string) => void
}

const selectedText = (item: ListboxItem | undefined) =>
  item ? (item.selectedLabel ?? (typeof item.label === 'string' ? item.label : item.value)) : ''

/** Picks one value from a list (Headless UI Listbox), labelled like any other field. */
export function ListboxField<T extends FieldValues, N extends FieldPath<T>>({
  items,
  placeholder = 'Select an option',
  noItemsPlaceholder = 'No items',
  isLoading = false,
  onChange,
  ...props
}: ListboxFieldProps<T, N>) {
  const { field, label, required, inputProps, error } = useField(props)
  const value = typeof field.value === 'string' ? field.value : ''
  const selected = items.find((i) => i.value === value)
  const empty = !isLoading && items.length === 0
  // Headless UI wires label, hint and error to the button through its Field context
  return (
    <Field className={cn('max-w-lg', props.className)} disabled={field.disabled || empty}>
      <Label className={labelClass}>
        {label}
        {!required && <OptionalMark />}
      </Label>
      {props.description && <Description className={hintClass}>{props.description}</Description>}
      <Listbox
        value={value}
        onChange={(v: string) => {
          field.onChange(v)
          onChange?.(v)
        }}
      >
        <ListboxButton
          ref={field.ref}
          aria-invalid={inputProps['aria-invalid']}
          onBlur={field.onBlur}
          className="input-base flex items-center justify-between gap-2 text-left disabled:cursor-not-allowed"
        >
          <span className={cn('truncate', !selected && 'text-secondary')}>
            {selected ? selectedText(selected) : empty ? noItemsPlaceholder : placeholder}
          </span>
          {isLoading ? <Spinner size="sm" /> : <SelectorIcon size={14} className="text-tertiary" />}
        </ListboxButton>
        <ListboxOptionList items={items} />
      </Listbox>
      {error && <Description className={errorClass}>{error}</Description>}
    </Field>
  )
}
