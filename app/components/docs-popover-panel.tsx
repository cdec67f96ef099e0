import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import { useRef } from 'react'

import { DocLinkList } from '~/ui/doc-links'
import { DocsIcon, InfoIcon } from '~/ui/icons'
import { useOpenOnMount, type Activation } from '~/ui/lazy-popup'

import { docsButtonClass, type DocsPopoverProps } from './docs-popover-shared'

/* The real docs popover, loaded when its button is first pressed (see ui/lazy-popup). */
export function DocsPopoverPanel({
  heading,
  summary,
  links,
  activation,
}: DocsPopoverProps & { activation: Activation }) {
  const button = useRef<HTMLButtonElement>(null)
  useOpenOnMount(button, activation)
  const name = `Learn about ${heading}`
  return (
    <Popover className="relative inline-flex">
      <PopoverButton ref={button} aria-label={name} title={name} className={docsButtonClass}>
        <InfoIcon />
      </PopoverButton>
      <PopoverPanel
        anchor="bottom start"
        className="z-50 w-96 max-w-[calc(100vw-2rem)] rounded-lg border border-line-strong bg-raise shadow-popover [--anchor-gap:6px] focus:outline-none"
      >
        <div className="flex items-center gap-2 border-b border-line px-4 py-3 font-medium text-fg">
          <DocsIcon className="text-accent" />
          {name}
        </div>
        <div className="px-4 py-3 text-sm text-secondary">{summary}</div>
        {links.length > 0 && (
          <div className="border-t border-line px-4 py-3">
            <h3 className="text-mono-caps mb-1.5 text-tertiary">Guides</h3>
            <DocLinkList links={links} />
          </div>
        )}
      </PopoverPanel>
    </Popover>
  )
}
