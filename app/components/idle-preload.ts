import { useEffect, useMemo } from 'react'

import { warmUp } from './warm-up'

/** Runs `task` once the browser is idle; the returned function calls it off. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(task, IDLE_FALLBACK_MS)
    return () => clearTimeout(timer)
  }
  const id = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
  return () => window.cancelIdleCallback(id)
}

/**
 * Runs `task` once the browser is idle after this render: for code the page may need next but
 * not to show (a modal's form, the next page's files). Nothing runs while the page is still
 * busy, and nothing once it is gone. `task` should keep its identity across renders.
 */
export function useWhenIdle(task: (() => void) | undefined) {
  useEffect(() => (task ? whenIdle(task) : undefined), [task])
}

/**
 * Warms the page a user most likely opens next from this one, once the browser is idle: its
 * JavaScript files and its area's route table, never its data (that waits for the intent to
 * navigate: app/routes/intent-prefetch.ts). A hover then only has the data left to fetch, so
 * the click finds the page ready sooner.
 */
export function useIdlePreload(pathname: string | undefined) {
  useWhenIdle(useMemo(() => (pathname ? () => warmUp(pathname) : undefined), [pathname]))
}

/** Where the browser has no idle callbacks: a moment after the page has drawn. */
const IDLE_FALLBACK_MS = 300
/** A page that never goes idle (a poll, an animation) still warms its next step by then. */
const IDLE_TIMEOUT_MS = 2_000
