import { Link } from 'react-router'

import { type TableColumn } from '~/table/columns'
import { middleTruncate } from '~/ui/truncate'

/** The ID, middle-truncated, as the link to the row's own page (hardware has no name). */
export function idLinkColumn<Row extends { id: string }>(
  to: (row: Row) => string,
): TableColumn<Row> {
  return {
    id: 'id',
    header: 'id',
    accessorFn: (row) => row.id as never,
    meta: { sortValue: (row) => row.id },
    cell: ({ row }) => (
      <Link
        to={to(row.original)}
        title={row.original.id}
        className="font-mono text-xs whitespace-nowrap text-secondary underline-offset-2 hover:text-fg hover:underline"
      >
        {middleTruncate(row.original.id, 18)}
      </Link>
    ),
  }
}
