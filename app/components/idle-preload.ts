import { useEffect } from 'react'

import { warmUp } from './warm-up'

/**
 * Warms the page a user most likely opens next from this one, once the browser is idle: its
 * JavaScript files and its area's route table, never its data (that waits for the intent to
 * navigate: app/routes/intent-prefetch.ts). A hover then only has the data left to fetch, so
 * the click finds the page ready sooner. Nothing happens while the page is still busy, and
 * nothing once it is gone.
 */
export function useIdlePreload(pathname: string | undefined) {
  useEffect(() => {
    if (!pathname) return
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => warmUp(pathname), IDLE_FALLBACK_MS)
      return () => clearTimeout(timer)
    }
    const id = window.requestIdleCallback(() => warmUp(pathname), { timeout: IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(id)
  }, [pathname])
}

/** Where the browser has no idle callbacks: a moment after the page has drawn. */
const IDLE_FALLBACK_MS = 300
/** A page that never goes idle (a poll, an animation) still warms its next step by then. */
const IDLE_TIMEOUT_MS = 2_000
