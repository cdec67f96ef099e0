import { SortedIndex } from './sorted-index'

interface Scope<T extends { id: string }> {
  byName: SortedIndex<T>
  byId: SortedIndex<T>
}

/**
 * One table of the mock db: API objects kept by id and, per scope (the parent: a silo, a
 * project, a VPC...), in two sorted indexes (by name and by id) for O(log n) name lookups and
 * page starts. Objects are mutated in place so every index sees the same object.
 */
export class Collection<T extends { id: string }> {
  private readonly rows = new Map<string, { item: T; scope: string }>()
  private readonly scopes = new Map<string, Scope<T>>()

  /** `nameOf` gives the name-sort key; objects without a name sort by id. */
  constructor(readonly nameOf: (item: T) => string = (item) => item.id) {}

  private scopeIndex(scope: string): Scope<T> {
    let s = this.scopes.get(scope)
    if (!s) {
      s = { byName: new SortedIndex(this.nameOf), byId: new SortedIndex((i) => i.id) }
      this.scopes.set(scope, s)
    }
    return s
  }

  insert(item: T, scope: string): T {
    if (this.rows.has(item.id)) throw new Error(`duplicate id ${item.id}`)
    this.rows.set(item.id, { item, scope })
    const s = this.scopeIndex(scope)
    s.byName.insert(item)
    s.byId.insert(item)
    return item
  }

  /** Bulk insert for seeds: sorts each index once. */
  load(items: T[], scope: string): void {
    for (const item of items) this.rows.set(item.id, { item, scope })
    const s = this.scopeIndex(scope)
    s.byName.load(items)
    s.byId.load(items)
  }

  get(id: string): T | undefined {
    return this.rows.get(id)?.item
  }

  scopeOf(id: string): string | undefined {
    return this.rows.get(id)?.scope
  }

  /** The object named `name` in `scope`. */
  byName(scope: string, name: string): T | undefined {
    return this.scopes.get(scope)?.byName.find(name)
  }

  /** Applies `patch` in place, re-sorting the object if its name changed. */
  update(id: string, patch: Partial<T>): T {
    const row = this.rows.get(id)
    if (!row) throw new Error(`no row ${id}`)
    const s = this.scopeIndex(row.scope)
    // take the row out of the name index before renaming it: the index's binary search reads
    // each row's current name, so a row renamed in place could no longer be found
    const renamed = this.nameOf({ ...row.item, ...patch }) !== this.nameOf(row.item)
    if (renamed) s.byName.remove(row.item)
    Object.assign(row.item, patch)
    if (renamed) s.byName.insert(row.item)
    return row.item
  }

  delete(id: string): void {
    const row = this.rows.get(id)
    if (!row) return
    this.rows.delete(id)
    const s = this.scopeIndex(row.scope)
    s.byName.remove(row.item)
    s.byId.remove(row.item)
  }

  /** Objects of a scope in name order (a view: do not mutate). */
  inScope(scope: string): readonly T[] {
    return this.scopes.get(scope)?.byName.items ?? []
  }

  /** The sorted index of a scope for pagination. */
  index(scope: string, order: 'name' | 'id'): SortedIndex<T> {
    const s = this.scopeIndex(scope)
    return order === 'name' ? s.byName : s.byId
  }

  count(scope: string): number {
    return this.scopes.get(scope)?.byName.items.length ?? 0
  }

  *all(): IterableIterator<T> {
    for (const row of this.rows.values()) yield row.item
  }

  /** Every object with its scope (to save the table; `load` them back per scope). */
  *entries(): IterableIterator<[scope: string, item: T]> {
    for (const row of this.rows.values()) yield [row.scope, row.item]
  }
}
