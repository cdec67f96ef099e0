import { Link } from 'react-router'

import { type TufRepo, type UpdatesTrustRoot } from '~/api/__generated__/Api'
import { pb } from '~/api/path-builder'
import { accessorColumn, dateColumn, formatDateTime, type ViewColumn } from '~/table/columns'
import { Badge } from '~/ui/badge'
import { CopyButton } from '~/ui/copy-button'
import { Truncate } from '~/ui/truncate'

import { rootField } from './trust-root'

/** The releases table's columns; the target release is badged. */
export const repoColumns = (target: string | undefined): ViewColumn<TufRepo>[] => [
  accessorColumn({
    id: 'version',
    header: 'version',
    accessorFn: (r) => r.systemVersion,
    cell: ({ row }) => (
      <span className="inline-flex items-center gap-2">
        <Link
          to={pb.updateRepository({ systemVersion: row.original.systemVersion })}
          className="font-mono text-fg underline-offset-2 hover:underline"
        >
          {row.original.systemVersion}
        </Link>
        {row.original.systemVersion === target && <Badge color="accent">Target</Badge>}
      </span>
    ),
  }),
  dateColumn<TufRepo>('timeCreated', 'uploaded'),
  accessorColumn({
    id: 'file',
    header: 'file',
    accessorFn: (r) => r.fileName,
    cell: ({ row }) => <span className="font-mono text-xs">{row.original.fileName}</span>,
  }),
]

/** The trust roots table's columns. */
export const rootColumns: ViewColumn<UpdatesTrustRoot>[] = [
  accessorColumn({
    id: 'id',
    header: 'id',
    accessorFn: (r) => r.id,
    cell: ({ row }) => (
      <span className="inline-flex items-center gap-1">
        <Link
          to={pb.trustRoot({ trustRootId: row.original.id })}
          className="text-fg underline-offset-2 hover:underline"
        >
          <Truncate text={row.original.id} maxLength={12} />
        </Link>
        <CopyButton text={row.original.id} label="Copy ID" />
      </span>
    ),
  }),
  accessorColumn({
    id: 'root version',
    header: 'root version',
    accessorFn: (r) => rootField(r, 'version'),
    cell: ({ row }) => rootField(row.original, 'version') ?? '—',
  }),
  accessorColumn({
    id: 'expires',
    header: 'expires',
    accessorFn: (r) => rootField(r, 'expires'),
    cell: ({ row }) => {
      const e = rootField(row.original, 'expires')
      return e ? formatDateTime(new Date(e)) : '—'
    },
  }),
  dateColumn<UpdatesTrustRoot>('timeCreated', 'added'),
]
