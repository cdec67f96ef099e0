import { useEffect, useRef, useSyncExternalStore } from 'react'

/**
 * One entry of the "Jump to" palette. Give `to` for navigation (entries pointing at the
 * current page are hidden) or `action` for anything else.
 */
export type QuickActionItem = {
  /** The label shown and matched against the search. */
  value: string
  /** Group heading. "Actions" is always listed first. */
  group: string
  to?: string
  action?: () => void
}

/** Page items come first, then the layout's navigation, then app-wide entries. */
type QuickActionSource = 'page' | 'layout' | 'global'

export const SOURCE_ORDER: Record<QuickActionSource, number> = { page: 0, layout: 1, global: 3 }
export const GO_UP_ORDER = 2
export const ACTIONS_GROUP = 'Actions'

type Registration = { source: QuickActionSource; items: QuickActionItem[]; seq: number }

// A small external store: registering items must not re-render the registering page.
const registrations = new Map<symbol, Registration>()
let isOpen = false
let seq = 0
let snapshot = { registrations: [] as Registration[], isOpen }
const listeners = new Set<() => void>()

function emit() {
  snapshot = { registrations: [...registrations.values()], isOpen }
  for (const l of listeners) l()
}
export const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}
export const getSnapshot = () => snapshot

/** Whether the palette is open: lists of everything for it are fetched only then. */
export const useQuickActionsOpen = () =>
  useSyncExternalStore(subscribe, getSnapshot, getSnapshot).isOpen

const hasQuickActions = () => [...registrations.values()].some((r) => r.items.length > 0)

/**
 * The path the palette was opened at. The browser's address changes when a navigation starts,
 * but the page (and `useLocation`) only when it has rendered: a palette opened in between was
 * opened on the new page and must stay open when that page arrives.
 */
let openedAt: string | null = null
const currentPath = () => (typeof window === 'undefined' ? null : window.location.pathname)

/** Opens the palette (when anything is registered). The sidebar's "Jump to" button uses it. */
export function openQuickActions() {
  if (isOpen || !hasQuickActions()) return
  isOpen = true
  openedAt = currentPath()
  emit()
}
export function closeQuickActions() {
  if (!isOpen) return
  isOpen = false
  openedAt = null
  emit()
}
/** Closes the palette when the page shown is no longer the one it was opened on (back, a link). */
export function closeQuickActionsOnLeave(pathname: string) {
  if (isOpen && openedAt !== null && pathname !== openedAt) closeQuickActions()
}
export const toggleQuickActions = () => (isOpen ? closeQuickActions() : openQuickActions())

/**
 * Registers items for the palette while the calling component is mounted. Pages use the
 * default source; layouts pass 'layout'. Items may be a fresh array each render: they are
 * compared by content.
 */
export function useQuickActions(items: QuickActionItem[], source: QuickActionSource = 'page') {
  const latest = useRef(items)
  latest.current = items
  const contentKey = JSON.stringify(items.map((i) => [i.value, i.group, i.to ?? null]))
  useEffect(() => {
    const id = Symbol('quick-actions')
    // actions are read through the ref so the newest closure runs
    const live = latest.current.map((item, i) => ({
      ...item,
      action: item.action ? () => latest.current[i]?.action?.() : undefined,
    }))
    registrations.set(id, { source, items: live, seq: seq++ })
    emit()
    return () => {
      registrations.delete(id)
      emit()
    }
  }, [contentKey, source])
}
