/**
 * A list's selection, kept by row id (never by position), so it survives polling, sorting,
 * filtering and paging. Pure functions of an immutable value: the list kit holds it in state.
 */
export type Selection = {
  ids: ReadonlySet<string>
  /** The row last toggled by itself: a shift-click selects from it to the row clicked. */
  anchor: string | null
}

export const emptySelection: Selection = { ids: new Set(), anchor: null }

/** Puts `ids` in (`on`) or takes them out of the selection; the anchor stays. */
export function setMany(sel: Selection, ids: readonly string[], on: boolean): Selection {
  const next = new Set(sel.ids)
  for (const id of ids) {
    if (on) next.add(id)
    else next.delete(id)
  }
  return { ids: next, anchor: sel.anchor }
}

/**
 * Toggles one row. With `range` (shift held) and an anchor among `order` (the rows as shown),
 * every row from the anchor to this one takes this row's new state.
 */
export function toggle(
  sel: Selection,
  id: string,
  order: readonly string[],
  range = false,
): Selection {
  const on = !sel.ids.has(id)
  const from = sel.anchor === null ? -1 : order.indexOf(sel.anchor)
  const to = order.indexOf(id)
  if (range && from >= 0 && to >= 0) {
    const span = order.slice(Math.min(from, to), Math.max(from, to) + 1)
    return { ...setMany(sel, span, on), anchor: id }
  }
  return { ...setMany(sel, [id], on), anchor: id }
}

/** Drops the ids no longer in the list (a row that disappears leaves the selection). */
export function prune(sel: Selection, existing: ReadonlySet<string>): Selection {
  let gone = false
  for (const id of sel.ids) {
    if (!existing.has(id)) {
      gone = true
      break
    }
  }
  if (!gone) return sel
  const ids = new Set([...sel.ids].filter((id) => existing.has(id)))
  const anchor = sel.anchor !== null && existing.has(sel.anchor) ? sel.anchor : null
  return { ids, anchor }
}

/** The header checkbox: every row of the page selected, some, or none. */
export function pageState(sel: Selection, page: readonly string[]): 'all' | 'some' | 'none' {
  const n = page.filter((id) => sel.ids.has(id)).length
  if (n === 0) return 'none'
  return n === page.length ? 'all' : 'some'
}
