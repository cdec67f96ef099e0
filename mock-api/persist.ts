/**
 * The browser mock's db saved as text, so the demo keeps its data for the tab's session: a
 * reload, or signing out and in as someone else (which reloads the page), finds what was
 * changed. The standalone server keeps its db in memory and never uses this.
 *
 * The text is the db's JSON with its Maps, Sets and tables tagged; a saved table is loaded back
 * into the empty table of a fresh `emptyDb()`, which rebuilds its sorted indexes. A save from a
 * db of another shape (an older build) is refused rather than half loaded.
 */
import { type SeedName } from './db'
import { Collection } from './db/collection'
import { emptyDb, type Db } from './db/schema'

/** Tags of the encoded values: characters no API field name starts with. */
const MAP = '\u0000map'
const SET = '\u0000set'
const TABLE = '\u0000table'

/** What a save holds besides the db. */
interface Saved {
  /** The db's fields, so a save from another shape of db is refused. */
  shape: string
  seed: SeedName
  db: Record<string, unknown>
}

const shapeOf = (d: object) => Object.keys(d).sort().join(',')

/** The db as text. */
export function encodeDb(d: Db, seed: SeedName): string {
  const saved: Saved = { shape: shapeOf(d), seed, db: d as unknown as Record<string, unknown> }
  return JSON.stringify(saved, (_key, value: unknown) => {
    if (value instanceof Collection)
      return { [TABLE]: [...(value as Collection<{ id: string }>).entries()] }
    if (value instanceof Map) return { [MAP]: [...value] }
    if (value instanceof Set) return { [SET]: [...value] }
    return value
  })
}

type Tagged = { [TABLE]: [string, { id: string }][] }

/** A db from `encodeDb`'s text, or undefined when the text is not a save of this db's shape. */
export function decodeDb(text: string): { db: Db; seed: SeedName } | undefined {
  let saved: Saved
  try {
    saved = JSON.parse(text, (_key, value: unknown) => {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        if (MAP in value) return new Map((value as { [MAP]: [unknown, unknown][] })[MAP])
        if (SET in value) return new Set((value as { [SET]: unknown[] })[SET])
      }
      return value
    }) as Saved
  } catch {
    return undefined
  }
  const fresh = emptyDb()
  if (!saved || typeof saved !== 'object' || saved.shape !== shapeOf(fresh)) return undefined
  const target = fresh as unknown as Record<string, unknown>
  for (const key of Object.keys(target)) {
    const into = target[key]
    const value = saved.db[key]
    if (into instanceof Collection) {
      const rows = (value as Tagged | undefined)?.[TABLE]
      if (!Array.isArray(rows)) return undefined
      const byScope = new Map<string, { id: string }[]>()
      for (const [scope, item] of rows) {
        const list = byScope.get(scope)
        if (list) list.push(item)
        else byScope.set(scope, [item])
      }
      for (const [scope, items] of byScope) (into as Collection<{ id: string }>).load(items, scope)
    } else target[key] = value
  }
  return { db: fresh, seed: saved.seed }
}
