import { useMemo, type ReactNode } from 'react'

import { type ViewColumn } from '~/table/columns'
import { rowActionsColumn, type RowAction } from '~/table/row-actions'
import { TableView } from '~/table/table'
import { tableModel } from '~/table/table-model'

type RowsTableProps<Row> = {
  rows: Row[]
  columns: ViewColumn<Row>[]
  rowActions?: (row: Row) => RowAction[]
  getId: (row: Row) => string
  /** Shown in a bordered box instead of the table when there are no rows. */
  empty: ReactNode
  /** Leaves "Copy ID" out of the row menus (rows whose id means nothing to a user). */
  copyId?: boolean
}

/**
 * An in-memory table for the short lists of an instance (at most 12 disks, 8 interfaces, a few
 * IPs): no pagination, same look and the same actions column as the query tables.
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
    () => (hasActions ? [...columns, rowActionsColumn<Row>()] : columns),
    [columns, hasActions],
  )
  const table = tableModel<Row>({
    data: rows,
    columns: allColumns,
    getRowId: (row) => getId(row),
    meta: { rowActions, copyId: copyId ? getId : undefined },
  })
  if (rows.length === 0) {
    return <div className="rounded-lg border border-line bg-default">{empty}</div>
  }
  return <TableView table={table} />
}
