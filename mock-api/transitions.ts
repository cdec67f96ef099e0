/**
 * Simulated time: state changes that take a while on a real rack (an instance starting, a disk
 * finishing creation) are queued with a due time and applied when a later request arrives.
 * No timers run, so nothing fires behind a test's back and the server can idle.
 */
import { db, type Db } from './db'

interface Transition {
  at: number
  run: () => void
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
}

export function schedule(delayMs: number, run: () => void): void {
  const q = queue()
  q.push({ at: Date.now() + delayMs, run })
  q.sort((a, b) => a.at - b.at)
}

/** Applies every transition that is due. Called at the start of each request. */
export function tick(nowMs = Date.now()): void {
  const q = queue()
  while (q.length && q[0]!.at <= nowMs) q.shift()!.run()
}
