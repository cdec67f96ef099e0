/**
 * The mock API's in-memory database: full API objects in their snake_case JSON form, seeded
 * with the Ferrite demo organisation (see seed/identity.ts for the identities other code relies
 * on). `db` is a live binding: `resetDb()` swaps in a freshly built copy of the seed,
 * `restoreDb()` one the browser mock saved earlier in the tab's session (persist.ts).
 */
import { emptyDb, type Db } from './schema'
import { seedDb, type SeedName } from './seed'

export type { Db } from './schema'
export type { SeedName } from './seed'
export * from './seed'

function build(seed: SeedName): Db {
  const fresh = emptyDb()
  seedDb(fresh, seed)
  return fresh
}

export let db: Db = build('default')
let currentSeed: SeedName = 'default'

/** Rebuilds the db from the seed (the current one unless named), discarding every change. */
export function resetDb(seed: SeedName = currentSeed): void {
  currentSeed = seed
  db = build(seed)
}

/** The seed the current db was built from. */
export const seedOf = (): SeedName => currentSeed

/** Dbs that were saved and loaded back rather than built from the seed. */
const restored = new WeakSet<Db>()

/** Swaps in a db saved earlier (built from `seed`, then changed). */
export function restoreDb(saved: Db, seed: SeedName): void {
  currentSeed = seed
  restored.add(saved)
  db = saved
}

/** Whether `d` was loaded back from a save: its operations in progress lost their timers. */
export const wasRestored = (d: Db): boolean => restored.has(d)
