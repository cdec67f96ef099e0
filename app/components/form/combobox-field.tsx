import { useCallback, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { type FieldPath, type FieldValues } from 'react-hook-form'

import { preloadable } from '~/ui/preloadable'

import {
  comboboxButtonClass,
  ComboboxChevron,
  comboboxInputClass,
  type Handoff,
} from './combobox-face'
import { FieldShell, useField, type FieldProps } from './field'

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

// Headless UI's combobox (with floating-ui, its portal and focus handling) is most of what a
// form with a picker weighs; it loads once the form has drawn, or sooner
// when the pointer or focus first comes to one
let pickerLoaded = false
const ComboboxPicker = preloadable(() => import('./combobox-picker').then((m) => m.ComboboxPicker))
const loadPicker = () =>
  ComboboxPicker.preload().then(() => {
    pickerLoaded = true
  })
/**
 * Once the form has drawn (the user is still reading it): the first press on a picker then opens
 * it at once. Not left for an idle moment: a form whose pickers fill with thousands of items is
 * rarely idle before the press.
 */
const warmPicker = () => void loadPicker().catch(() => undefined)

/**
 * Type-to-filter picker (Headless UI Combobox; see combobox-picker.tsx). Its text input is there
 * from the start: a light one of the same look and name, which the real combobox replaces as
 * soon as it has loaded (it starts loading when the pointer or focus comes), keeping what was
 * typed meanwhile, the caret and focus. Once here, the real one serves every combobox after.
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
  useEffect(() => {
    if (!pickerLoaded) warmPicker()
  }, [])
  const value = typeof field.value === 'string' ? field.value : ''
  const labelOf = (v: string) => items.find((i) => i.value === v)?.label ?? v
  const select = (v: string) => {
    field.onChange(v)
    onChange?.(v)
  }
  const shownPlaceholder =
    placeholder ?? (items.length === 0 && !allowArbitraryValues ? 'No items' : undefined)

  // null: the light input; else the real combobox, with what the light one held
  const [swap, setSwap] = useState<{ handoff: Handoff | null } | null>(() =>
    pickerLoaded ? { handoff: null } : null,
  )
  // the light input's text once the user changes it (null: the chosen item's label)
  const [text, setText] = useState<string | null>(null)
  const input = useRef<HTMLInputElement | null>(null)
  const typed = useRef(false)
  const loading = useRef(false)
  const swapping = useRef(false)
  const { ref: fieldRef } = field
  const setInput = useCallback(
    (el: HTMLInputElement | null) => {
      input.current = el
      fieldRef(el)
    },
    [fieldRef],
  )

  if (swap) {
    return (
      <FieldShell {...shell}>
        <ComboboxPicker
          label={label}
          inputProps={inputProps}
          items={items}
          placeholder={shownPlaceholder}
          allowArbitraryValues={allowArbitraryValues}
          isLoading={isLoading}
          disabled={field.disabled}
          value={value}
          onSelect={select}
          fieldRef={fieldRef}
          onBlur={field.onBlur}
          handoff={swap.handoff}
        />
      </FieldShell>
    )
  }

  const load = () => {
    if (loading.current) return
    loading.current = true
    const swapIn = () => {
      const el = input.current
      swapping.current = true
      // what the light input holds, read and handed over in one go: no key can come between
      flushSync(() =>
        setSwap({
          handoff: el && {
            text: el.value,
            typed: typed.current,
            start: el.selectionStart,
            end: el.selectionEnd,
            focused: document.activeElement === el,
          },
        }),
      )
    }
    loadPicker().then(swapIn, () => {
      loading.current = false
      // focused, it must become the real one: its render tries again and reports the failure
      if (document.activeElement === input.current) swapIn()
    })
  }
  return (
    <FieldShell {...shell}>
      <div className="relative">
        <input
          {...inputProps}
          ref={setInput}
          type="text"
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          value={text ?? labelOf(value)}
          placeholder={shownPlaceholder}
          disabled={field.disabled}
          autoComplete="off"
          spellCheck={false}
          className={comboboxInputClass}
          onPointerEnter={load}
          onFocus={load}
          onChange={(e) => {
            const next = e.target.value
            typed.current = true
            setText(next)
            // as the real one does: free text is the value as typed, and clearing clears it
            if (allowArbitraryValues || next === '') select(next)
          }}
          onKeyDown={(e) => {
            // the real one opens on these (it opens on focus anyway): the caret stays put
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') e.preventDefault()
          }}
          // its removal for the real one blurs it: not the user leaving the field
          onBlur={(e) => {
            if (!swapping.current) field.onBlur(e)
          }}
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label={`Show ${label} options`}
          aria-haspopup="listbox"
          aria-expanded={false}
          disabled={field.disabled}
          className={comboboxButtonClass}
          onPointerEnter={load}
          // as the real one's: the input takes focus, which opens the options once loaded
          onClick={() => input.current?.focus()}
        >
          <ComboboxChevron isLoading={isLoading} />
        </button>
      </div>
    </FieldShell>
  )
}
