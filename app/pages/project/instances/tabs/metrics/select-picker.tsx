/**
 * The real select of the metrics toolbar (Headless UI's listbox), loaded when one is first
 * opened (select.tsx draws a light button of the same look until then). It keeps the light
 * button's ids, so its label names it as before the swap.
 */
import { Field, Label, Listbox, ListboxButton } from '@headlessui/react'
import { useRef } from 'react'

import { ListboxOptionList } from '~/components/form/listbox-options'
import { useOpenAsAsked } from '~/components/form/open-as-asked'
import { ListboxFace, type Opening } from '~/components/form/picker-face'
import { cn } from '~/ui/cn'

import { selectButtonClass, selectLabelClass, type SelectProps } from './select-shared'

export function SelectPicker<V extends string>({
  label,
  value,
  items,
  onChange,
  className,
  id,
  text,
  opening,
}: SelectProps<V> & { id: string; text: string; opening?: Opening }) {
  const button = useRef<HTMLButtonElement>(null)
  useOpenAsAsked(button, opening)
  return (
    <Field className={cn('flex items-center gap-2', className)}>
      <Label id={`${id}-label`} htmlFor={id} className={selectLabelClass}>
        {label}
      </Label>
      <Listbox value={value} onChange={onChange}>
        <ListboxButton ref={button} id={id} className={selectButtonClass}>
          <ListboxFace text={text} placeholder={false} isLoading={false} />
        </ListboxButton>
        <ListboxOptionList items={items} truncate />
      </Listbox>
    </Field>
  )
}
