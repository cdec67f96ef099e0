import { useLayoutEffect, useRef, type ReactNode } from 'react'

import { Button } from '~/ui/button'
import { Tooltip } from '~/ui/tooltip'

type BarAction = {
  label: string
  /** Why some selected rows are left out; empty when the action takes them all. */
  reason: string
  targets: readonly unknown[]
  action: { label: string; variant?: 'danger' }
  run: () => void
}

/**
 * The bar of a selection: how many are selected, "Select all N matching" once the page is,
 * each action with how many it applies to (off when none, the reason in a tooltip either way),
 * "Retry failed" after a run with failures. Sticky at the bottom of the view while the list
 * is longer than the screen. The run's summary is announced by the live region beside it.
 */
export function BulkBarView({
  count,
  noun,
  selectAll,
  onClear,
  actions,
  retry,
  summary,
}: {
  count: number
  noun: readonly [string, string]
  selectAll?: { count: number; run: () => void }
  onClear: () => void
  actions: BarAction[]
  retry?: () => void
  summary: string
}) {
  const live = (
    <div role="status" className="sr-only">
      {summary}
    </div>
  )
  if (count === 0 && !retry) return live
  return (
    <>
      {live}
      <Toolbar>
        <span className="text-sm text-fg">
          {count.toLocaleString()} {count === 1 ? noun[0] : noun[1]} selected
        </span>
        {selectAll && (
          <Button variant="ghost" size="sm" onClick={selectAll.run}>
            Select all {selectAll.count.toLocaleString()} matching
          </Button>
        )}
        {count > 0 && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear selection
          </Button>
        )}
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {retry && (
            <Button size="sm" variant="secondary" writes onClick={retry}>
              Retry failed
            </Button>
          )}
          {count > 0 && actions.map((a) => <BarButton key={a.action.label} action={a} />)}
        </div>
      </Toolbar>
    </>
  )
}

/**
 * The bar itself. When it goes (a run emptied the selection, or "Clear selection" was pressed)
 * with the keyboard focus in it, the focus goes to the list's header checkbox, where selecting
 * starts again, instead of falling to the page's body.
 */
function Toolbar({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const bar = ref.current
    return () => {
      if (!bar?.contains(document.activeElement)) return
      bar.parentElement?.querySelector<HTMLElement>('th input[type="checkbox"]')?.focus()
    }
  }, [])
  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label="Bulk actions"
      className="sticky bottom-3 z-10 mt-2 flex flex-wrap items-center gap-2 rounded-lg border border-line bg-raise px-3 py-2 shadow-lg"
    >
      {children}
    </div>
  )
}

/**
 * One action: off when it applies to none; otherwise on, its tooltip saying what it skips. The
 * same button element whatever its count or state (keyed by its verb, drawn through the same
 * tooltip): its label changes as a run's items leave the selection, and a button drawn anew
 * lost the keyboard focus the confirmation had given back to it.
 */
function BarButton({ action: a }: { action: BarAction }) {
  const none = a.targets.length === 0
  return (
    <Tooltip content={none ? undefined : a.reason}>
      <Button
        size="sm"
        variant={!none && a.action.variant === 'danger' ? 'danger' : 'secondary'}
        writes={!none}
        disabled={none}
        disabledReason={none ? a.reason : undefined}
        onClick={none ? undefined : a.run}
      >
        {a.label}
      </Button>
    </Tooltip>
  )
}
