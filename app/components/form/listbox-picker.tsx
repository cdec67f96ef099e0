/**
 * The real listbox of a form (Headless UI), loaded when the user first opens a ListboxField
 * (listbox-field.tsx), which draws a light button of the same look until then. It keeps the
 * light button's ids, so the label, hint and error name and describe it as before the swap.
 */
import { Description, Field, Label, Listbox, ListboxButton } from '@headlessui/react'
import { useRef, type ReactNode, type RefCallback } from 'react'

import { cn } from '~/ui/cn'

import { errorClass, hintClass, labelClass, OptionalMark } from './field'
import { type ListboxItem } from './listbox-field'
import { ListboxOptionList } from './listbox-options'
import { useOpenAsAsked } from './open-as-asked'
import { listboxButtonClass, ListboxFace, type Opening } from './picker-face'

type ListboxPickerProps = {
  ids: { id: string; hintId: string; errorId: string }
  label: string
  required: boolean
  description?: ReactNode
  error?: string
  className?: string
  disabled: boolean
  face: { text: string; placeholder: boolean; isLoading: boolean }
  items: ListboxItem[]
  value: string
  onChange: (value: string) => void
  /** react-hook-form's ref, so a failed submit can focus the field. */
  fieldRef: RefCallback<HTMLButtonElement>
  onBlur: (event: unknown) => void
  /** How the user opened the light button this replaces; none when drawn closed. */
  opening?: Opening
}

export function ListboxPicker({
  ids,
  label,
  required,
  description,
  error,
  className,
  disabled,
  face,
  items,
  value,
  onChange,
  fieldRef,
  onBlur,
  opening,
}: ListboxPickerProps) {
  const button = useRef<HTMLButtonElement | null>(null)
  useOpenAsAsked(button, opening)
  return (
    <Field className={cn('max-w-lg', className)} disabled={disabled}>
      <Label id={`${ids.id}-label`} htmlFor={ids.id} className={labelClass}>
        {label}
        {!required && <OptionalMark />}
      </Label>
      {description && (
        <Description id={ids.hintId} className={hintClass}>
          {description}
        </Description>
      )}
      <Listbox value={value} onChange={onChange}>
        <ListboxButton
          id={ids.id}
          ref={(el: HTMLButtonElement | null) => {
            button.current = el
            fieldRef(el)
          }}
          aria-invalid={error ? true : undefined}
          onBlur={onBlur}
          className={listboxButtonClass}
        >
          <ListboxFace {...face} />
        </ListboxButton>
        <ListboxOptionList items={items} />
      </Listbox>
      {error && (
        <Description id={ids.errorId} className={errorClass}>
          {error}
        </Description>
      )}
    </Field>
  )
}
