import { type ReactNode } from 'react'

import { type DocLink } from '~/ui/doc-links'

// shared by the docs button and its lazily loaded panel, so neither imports the other

export type DocsPopoverProps = {
  heading: string
  summary: ReactNode
  links: DocLink[]
}

export const docsButtonClass =
  'rounded p-1 text-tertiary transition-colors hover:bg-hover hover:text-fg data-[open]:bg-hover data-[open]:text-accent'
