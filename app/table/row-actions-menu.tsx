import { Description, Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { useRef } from 'react'

import { copyToClipboard } from '~/ui/clipboard'
import { cn } from '~/ui/cn'
import { MoreIcon } from '~/ui/icons'
import { useOpenOnMount, type Activation } from '~/ui/lazy-popup'
import { Tooltip } from '~/ui/tooltip'

import { rowMenuButtonClass, type RowAction } from './row-action'

/* The real row menu, loaded when a row's "⋯" is first pressed (see ui/lazy-popup). */

const copyId = (id: string) => copyToClipboard(id, 'ID')

/**
 * Runs an item's action once the menu has closed and given focus back to its button (Headless
 * UI does that a frame after the click, when focus was left on nothing). Run in the click
 * itself, a dialog the action opens (a confirmation, its code already loaded) took focus first
 * and then lost it to the button. Queued after the event, two frames later: after the restore.
 */
function afterMenuCloses(run: () => void) {
  queueMicrotask(() => requestAnimationFrame(() => requestAnimationFrame(run)))
}

const itemClass =
  'flex w-full items-center rounded px-2.5 py-1.5 text-left text-sm select-none ' +
  'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-45'
// one colour set or the other, never both: which of two text colours wins is up to the CSS order
const plainClass = 'text-secondary data-[focus]:bg-hover data-[focus]:text-fg'
const destructiveClass = 'text-danger data-[focus]:bg-danger-dim data-[focus]:text-danger'

export type RowActionsPopupProps = {
  actions: RowAction[]
  id?: string
  label: string
  activation: Activation
}

export function RowActionsPopup({ actions, id, label, activation }: RowActionsPopupProps) {
  const button = useRef<HTMLButtonElement>(null)
  useOpenOnMount(button, activation)
  const all: RowAction[] = id
    ? [{ label: 'Copy ID', onActivate: () => void copyId(id) }, ...actions]
    : actions
  return (
    <Menu>
      <MenuButton ref={button} aria-label={label} className={rowMenuButtonClass}>
        <MoreIcon />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 min-w-40 rounded-md border border-line-strong bg-raise p-1 shadow-popover [--anchor-gap:4px] focus:outline-none"
      >
        {all.map((action) => {
          // destructive styling only when it can actually be done
          const destructive = action.variant === 'danger' && !action.disabled
          const item = (
            <MenuItem
              key={action.label}
              as="button"
              type="button"
              disabled={!!action.disabled}
              onClick={action.disabled ? undefined : () => afterMenuCloses(action.onActivate)}
              className={cn(
                itemClass,
                destructive ? destructiveClass : plainClass,
                action.className,
              )}
            >
              {action.label}
              {action.disabled && (
                // the reason, as the item's accessible description (Headless UI wires it up)
                <Description as="span" hidden>
                  {action.disabled}
                </Description>
              )}
            </MenuItem>
          )
          return action.disabled ? (
            <Tooltip key={action.label} content={action.disabled} describe={false}>
              {item}
            </Tooltip>
          ) : (
            item
          )
        })}
      </MenuItems>
    </Menu>
  )
}
