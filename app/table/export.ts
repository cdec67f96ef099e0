/**
 * A list's CSV: each column's text form (`meta.text`, or `meta.lookup` once its query is in),
 * the same text its cell shows. Separate from the table so it is unit-tested alone.
 */
import { hashKey, type QueryClient } from '@tanstack/react-query'

import { columnLabel, type LookupQuery, type TableColumn } from './columns'
import { toCsv } from './list-state'

type Column<Row> = TableColumn<Row>

/** A column that shows its accessor's value as is (no cell of its own) has it as its text. */
const shownAsIs = <Row>(c: Column<Row>) =>
  !c.cell && typeof (c as { accessorFn?: unknown }).accessorFn === 'function'

/**
 * The columns without a text form (`meta.text`, `meta.lookup`, or an accessor shown as is):
 * exporting them would write blanks, ids or objects, not what the cell shows.
 */
export const columnsWithoutText = <Row>(columns: readonly Column<Row>[]) =>
  columns.filter((c) => !c.meta?.text && !c.meta?.lookup && !shownAsIs(c)).map((c) => c.id ?? '?')

function plainText<Row>(c: Column<Row>, row: Row, index: number): string {
  if (c.meta?.text) return c.meta.text(row)
  const accessor = (c as { accessorFn?: (row: Row, index: number) => unknown }).accessorFn
  const value = accessor?.(row, index)
  if (value === null || value === undefined) return ''
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value as string | number | boolean)
}

/**
 * The CSV of `rows` over `columns`: header labels, then each cell's text. Every query a lookup
 * column needs is ensured first (read from the cache when the table has it already), so
 * resolved names and addresses are written, never blanks; a query that fails words its cell
 * as the lookup does without data.
 */
export async function csvOf<Row>(
  columns: readonly Column<Row>[],
  rows: readonly Row[],
  client: QueryClient,
): Promise<string> {
  const missing = columnsWithoutText(columns)
  // in development and tests a list without text forms fails loudly; a release falls back to
  // the accessor's value rather than leave the user without an export
  if (missing.length > 0 && import.meta.env.DEV) {
    throw new Error(`Columns without a text form: ${missing.join()}`)
  }
  const queries = new Map<string, LookupQuery<unknown>>()
  for (const column of columns) {
    const l = column.meta?.lookup
    if (!l) continue
    for (const row of rows) {
      for (const query of l.queries(row)) queries.set(hashKey(query.queryKey), query)
    }
  }
  await Promise.all(
    [...queries.values()].map((query) => client.ensureQueryData(query).catch(() => undefined)),
  )
  const lines = rows.map((row, index) =>
    columns.map((column) => {
      const l = column.meta?.lookup
      if (!l) return plainText(column, row, index)
      const data = l.queries(row).map((query) => client.getQueryData(query.queryKey))
      return l.text(row, data)
    }),
  )
  return toCsv(columns.map(columnLabel), lines)
}
