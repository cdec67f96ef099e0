import { useEffect, useSyncExternalStore } from 'react'

/**
 * On narrow screens (768 px and below) the sidebar is a drawer behind the top bar's menu
 * button. The two live in different layouts, so they share this small store: whether the
 * drawer is open, and whether the page has a sidebar at all (an area layout that failed to
 * load has none, and then there is no button).
 */
let open = false
let sidebars = 0
let snapshot = { open, hasSidebar: false }
const listeners = new Set<() => void>()

function emit() {
  snapshot = { open, hasSidebar: sidebars > 0 }
  listeners.forEach((l) => l())
}
const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => void listeners.delete(l)
}
const getSnapshot = () => snapshot

export const NAV_DRAWER_ID = 'sidebar'
export const NAV_BUTTON_ID = 'sidebar-button'
/** The width up to which the sidebar is a drawer (Tailwind variants: max-[769px], min-[769px]). */
export const NARROW_MAX_PX = 768

export const useNavDrawer = () => useSyncExternalStore(subscribe, getSnapshot, getSnapshot)

export function setNavDrawerOpen(next: boolean) {
  if (open === next) return
  open = next
  emit()
}

/** Called by the sidebar while it is mounted. */
export function useSidebarPresence() {
  useEffect(() => {
    sidebars++
    emit()
    return () => {
      sidebars--
      if (sidebars === 0) open = false
      emit()
    }
  }, [])
}
