/**
 * Gathers updates that arrive one by one (the items of a bulk run settling, each in its own
 * task) and hands them over together, at most once per animation frame (or per what
 * `schedule` waits for: a pause, then a frame): a list draws once per batch however many of
 * its rows moved on, not once per row.
 */
export type FrameBatch<T> = {
  push: (update: T) => void
  /** Hands over what is waiting now (the end of a run), without waiting for the frame. */
  flush: () => void
}

export function frameBatch<T>(
  apply: (updates: T[]) => void,
  schedule: (run: () => void) => unknown = (run) => requestAnimationFrame(run),
): FrameBatch<T> {
  let waiting: T[] = []
  let scheduled = false
  const flush = () => {
    scheduled = false
    if (waiting.length === 0) return
    const updates = waiting
    waiting = []
    apply(updates)
  }
  return {
    push: (update) => {
      waiting.push(update)
      if (!scheduled) {
        scheduled = true
        schedule(flush)
      }
    },
    flush,
  }
}
