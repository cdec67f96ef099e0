import { startTransition, useEffect, useState, type ReactNode } from 'react'

import { cn } from '~/ui/cn'

import { type SortState } from './list-state'
import { renderCell, renderHeader, type ModelColumn, type TableModel } from './table-model'

type TableViewProps<Row> = {
  table: TableModel<Row>
  /** Shown across the whole body instead of rows (loading, error, no match). */
  bodyOverlay?: ReactNode
  className?: string
  /** Dims rows while another page loads. */
  stale?: boolean
  /** The sort shown in the headers; with `onSort`, sortable headers are buttons. */
  sort?: SortState | null
  onSort?: (columnId: string) => void
}

/*
 * Layout: the table takes the width of the page and never more. Cells that hold names,
 * descriptions, IDs or addresses (`meta.truncate`) have no width of their own (max-width 0) and
 * share what the other columns leave, cutting their text with an ellipsis. Below a minimum width
 * the table scrolls sideways inside its frame, its first column and its actions column staying
 * in view (sticky), so a row can always be recognised and acted on.
 */
const stickyFirst = 'sticky left-0 z-[1] bg-inherit'
const stickyLast = 'sticky right-0 z-[1] bg-inherit'

/*
 * Cells and headers are drawn by calling their renderers, not by mounting them: a renderer is a
 * plain function of the cell's context (no hooks of its own; a component inside what it returns
 * may have them). Mounted (TanStack's flexRender), a renderer is a component type, so a page that
 * builds its columns in render gave every cell a new type on each render: React replaced every
 * link, button and menu of the list, a poll or a toast re-rendering the page between a press
 * and its release lost the click, and the work of each refresh grew with the rows. The calls
 * are in `./table-model.ts`.
 */

function SortIndicator({ dir }: { dir: 'asc' | 'desc' | null }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 8 12"
      className={cn('h-3 w-2 shrink-0', dir ? 'text-accent' : 'text-quaternary')}
    >
      <path d="M4 1L7 4.5H1z" fill="currentColor" opacity={dir === 'desc' ? 0.3 : 1} />
      <path d="M4 11L1 7.5h6z" fill="currentColor" opacity={dir === 'asc' ? 0.3 : 1} />
    </svg>
  )
}

function HeaderContent<Row>({
  table,
  column,
  sort,
  onSort,
}: {
  table: TableModel<Row>
  column: ModelColumn<Row>
  sort?: SortState | null
  onSort?: (columnId: string) => void
}) {
  const content = renderHeader(table, column)
  const aside = column.columnDef.meta?.headerAside
  if (!onSort || !column.columnDef.meta?.sortValue) {
    return aside ? (
      <span className="inline-flex items-center gap-1">
        {content}
        {aside}
      </span>
    ) : (
      content
    )
  }
  const id = column.id
  const dir = sort?.id === id ? (sort.desc ? 'desc' : 'asc') : null
  const button = (
    <button
      type="button"
      onClick={() => onSort(id)}
      className="-mx-1 inline-flex items-center gap-1.5 rounded px-1 py-0.5 uppercase hover:text-fg"
    >
      {content}
      <SortIndicator dir={dir} />
    </button>
  )
  return aside ? (
    <span className="inline-flex items-center gap-1">
      {button}
      {aside}
    </span>
  ) : (
    button
  )
}

/**
 * Rows drawn in the first paint of a long list; the rest follow in a transition right after,
 * which React renders in slices between frames. A VPC's 1,024 firewall rules or a policy's 500
 * assignments show their first screenful at once instead of after every row is built, and the
 * page stays responsive while the others arrive (the whole list ends up in the DOM, for the
 * browser's find and for screen readers). Only a table's first paint is cut short: once whole,
 * a refetch or a sort redraws every row at once, so nothing below the fold blinks out.
 */
export const FIRST_PAINT_ROWS = 100

/** The rows to draw now: all of them, or the first ones until the rest have had their turn. */
function useProgressiveRows<T>(rows: T[]): T[] {
  const [grown, setGrown] = useState(false)
  const all = grown || rows.length <= FIRST_PAINT_ROWS
  useEffect(() => {
    if (all) return
    const frame = requestAnimationFrame(() => startTransition(() => setGrown(true)))
    return () => cancelAnimationFrame(frame)
  }, [all])
  return all ? rows : rows.slice(0, FIRST_PAINT_ROWS)
}

/** Renders a table in Ferrite's look: mono caps headers, hairline rows, compact cells. */
export function TableView<Row>({
  table,
  bodyOverlay,
  className,
  stale,
  sort,
  onSort,
}: TableViewProps<Row>) {
  const columnCount = table.columns.length
  const lastIndex = columnCount - 1
  const hasMenu = table.columns.at(-1)?.id === 'menu'
  const rows = useProgressiveRows(table.rows)
  return (
    <div className={cn('overflow-x-auto rounded-lg border border-line bg-default', className)}>
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <thead className="bg-raise">
          <tr className="border-b border-line bg-raise">
            {table.columns.map((column, i) => {
              const id = column.id
              const dir = sort?.id === id ? (sort.desc ? 'descending' : 'ascending') : undefined
              return (
                <th
                  key={id}
                  scope="col"
                  aria-sort={
                    onSort && column.columnDef.meta?.sortValue ? (dir ?? 'none') : undefined
                  }
                  className={cn(
                    'text-mono-caps h-9 px-3 font-normal whitespace-nowrap text-tertiary',
                    id === 'menu' && 'w-12',
                    i === 0 && stickyFirst,
                    i === lastIndex && hasMenu && stickyLast,
                  )}
                >
                  <HeaderContent table={table} column={column} sort={sort} onSort={onSort} />
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody className={cn('transition-opacity', stale && 'opacity-60')}>
          {bodyOverlay ? (
            <tr>
              <td colSpan={columnCount} className="p-0">
                {bodyOverlay}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={row.id}
                className="border-b border-line bg-default transition-colors last:border-0 hover:bg-raise"
              >
                {table.columns.map((column, i) => (
                  <td
                    key={column.id}
                    // the selection cell is named for what it is, not after its row (the row's
                    // name cell is the one a "cell named web-1" means)
                    aria-label={column.id === 'select' ? 'Selection' : undefined}
                    className={cn(
                      'h-11 px-3 text-secondary',
                      column.columnDef.meta?.truncate && 'w-1/3 max-w-0 min-w-32',
                      // the first column names the row: wide enough to tell rows apart
                      column.columnDef.meta?.truncate && i === 0 && 'min-w-44',
                      column.id === 'menu' && 'w-12 px-1 text-right',
                      i === 0 && stickyFirst,
                      i === lastIndex && hasMenu && stickyLast,
                    )}
                  >
                    {renderCell(table, column, row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
