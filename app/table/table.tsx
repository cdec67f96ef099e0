import { flexRender, type Table as TanTable } from '@tanstack/react-table'
import { type ReactNode } from 'react'

import { cn } from '~/ui/cn'

type TableViewProps<Row> = {
  table: TanTable<Row>
  /** Shown across the whole body instead of rows (loading, error). */
  bodyOverlay?: ReactNode
  className?: string
  /** Dims rows while another page loads. */
  stale?: boolean
}

/** Renders a TanStack table in Ferrite's look: mono caps headers, hairline rows, compact cells. */
export function TableView<Row>({ table, bodyOverlay, className, stale }: TableViewProps<Row>) {
  const columnCount = table.getVisibleLeafColumns().length
  return (
    <div className={cn('overflow-x-auto rounded-lg border border-line bg-default', className)}>
      <table className="w-full border-collapse text-left text-sm">
        <thead className="bg-raise">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="border-b border-line">
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={cn(
                    'text-mono-caps h-9 px-3 font-normal whitespace-nowrap text-tertiary',
                    header.column.id === 'menu' && 'w-12',
                  )}
                >
                  {header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className={cn('transition-opacity', stale && 'opacity-60')}>
          {bodyOverlay ? (
            <tr>
              <td colSpan={columnCount} className="p-0">
                {bodyOverlay}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className="border-b border-line transition-colors last:border-0 hover:bg-raise/60"
              >
                {row.getVisibleCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={cn(
                      'h-11 px-3 text-secondary',
                      cell.column.id === 'menu' && 'w-12 px-1 text-right',
                    )}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
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
