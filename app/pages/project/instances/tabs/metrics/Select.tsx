/** A compact labelled listbox for the metrics toolbar (range, refresh, state, disk, NIC). */
import {
  Field,
  Label,
  Listbox,
  ListboxButton,
  ListboxOption,
  ListboxOptions,
} from '@headlessui/react'

import { optionClass, optionsClass } from '~/components/form/listbox-field'
import { cn } from '~/ui/cn'
import { CheckIcon, SelectorIcon } from '~/ui/icons'

export type SelectItem<V extends string> = { value: V; label: string }

type Props<V extends string> = {
  label: string
  value: V
  items: readonly SelectItem<V>[]
  onChange: (value: V) => void
  className?: string
}

export function Select<V extends string>({ label, value, items, onChange, className }: Props<V>) {
  const selected = items.find((i) => i.value === value)
  return (
    <Field className={cn('flex items-center gap-2', className)}>
      <Label className="text-xs whitespace-nowrap text-tertiary">{label}</Label>
      <Listbox value={value} onChange={onChange}>
        <ListboxButton className="input-base flex h-8 min-w-36 items-center justify-between gap-2 py-0 text-left text-sm">
          <span className="truncate">{selected?.label ?? value}</span>
          <SelectorIcon size={14} className="text-tertiary" />
        </ListboxButton>
        <ListboxOptions anchor="bottom start" className={optionsClass}>
          {items.map((item) => (
            <ListboxOption key={item.value} value={item.value} className={optionClass()}>
              {({ selected: isSelected }) => (
                <>
                  <span className="min-w-0 flex-1 truncate">{item.label}</span>
                  {isSelected && <CheckIcon size={12} />}
                </>
              )}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </Field>
  )
}
