import { type ReactNode } from 'react'

/**
 * A short list held in one response (a receiver's secrets, a group's members, a lot's blocks):
 * no paging, filter or export, a header row and rows of cells styled like the query tables.
 * An empty header names an actions column for screen readers; `empty` is said instead of an
 * empty table.
 */
export function SimpleTable({
  label,
  headers,
  rows,
  empty,
}: {
  label: string
  headers: string[]
  rows: { key: string; cells: ReactNode[] }[]
  empty?: ReactNode
}) {
  if (rows.length === 0 && empty) return <p className="text-sm text-secondary">{empty}</p>
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-default">
      <table className="w-full border-collapse text-left text-sm" aria-label={label}>
        <thead className="bg-raise">
          <tr className="border-b border-line">
            {headers.map((h, i) => (
              <th
                key={h || i}
                scope="col"
                className="text-mono-caps h-9 px-3 font-normal whitespace-nowrap text-tertiary"
              >
                {h || <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.key}
              className="border-b border-line bg-default transition-colors last:border-0 hover:bg-raise"
            >
              {row.cells.map((cell, i) => (
                <td key={i} className="h-11 px-3 text-secondary">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
