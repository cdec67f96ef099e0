/**
 * Pagination as Nexus does it: `limit` (default 100, at most 1000), an opaque `page_token`
 * naming the last item of the previous page and the sort order, `next_page` null on the last
 * page. The token is a marker, not an offset, so a page is found by binary search and items
 * added or removed between calls neither repeat nor get skipped.
 */
import type { Collection } from './db/collection'
import { SortedIndex } from './db/sorted-index'
import { invalidRequest } from './errors'

export type SortMode = 'name_ascending' | 'name_descending' | 'id_ascending'

export interface PageQuery {
  limit?: number | null
  pageToken?: string | null
  sortBy?: SortMode
}

export interface Page<T> {
  items: T[]
  next_page: string | null
}

const DEFAULT_LIMIT = 100
const MAX_LIMIT = 1000

interface Marker {
  sort: SortMode
  key: string
  id: string
}

const encoder = new TextEncoder()
const decoder = new TextDecoder()

function encodeToken(marker: Marker): string {
  const bytes = encoder.encode(JSON.stringify([marker.sort, marker.key, marker.id]))
  const b64 = btoa(String.fromCharCode(...bytes))
  return b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function decodeToken(token: string): Marker {
  try {
    const b64 = token.replace(/-/g, '+').replace(/_/g, '/')
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
    const parsed: unknown = JSON.parse(decoder.decode(bytes))
    if (
      Array.isArray(parsed) &&
      parsed.length === 3 &&
      ['name_ascending', 'name_descending', 'id_ascending'].includes(parsed[0]) &&
      typeof parsed[1] === 'string' &&
      typeof parsed[2] === 'string'
    ) {
      return { sort: parsed[0] as SortMode, key: parsed[1], id: parsed[2] }
    }
  } catch {
    // fall through to the error below
  }
  throw invalidRequest(`unable to parse page token: ${token}`)
}

/** One page of a sorted index. Costs O(log n + limit). */
function pageOfIndex<T extends { id: string }>(
  byName: SortedIndex<T>,
  byId: SortedIndex<T>,
  query: PageQuery,
  defaultSort: SortMode = 'name_ascending',
): Page<T> {
  const limit = Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT)
  // as in Dropshot, the sort order of later pages comes from the token
  const marker = query.pageToken ? decodeToken(query.pageToken) : undefined
  const sort = marker?.sort ?? query.sortBy ?? defaultSort
  const index = sort === 'id_ascending' ? byId : byName
  const { items } = index

  let page: T[]
  let more: boolean
  if (sort === 'name_descending') {
    const end = marker ? index.atOrAfter(marker.key, marker.id) : items.length
    const start = Math.max(0, end - limit)
    page = items.slice(start, end).reverse()
    more = start > 0
  } else {
    const start = marker ? index.after(marker.key, marker.id) : 0
    page = items.slice(start, start + limit)
    more = start + limit < items.length
  }
  const last = page[page.length - 1]
  return {
    items: page,
    next_page: more && last ? encodeToken({ sort, key: index.keyOf(last), id: last.id }) : null,
  }
}

/** A page of one scope of a collection. */
export function paginate<T extends { id: string }>(
  coll: Collection<T>,
  scope: string,
  query: PageQuery,
  defaultSort: SortMode = 'name_ascending',
): Page<T> {
  return pageOfIndex(coll.index(scope, 'name'), coll.index(scope, 'id'), query, defaultSort)
}

/**
 * A page of an ad hoc list (filtered or computed). Sorting costs O(n log n), so use this only
 * for lists that stay small; big tables go through `paginate`.
 */
export function paginateArray<T extends { id: string }>(
  items: readonly T[],
  query: PageQuery,
  nameOf: (item: T) => string = (item) => item.id,
  defaultSort: SortMode = 'name_ascending',
): Page<T> {
  const byName = new SortedIndex(nameOf)
  const byId = new SortedIndex<T>((item) => item.id)
  byName.load([...items])
  byId.load([...items])
  return pageOfIndex(byName, byId, query, defaultSort)
}
