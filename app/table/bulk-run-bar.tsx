/**
 * The bar of a list's selection and the runs it starts (loaded with the first selection, not
 * with the list: ./bulk-actions.tsx): each action's count and why the rest are left out, the
 * confirmation naming every target, and the run (~/bulk/run-bulk.ts) with each row's progress
 * and result, "Retry failed" and one toast.
 */
import {
  startTransition,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react'

import { type BulkTarget } from '~/bulk/run-bulk'
import { type ItemResult } from '~/bulk/run-pool'
import { confirmAction } from '~/components/confirm'
import { addToast } from '~/ui/toast'

import { type BulkAction, type BulkOptions } from './bulk-actions'
import { BulkBarView } from './bulk-bar'
import { type RowRunStatus } from './bulk-column'
import { emptySelection, pageState, setMany, type Selection } from './selection'

const countOf = (n: number, [one, many]: readonly [string, string]) =>
  `${n.toLocaleString()} ${n === 1 ? one : many}`

/** "2 are already stopped, 1 is creating": the rows an action leaves out, by state. */
function leftOutReason<Row>(action: BulkAction<Row>, rows: readonly Row[]): string {
  const byState = new Map<string, number>()
  for (const row of rows) {
    const state = action.stateOf?.(row) ?? 'not applicable'
    byState.set(state, (byState.get(state) ?? 0) + 1)
  }
  return [...byState]
    .map(
      ([state, n]) =>
        // spelled as the state badge spells it ("import ready", not "import_ready")
        `${n} ${n === 1 ? 'is' : 'are'} ${state === action.already ? 'already ' : ''}${state.replace(/_/g, ' ')}`,
    )
    .join(', ')
}

/** How one action stands for the selection: the rows it takes, its label, why it skips some. */
export function actionPlan<Row>(action: BulkAction<Row>, selected: readonly Row[]) {
  const targets = action.applies ? selected.filter(action.applies) : [...selected]
  const skipped = action.applies ? selected.filter((r) => !action.applies!(r)) : []
  const label =
    skipped.length > 0
      ? `${action.label} ${targets.length} of ${selected.length}`
      : `${action.label} ${selected.length}`
  return { targets, label, reason: skipped.length > 0 ? leftOutReason(action, skipped) : '' }
}

type Run<Row> = { action: BulkAction<Row>; params?: Params; failed: string[] } | null
type Params = Record<string, string>

export type BulkRunBarProps<Row> = {
  bulk: BulkOptions<Row>
  idOf: (row: Row) => string
  /** The selected rows the list knows, and every row it knows by id. */
  selected: readonly Row[]
  byId: ReadonlyMap<string, Row>
  /** Every row the filter matches across pages, when loaded. */
  matching?: readonly Row[]
  /** Whether every row of the page shown is selected ("Select all N matching" is offered). */
  pageSelected: boolean
  sel: Selection
  setSel: (fn: (s: Selection) => Selection) => void
  setStatuses: Dispatch<SetStateAction<ReadonlyMap<string, RowRunStatus>>>
}

export function BulkRunBar<Row>({
  bulk,
  idOf,
  selected,
  byId,
  matching,
  pageSelected,
  sel,
  setSel,
  setStatuses,
}: BulkRunBarProps<Row>) {
  const [lastRun, setLastRun] = useState<Run<Row>>(null)
  const [summary, setSummary] = useState('')
  const mounted = useRef(true)
  useEffect(
    () => () => {
      mounted.current = false
    },
    [],
  )

  const start = async (
    action: BulkAction<Row>,
    rows: readonly Row[],
    params: Params | undefined = action.params,
  ) => {
    const keyOf = bulk.keyOf ?? bulk.labelOf
    const idByKey = new Map(rows.map((r) => [keyOf(r), idOf(r)]))
    const targets: BulkTarget[] = rows.map((r) => ({
      key: keyOf(r),
      label: bulk.labelOf(r),
      href: bulk.hrefOf?.(r),
    }))
    // the rows turn pending in a render of their own, after the press that closed the
    // confirmation has been drawn, and the run starts in a task of its own: one press doing all
    // three made a long task (docs/performance.md, "Bulk actions at scale")
    startTransition(() => {
      setStatuses(new Map(rows.map((r) => [idOf(r), { state: 'pending' }])))
      setLastRun(null)
      setSummary('')
    })
    // the runner (and the activity log it records into) loads when a run starts, not with the list
    const [{ runBulk, progressBatch }] = await Promise.all([
      import('~/bulk/run-bulk'),
      new Promise((next) => setTimeout(next)),
    ])
    // the rows' progress reaches the list in batches, not one draw per item
    const progress = progressBatch(
      idByKey,
      setStatuses,
      // successes leave the selection; failures stay, to be retried
      (done) => setSel((s) => setMany(s, done, false)),
    )
    let results: Map<string, ItemResult>
    if (action.whole) {
      // one request for all: they share its result (recorded in the activity log as that write)
      setStatuses(new Map(rows.map((r) => [idOf(r), { state: 'running' }])))
      const result: ItemResult = await action.whole.run(rows).then(
        () => ({ ok: true }),
        (e: unknown) => ({ ok: false, message: e instanceof Error ? e.message : String(e) }),
      )
      results = new Map(targets.map((t) => [t.key, result]))
      for (const t of targets) progress.onItem(t.key, result)
    } else {
      results = await runBulk({
        title: `${action.label} ${bulk.noun[1]}`,
        operation: action.operation,
        params: params ?? {},
        targets,
        href: bulk.href,
        onStart: progress.onStart,
        onItem: progress.onItem,
      })
    }
    progress.flush()
    action.after?.()
    const failed = [...results].filter(([, r]) => !r.ok).map(([k]) => idByKey.get(k) ?? k)
    const ok = results.size - failed.length
    const text = `${action.done} ${countOf(ok, bulk.noun)}${failed.length ? `; ${failed.length} failed` : ''}`
    addToast({ variant: failed.length ? 'error' : 'success', content: text })
    if (!mounted.current) return
    setSummary(text)
    setLastRun(failed.length ? { action, params, failed } : null)
  }

  const ask = async (action: BulkAction<Row>, targets: readonly Row[]) => {
    const count = countOf(targets.length, bulk.noun)
    // the requests a run sends (for the confirmation's Equivalent CLI) load with the first
    // confirmation, not with the list: their module shares a chunk with the runner and the
    // activity log (docs/performance.md, "Budgets by kind of page")
    const { BULK_REQUESTS } = await import('~/bulk/requests')
    // what the confirmation asks once for the whole run (a demote's project)
    const chosen: Params = {}
    const Choice = action.choose?.Field
    confirmAction({
      title: `${action.label} ${bulk.noun[1]}`,
      content: (
        <>
          <p>
            {action.label} {count}?
          </p>
          {action.note && <p>{action.note}</p>}
          <ul
            aria-label="Targets"
            className="max-h-48 overflow-y-auto rounded-md border border-line px-3 py-2 text-fg"
          >
            {targets.map((r) => (
              <li key={idOf(r)} className="truncate">
                {bulk.labelOf(r)}
              </li>
            ))}
          </ul>
          {/* last, so that the dialog's message when it is missing comes right under it */}
          {Choice && (
            <Choice
              onChange={(value) => {
                if (action.choose) chosen[action.choose.param] = value
              }}
            />
          )}
        </>
      ),
      actionType: action.variant === 'danger' ? 'danger' : 'primary',
      actionText: `${action.label} ${count}`,
      // what the run sends, one request per target, shown as the confirmation's Equivalent CLI
      requests: () =>
        action.whole
          ? action.whole.request(targets)
          : targets.map((r) =>
              BULK_REQUESTS[action.operation](
                { ...action.params, ...chosen },
                (bulk.keyOf ?? bulk.labelOf)(r),
              ),
            ),
      errorTitle: `Could not ${action.label.toLowerCase()} ${bulk.noun[1]}`,
      // the parameter asked once for the whole run: without it the dialog stays open and says so
      check: () => {
        const { choose } = action
        return choose && !chosen[choose.param] ? `Choose a ${choose.noun}` : undefined
      },
      // the run goes on in the list, row by row: the dialog closes at once
      doAction: () => {
        void start(action, targets, action.params && { ...action.params, ...chosen })
        return Promise.resolve()
      },
    })
  }

  const failedRows = lastRun ? lastRun.failed.flatMap((id) => byId.get(id) ?? []) : []
  return (
    <BulkBarView
      count={selected.length}
      noun={bulk.noun}
      selectAll={
        pageSelected && matching && pageState(sel, matching.map(idOf)) !== 'all'
          ? {
              count: matching.length,
              run: () => setSel((s) => setMany(s, matching.map(idOf), true)),
            }
          : undefined
      }
      onClear={() => setSel(() => emptySelection)}
      actions={bulk.actions.map((action) => {
        const plan = actionPlan(action, selected)
        return { ...plan, action, run: () => void ask(action, plan.targets) }
      })}
      retry={
        lastRun && failedRows.length
          ? () => void start(lastRun.action, failedRows, lastRun.params)
          : undefined
      }
      summary={summary}
    />
  )
}
