/**
 * Bulk actions on a list: the types a list declares them with, and the selection (kept by id:
 * ./selection.ts) with each row's run status for the checkbox column. The bar and the runs
 * (./bulk-run-bar.tsx) load with the first selection: a list that is only read never fetches
 * them (docs/performance.md, "Budgets by kind of page").
 */
import { Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react'

import { type SomeRequest } from '~/api/api-request'
import { type BulkOperation } from '~/bulk/names'
import { preloadable } from '~/ui/preloadable'

import { type RowRunStatus, type SelectionMeta } from './bulk-column'
import type { BulkRunBarProps } from './bulk-run-bar'
import { pageState, prune, setMany, toggle, type Selection } from './selection'

// fetched when a pointer or the focus reaches a checkbox, so that the bar shows with the first
// selection (React's lazy alone holds a newly revealed part back: docs/performance.md)
const BulkRunBar = preloadable(() => import('./bulk-run-bar').then((m) => m.BulkRunBar))
// the bar is typed again by its rows (a lazy component keeps no type parameter)
const Bar = BulkRunBar as unknown as <Row>(props: BulkRunBarProps<Row>) => ReactNode

export type BulkAction<Row> = {
  /** The verb on its button: "Stop" ("Stop 3 of 5", "Stop 3 instances"). */
  label: string
  /** The verb of the summary: "Stopped" ("Stopped 4 instances; 1 failed"). */
  done: string
  variant?: 'danger'
  /** The row menu's capability predicate; absent, the action applies to every row. */
  applies?: (row: Row) => boolean
  /** What a row it does not apply to is ("stopped"): "2 are stopped". */
  stateOf?: (row: Row) => string
  /** The state in which there is nothing to do: "2 are already stopped". */
  already?: string
  /** A sentence under the question of the confirmation. */
  note?: string
  /** After a run: refetch what it changed. */
  after?: () => void
  /**
   * A parameter the run needs once for all its items, asked in the confirmation (a demote's
   * project): `Field` calls `onChange` with the value, which goes into the params as `param`.
   */
  choose?: {
    param: string
    /** "project": "Choose a project" when Confirm is pressed without one. */
    noun: string
    Field: ComponentType<{ onChange: (value: string) => void }>
  }
} & (
  | {
      operation: BulkOperation
      /** What the operation needs beside each item's key (the project), JSON only. */
      params: Record<string, string>
      whole?: undefined
    }
  | {
      operation?: undefined
      params?: undefined
      /**
       * A list the API writes whole (firewall rules): the selection is sent as ONE request, so
       * every item succeeds, or every item fails with the API's message.
       */
      whole: {
        run: (rows: readonly Row[]) => Promise<unknown>
        /** The one request the run sends, for the confirmation's Equivalent CLI. */
        request: (rows: readonly Row[]) => SomeRequest
      }
    }
)

export type BulkOptions<Row> = {
  /** Singular and plural: ["disk", "disks"] ("Delete 12 disks"). */
  noun: readonly [string, string]
  /** The name a row is called by ("Select web-1", the confirmation's list). */
  labelOf: (row: Row) => string
  /**
   * What keeps a row selected across saves, when not its id: a firewall rule's id changes with
   * every update of the list, its name does not. Keep it stable (defined outside render).
   */
  selectBy?: (row: Row) => string
  /** What the operation is called with for a row: its name by default. */
  keyOf?: (row: Row) => string
  hrefOf?: (row: Row) => string
  /** The activity entry's link. */
  href?: string
  actions: BulkAction<Row>[]
}

/**
 * The selection and runs of one list. `existing`: every row the list knows (a row not among
 * them leaves the selection); `page`: the rows shown, in order; `matching`: every row the
 * filter matches across pages, when loaded.
 */
export function useBulk<Row>(
  bulk: BulkOptions<Row> | undefined,
  idOf: (row: Row) => string,
  {
    existing,
    page,
    matching,
  }: { existing?: readonly Row[]; page: readonly Row[]; matching?: readonly Row[] },
  sel: Selection,
  setSel: (fn: (s: Selection) => Selection) => void,
) {
  const [statuses, setStatuses] = useState<ReadonlyMap<string, RowRunStatus>>(new Map())
  const [barWanted, setBarWanted] = useState(false)
  if (!barWanted && sel.ids.size > 0) setBarWanted(true)
  const byId = useMemo(() => new Map((existing ?? []).map((r) => [idOf(r), r])), [existing, idOf])
  // a row that disappears (deleted, or gone from a poll) leaves the selection
  useEffect(() => {
    if (existing) setSel((s) => prune(s, new Set(byId.keys())))
  }, [byId, existing, setSel])
  const pageIds = useMemo(() => page.map(idOf), [page, idOf])
  const selected = useMemo(() => [...sel.ids].flatMap((id) => byId.get(id) ?? []), [sel.ids, byId])

  if (!bulk) return { meta: undefined, bar: null }

  const meta: SelectionMeta = {
    isSelected: (id) => sel.ids.has(id),
    toggle: (id, range) => setSel((s) => toggle(s, id, pageIds, range)),
    page: pageIds.length ? pageState(sel, pageIds) : 'none',
    togglePage: () => setSel((s) => setMany(s, pageIds, pageState(s, pageIds) !== 'all')),
    labelOf: (row) => bulk.labelOf(row as Row),
    status: (id) => statuses.get(id),
    warm: BulkRunBar.warm,
  }

  // the bar and the runs load with the first selection, and stay (a run's summary and "Retry
  // failed" outlive the selection)
  const bar = barWanted ? (
    <Suspense fallback={null}>
      <Bar
        bulk={bulk}
        idOf={idOf}
        selected={selected}
        byId={byId}
        matching={matching}
        pageSelected={meta.page === 'all'}
        sel={sel}
        setSel={setSel}
        setStatuses={setStatuses}
      />
    </Suspense>
  ) : null
  return { meta, bar }
}
