/** A compact labelled listbox for the metrics toolbar (range, refresh, state, disk, NIC). */
import { Field, Label, Listbox, ListboxButton } from '@headlessui/react'

import { ListboxOptionList } from '~/components/form/listbox-options'
import { cn } from '~/ui/cn'
import { SelectorIcon } from '~/ui/icons'

type SelectItem<V extends string> = { value: V; label: string }

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
        <ListboxOptionList items={items} truncate />
      </Listbox>
    </Field>
  )
}
