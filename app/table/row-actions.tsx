import { type CellContext, type ColumnDef, type RowData } from '@tanstack/react-table'

import { MoreIcon } from '~/ui/icons'
import { LazyPopup } from '~/ui/lazy-popup'
import { preloadable } from '~/ui/preloadable'
import { useWriteGate } from '~/ui/write-gate'

import { type TableColumn } from './columns'
import { rowMenuButtonClass, type RowAction } from './row-action'

export type { RowAction } from './row-action'

declare module '@tanstack/react-table' {
  interface TableMeta<TData extends RowData> {
    /** The actions of a row, read by the one actions column at render time. */
    rowActions?: (row: TData) => RowAction[]
    /** The row's id for "Copy ID"; none leaves "Copy ID" out. */
    copyId?: (row: TData) => string | undefined
  }
}

const loadMenu = () => import('./row-actions-menu')
const RowActionsPopup = preloadable(() => loadMenu().then((m) => m.RowActionsPopup))

/**
 * The "⋯" menu of one row. "Copy ID" comes first when the row has an id. The menu itself
 * loads when first opened (ui/lazy-popup), so a page of rows costs a page of buttons. Under a
 * write gate (ui/write-gate) every action but a read is disabled with the gate's reason.
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
  const gate = useWriteGate()
  if (actions.length === 0 && !id) return null
  const allowed = gate
    ? actions.map((a) => (a.reads || a.disabled ? a : { ...a, disabled: gate }))
    : actions
  return (
    <LazyPopup
      load={RowActionsPopup.preload}
      buttonProps={{ 'aria-label': label, 'aria-haspopup': 'menu', className: rowMenuButtonClass }}
      render={(activation) => (
        <RowActionsPopup actions={allowed} id={id} label={label} activation={activation} />
      )}
    >
      <MoreIcon />
    </LazyPopup>
  )
}

export const rowIdOf = (row: unknown): string | undefined =>
  row && typeof row === 'object' && 'id' in row && typeof row.id === 'string' ? row.id : undefined

/*
 * The menu column is ONE module-level definition that reads the current actions from the
 * table's meta when it renders, so every list shares it and its actions are always the page's
 * latest (an open menu follows a poll's new data: its items change, the menu stays open).
 */
function ActionsCell({ row, table }: CellContext<unknown, never>) {
  const { rowActions, copyId } = table.options.meta ?? {}
  return <RowActionsMenu actions={rowActions?.(row.original) ?? []} id={copyId?.(row.original)} />
}

function ActionsHeader() {
  return <span className="sr-only">Actions</span>
}

const actionsColumn: ColumnDef<unknown, never> = {
  id: 'menu',
  header: ActionsHeader,
  cell: ActionsCell,
  enableHiding: false,
}

/** The last column of every list with row actions (its id is `menu`). */
export const rowActionsColumn = <Row,>() => actionsColumn as unknown as TableColumn<Row>
