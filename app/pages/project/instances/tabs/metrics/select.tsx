/** A compact labelled listbox for the metrics toolbar (range, refresh, state, disk, NIC). */
import { useId, useRef } from 'react'

import { ListboxFace, useLazyListbox } from '~/components/form/picker-face'
import { cn } from '~/ui/cn'
import { preloadable } from '~/ui/preloadable'

import { selectButtonClass, selectLabelClass, type SelectProps } from './select-shared'

// Headless UI's listbox loads when a select is first opened (or hovered, or focused): until
// then each is a light button of the same look and name (components/form/picker-face.tsx)
let pickerLoaded = false
const SelectPicker = preloadable(() => import('./select-picker').then((m) => m.SelectPicker))
const loadPicker = () =>
  SelectPicker.preload().then(() => {
    pickerLoaded = true
  })
const isPickerLoaded = () => pickerLoaded

export function Select<V extends string>(props: SelectProps<V>) {
  const { label, value, items, className } = props
  const id = useId()
  const button = useRef<HTMLButtonElement>(null)
  const lazy = useLazyListbox(loadPicker, isPickerLoaded)
  const text = items.find((i) => i.value === value)?.label ?? value
  if (lazy.real) {
    // the part is loaded untyped by value: its choices are this select's items, so V
    const onChange = (v: string) => props.onChange(v as V)
    return (
      <SelectPicker {...props} onChange={onChange} id={id} text={text} opening={lazy.opening} />
    )
  }
  return (
    <div className={cn('flex items-center gap-2', className)}>
      {/* as Headless UI's label: a press focuses the button and opens nothing */}
      <label
        id={`${id}-label`}
        htmlFor={id}
        className={selectLabelClass}
        onClick={(e) => {
          e.preventDefault()
          button.current?.focus()
        }}
      >
        {label}
      </label>
      <button
        ref={button}
        id={id}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-labelledby={`${id}-label ${id}`}
        className={selectButtonClass}
        {...lazy.lightButton}
      >
        <ListboxFace text={text} placeholder={false} isLoading={false} />
      </button>
    </div>
  )
}
