import { InfoIcon } from '~/ui/icons'
import { LazyPopup } from '~/ui/lazy-popup'
import { preloadable } from '~/ui/preloadable'

import { docsButtonClass, type DocsPopoverProps } from './docs-popover-shared'

const loadPanel = () => import('./docs-popover-panel')
const DocsPopoverPanel = preloadable(() => loadPanel().then((m) => m.DocsPopoverPanel))

/**
 * Info button beside a page title opening a short explanation and links to the guides. The
 * popover itself loads when first opened (ui/lazy-popup).
 */
export function DocsPopover(props: DocsPopoverProps) {
  const name = `Learn about ${props.heading}`
  return (
    <LazyPopup
      load={DocsPopoverPanel.preload}
      buttonProps={{
        'aria-label': name,
        'aria-haspopup': 'dialog',
        title: name,
        className: docsButtonClass,
      }}
      render={(activation) => <DocsPopoverPanel {...props} activation={activation} />}
    >
      <InfoIcon />
    </LazyPopup>
  )
}
