/**
 * Suggestions for the OxQL editor of the metrics explorer: what may come at the cursor. After
 * `get`, the timeseries names; at the start of a table operation (after `|`), the operations;
 * after `align`, the alignment method; anywhere else, the field names of the timeseries the
 * query reads (and `timestamp`). Only names starting with (or containing) what is typed.
 */

export type Suggestion = {
  /** What goes into the query in place of the word being typed. */
  insert: string
  /** What the list shows. */
  label: string
  /** A second line: a field's type, a schema's datum type, what an operation does. */
  detail?: string
}

export type SchemaInfo = {
  name: string
  datumType?: string
  fields: { name: string; type: string }[]
}

const OPERATIONS: Suggestion[] = [
  { insert: 'filter ', label: 'filter', detail: 'keep timeseries and points that match' },
  { insert: 'align mean_within(1m)', label: 'align', detail: 'average the points of each window' },
  { insert: 'group_by [', label: 'group_by', detail: 'merge aligned timeseries by fields' },
  { insert: 'first ', label: 'first', detail: 'the first n points of each timeseries' },
  { insert: 'last ', label: 'last', detail: 'the last n points of each timeseries' },
]

const WORD = /[A-Za-z0-9_:]*$/
const MAX = 50

/** The word being typed at `cursor`: its start and text. */
export function wordAt(text: string, cursor: number): { start: number; word: string } {
  const before = text.slice(0, cursor)
  const word = WORD.exec(before)?.[0] ?? ''
  return { start: cursor - word.length, word }
}

/** The timeseries a query reads (`get <name>`), if named yet. */
export function tableOf(text: string): string | null {
  return /^\s*get\s+([A-Za-z0-9_]+:[A-Za-z0-9_]+)/.exec(text)?.[1] ?? null
}

function rank(items: Suggestion[], word: string): Suggestion[] {
  const w = word.toLowerCase()
  const starts = items.filter((s) => s.label.toLowerCase().startsWith(w))
  const contains = w
    ? items.filter((s) => !s.label.toLowerCase().startsWith(w) && s.label.toLowerCase().includes(w))
    : []
  return [...starts, ...contains].filter((s) => s.label !== word).slice(0, MAX)
}

/** What may be typed at `cursor`, best first; empty when nothing fits. */
export function suggest(text: string, cursor: number, schemas: SchemaInfo[]): Suggestion[] {
  const { start, word } = wordAt(text, cursor)
  const before = text.slice(0, start).trimEnd()
  const prev = /([A-Za-z0-9_:]+|[^\sA-Za-z0-9_:])$/.exec(before)?.[1] ?? ''

  if (before === '')
    return rank([{ insert: 'get ', label: 'get', detail: 'read a timeseries' }], word)
  if (prev === 'get') {
    return rank(
      schemas.map((s) => ({ insert: `${s.name} `, label: s.name, detail: s.datumType })),
      word,
    )
  }
  if (prev === '|') return rank(OPERATIONS, word)
  if (prev === 'align') {
    return rank(
      [{ insert: 'mean_within(1m)', label: 'mean_within', detail: 'window length' }],
      word,
    )
  }
  // a value is being typed (after a comparison or inside quotes): nothing to offer
  if (['==', '!=', '<', '>', '<=', '>=', '~='].some((op) => before.endsWith(op))) return []
  if (((text.slice(0, cursor).match(/"/g)?.length ?? 0) & 1) === 1) return []
  if (!word) return []

  const table = tableOf(text)
  const schema = schemas.find((s) => s.name === table)
  if (!schema) return []
  return rank(
    [
      ...schema.fields.map((f) => ({ insert: f.name, label: f.name, detail: f.type })),
      { insert: 'timestamp', label: 'timestamp', detail: 'time of a point' },
    ],
    word,
  )
}

/** The query with the word at `cursor` replaced by the suggestion, and where the cursor goes. */
export function accept(
  text: string,
  cursor: number,
  s: Suggestion,
): { text: string; cursor: number } {
  const { start } = wordAt(text, cursor)
  const rest = text.slice(cursor)
  const next = text.slice(0, start) + s.insert + rest
  return { text: next, cursor: start + s.insert.length }
}
