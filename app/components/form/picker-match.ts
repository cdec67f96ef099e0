import { matchSorter } from 'match-sorter'

type Matchable = { label: string; description?: string }

/** Lower case, accents taken off: what match-sorter compares ("José" is found by "jose"). */
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

type Prepared<T> = { item: T; label: string; description: string }
type Cache<T> = { prepared: Prepared<T>[]; search: string; pool: Prepared<T>[] }

/** Per list of items (a picker's `qAll` result mapped once): its plain texts, its last match. */
const caches = new WeakMap<readonly Matchable[], Cache<Matchable>>()

/**
 * The items that match `search`, best first, equally good ones in the given order: match-sorter's
 * fuzzy ranking over the label and the description. A picker over 10,000 disks or 2,000 users
 * re-ranks on every keystroke, so the plain form of each text is worked out once per list rather
 * than once per keystroke, and a search that extends the last one ranks only what the last one
 * matched: every match-sorter rank (from an exact match down to letters in order) keeps matching
 * when letters are taken off the end of the search.
 */
export function matchItems<T extends Matchable>(items: readonly T[], search: string): T[] {
  if (!search) return [...items]
  let cache = caches.get(items) as Cache<T> | undefined
  if (!cache) {
    const prepared = items.map((item) => ({
      item,
      label: plain(item.label),
      description: plain(item.description ?? ''),
    }))
    cache = { prepared, search: '', pool: prepared }
    caches.set(items, cache as unknown as Cache<Matchable>)
  }
  const term = plain(search)
  const pool = cache.search && term.startsWith(cache.search) ? cache.pool : cache.prepared
  const ranked = matchSorter(pool, term, {
    keys: ['label', 'description'],
    keepDiacritics: true,
    // keep the given order among equally good matches (the pool keeps the items' order)
    baseSort: (a, b) => a.index - b.index,
  })
  const matched = new Set(ranked)
  cache.search = term
  cache.pool = pool.filter((p) => matched.has(p))
  return ranked.map((p) => p.item)
}
