import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
} from '@headlessui/react'
import { useDeferredValue, useMemo, useState } from 'react'
import { type FieldPath, type FieldValues } from 'react-hook-form'

import { cn } from '~/ui/cn'
import { CheckIcon, SelectorIcon } from '~/ui/icons'
import { Spinner } from '~/ui/spinner'
import { PICKER_MAX_OPTIONS } from '~/util/constants'

import { FieldShell, useField, type FieldProps } from './field'
import { optionClass, optionsClass } from './listbox-options'
import { matchItems } from './picker-match'

export type ComboboxItem = {
  value: string
  /** Text shown and matched against what is typed. */
  label: string
  /** Secondary line (matched too). */
  description?: string
  disabled?: boolean
}

type ComboboxFieldProps<T extends FieldValues, N extends FieldPath<T>> = FieldProps<T, N> & {
  items: ComboboxItem[]
  placeholder?: string
  /** Accept what was typed even when no item matches (e.g. a name of something not listed). */
  allowArbitraryValues?: boolean
  isLoading?: boolean
  /** Called after the field value changes, for dependent fields. */
  onChange?: (value: string) => void
}

/**
 * Type-to-filter picker (Headless UI Combobox, fuzzy matching with match-sorter). However long
 * the list (pickers are given every item: `qAll`), it draws at most PICKER_MAX_OPTIONS options
 * and says how many more there are; matching runs on a deferred copy of the text, so typing
 * never waits for it.
 */
export function ComboboxField<T extends FieldValues, N extends FieldPath<T>>({
  items,
  placeholder,
  allowArbitraryValues = false,
  isLoading = false,
  onChange,
  ...props
}: ComboboxFieldProps<T, N>) {
  const { field, label, shell, inputProps } = useField(props)
  const [query, setQuery] = useState('')
  const value = typeof field.value === 'string' ? field.value : ''

  const search = useDeferredValue(query)
  const filtered = useMemo(() => (search ? matchItems(items, search) : items), [items, search])
  const shown =
    filtered.length > PICKER_MAX_OPTIONS ? filtered.slice(0, PICKER_MAX_OPTIONS) : filtered
  const hidden = filtered.length - shown.length
  const trimmed = query.trim()
  const offerCustom =
    allowArbitraryValues &&
    trimmed !== '' &&
    !items.some((i) => i.label === trimmed || i.value === trimmed)

  const labelOf = (v: string) => items.find((i) => i.value === v)?.label ?? v
  const select = (v: string | null) => {
    const next = v ?? ''
    field.onChange(next)
    onChange?.(next)
  }

  return (
    <FieldShell {...shell}>
      <Combobox
        value={value}
        onChange={select}
        onClose={() => setQuery('')}
        disabled={field.disabled}
        immediate
      >
        <div className="relative">
          <ComboboxInput
            {...inputProps}
            ref={field.ref}
            placeholder={
              placeholder ?? (items.length === 0 && !allowArbitraryValues ? 'No items' : undefined)
            }
            displayValue={(v: string | null) => (v ? labelOf(v) : '')}
            onChange={(e) => {
              setQuery(e.target.value)
              // free text is the value as it is typed, so nothing is lost on blur
              if (allowArbitraryValues) select(e.target.value)
            }}
            onBlur={field.onBlur}
            autoComplete="off"
            spellCheck={false}
            className="input-base pr-8"
          />
          <ComboboxButton
            aria-label={`Show ${label} options`}
            className="absolute inset-y-0 right-0 flex items-center px-2 text-tertiary hover:text-fg"
          >
            {isLoading ? <Spinner size="sm" /> : <SelectorIcon size={14} />}
          </ComboboxButton>
        </div>
        <ComboboxOptions
          anchor="bottom start"
          className={cn(optionsClass, 'w-[var(--input-width)]')}
        >
          {offerCustom && (
            <ComboboxOption value={trimmed} className={optionClass()}>
              <span className="text-tertiary">Use</span> “{trimmed}”
            </ComboboxOption>
          )}
          {shown.map((item) => (
            <ComboboxOption
              key={item.value}
              value={item.value}
              disabled={item.disabled}
              className={optionClass()}
            >
              {({ selected }) => (
                <>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate">{item.label}</span>
                    {item.description && (
                      <span className="block truncate text-xs text-tertiary">
                        {item.description}
                      </span>
                    )}
                  </span>
                  {selected && <CheckIcon size={12} />}
                </>
              )}
            </ComboboxOption>
          ))}
          {!offerCustom && filtered.length === 0 && query !== '' && (
            <div className="px-2 py-1.5 text-sm text-tertiary">No matches</div>
          )}
          {hidden > 0 && (
            <div className="border-t border-line px-2 py-1.5 text-xs text-tertiary">
              {hidden.toLocaleString('en-US')} more: type to narrow the list
            </div>
          )}
        </ComboboxOptions>
      </Combobox>
    </FieldShell>
  )
}
