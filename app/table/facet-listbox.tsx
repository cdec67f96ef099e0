import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react'
import { useRef } from 'react'

import { cn } from '~/ui/cn'
import { CheckIcon } from '~/ui/icons'
import { useOpenOnMount, type Activation } from '~/ui/lazy-popup'

/* The real facet listbox, loaded when a facet button is first pressed (see ui/lazy-popup). */

export type FacetListboxProps = {
  label: string
  /** The choices; '' stands for "all". */
  options: readonly string[]
  value: string
  onChange: (value: string) => void
  activation: Activation
  buttonClassName: string
  allLabel: string
}

const optionText = (o: string) => o.replace(/_/g, ' ')

export function FacetListbox({
  label,
  options,
  value,
  onChange,
  activation,
  buttonClassName,
  allLabel,
}: FacetListboxProps) {
  const button = useRef<HTMLButtonElement>(null)
  useOpenOnMount(button, activation)
  return (
    <Listbox value={value} onChange={onChange}>
      <ListboxButton ref={button} className={buttonClassName}>
        {label}: {value ? optionText(value) : allLabel}
      </ListboxButton>
      <ListboxOptions
        anchor="bottom start"
        className="z-50 max-h-80 min-w-44 overflow-y-auto rounded-md border border-line-strong bg-raise p-1 shadow-popover [--anchor-gap:4px] focus:outline-none"
      >
        {['', ...options].map((o) => (
          <ListboxOption
            key={o || 'all'}
            value={o}
            className={cn(
              'flex cursor-default items-center gap-2 rounded px-2.5 py-1.5 text-sm text-secondary select-none',
              'data-[focus]:bg-hover data-[focus]:text-fg data-[selected]:text-fg',
            )}
          >
            <CheckIcon size={12} className={cn('shrink-0', o !== value && 'invisible')} />
            {o ? optionText(o) : allLabel}
          </ListboxOption>
        ))}
      </ListboxOptions>
    </Listbox>
  )
}
