import { Description, Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { type ColumnDef } from '@tanstack/react-table'

import { cn } from '~/ui/cn'
import { MoreIcon } from '~/ui/icons'
import { addToast } from '~/ui/toast'
import { Tooltip } from '~/ui/tooltip'

export type RowAction = {
  label: string
  onActivate: () => void
  /** `false`/absent: enabled. A string: disabled, and the string says why (shown, not hidden). */
  disabled?: false | string
  className?: string
}

async function copyId(id: string) {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard unavailable')
    await navigator.clipboard.writeText(id)
    addToast({ title: 'Copied', content: 'ID copied to clipboard' })
  } catch {
    addToast({
      variant: 'error',
      title: 'Could not copy ID',
      content: 'The browser refused clipboard access',
    })
  }
}

const itemClass =
  'flex w-full items-center rounded px-2.5 py-1.5 text-left text-sm select-none ' +
  'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-45'
// one colour set or the other, never both: which of two text colours wins is up to the CSS order
const plainClass = 'text-secondary data-[focus]:bg-hover data-[focus]:text-fg'
const destructiveClass = 'text-danger data-[focus]:bg-danger-dim data-[focus]:text-danger'

/** The "⋯" menu of one row. "Copy ID" comes first when the row has an id. */
export function RowActionsMenu({
  actions,
  id,
  label = 'Row actions',
}: {
  actions: RowAction[]
  id?: string
  /** Accessible name of the menu button. */
  label?: string
}) {
  const all: RowAction[] = id
    ? [{ label: 'Copy ID', onActivate: () => void copyId(id) }, ...actions]
    : actions
  if (all.length === 0) return null
  return (
    <Menu>
      <MenuButton
        aria-label={label}
        className="inline-flex h-7 w-7 items-center justify-center rounded-md text-tertiary transition-colors hover:bg-hover hover:text-fg data-[open]:bg-hover data-[open]:text-fg"
      >
        <MoreIcon />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 min-w-40 rounded-md border border-line-strong bg-raise p-1 shadow-popover [--anchor-gap:4px] focus:outline-none"
      >
        {all.map((action) => {
          // destructive styling only when it can actually be done
          const destructive = action.label === 'Delete' && !action.disabled
          const item = (
            <MenuItem
              key={action.label}
              as="button"
              type="button"
              disabled={!!action.disabled}
              onClick={action.disabled ? undefined : action.onActivate}
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

const defaultGetId = (row: unknown): string | undefined =>
  row && typeof row === 'object' && 'id' in row && typeof row.id === 'string' ? row.id : undefined

/** The last column of a list: a row-actions menu per row. */
export function rowActionsColumn<Row>(
  makeActions: (row: Row) => RowAction[],
  getId: (row: Row) => string | undefined = defaultGetId,
): ColumnDef<Row, never> {
  return {
    id: 'menu',
    header: () => <span className="sr-only">Actions</span>,
    cell: (info) => (
      <RowActionsMenu actions={makeActions(info.row.original)} id={getId(info.row.original)} />
    ),
  }
}
