/** Pieces of the instance pages' headers: the docs popover and the refresh button. */
import { DocsPopover } from '~/components/docs-popover'
import { buttonClass } from '~/ui/button'
import { cn } from '~/ui/cn'
import { type DocLink } from '~/ui/doc-links'
import { RefreshIcon } from '~/ui/icons'

import { instanceDocs } from './format'

export function InstancesDocsPopover({ links = instanceDocs }: { links?: DocLink[] }) {
  return (
    <DocsPopover
      heading="Instances"
      summary="An instance is a virtual machine with its own vCPUs, memory, disks and network interfaces."
      links={links}
    />
  )
}

/** Refetches the page's data; the icon spins while it does. */
export function RefreshButton({
  onClick,
  refreshing,
}: {
  onClick: () => void
  refreshing: boolean
}) {
  return (
    <button
      type="button"
      aria-label="Refresh data"
      title="Refresh data"
      onClick={onClick}
      className={cn(buttonClass('ghost', 'sm'), 'w-7 px-0')}
    >
      <RefreshIcon size={14} className={cn(refreshing && 'animate-spin')} />
    </button>
  )
}
