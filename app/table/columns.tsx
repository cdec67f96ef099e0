import { type ColumnDef } from '@tanstack/react-table'
import { Link } from 'react-router'

import { CopyButton } from '~/ui/copy-button'
import { Tooltip } from '~/ui/tooltip'
import { Truncate } from '~/ui/truncate'
import { formatDateTime } from '~/util/date'
import { formatBytes } from '~/util/units'

/**
 * Column presets shared by list pages. Each takes the row type as a parameter and returns a
 * column keyed by the field; headers are the lower-case field name (shown in mono caps).
 * Any column list is a `TableColumn<Row>[]`.
 */
export type TableColumn<Row> = ColumnDef<Row, never>

export { formatDateTime }

/** The name, as a link to the resource's page. */
export function nameLinkColumn<Row extends { name: string }>(
  to: (row: Row) => string,
  header = 'name',
): ColumnDef<Row, string> {
  return {
    id: 'name',
    header,
    accessorFn: (row) => row.name,
    cell: (info) => (
      <Link
        to={to(info.row.original)}
        className="font-medium whitespace-nowrap text-fg underline-offset-2 hover:text-accent hover:underline"
      >
        {info.getValue()}
      </Link>
    ),
  }
}

/** A plain text column for a string field. */
export function textColumn<Row>(
  key: keyof Row & string,
  header: string = key,
): ColumnDef<Row, Row[keyof Row & string]> {
  return {
    id: key,
    header,
    accessorFn: (row) => row[key],
    cell: (info) => {
      const v = info.getValue()
      return v === null || v === undefined || v === '' ? (
        <span className="text-quaternary">—</span>
      ) : (
        String(v)
      )
    },
  }
}

const DESCRIPTION_MAX = 60

/** Description cut to one line; the full text in a tooltip (rendered as text, never as HTML). */
export function descriptionColumn<Row extends { description: string }>(
  header = 'description',
): ColumnDef<Row, string> {
  return {
    id: 'description',
    header,
    accessorFn: (row) => row.description,
    cell: (info) => {
      const text = info.getValue()
      if (!text) return <span className="text-quaternary">—</span>
      if (text.length <= DESCRIPTION_MAX) return <span className="text-secondary">{text}</span>
      return (
        <Tooltip content={text}>
          <span tabIndex={0} className="cursor-default rounded-sm whitespace-nowrap text-secondary">
            {text.slice(0, DESCRIPTION_MAX - 1)}…
          </span>
        </Tooltip>
      )
    },
  }
}

type DateKey<Row> = {
  [K in keyof Row]: Row[K] extends Date | string | null | undefined ? K : never
}[keyof Row] &
  string

/** A timestamp as "MMM d, yyyy, h:mm a", the full ISO time in a title. */
export function dateColumn<Row>(
  key: DateKey<Row>,
  header = 'created',
): ColumnDef<Row, Date | string | null | undefined> {
  return {
    id: key,
    header,
    accessorFn: (row) => row[key] as Date | string | null | undefined,
    cell: (info) => {
      const v = info.getValue()
      if (!(v instanceof Date) && typeof v !== 'string')
        return <span className="text-quaternary">—</span>
      const d = new Date(v)
      return (
        <time
          dateTime={d.toISOString()}
          title={d.toISOString()}
          className="whitespace-nowrap text-tertiary"
        >
          {formatDateTime(d)}
        </time>
      )
    },
  }
}

/** The id, middle-truncated, with a copy button. */
export function idColumn<Row extends { id: string }>(header = 'id'): ColumnDef<Row, string> {
  return {
    id: 'id',
    header,
    accessorFn: (row) => row.id,
    cell: (info) => (
      <span className="inline-flex items-center gap-1 font-mono text-xs text-tertiary">
        <Truncate text={info.getValue()} maxLength={12} />
        <CopyButton text={info.getValue()} label="Copy ID" />
      </span>
    ),
  }
}

type NumberKey<Row> = { [K in keyof Row]: Row[K] extends number ? K : never }[keyof Row] & string

/** A byte count in 1024-based units (GiB, TiB). */
export function sizeColumn<Row>(
  key: NumberKey<Row> = 'size' as NumberKey<Row>,
  header = 'size',
): ColumnDef<Row, number> {
  return {
    id: key,
    header,
    accessorFn: (row) => row[key] as number,
    cell: (info) => {
      const v = info.getValue()
      return typeof v === 'number' ? (
        <span className="whitespace-nowrap">{formatBytes(v)}</span>
      ) : (
        <span className="text-quaternary">—</span>
      )
    },
  }
}
