import { type ColumnDef } from '@tanstack/react-table'
import { lazy } from 'react'

import { MoreIcon } from '~/ui/icons'
import { LazyPopup } from '~/ui/lazy-popup'

export type RowAction = {
  label: string
  onActivate: () => void
  /** `false`/absent: enabled. A string: disabled, and the string says why (shown, not hidden). */
  disabled?: false | string
  className?: string
}

export const rowMenuButtonClass =
  'inline-flex h-7 w-7 items-center justify-center rounded-md text-tertiary transition-colors hover:bg-hover hover:text-fg data-[open]:bg-hover data-[open]:text-fg'

const loadMenu = () => import('./row-actions-menu')
const RowActionsPopup = lazy(() => loadMenu().then((m) => ({ default: m.RowActionsPopup })))

/**
 * The "⋯" menu of one row. "Copy ID" comes first when the row has an id. The menu itself
 * loads when first opened (ui/lazy-popup), so a page of rows costs a page of buttons.
 */
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
  if (actions.length === 0 && !id) return null
  return (
    <LazyPopup
      load={loadMenu}
      buttonProps={{ 'aria-label': label, 'aria-haspopup': 'menu', className: rowMenuButtonClass }}
      render={(activation) => (
        <RowActionsPopup actions={actions} id={id} label={label} activation={activation} />
      )}
    >
      <MoreIcon />
    </LazyPopup>
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
