import { lazy, Suspense, useEffect } from 'react'
import { useLocation } from 'react-router'

import {
  closeQuickActionsOnLeave,
  toggleQuickActions,
  useQuickActionsOpen,
} from './quick-actions-store'

// the store lives in a leaf module that the lazily loaded dialog imports too
export {
  ACTIONS_GROUP,
  openQuickActions,
  useQuickActions,
  useQuickActionsOpen,
  type QuickActionItem,
} from './quick-actions-store'

const isMac = () =>
  typeof navigator !== 'undefined' &&
  /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent)

/** "⌘K" on Apple devices, "ctrl+K" elsewhere. */
export const quickActionsHint = () => (isMac() ? '⌘K' : 'ctrl+K')

const PaletteDialog = lazy(() =>
  import('./quick-actions-dialog').then((m) => ({ default: m.PaletteDialog })),
)

/**
 * The command palette. Mount once (the root layout does); mod+K toggles it anywhere. Its dialog
 * loads the first time it opens.
 */
export function QuickActions() {
  const open = useQuickActionsOpen()
  const { pathname } = useLocation()

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.metaKey || e.ctrlKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault()
        toggleQuickActions()
      }
    }
    // capture phase so it also works while typing in an input
    window.addEventListener('keydown', onKey, true)
    return () => window.removeEventListener('keydown', onKey, true)
  }, [])

  // navigating away (back button, a link) closes it; a page that arrives after the palette
  // opened on its address (ctrl+K pressed while the page was still loading) keeps it open
  useEffect(() => closeQuickActionsOnLeave(pathname), [pathname])

  if (!open) return null
  return (
    <Suspense fallback={null}>
      <PaletteDialog />
    </Suspense>
  )
}
