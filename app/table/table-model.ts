import {
  type CellContext,
  type ColumnDef,
  type HeaderContext,
  type TableMeta,
} from '@tanstack/react-table'
import { type ReactNode } from 'react'

/**
 * The little of a table that Ferrite's lists use, without TanStack Table's code (its weight on
 * every list is in docs/performance.md, "Budgets by kind of page"), for a row model we did not need: filter, sort, paging and selection are ours,
 * in `list-state.ts`, `selection.ts` and the query table). Columns keep TanStack's types
 * (`ColumnDef`, type-only), so the presets, `accessorColumn` and the pages' columns are
 * unchanged; a renderer gets the part of TanStack's context that our columns read: `row`
 * (`id`, `index`, `original`), `column` (`id`, `columnDef`), `getValue`, `renderValue` and
 * `table.options.meta`.
 */
export type ModelColumn<Row> = { id: string; columnDef: ColumnDef<Row, unknown> }
type ModelRow<Row> = { id: string; index: number; original: Row }
export type TableModel<Row> = {
  /** The visible columns, in order. */
  columns: ModelColumn<Row>[]
  rows: ModelRow<Row>[]
  meta?: TableMeta<Row>
}

/** A column's id as TanStack words it: its `id`, its `accessorKey`, or its header's text. */
function columnIdOf<Row>(def: ColumnDef<Row, unknown>): string {
  if (def.id) return def.id
  if ('accessorKey' in def && def.accessorKey) return String(def.accessorKey).replace(/\./g, '_')
  return typeof def.header === 'string' ? def.header : ''
}

export function tableModel<Row>({
  data,
  columns,
  getRowId,
  visibility = {},
  meta,
}: {
  data: readonly Row[]
  columns: readonly ColumnDef<Row, unknown>[]
  getRowId: (row: Row, index: number) => string
  /** Columns hidden by id (`false`); every other column shows. */
  visibility?: Record<string, boolean>
  meta?: TableMeta<Row>
}): TableModel<Row> {
  return {
    columns: columns
      .map((columnDef) => ({ id: columnIdOf(columnDef), columnDef }))
      .filter((c) => visibility[c.id] !== false),
    rows: data.map((original, index) => ({ id: getRowId(original, index), index, original })),
    meta,
  }
}

function valueOf<Row>(def: ColumnDef<Row, unknown>, row: ModelRow<Row>): unknown {
  if ('accessorFn' in def && def.accessorFn) return def.accessorFn(row.original, row.index)
  if ('accessorKey' in def && def.accessorKey)
    return (row.original as Record<string, unknown>)[String(def.accessorKey)]
  return undefined
}

const textOf = (value: unknown): ReactNode =>
  value === null || value === undefined ? null : String(value)

/** A cell, drawn by calling its renderer (or, without one, its value as text). */
export function renderCell<Row>(
  table: TableModel<Row>,
  column: ModelColumn<Row>,
  row: ModelRow<Row>,
): ReactNode {
  const render = column.columnDef.cell
  const getValue = () => valueOf(column.columnDef, row)
  if (render === undefined) return textOf(getValue())
  if (typeof render !== 'function') return render
  const context = {
    row,
    column,
    getValue,
    renderValue: getValue,
    table: { options: { meta: table.meta } },
  }
  // the part of TanStack's context our renderers read (above), not the whole of it
  return render(context as unknown as CellContext<Row, unknown>)
}

/** A header, drawn by calling its renderer (or, without one, the accessor column's id). */
export function renderHeader<Row>(table: TableModel<Row>, column: ModelColumn<Row>): ReactNode {
  const render = column.columnDef.header
  if (render === undefined) return 'accessorFn' in column.columnDef ? column.id : null
  if (typeof render !== 'function') return render
  const context = { column, header: { column }, table: { options: { meta: table.meta } } }
  return render(context as unknown as HeaderContext<Row, unknown>)
}
