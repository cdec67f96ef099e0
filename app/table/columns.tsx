import { type QueryFunction, type QueryKey } from '@tanstack/react-query'
import { type AccessorFnColumnDef, type ColumnDef, type RowData } from '@tanstack/react-table'
import { type ReactNode } from 'react'
import { Link } from 'react-router'

import { CopyButton } from '~/ui/copy-button'
import { CutInMiddle, OverflowText, Truncate } from '~/ui/truncate'
import { formatDateTime } from '~/util/date'
import { formatBytes } from '~/util/units'

import { type SortValue } from './list-state'

declare module '@tanstack/react-table' {
  // the list toolkit's knowledge of a column (type parameters must match TanStack's)
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Header text for the column chooser and the CSV header, when the header is not text. */
    label?: string
    /** What the column sorts by; a column with one gets a sort button in its header. */
    sortValue?: (row: TData) => SortValue
    /**
     * The cell as text: what the cell shows and what the CSV writes ("10 GiB", a name, a
     * date as shown). An empty text is an empty cell ("—"). A column either has this or a
     * `lookup` (`TableColumn` requires one of them).
     */
    text?: (row: TData) => string
    /** The text of a cell that resolves ids through another query (an instance's name). */
    lookup?: Lookup<TData>
    /** The cell cuts its text to the column (names, descriptions, IDs, addresses). */
    truncate?: boolean
    /**
     * A control beside the header (an info button). Kept out of the sort button, so the
     * header never nests one control in another.
     */
    headerAside?: ReactNode
  }
}

/** A query whose data a lookup column reads (what `q`, `qAll` and `qList` return). */
export type LookupQuery<D> = {
  queryKey: QueryKey
  queryFn?: QueryFunction<D, QueryKey, never>
}

/**
 * A cell's text that needs other queries' data (the project's instances, the IP pools, an
 * instance's external IPs): `queries` says which (none when the row has nothing to resolve),
 * `text` words the row with their data, in the same order (`undefined` while one loads or when
 * it failed). The cell reads it through `useLookupText` (`./lookup-text.ts`); the export ensures the same queries
 * (same cache) first, so it writes what the cell resolves.
 */
export type Lookup<Row> = {
  queries: (row: Row) => LookupQuery<unknown>[]
  text: (row: Row, data: unknown[]) => string
}

/** A lookup through one query, typed by its data. */
export function lookup<Row, D>(
  query: (row: Row) => LookupQuery<D> | null,
  text: (row: Row, data: D | undefined) => string,
): Lookup<Row> {
  return {
    queries: (row) => {
      const one = query(row)
      return one ? [one as LookupQuery<unknown>] : []
    },
    text: (row, data) => text(row, data[0] as D | undefined),
  }
}

/**
 * Column presets shared by list pages. Each takes the row type as a parameter and returns a
 * column keyed by what it shows; headers are lower-case (shown in mono caps).
 * Any column list is a `TableColumn<Row>[]`. A column's text form, which its cell shows and
 * the CSV export writes, is `meta.text` or `meta.lookup`; a column without a custom `cell`
 * shows its accessor's value, which is then its text. The export refuses a column with a
 * custom cell and neither (`columnsWithoutText`), so a list never exports ids or JSON.
 *
 * Each column keeps its own value type where it is declared (`accessorColumn`, the presets);
 * only the list, whose columns hold values of different types, leaves it open, as TanStack's
 * own column lists do.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the list boundary (above)
export type TableColumn<Row> = ColumnDef<Row, any>

/**
 * An accessor column, typed: the accessor's value type reaches its `cell` (`getValue()`),
 * `header` and `footer`, so no cast is needed; the row type comes from the list it goes in (or
 * the accessor's parameter's type). It returns the column as it is.
 */
export const accessorColumn = <Row, V>(
  // the types come from the accessor (and the list), never from a cell's or meta's functions
  column: { id: string; accessorFn: (row: Row, index: number) => V } & AccessorFnColumnDef<
    NoInfer<Row>,
    NoInfer<V>
  >,
): ColumnDef<Row, V> => column

export { formatDateTime }

const none = <span className="text-quaternary">—</span>

/**
 * A column of a table that exports nothing (`RowsTable`, an instance's short lists): no text
 * form required.
 */
export type ViewColumn<Row> = TableColumn<Row>

/**
 * The name, as a link to the resource's page; cut in the middle to the column (names that share a
 * prefix stay apart on a phone), whole in the link's name and on hover and focus.
 */
export function nameLinkColumn<Row extends { name: string }>(
  to: (row: Row) => string,
  header = 'name',
): TableColumn<Row> {
  return accessorColumn({
    id: 'name',
    header,
    accessorFn: (row) => row.name,
    meta: { sortValue: (row) => row.name, truncate: true, text: (row) => row.name },
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
  })
}

/** A link to another resource by its name (an instance's disk, a NIC's VPC); empty shows "—". */
export function linkColumn<Row>(
  id: string,
  header: string,
  name: (row: Row) => string | null | undefined,
  to: (row: Row) => string | null,
): TableColumn<Row> {
  return accessorColumn({
    id,
    header,
    accessorFn: (row) => name(row) ?? '',
    meta: { sortValue: (row) => name(row), truncate: true, text: (row) => name(row) ?? '' },
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
  })
}

/** A plain text column for a string field, cut to the column. */
export function textColumn<Row>(key: keyof Row & string, header: string = key): TableColumn<Row> {
  const text = (row: Row) => {
    const v = row[key]
    return v === null || v === undefined ? '' : String(v as string)
  }
  return accessorColumn({
    id: key,
    header,
    accessorFn: (row) => row[key],
    meta: { truncate: true, text },
    cell: (info) => {
      const v = text(info.row.original)
      return v ? <OverflowText text={v} /> : none
    },
  })
}

/** Texts longer than this get a tab stop, so the keyboard reaches their whole text too. */
const FOCUSABLE_TEXT_MIN = 40

/** Description cut to the column; the full text on hover and focus (always as text, never HTML). */
export function descriptionColumn<Row extends { description: string }>(
  header = 'description',
): TableColumn<Row> {
  return accessorColumn({
    id: 'description',
    header,
    accessorFn: (row) => row.description,
    meta: { truncate: true, text: (row) => row.description },
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
  })
}

type DateKey<Row> = {
  [K in keyof Row]: Row[K] extends Date | string | null | undefined ? K : never
}[keyof Row] &
  string

const isTime = (value: unknown): value is Date | string =>
  (value instanceof Date || typeof value === 'string') && !isNaN(new Date(value).getTime())

/** A time as its cell shows it ("Mar 3, 2026, 2:36 PM"); a missing one as `empty` or ''. */
export const dateText = (value: unknown, empty = '') =>
  isTime(value) ? formatDateTime(new Date(value)) : empty

/** A time as text, the ISO time in a title; a missing one as `empty` ("—", or "Never"). */
export function DateCell({ value, empty }: { value: unknown; empty?: string }) {
  if (!isTime(value)) {
    return empty ? <span className="text-tertiary">{empty}</span> : none
  }
  const d = new Date(value)
  return (
    <time
      dateTime={d.toISOString()}
      title={d.toISOString()}
      className="whitespace-nowrap text-tertiary"
    >
      {dateText(d)}
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
  return accessorColumn({
    id: header,
    header,
    accessorFn: (row) => value(row),
    meta: { sortValue: value, text: (row) => dateText(value(row), empty) },
    cell: ({ row }) => <DateCell value={value(row.original)} empty={empty} />,
  })
}

/** The ID, middle-truncated, with a copy button; the whole ID in the accessibility tree. */
export function idColumn<Row extends { id: string }>(header = 'id'): TableColumn<Row> {
  return accessorColumn({
    id: 'id',
    header,
    accessorFn: (row) => row.id,
    meta: { label: 'id', text: (row) => row.id },
    cell: (info) => <IdCell id={info.row.original.id} />,
  })
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

/** A byte count in 1024-based units ("10 GiB"), shown and exported so; sorts by bytes. */
export function sizeColumn<Row>(
  key: NumberKey<Row> = 'size' as NumberKey<Row>,
  header = 'size',
): TableColumn<Row> {
  const value = (row: Row) => row[key] as number
  const text = (row: Row) => {
    const v = value(row)
    return typeof v === 'number' ? formatBytes(v) : ''
  }
  return accessorColumn({
    id: header,
    header,
    accessorFn: (row) => value(row),
    meta: { sortValue: value, text },
    cell: ({ row }) => {
      const v = text(row.original)
      return v ? <span className="whitespace-nowrap">{v}</span> : none
    },
  })
}

/** A state as its badge words it: underscores read as spaces ("import ready"). */
export const stateText = (state: string) => state.replace(/_/g, ' ')

/**
 * A state as a badge: `render` draws it (e.g. InstanceStateBadge, whose text is `stateText`),
 * the column sorts by the state and exports its text; its id is `state`, as in `?sort=state`.
 */
export function stateColumn<Row>(
  state: (row: Row) => string,
  render: (row: Row) => ReactNode,
  header = 'state',
): TableColumn<Row> {
  return accessorColumn({
    id: 'state',
    header,
    accessorFn: (row) => state(row),
    meta: { sortValue: state, text: (row) => stateText(state(row)) },
    cell: ({ row }) => render(row.original),
  })
}

/** What a column is called in the chooser and the CSV header. */
export function columnLabel<Row>(column: TableColumn<Row>): string {
  if (column.meta?.label) return column.meta.label
  return typeof column.header === 'string' ? column.header : (column.id ?? '')
}
