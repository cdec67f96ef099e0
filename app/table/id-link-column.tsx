import { Link } from 'react-router'

import { middleTruncate } from '~/ui/truncate'

import { accessorColumn, type TableColumn } from './columns'

/**
 * The ID as the link to the row's own page, for things that have no name (hardware, support
 * bundles); shown middle-truncated unless `label` shortens it its own way. Its own module, not
 * in ./columns, which every list loads.
 */
export function idLinkColumn<Row extends { id: string }>(
  to: (row: Row) => string,
  label: (id: string) => string = (id) => middleTruncate(id, 18),
): TableColumn<Row> {
  return accessorColumn({
    id: 'id',
    header: 'id',
    accessorFn: (row) => row.id,
    // the whole ID, as the link's title holds it
    meta: { sortValue: (row) => row.id, text: (row) => row.id },
    cell: ({ row }) => (
      <Link
        to={to(row.original)}
        title={row.original.id}
        className="font-mono text-xs whitespace-nowrap text-secondary underline-offset-2 hover:text-fg hover:underline"
      >
        {label(row.original.id)}
      </Link>
    ),
  })
}
