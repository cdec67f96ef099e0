/**
 * Which generated routes could answer a request, found without asking each of them.
 *
 * MSW tries its handlers in order and, for each one, parses the request's cookies and compiles
 * the handler's path into a regular expression before it can say no. With some three hundred
 * routes that is most of what the in-browser mock does per request (and the e2e suite boots
 * it hundreds of times). This index narrows a request to the routes whose method, segment count
 * and literal segments agree with it: a necessary condition for MSW's own match (its paths here
 * are literal and `:param` segments, matched case-insensitively, with an optional trailing
 * slash). MSW then decides among those few, in their original order, so the route that answers
 * is the one it would have chosen from the whole table.
 */
import { type HttpHandler } from 'msw'

/** A route's path split into segments: a string is literal (lower case), null a parameter. */
type Shape = { index: number; method: string; segments: (string | null)[] }

type Index = {
  /** By method, then by segment count: the routes that could match, in table order. */
  shapes: Map<string, Map<number, Shape[]>>
  /** Routes whose path this index cannot read (a RegExp, a wildcard): always candidates. */
  others: number[]
}

const indexes = new WeakMap<readonly HttpHandler[], Index>()

const splitPath = (path: string) => {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
  return trimmed.split('/').slice(1)
}

function buildIndex(handlers: readonly HttpHandler[]): Index {
  const index: Index = { shapes: new Map(), others: [] }
  handlers.forEach((handler, i) => {
    const { method, path } = handler.info as { method: unknown; path: unknown }
    const plain =
      typeof method === 'string' && typeof path === 'string' && /^(\/(:\w+|[\w.~-]+))+$/.test(path)
    if (!plain) {
      index.others.push(i)
      return
    }
    const segments = splitPath(path).map((s) => (s.startsWith(':') ? null : s.toLowerCase()))
    const byMethod = index.shapes.get(method.toUpperCase()) ?? new Map<number, Shape[]>()
    index.shapes.set(method.toUpperCase(), byMethod)
    const list = byMethod.get(segments.length) ?? []
    byMethod.set(segments.length, list)
    list.push({ index: i, method, segments })
  })
  return index
}

/**
 * The positions, in table order, of the routes that may match `method` and `pathname` (the
 * raw, still percent-encoded path of the request). Every route MSW would match is among them.
 */
export function candidateRoutes(
  handlers: readonly HttpHandler[],
  method: string,
  pathname: string,
): number[] {
  let index = indexes.get(handlers)
  if (!index) {
    index = buildIndex(handlers)
    indexes.set(handlers, index)
  }
  const parts = splitPath(pathname).map((s) => s.toLowerCase())
  const shapes = index.shapes.get(method.toUpperCase())?.get(parts.length) ?? []
  const found = shapes
    .filter((shape) =>
      shape.segments.every((s, i) => (s === null ? parts[i] !== '' : s === parts[i])),
    )
    .map((shape) => shape.index)
  if (index.others.length === 0) return found
  return [...found, ...index.others].sort((a, b) => a - b)
}

/** The handlers that may answer the request, in the order MSW tries them. */
export const candidateHandlers = (handlers: readonly HttpHandler[], method: string, url: URL) =>
  candidateRoutes(handlers, method, url.pathname).map((i) => handlers[i]!)
