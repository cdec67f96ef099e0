import {
  useQuery,
  type DataTag,
  type QueryFunction,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query'
import {
  useCallback,
  useDeferredValue,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react'

import { qAll, queryClient, type ParamsOf } from '~/api/client'
import { type ApiError } from '~/api/errors'
import { Button } from '~/ui/button'
import { Message } from '~/ui/message'
import { Pagination } from '~/ui/pagination'
import { Spinner } from '~/ui/spinner'
import { PAGE_SIZE } from '~/util/constants'

import { useBulk, type BulkOptions } from './bulk-actions'
import { selectionColumn } from './bulk-column'
import { readColumnPrefs, writeColumnPrefs } from './column-prefs'
import { columnLabel, type TableColumn } from './columns'
import {
  buildHaystacks,
  defaultFilterFields,
  filterRows,
  filterTerms,
  formatSort,
  LIST_PARAMS,
  parsePage,
  parseSort,
  sortRows,
  type FacetSelection,
} from './list-state'
import { rowActionsColumn, rowIdOf, type RowAction } from './row-actions'
import { emptySelection } from './selection'
import { withStandardColumns } from './standard-columns'
import { TableView } from './table'
import { tableModel } from './table-model'
import { ColumnChooser, ExportButtons, FacetControl, FilterBox, LoadingAll } from './toolbar'
import { useListUrl } from './use-list-url'

/** One page of a list endpoint. */
export type ListPage<Row> = { items: Row[]; nextPage?: string | null }

/** What `q`/`qList` return, narrowed to what the table needs (the key carries the data type). */
export type PageQuery<D> = {
  queryKey: DataTag<QueryKey, D, ApiError>
  queryFn?: QueryFunction<D, QueryKey, never>
  /** A polling list's interval; the all-items query refetches with the same one. */
  refetchInterval?: UseQueryOptions<D, ApiError>['refetchInterval']
}

/** A list's states as a listbox beside the filter; its value lives in `?{id}=`. */
export type Facet<Row> = {
  id: string
  label: string
  options: readonly string[]
  value: (row: Row) => string
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
  /** Plural, lower-case: "instances" ("No instances match web", the export's file name). */
  noun?: string
  facets?: readonly Facet<Row>[]
  /** What the filter matches; name, description and ID by default. */
  filterFields?: (row: Row) => unknown[]
  /** Every item of the list; `qAll` of the page's operation by default. */
  allQuery?: PageQuery<ListPage<Row>>
  /** A checkbox column and a bar of actions on the selected rows (./bulk-actions.tsx). */
  bulk?: BulkOptions<Row>
}

/** Every scrolled ancestor back to the top, and the window, so a new page starts at its head. */
function scrollToTop(el: HTMLElement | null) {
  for (let node = el?.parentElement; node; node = node.parentElement) {
    if (node.scrollTop > 0) node.scrollTop = 0
  }
  if (typeof window.scrollTo === 'function' && window.scrollY > 0) window.scrollTo(0, 0)
}

/** The same list, every page (1,000 a request), keyed like `qAll` so pickers share it. */
function allItemsQuery<Row>(page: PageQuery<ListPage<Row>>) {
  const [method, params] = page.queryKey as unknown as [string, { query?: object }]
  const { limit: _l, pageToken: _t, ...query } = (params.query ?? {}) as Record<string, unknown>
  void _l
  void _t
  const all = qAll(method as 'projectList', { ...params, query } as ParamsOf<'projectList'>)
  return all as unknown as PageQuery<ListPage<Row>>
}

/**
 * A list with the toolkit: a filter over name, description and ID, facets, sortable headers,
 * a column chooser and CSV/JSON export, all of it in the query string. With nothing chosen it
 * shows the API's first page at once; a filter, a sort, a facet or a later page reads every
 * item once (showing that it does), then filters, sorts and pages in the browser.
 */
export function useQueryTable<Row>({
  query,
  columns,
  emptyState,
  rowActions,
  getId,
  pageSize = PAGE_SIZE,
  noun = 'items',
  facets = [],
  filterFields = defaultFilterFields,
  allQuery: allOverride,
  bulk,
}: QueryTableOptions<Row>): {
  table: ReactElement
  data: ListPage<Row> | undefined
  /** When the shown data last arrived (ms since the epoch; 0 before it has). */
  dataUpdatedAt: number
} {
  const container = useRef<HTMLDivElement>(null)
  const { params, update, text, urlText, changeText, clearText } = useListUrl()
  const filterText = useDeferredValue(text.trim())
  const sort = parseSort(params.get(LIST_PARAMS.sort))
  const facetValues = facets.map((f) => params.get(f.id) ?? '')
  const facetKey = facetValues.join('\n')
  const page = text.trim() === urlText ? parsePage(params.get(LIST_PARAMS.page)) : 1
  const active = !!filterText || !!sort || facetValues.some(Boolean) || page > 1

  const firstPage = query(undefined)
  const first = useQuery(firstPage)
  const allQuery = allOverride ?? allItemsQuery(firstPage)
  const [selection, setSelection] = useState(emptySelection)
  const all = useQuery({
    ...allQuery,
    refetchInterval: firstPage.refetchInterval,
    // a selection may take every matching row, and keeps only rows the whole list still has
    enabled: active || selection.ids.size > 0,
  })

  // until every item is in, the first page is filtered and sorted as a preview (marked stale)
  const complete = !!all.data
  const items = all.data?.items ?? (active ? first.data?.items : undefined)
  // pages may give their filter fields and columns as new functions on every render (the VPC
  // tabs, the users list): what they read of a row does not change, so the haystacks, the
  // filter and the sort of every item are worked out again only when the items or the choices
  // do, not on each render (a poll, a toast, a keystroke elsewhere)
  const haystacks = useMemo(
    () => (items ? buildHaystacks(items, filterFields) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [items],
  )
  const sample = first.data?.items[0] ?? items?.[0]
  // only whether rows have these fields matters, not which row is the sample
  const sampleFields = Object.keys(sample ?? {}).join()
  const hasActions = !!rowActions
  const hasBulk = !!bulk
  const { all: allColumns, hidden: standardHidden } = useMemo(() => {
    const std = withStandardColumns(columns, sample)
    const withSelect = hasBulk ? [selectionColumn<Row>(), ...std.all] : std.all
    return {
      all: hasActions ? [...withSelect, rowActionsColumn<Row>()] : withSelect,
      hidden: std.hidden,
    }
    // the sample is read for its fields only (sampleFields)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [columns, hasActions, hasBulk, sampleFields])

  const columnIds = allColumns.map((c) => c.id).join()

  /** The rows of `list` that match the filter and facets, in the chosen order. */
  const select = (list: readonly Row[], hay: readonly string[]) => {
    const selections: FacetSelection<Row>[] = facets.flatMap((f, i) =>
      facetValues[i] ? [{ value: f.value, selected: facetValues[i] }] : [],
    )
    const filtered = filterRows(list, hay, filterTerms(filterText), selections)
    const sortValue = sort && allColumns.find((c) => c.id === sort.id)?.meta?.sortValue
    return sortValue && sort ? sortRows(filtered, sortValue, sort.desc) : filtered
  }
  const matching = useMemo(
    () => (items ? select(items, haystacks) : undefined),
    // facet definitions are static per list (their chosen values are in facetKey), and so is
    // what a column of a given id sorts by
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [items, haystacks, filterText, facetKey, sort?.id, sort?.desc, columnIds],
  )

  const pageCount = matching ? Math.max(1, Math.ceil(matching.length / pageSize)) : 1
  const shownPage = Math.min(page, pageCount)
  const rows = useMemo(() => {
    if (active && matching) return matching.slice((shownPage - 1) * pageSize, shownPage * pageSize)
    // a list the API gives whole (a VPC's 1,024 firewall rules) is paged here too
    return first.data?.items.slice(0, pageSize) ?? []
    // the lint's compiler reads `active` as mutable (it comes from the URL's parameters); it is a
    // boolean of this render. The build does not run the compiler.
    // eslint-disable-next-line react-hooks/preserve-manual-memoization
  }, [active, matching, shownPage, pageSize, first.data])
  // the first page holds more than a page when the API answers with the whole list
  const wholeList = !first.data?.nextPage && (first.data?.items.length ?? 0) > pageSize
  const summaryOf = (total: number) =>
    `${(shownPage - 1) * pageSize + 1}–${Math.min(shownPage * pageSize, total)} of ${total.toLocaleString()}`

  // column visibility: defaults (standard extras hidden) under the user's saved choices
  const listId = String(firstPage.queryKey[0])
  const [prefs, setPrefs] = useState(() => readColumnPrefs(listId))
  const visibility: Record<string, boolean> = useMemo(
    () => ({ ...Object.fromEntries(standardHidden.map((id) => [id, false])), ...prefs }),
    [standardHidden, prefs],
  )
  const toggleColumn = (id: string, visible: boolean) => {
    const next = { ...prefs, [id]: visible }
    setPrefs(next)
    writeColumnPrefs(listId, next)
  }

  // a row's id for the table and the selection: the bulk options' own, when the API's changes
  const selectBy = bulk?.selectBy
  const idOf = useCallback(
    (row: Row) => selectBy?.(row) ?? (getId ?? rowIdOf)(row) ?? '',
    [getId, selectBy],
  )
  const { meta: selectionMeta, bar } = useBulk(
    bulk,
    idOf,
    { existing: all.data?.items ?? first.data?.items, page: rows, matching },
    selection,
    setSelection,
  )

  const table = tableModel<Row>({
    data: rows,
    columns: allColumns,
    getRowId: (row, index) => selectBy?.(row) ?? (getId ?? rowIdOf)(row) ?? String(index),
    visibility,
    meta: { rowActions, copyId: getId ?? rowIdOf, selection: selectionMeta },
  })

  const go = (n: number) => {
    update({ [LIST_PARAMS.page]: n > 1 ? String(n) : null })
    scrollToTop(container.current)
  }
  const onSort = (id: string) => {
    // ascending, then descending, then the API's order
    const next = sort?.id !== id ? { id, desc: false } : sort.desc ? null : { id, desc: true }
    update({ [LIST_PARAMS.sort]: next && formatSort(next), [LIST_PARAMS.page]: null })
  }
  const clearFilter = () => {
    clearText()
    update({
      [LIST_PARAMS.filter]: null,
      [LIST_PARAMS.page]: null,
      ...Object.fromEntries(facets.map((f) => [f.id, null])),
    })
  }

  const ownColumn = (c: TableColumn<Row>) => c.id !== 'menu' && c.id !== 'select'
  const visibleColumns = allColumns.filter((c) => ownColumn(c) && visibility[c.id ?? ''] !== false)
  const exportRows = async (kind: 'csv' | 'json') => {
    // every matching row: what is loaded, or the whole list read now
    let source = complete && matching
    if (!source) {
      const everything = (await queryClient.fetchQuery(allQuery)).items
      source = select(everything, buildHaystacks(everything, filterFields))
    }
    const name = `${noun.replace(/\s+/g, '-')}.${kind}`
    // the export's code loads on its first use, not with the list
    const [{ download }, { csvOf }] = await Promise.all([
      import('~/util/download'),
      import('./export'),
    ])
    if (kind === 'json') {
      download(JSON.stringify(source, null, 2), name, 'application/json')
      return
    }
    // the visible columns, in the table's order, as their cells word them
    download(await csvOf(visibleColumns, source, queryClient), name, 'text/csv')
  }

  const loadingAll = active && all.isPending
  const filtered = !!filterText || facetValues.some(Boolean)
  let overlay: ReactNode = null
  if (first.isPending && !(active && matching)) {
    overlay = (
      <div className="flex items-center justify-center gap-2 py-14 text-tertiary">
        <Spinner label="Loading" /> Loading…
      </div>
    )
  } else if ((first.error && !first.data) || (active && all.error && !all.data)) {
    overlay = (
      <div className="p-4">
        <Message
          variant="error"
          title="Could not load the list"
          content={(first.error ?? all.error)?.message}
        />
      </div>
    )
  } else if (active && complete && matching && matching.length === 0 && filtered) {
    const terms = [filterText, ...facetValues.filter(Boolean)].filter(Boolean).join(', ')
    overlay = (
      <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <p className="text-sm text-secondary">
          No {noun} match <span className="font-medium text-fg">{terms}</span>
        </p>
        <Button variant="ghost" size="sm" onClick={clearFilter}>
          Clear filter
        </Button>
      </div>
    )
  }

  const emptyList = !active && !first.isPending && !first.error && rows.length === 0
  const element = emptyList ? (
    <div ref={container} className="rounded-lg border border-line bg-default">
      {emptyState}
    </div>
  ) : (
    <div ref={container} className="min-w-0">
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <FilterBox value={text} onChange={changeText} noun={noun} />
        {facets.map((f, i) => (
          <FacetControl
            key={f.id}
            label={f.label}
            options={f.options}
            value={facetValues[i] ?? ''}
            onChange={(v) => update({ [f.id]: v || null, [LIST_PARAMS.page]: null })}
          />
        ))}
        {loadingAll && <LoadingAll noun={noun} />}
        <div className="ml-auto flex items-center gap-2">
          <ColumnChooser
            columns={allColumns.filter(ownColumn).map((c, i) => ({
              id: c.id ?? '',
              label: columnLabel(c),
              visible: visibility[c.id ?? ''] !== false,
              locked: i === 0,
            }))}
            onToggle={toggleColumn}
          />
          <ExportButtons onExport={exportRows} />
        </div>
      </div>
      <TableView
        table={table}
        bodyOverlay={overlay}
        stale={loadingAll}
        sort={sort}
        onSort={onSort}
      />
      {bar}
      <Pagination
        pageSize={pageSize}
        hasPrev={page > 1}
        hasNext={active && complete ? shownPage < pageCount : !!first.data?.nextPage || wholeList}
        onPrev={() => go(shownPage - 1)}
        onNext={() => go(shownPage + 1)}
        loading={loadingAll}
        summary={
          active && complete && matching && matching.length > 0
            ? summaryOf(matching.length)
            : !active && wholeList
              ? summaryOf(first.data?.items.length ?? 0)
              : undefined
        }
      />
    </div>
  )

  return {
    table: element,
    data: first.data,
    dataUpdatedAt: active ? all.dataUpdatedAt : first.dataUpdatedAt,
  }
}
