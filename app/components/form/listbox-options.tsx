/**
 * The open list of a listbox and the look of its options, apart from the form fields: a
 * listbox outside a form (the metrics toolbar, the probes list) takes these without the form
 * library that the fields bring.
 */
import { ListboxOption, ListboxOptions } from '@headlessui/react'
import { type ReactNode } from 'react'

import { cn } from '~/ui/cn'
import { CheckIcon } from '~/ui/icons'

export const optionsClass =
  'z-50 max-h-72 w-[var(--button-width)] min-w-48 overflow-y-auto rounded-md border border-line-strong bg-raise p-1 shadow-popover [--anchor-gap:4px] focus:outline-none empty:invisible'

export const optionClass = (extra?: string) =>
  cn(
    'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-secondary select-none',
    'data-[focus]:bg-hover data-[focus]:text-fg data-[selected]:text-accent data-[disabled]:cursor-not-allowed data-[disabled]:opacity-40',
    extra,
  )

/** The open list of a listbox: each option with a check mark on the selected one. */
export function ListboxOptionList({
  items,
  truncate = false,
}: {
  items: readonly { value: string; label: ReactNode; disabled?: boolean }[]
  /** Cut long labels to one line. */
  truncate?: boolean
}) {
  return (
    <ListboxOptions anchor="bottom start" className={optionsClass}>
      {items.map((item) => (
        <ListboxOption
          key={item.value}
          value={item.value}
          disabled={item.disabled}
          className={optionClass()}
        >
          {({ selected: isSelected }) => (
            <>
              <span className={cn('min-w-0 flex-1', truncate && 'truncate')}>{item.label}</span>
              {isSelected && <CheckIcon size={12} />}
            </>
          )}
        </ListboxOption>
      ))}
    </ListboxOptions>
  )
}
