/**
 * Simulated time: state changes that take a while on a real rack (an instance starting, a disk
 * finishing creation) are queued with a due time and applied when a later request arrives.
 * No timers run, so nothing fires behind a test's back and the server can idle.
 */
import { db, type Db } from './db'

interface Transition {
  at: number
  run: () => void
  /**
   * Work the real API finishes before it answers, shown in its passing state for a moment so a
   * console's live refresh can be seen: the next write request completes it at once (see
   * docs/mock-api-fidelity.md), so a client's natural next call gets what the real API gives.
   */
  settlesOnWrite: boolean
}

const queues = new WeakMap<Db, Transition[]>()
const initialisers: (() => void)[] = []

/**
 * Runs `init` for every fresh db (the seed, a reset) before its first transition is queued or
 * applied: for changes the seed implies, like a failed instance that will be restarted.
 */
export function onFreshDb(init: () => void): void {
  initialisers.push(init)
}

function queue(): Transition[] {
  let q = queues.get(db)
  if (!q) {
    q = []
    queues.set(db, q)
    for (const init of initialisers) init()
  }
  return q
}

/** How long simulated operations take. */
export const TRANSITION_MS = {
  /** creating -> starting, starting -> running, stopping -> stopped, rebooting -> running */
  instanceStep: 2500,
  /** disk creating -> detached, snapshot creating -> ready */
  storage: 2000,
  /** disk attaching -> attached, detaching -> detached */
  attach: 1000,
}

export function schedule(
  delayMs: number,
  run: () => void,
  options: { settlesOnWrite?: boolean } = {},
): void {
  const q = queue()
  q.push({ at: Date.now() + delayMs, run, settlesOnWrite: options.settlesOnWrite ?? false })
  q.sort((a, b) => a.at - b.at)
}

/** Completes, in order, every queued change the real API would have finished already. */
export function settleForWrite(): void {
  const q = queue()
  const due = q.filter((t) => t.settlesOnWrite)
  if (!due.length) return
  queues.set(
    db,
    q.filter((t) => !t.settlesOnWrite),
  )
  for (const t of due) t.run()
}

/** What is queued (for tests): when each change is due and whether a write completes it. */
export const pendingTransitions = (): readonly { at: number; settlesOnWrite: boolean }[] =>
  queue().map(({ at, settlesOnWrite }) => ({ at, settlesOnWrite }))

/** Applies every transition that is due. Called at the start of each request. */
export function tick(nowMs = Date.now()): void {
  const q = queue()
  while (q.length && q[0]!.at <= nowMs) q.shift()!.run()
}
