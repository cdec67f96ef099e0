import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import { type ReactNode } from 'react'

import { DocsIcon, ExternalLinkIcon, InfoIcon } from '~/ui/icons'

export type DocsLink = { href: string; label: string }

type DocsPopoverProps = {
  heading: string
  summary: ReactNode
  links: DocsLink[]
}

/** Info button beside a page title opening a short explanation and links to the guides. */
export function DocsPopover({ heading, summary, links }: DocsPopoverProps) {
  const name = `Learn about ${heading}`
  return (
    <Popover className="relative inline-flex">
      <PopoverButton
        aria-label={name}
        title={name}
        className="rounded p-1 text-tertiary transition-colors hover:bg-hover hover:text-fg data-[open]:bg-hover data-[open]:text-accent"
      >
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
            <ul className="space-y-1">
              {links.map((l) => (
                <li key={l.href}>
                  <a
                    href={l.href}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1.5 text-sm text-secondary hover:text-accent"
                  >
                    {l.label}
                    <ExternalLinkIcon size={12} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </PopoverPanel>
    </Popover>
  )
}
