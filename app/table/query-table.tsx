import {
  keepPreviousData,
  useQuery,
  type DataTag,
  type QueryFunction,
  type QueryKey,
} from '@tanstack/react-query'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react'

import { type TableColumn } from './columns'
import { rowActionsColumn, type RowAction } from './row-actions'
import { TableView } from './table'
import { type ApiError } from '~/api/errors'
import { Message } from '~/ui/message'
import { Pagination } from '~/ui/pagination'
import { Spinner } from '~/ui/spinner'
import { PAGE_SIZE } from '~/util/constants'

/** One page of a list endpoint. */
export type ListPage<Row> = { items: Row[]; nextPage?: string | null }

/** What `q`/`qList` return, narrowed to what the table needs (the key carries the data type). */
export type PageQuery<D> = {
  queryKey: DataTag<QueryKey, D, ApiError>
  queryFn?: QueryFunction<D, QueryKey, never>
}

export type QueryTableOptions<Row> = {
  /** Query options for one page, e.g. `(t) => qList('projectList', {}, t)`. */
  query: (pageToken?: string) => PageQuery<ListPage<Row>>
  columns: TableColumn<Row>[]
  emptyState: ReactNode
  rowActions?: (row: Row) => RowAction[]
  /** Row identity for React keys and "Copy ID"; defaults to the row's `id` field. */
  getId?: (row: Row) => string | undefined
  /** Must match the page size the query asks for. */
  pageSize?: number
}

/** Every scrolled ancestor back to the top, and the window, so a new page starts at its head. */
function scrollToTop(el: HTMLElement | null) {
  for (let node = el?.parentElement; node; node = node.parentElement) {
    if (node.scrollTop > 0) node.scrollTop = 0
  }
  if (typeof window.scrollTo === 'function' && window.scrollY > 0) window.scrollTo(0, 0)
}

const rowIdOf = (row: unknown): string | undefined =>
  row && typeof row === 'object' && 'id' in row && typeof row.id === 'string' ? row.id : undefined

/**
 * A paginated list: fetches one page at a time (cursor tokens kept on a stack in component
 * state, not in the URL), keeps the previous page on screen while the next loads, and shows
 * the empty state only when the first page is empty.
 */
export function useQueryTable<Row>({
  query,
  columns,
  emptyState,
  rowActions,
  getId,
  pageSize = PAGE_SIZE,
}: QueryTableOptions<Row>): {
  table: ReactElement
  data: ListPage<Row> | undefined
  /** When the shown page last arrived (ms since the epoch; 0 before it has). */
  dataUpdatedAt: number
} {
  const container = useRef<HTMLDivElement>(null)
  // tokens of the pages before the current one; reset when the list itself changes
  const listKey = JSON.stringify(query(undefined).queryKey)
  const [pages, setPages] = useState<{ key: string; tokens: string[] }>({
    key: listKey,
    tokens: [],
  })
  const tokens = pages.key === listKey ? pages.tokens : []
  const current = tokens.at(-1)

  const result = useQuery({ ...query(current), placeholderData: keepPreviousData })
  const { data, error, isPending, isPlaceholderData, isFetching } = result
  const rows = useMemo(() => data?.items ?? [], [data])

  const allColumns = useMemo(
    () =>
      rowActions ? [...columns, rowActionsColumn<Row>(rowActions, getId ?? rowIdOf)] : columns,
    [columns, rowActions, getId],
  )
  // no React Compiler here: TanStack Table's instance is deliberately mutable
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<Row>({
    data: rows,
    columns: allColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row, index) => (getId ?? rowIdOf)(row) ?? String(index),
  })

  const go = (next: string[]) => {
    setPages({ key: listKey, tokens: next })
    scrollToTop(container.current)
  }

  const firstPage = tokens.length === 0
  let overlay: ReactNode = null
  if (isPending) {
    overlay = (
      <div className="flex items-center justify-center gap-2 py-14 text-tertiary">
        <Spinner label="Loading" /> Loading…
      </div>
    )
  } else if (error && !data) {
    overlay = (
      <div className="p-4">
        <Message variant="error" title="Could not load the list" content={error.message} />
      </div>
    )
  }

  const element =
    !isPending && !error && firstPage && rows.length === 0 ? (
      <div ref={container} className="rounded-lg border border-line bg-default">
        {emptyState}
      </div>
    ) : (
      <div ref={container}>
        <TableView table={table} bodyOverlay={overlay} stale={isPlaceholderData} />
        <Pagination
          pageSize={pageSize}
          hasPrev={!firstPage}
          hasNext={!!data?.nextPage && !isPlaceholderData}
          onPrev={() => go(tokens.slice(0, -1))}
          onNext={() => data?.nextPage && go([...tokens, data.nextPage])}
          loading={isPlaceholderData && isFetching}
        />
      </div>
    )

  return { table: element, data, dataUpdatedAt: result.dataUpdatedAt }
}
