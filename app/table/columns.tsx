import { type ColumnDef, type RowData } from '@tanstack/react-table'
import { type ReactNode } from 'react'
import { Link } from 'react-router'

import { type SortValue } from './list-state'
import { CopyButton } from '~/ui/copy-button'
import { CutInMiddle, OverflowText, Truncate } from '~/ui/truncate'
import { formatDateTime } from '~/util/date'
import { formatBytes } from '~/util/units'

declare module '@tanstack/react-table' {
  // the list toolkit's knowledge of a column (type parameters must match TanStack's)
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Header text for the column chooser and the CSV header, when the header is not text. */
    label?: string
    /** What the column sorts by; a column with one gets a sort button in its header. */
    sortValue?: (row: TData) => SortValue
    /** The cell as CSV text; the accessor's value by default. */
    exportValue?: (row: TData) => unknown
    /** The cell cuts its text to the column (names, descriptions, IDs, addresses). */
    truncate?: boolean
    /**
     * A control beside the header (an info button). Kept out of the sort button, so the
     * header never nests one control in another.
     */
    headerAside?: ReactNode
  }
}

/**
 * Column presets shared by list pages. Each takes the row type as a parameter and returns a
 * column keyed by what it shows; headers are lower-case (shown in mono caps).
 * Any column list is a `TableColumn<Row>[]`.
 */
export type TableColumn<Row> = ColumnDef<Row, never>

export { formatDateTime }

const none = <span className="text-quaternary">—</span>

/**
 * The name, as a link to the resource's page; cut in the middle to the column (names that share a
 * prefix stay apart on a phone), whole in the link's name and on hover and focus.
 */
export function nameLinkColumn<Row extends { name: string }>(
  to: (row: Row) => string,
  header = 'name',
): TableColumn<Row> {
  return {
    id: 'name',
    header,
    accessorFn: (row) => row.name as never,
    meta: { sortValue: (row) => row.name, truncate: true },
    cell: (info) => {
      const name = info.row.original.name
      return (
        <OverflowText text={name}>
          <Link
            to={to(info.row.original)}
            aria-label={name}
            className="inline-flex max-w-full font-medium text-fg underline-offset-2 hover:text-accent hover:underline"
          >
            <CutInMiddle text={name} />
          </Link>
        </OverflowText>
      )
    },
  }
}

/** A link to another resource by its name (an instance's disk, a NIC's VPC); empty shows "—". */
export function linkColumn<Row>(
  id: string,
  header: string,
  name: (row: Row) => string | null | undefined,
  to: (row: Row) => string | null,
): TableColumn<Row> {
  return {
    id,
    header,
    accessorFn: (row) => (name(row) ?? '') as never,
    meta: { sortValue: (row) => name(row), truncate: true },
    cell: ({ row }) => {
      const text = name(row.original)
      if (!text) return none
      const href = to(row.original)
      return (
        <OverflowText text={text}>
          {href ? (
            <Link
              to={href}
              className="text-secondary underline-offset-2 hover:text-fg hover:underline"
            >
              {text}
            </Link>
          ) : (
            text
          )}
        </OverflowText>
      )
    },
  }
}

/** A plain text column for a string field, cut to the column. */
export function textColumn<Row>(key: keyof Row & string, header: string = key): TableColumn<Row> {
  return {
    id: key,
    header,
    accessorFn: (row) => row[key] as never,
    meta: { truncate: true },
    cell: (info) => {
      const v = info.row.original[key]
      return v === null || v === undefined || v === '' ? none : <OverflowText text={String(v)} />
    },
  }
}

/** Texts longer than this get a tab stop, so the keyboard reaches their whole text too. */
const FOCUSABLE_TEXT_MIN = 40

/** Description cut to the column; the full text on hover and focus (always as text, never HTML). */
export function descriptionColumn<Row extends { description: string }>(
  header = 'description',
): TableColumn<Row> {
  return {
    id: 'description',
    header,
    accessorFn: (row) => row.description as never,
    meta: { truncate: true },
    cell: (info) => {
      const text = info.row.original.description
      if (!text) return none
      return (
        <OverflowText
          text={text}
          focusable={text.length > FOCUSABLE_TEXT_MIN}
          className="text-secondary"
        />
      )
    },
  }
}

type DateKey<Row> = {
  [K in keyof Row]: Row[K] extends Date | string | null | undefined ? K : never
}[keyof Row] &
  string

/** A time as text, the ISO time in a title; a missing one as `empty` ("—", or "Never"). */
export function DateCell({ value, empty }: { value: unknown; empty?: ReactNode }) {
  if (!(value instanceof Date) && typeof value !== 'string') {
    return empty ? <span className="text-tertiary">{empty}</span> : none
  }
  const d = new Date(value)
  return (
    <time
      dateTime={d.toISOString()}
      title={d.toISOString()}
      className="whitespace-nowrap text-tertiary"
    >
      {formatDateTime(d)}
    </time>
  )
}

/**
 * A timestamp as "Mar 3, 2026, 2:36 PM". The column's id is its header ("created", "modified",
 * "expires"), which is also its key in `?sort=`. `empty` is what a missing time says ("Never").
 */
export function dateColumn<Row>(
  key: DateKey<Row>,
  header = 'created',
  empty?: string,
): TableColumn<Row> {
  const value = (row: Row) => row[key] as Date | string | null | undefined
  return {
    id: header,
    header,
    accessorFn: (row) => value(row) as never,
    meta: {
      sortValue: value,
      exportValue: (row) => {
        const v = value(row)
        return v ? new Date(v).toISOString() : (empty ?? '')
      },
    },
    cell: ({ row }) => <DateCell value={value(row.original)} empty={empty} />,
  }
}

/** The ID, middle-truncated, with a copy button; the whole ID in the accessibility tree. */
export function idColumn<Row extends { id: string }>(header = 'id'): TableColumn<Row> {
  return {
    id: 'id',
    header,
    accessorFn: (row) => row.id as never,
    meta: { label: 'id' },
    cell: (info) => <IdCell id={info.row.original.id} />,
  }
}

export function IdCell({ id }: { id: string }) {
  return (
    <span className="inline-flex items-center gap-1 font-mono text-xs whitespace-nowrap text-tertiary">
      <Truncate text={id} maxLength={12} />
      <CopyButton text={id} label="Copy ID" />
    </span>
  )
}

type NumberKey<Row> = { [K in keyof Row]: Row[K] extends number ? K : never }[keyof Row] & string

/** A byte count in 1024-based units (GiB, TiB); sorts and exports as the number of bytes. */
export function sizeColumn<Row>(
  key: NumberKey<Row> = 'size' as NumberKey<Row>,
  header = 'size',
): TableColumn<Row> {
  const value = (row: Row) => row[key] as number
  return {
    id: header,
    header,
    accessorFn: (row) => value(row) as never,
    meta: { sortValue: value },
    cell: ({ row }) => {
      const v = value(row.original)
      return typeof v === 'number' ? (
        <span className="whitespace-nowrap">{formatBytes(v)}</span>
      ) : (
        none
      )
    },
  }
}

/**
 * A state as a badge: `render` draws it (e.g. InstanceStateBadge), the column sorts and exports
 * the state's text and its id is `state`, as in `?sort=state`.
 */
export function stateColumn<Row>(
  state: (row: Row) => string,
  render: (row: Row) => ReactNode,
  header = 'state',
): TableColumn<Row> {
  return {
    id: 'state',
    header,
    accessorFn: (row) => state(row) as never,
    meta: { sortValue: state },
    cell: ({ row }) => render(row.original),
  }
}

/** What a column is called in the chooser and the CSV header. */
export function columnLabel<Row>(column: ColumnDef<Row, never>): string {
  if (column.meta?.label) return column.meta.label
  return typeof column.header === 'string' ? column.header : (column.id ?? '')
}
