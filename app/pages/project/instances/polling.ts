/**
 * Live instance state. While an instance is in a transitional state (or failed and about to
 * be restarted automatically) its queries refetch every 3 s, but only for 30 s after that state
 * was first seen: a state that never settles (the mock's seeded ones; a stuck instance) must not
 * keep the page busy forever. A new transitional state opens a new window. Otherwise the
 * interval is the caller's slow one (the list: 60 s; the detail page: none).
 *
 * Refetching keeps the data's identity where it did not change and never unmounts anything,
 * so open menus, modals and comboboxes stay open and the scroll stays where it is.
 */
import { useState } from 'react'

import { type Instance } from '~/api/__generated__/Api'
import { instanceAutoRestartingSoon, isInstanceTransitional } from '~/api/capabilities'
import { INSTANCE_POLL_FAST_MS, INSTANCE_POLL_WINDOW_MS } from '~/util/constants'

type PolledInstance = Pick<
  Instance,
  'id' | 'runState' | 'autoRestartEnabled' | 'autoRestartCooldownExpiration'
>

type PollOptions<I extends PolledInstance = PolledInstance> = {
  fastMs?: number
  windowMs?: number
  /** The interval when nothing is changing: a number, false (stop) or chosen per data. */
  slowMs?: number | false | ((instances: readonly I[]) => number | false)
}

/** First time each "id|state" was seen moving; states no longer seen are forgotten. */
export type SeenStates = Map<string, number>

/** An instance whose state will change by itself soon. */
export const isMoving = (i: PolledInstance, now = new Date()) =>
  isInstanceTransitional(i) || instanceAutoRestartingSoon(i, now)

/**
 * The refetch interval for these instances at `now`, recording in `seen` when each moving
 * state was first met (pure apart from that bookkeeping; calling it twice at once is harmless).
 */
export function pollInterval<I extends PolledInstance>(
  instances: readonly I[],
  seen: SeenStates,
  now: number,
  {
    fastMs = INSTANCE_POLL_FAST_MS,
    windowMs = INSTANCE_POLL_WINDOW_MS,
    slowMs = false,
  }: PollOptions<I>,
): number | false {
  const keys = new Set(
    instances.filter((i) => isMoving(i, new Date(now))).map((i) => `${i.id}|${i.runState}`),
  )
  // a state that went away and comes back later (stopping, then stopping again) starts afresh
  for (const key of [...seen.keys()]) if (!keys.has(key)) seen.delete(key)
  let fresh = false
  for (const key of keys) {
    let first = seen.get(key)
    if (first === undefined) {
      first = now
      seen.set(key, now)
    }
    if (now - first < windowMs) fresh = true
  }
  if (fresh) return fastMs
  return typeof slowMs === 'function' ? slowMs(instances) : slowMs
}

/** What TanStack Query hands a `refetchInterval` function (only the data is needed). */
type QueryLike<D> = { state: { data: D | undefined } }

/**
 * A `refetchInterval` function for a query holding instances (`select` finds them in the data:
 * the page's items, or the one instance). It keeps its own memory of states seen.
 */
export function pollWhileTransitional<D, I extends PolledInstance = PolledInstance>(
  select: (data: D) => readonly I[],
  options: PollOptions<I> = {},
  clock: () => number = Date.now,
) {
  const seen: SeenStates = new Map()
  return (query: QueryLike<D>): number | false => {
    const data = query.state.data
    const instances = data === undefined ? [] : select(data)
    return pollInterval(instances, seen, clock(), options)
  }
}

/** `pollWhileTransitional` kept for the component's lifetime: pass it as `refetchInterval`. */
export function useInstancePolling<D, I extends PolledInstance = PolledInstance>(
  select: (data: D) => readonly I[],
  options: PollOptions<I> = {},
) {
  const [poll] = useState(() => pollWhileTransitional(select, options))
  return poll
}
