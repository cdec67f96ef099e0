/**
 * A sorted array with binary search, the building block of paginated lists: finding where a
 * page starts costs O(log n) and a page costs O(limit), whatever the size of the collection.
 * Ties on the sort key are broken by id so the order is total and stable.
 */
export class SortedIndex<T extends { id: string }> {
  readonly items: T[] = []

  constructor(readonly keyOf: (item: T) => string) {}

  /** Index of the first item whose (key, id) is greater than (key, id) — or equal, if inclusive. */
  private bound(key: string, id: string, inclusive: boolean): number {
    let lo = 0
    let hi = this.items.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      const item = this.items[mid]!
      const k = this.keyOf(item)
      const before = k < key || (k === key && (inclusive ? item.id < id : item.id <= id))
      if (before) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  /** Index of the first item after the marker (key, id). */
  after(key: string, id: string): number {
    return this.bound(key, id, false)
  }

  /** Index of the first item at or after the marker (key, id). */
  atOrAfter(key: string, id: string): number {
    return this.bound(key, id, true)
  }

  insert(item: T): void {
    this.items.splice(this.atOrAfter(this.keyOf(item), item.id), 0, item)
  }

  /** Removes the item stored under `key` (its key when it was inserted). */
  remove(item: T, key = this.keyOf(item)): void {
    const i = this.atOrAfter(key, item.id)
    if (this.items[i]?.id === item.id) this.items.splice(i, 1)
  }

  /** The first item with exactly this key, if any. */
  find(key: string): T | undefined {
    const item = this.items[this.atOrAfter(key, '')]
    return item && this.keyOf(item) === key ? item : undefined
  }

  /** Replaces the contents in one go (bulk seed loading): one sort instead of n inserts. */
  load(items: T[]): void {
    for (const item of items) this.items.push(item)
    this.items.sort((a, b) => {
      const ka = this.keyOf(a)
      const kb = this.keyOf(b)
      if (ka !== kb) return ka < kb ? -1 : 1
      return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
    })
  }
}
