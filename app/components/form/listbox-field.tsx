import { useEffect, useRef, type ReactNode, type RefCallback } from 'react'
import { type FieldPath, type FieldValues } from 'react-hook-form'

import { cn } from '~/ui/cn'
import { preloadable } from '~/ui/preloadable'

import { errorClass, hintClass, labelClass, OptionalMark, useField, type FieldProps } from './field'
import { listboxButtonClass, ListboxFace, useLazyListbox } from './picker-face'

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

// Headless UI's listbox (with floating-ui, its portal and focus handling) is most of what a
// form with a picker weighs; it loads once the form has drawn, or sooner
// when the user first opens one (or hovers, or focuses it)
let pickerLoaded = false
const ListboxPicker = preloadable(() => import('./listbox-picker').then((m) => m.ListboxPicker))
const loadPicker = () =>
  ListboxPicker.preload().then(() => {
    pickerLoaded = true
  })
const isPickerLoaded = () => pickerLoaded
/**
 * Once the form has drawn (the user is still reading it): the first press on a picker then opens
 * it at once. Not left for an idle moment: a form whose pickers fill with thousands of items is
 * rarely idle before the press.
 */
const warmPicker = () => void loadPicker().catch(() => undefined)

/**
 * Picks one value from a list, labelled like any other field. Until the user opens it, it is a
 * light button with the same look, name, description and state; opening it (a press, or Space
 * or an arrow key) loads Headless UI's Listbox, which takes its place, focused, and opens the
 * way the user asked. Once here, the widget serves every listbox drawn after.
 */
export function ListboxField<T extends FieldValues, N extends FieldPath<T>>({
  items,
  placeholder = 'Select an option',
  noItemsPlaceholder = 'No items',
  isLoading = false,
  onChange,
  ...props
}: ListboxFieldProps<T, N>) {
  const { field, label, required, ids, error } = useField(props)
  useEffect(() => {
    if (!pickerLoaded) warmPicker()
  }, [])
  const value = typeof field.value === 'string' ? field.value : ''
  const selected = items.find((i) => i.value === value)
  const empty = !isLoading && items.length === 0
  const face = {
    text: selected ? selectedText(selected) : empty ? noItemsPlaceholder : placeholder,
    placeholder: !selected,
    isLoading,
  }
  const shared = {
    ids,
    label,
    required,
    description: props.description,
    error,
    className: props.className,
    disabled: field.disabled || empty,
  }
  const lazy = useLazyListbox(loadPicker, isPickerLoaded)

  if (lazy.real) {
    return (
      <ListboxPicker
        {...shared}
        face={face}
        items={items}
        value={value}
        onChange={(v) => {
          field.onChange(v)
          onChange?.(v)
        }}
        fieldRef={field.ref}
        onBlur={field.onBlur}
        opening={lazy.opening}
      />
    )
  }

  return (
    <LightListbox
      {...shared}
      face={face}
      buttonRef={field.ref}
      // removing the light button for the widget blurs it: not the user leaving the field
      onBlur={(e) => {
        if (!lazy.swapping.current) field.onBlur(e)
      }}
      handlers={lazy.lightButton}
    />
  )
}

type LightListboxProps = {
  ids: { id: string; hintId: string; errorId: string }
  label: string
  required: boolean
  description?: ReactNode
  error?: string
  className?: string
  disabled: boolean
  face: { text: string; placeholder: boolean; isLoading: boolean }
  buttonRef: RefCallback<HTMLButtonElement>
  onBlur: (event: unknown) => void
  handlers: ReturnType<typeof useLazyListbox>['lightButton']
}

/**
 * The listbox before its widget has loaded, marked up as Headless UI marks up the real one (a
 * label naming the button with its value, the hint and error describing it), so that neither
 * a user nor a test can tell them apart.
 */
function LightListbox({
  ids,
  label,
  required,
  description,
  error,
  className,
  disabled,
  face,
  buttonRef,
  onBlur,
  handlers,
}: LightListboxProps) {
  const button = useRef<HTMLButtonElement | null>(null)
  const setButton: RefCallback<HTMLButtonElement> = (el) => {
    button.current = el
    buttonRef(el)
  }
  const labelId = `${ids.id}-label`
  const describedBy =
    cn(description ? ids.hintId : undefined, error ? ids.errorId : undefined) || undefined
  return (
    <div className={cn('max-w-lg', className)}>
      {/* as Headless UI's label: a press focuses the button and opens nothing */}
      <label
        id={labelId}
        htmlFor={ids.id}
        className={labelClass}
        onClick={(e) => {
          e.preventDefault()
          if (!disabled) button.current?.focus()
        }}
      >
        {label}
        {!required && <OptionalMark />}
      </label>
      {description && (
        <p id={ids.hintId} className={hintClass}>
          {description}
        </p>
      )}
      <button
        ref={setButton}
        id={ids.id}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-labelledby={`${labelId} ${ids.id}`}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        disabled={disabled}
        className={listboxButtonClass}
        {...handlers}
        onBlur={onBlur}
      >
        <ListboxFace {...face} />
      </button>
      {error && (
        <p id={ids.errorId} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  )
}
