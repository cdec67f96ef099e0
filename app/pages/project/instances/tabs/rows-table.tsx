import { getCoreRowModel, useReactTable, type CellContext } from '@tanstack/react-table'
import { useMemo, type ReactNode } from 'react'

import { type TableColumn } from '~/table/columns'
import { RowActionsMenu, type RowAction } from '~/table/row-actions'
import { TableView } from '~/table/table'

type RowsMeta<Row> = {
  rowActions: (row: Row) => RowAction[]
  getId: (row: Row) => string
  copyId: boolean
}

/*
 * The menu column is one stable definition that reads the current actions from the table's
 * meta: a column rebuilt on every render would give its cell a new component type, and React
 * would remount an open menu (closing it) whenever the page refreshed its data.
 */
function ActionsCell(info: CellContext<unknown, never>) {
  const meta = info.table.options.meta as RowsMeta<unknown>
  const row = info.row.original
  return (
    <RowActionsMenu actions={meta.rowActions(row)} id={meta.copyId ? meta.getId(row) : undefined} />
  )
}

const actionsColumn: TableColumn<unknown> = {
  id: 'menu',
  header: () => <span className="sr-only">Actions</span>,
  cell: ActionsCell,
}

type RowsTableProps<Row> = {
  rows: Row[]
  columns: TableColumn<Row>[]
  rowActions?: (row: Row) => RowAction[]
  getId: (row: Row) => string
  /** Shown in a bordered box instead of the table when there are no rows. */
  empty: ReactNode
  /** Leaves "Copy ID" out of the row menus (rows whose id means nothing to a user). */
  copyId?: boolean
}

/**
 * An in-memory table for the short lists of an instance (at most 12 disks, 8 interfaces, a few
 * IPs): no pagination, same look as the query tables.
 */
export function RowsTable<Row>({
  rows,
  columns,
  rowActions,
  getId,
  empty,
  copyId = true,
}: RowsTableProps<Row>) {
  const hasActions = !!rowActions
  const allColumns = useMemo(
    () => (hasActions ? [...columns, actionsColumn as TableColumn<Row>] : columns),
    [columns, hasActions],
  )
  const meta: RowsMeta<Row> = { rowActions: rowActions ?? (() => []), getId, copyId }
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<Row>({
    data: rows,
    columns: allColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => getId(row),
    meta,
  })
  if (rows.length === 0) {
    return <div className="rounded-lg border border-line bg-default">{empty}</div>
  }
  return <TableView table={table} />
}
