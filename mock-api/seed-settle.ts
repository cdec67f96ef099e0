/**
 * The seed's transitional instances settle like any other.
 *
 * The seed shows one instance in each run state, including the passing ones (creating,
 * starting, rebooting, stopping). Left alone they stayed so for ever, and a list holding them
 * polled for ever. Instead each is an operation in progress when the mock starts: after
 * SEED_SETTLE_MS (long enough to see and try them) it takes its next step through the mock's
 * usual transitions, and the steps after that take their usual time (TRANSITION_MS).
 *
 * A db the browser mock loaded back from the tab's session (persist.ts) lost the timers of its
 * operations in progress: they take their next step after the usual time instead.
 */
import { db, wasRestored } from './db'
import { FLEET } from './db/schema'
import { transitionLater, type RunState } from './handlers/compute-util'
import { onFreshDb, schedule, TRANSITION_MS } from './transitions'

/** How long after the mock's first request the seed's operations in progress move on. */
export const SEED_SETTLE_MS = 60_000

/** Where each passing state goes next, as the mock's own operations move them. */
export const NEXT_STATE: Partial<Record<RunState, RunState>> = {
  creating: 'starting',
  starting: 'running',
  rebooting: 'running',
  stopping: 'stopped',
}

/** Moves `id` on from `state` after `ms`, then on through any further passing states. */
function settle(id: string, state: RunState, ms: number): void {
  const next = NEXT_STATE[state]
  if (!next) return
  transitionLater(id, state, next, ms, () => settle(id, next, TRANSITION_MS.instanceStep))
}

/** How long until a fresh db's operations in progress move on. */
const firstStep = (ms: number) => (wasRestored(db) ? ms : SEED_SETTLE_MS)

/** Plans the settling of every passing instance of a fresh db. */
export function settleSeededInstances(): void {
  const wait = firstStep(TRANSITION_MS.instanceStep)
  for (const silo of db.silos.inScope(FLEET))
    for (const project of db.projects.inScope(silo.id))
      for (const instance of db.instances.inScope(project.id))
        settle(instance.id, instance.run_state, wait)
}

onFreshDb(settleSeededInstances)

/** Where the seed's disks in passing states end up (the states a console polls while shown). */
export const DISK_NEXT_STATE = {
  creating: 'detached',
  attaching: 'attached',
  detaching: 'detached',
  finalizing: 'detached',
} as const

/** The seed's disks in passing states settle too, after the same while as its instances. */
export function settleSeededDisks(): void {
  const wait = firstStep(TRANSITION_MS.storage)
  for (const silo of db.silos.inScope(FLEET))
    for (const project of db.projects.inScope(silo.id))
      for (const disk of db.disks.inScope(project.id)) {
        const from = disk.state.state
        if (!(from in DISK_NEXT_STATE)) continue
        const to = DISK_NEXT_STATE[from as keyof typeof DISK_NEXT_STATE]
        schedule(wait, () => {
          const d = db.disks.get(disk.id)
          if (d?.state.state !== from) return
          const state =
            to === 'attached' && 'instance' in d.state
              ? { state: to, instance: d.state.instance }
              : { state: 'detached' as const }
          db.disks.update(d.id, { state, time_modified: new Date().toISOString() })
        })
      }
}

onFreshDb(settleSeededDisks)
