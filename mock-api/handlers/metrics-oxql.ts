/**
 * A parser for the part of OxQL (the Oximeter query language) the mock answers:
 *
 *   get <target:metric>
 *   | filter <expr>            comparisons of fields or `timestamp` joined by && || ! ( )
 *   | align mean_within(<d>)   d: a duration such as 60s, 5m, 1h
 *   | group_by [<field>, ...], sum|mean
 *   | first <n> | last <n>
 *
 * Timestamps are written `@2025-01-01T00:00:00.000` (UTC, `Z` optional) or `@now() - 1h`.
 * Errors are thrown as OxqlError and become a 400 with the message.
 */

export class OxqlError extends Error {}

export type Literal = string | number | boolean | Date

export type Expr =
  | { kind: 'and' | 'or'; left: Expr; right: Expr }
  | { kind: 'not'; expr: Expr }
  | { kind: 'cmp'; field: string; op: CmpOp; value: Literal }

export type CmpOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | '~='

export type Op =
  | { kind: 'filter'; expr: Expr }
  | { kind: 'align'; method: 'mean_within'; periodMs: number }
  | { kind: 'group_by'; fields: string[]; reducer: 'sum' | 'mean' }
  | { kind: 'first' | 'last'; count: number }

export interface Query {
  table: string
  ops: Op[]
}

type Token =
  | { t: 'word'; v: string }
  | { t: 'str'; v: string }
  | { t: 'num'; v: number }
  | { t: 'dur'; v: number }
  | { t: 'time'; v: Date }
  | { t: 'sym'; v: string }

const DURATION_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
}

const SYMBOLS = [
  '==',
  '!=',
  '<=',
  '>=',
  '~=',
  '&&',
  '||',
  '<',
  '>',
  '!',
  '(',
  ')',
  '[',
  ']',
  ',',
  '|',
  '-',
  '+',
]

function parseDuration(text: string): number | null {
  const m = /^(\d+)(ns|us|ms|s|m|h|d|w)$/.exec(text)
  return m ? Number(m[1]) * DURATION_MS[m[2]!]! : null
}

/** `@2025-01-01T00:00:00.000` (UTC), or `@now()` optionally followed by `- <duration>`. */
function readTimestamp(src: string, at: number): { date: Date; end: number } {
  const rest = src.slice(at + 1)
  const nowMatch = /^now\(\)(\s*([-+])\s*(\d+(?:ns|us|ms|s|m|h|d|w)))?/.exec(rest)
  if (nowMatch) {
    const offset = nowMatch[3] ? parseDuration(nowMatch[3])! : 0
    const sign = nowMatch[2] === '-' ? -1 : 1
    return { date: new Date(Date.now() + sign * offset), end: at + 1 + nowMatch[0].length }
  }
  const m = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?)?Z?/.exec(rest)
  if (!m) throw new OxqlError(`Query parsing failed: invalid timestamp at column ${at + 1}`)
  let text = m[0]
  // sub-millisecond digits are more than Date keeps
  text = text.replace(/(\.\d{3})\d+/, '$1')
  const date = new Date(
    text.endsWith('Z') ? text : `${text.includes('T') ? text : `${text}T00:00`}Z`,
  )
  if (Number.isNaN(date.getTime())) {
    throw new OxqlError(`Query parsing failed: invalid timestamp "${m[0]}"`)
  }
  return { date, end: at + 1 + m[0].length }
}

function tokenize(src: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < src.length) {
    const c = src[i]!
    if (/\s/.test(c)) {
      i++
      continue
    }
    if (c === '"' || c === "'") {
      const end = src.indexOf(c, i + 1)
      if (end < 0)
        throw new OxqlError(`Query parsing failed: unterminated string at column ${i + 1}`)
      tokens.push({ t: 'str', v: src.slice(i + 1, end) })
      i = end + 1
      continue
    }
    if (c === '@') {
      const { date, end } = readTimestamp(src, i)
      tokens.push({ t: 'time', v: date })
      i = end
      continue
    }
    const word = /^[A-Za-z_][A-Za-z0-9_:]*/.exec(src.slice(i))
    if (word) {
      tokens.push({ t: 'word', v: word[0] })
      i += word[0].length
      continue
    }
    const num = /^\d+(\.\d+)?(ns|us|ms|s|m|h|d|w)?(?![A-Za-z0-9_])/.exec(src.slice(i))
    if (num) {
      const ms = num[2] ? parseDuration(num[0]) : null
      tokens.push(ms !== null ? { t: 'dur', v: ms } : { t: 'num', v: Number(num[0]) })
      i += num[0].length
      continue
    }
    const sym = SYMBOLS.find((s) => src.startsWith(s, i))
    if (!sym) throw new OxqlError(`Query parsing failed: unexpected "${c}" at column ${i + 1}`)
    tokens.push({ t: 'sym', v: sym })
    i += sym.length
  }
  return tokens
}

class Parser {
  private i = 0
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token | undefined {
    return this.tokens[this.i]
  }
  private next(): Token {
    const t = this.tokens[this.i++]
    if (!t) throw new OxqlError('Query parsing failed: unexpected end of query')
    return t
  }
  private isSym(v: string): boolean {
    const t = this.peek()
    return t?.t === 'sym' && t.v === v
  }
  private expectSym(v: string): void {
    const t = this.next()
    if (t.t !== 'sym' || t.v !== v) {
      throw new OxqlError(`Query parsing failed: expected "${v}" but found ${describe(t)}`)
    }
  }
  private word(): string {
    const t = this.next()
    if (t.t !== 'word')
      throw new OxqlError(`Query parsing failed: expected a name but found ${describe(t)}`)
    return t.v
  }
  done(): boolean {
    return this.i >= this.tokens.length
  }

  query(): Query {
    const get = this.word()
    if (get !== 'get') throw new OxqlError('Query parsing failed: a query starts with "get"')
    const table = this.word()
    if (!table.includes(':')) {
      throw new OxqlError(
        `Query parsing failed: "${table}" is not a timeseries name (target:metric)`,
      )
    }
    const ops: Op[] = []
    while (!this.done()) {
      this.expectSym('|')
      ops.push(this.op())
    }
    return { table, ops }
  }

  private op(): Op {
    const name = this.word()
    switch (name) {
      case 'filter':
        return { kind: 'filter', expr: this.or() }
      case 'align': {
        const method = this.word()
        if (method !== 'mean_within') {
          throw new OxqlError(`Query parsing failed: unsupported alignment method "${method}"`)
        }
        this.expectSym('(')
        const d = this.next()
        if (d.t !== 'dur' || d.v < 1000) {
          throw new OxqlError(
            'Query parsing failed: alignment period must be a duration of at least 1s',
          )
        }
        this.expectSym(')')
        return { kind: 'align', method, periodMs: d.v }
      }
      case 'group_by': {
        this.expectSym('[')
        const fields: string[] = []
        while (!this.isSym(']')) {
          fields.push(this.word())
          if (!this.isSym(']')) this.expectSym(',')
        }
        this.expectSym(']')
        let reducer: 'sum' | 'mean' = 'mean'
        if (this.isSym(',')) {
          this.next()
          const r = this.word()
          if (r !== 'sum' && r !== 'mean') {
            throw new OxqlError(`Query parsing failed: unknown reducer "${r}"`)
          }
          reducer = r
        }
        return { kind: 'group_by', fields, reducer }
      }
      case 'first':
      case 'last': {
        const n = this.next()
        if (n.t !== 'num' || !Number.isInteger(n.v) || n.v < 1) {
          throw new OxqlError(`Query parsing failed: "${name}" takes a positive count`)
        }
        return { kind: name, count: n.v }
      }
      default:
        throw new OxqlError(`Query parsing failed: unknown table operation "${name}"`)
    }
  }

  private or(): Expr {
    let left = this.and()
    while (this.isSym('||')) {
      this.next()
      left = { kind: 'or', left, right: this.and() }
    }
    return left
  }
  private and(): Expr {
    let left = this.unary()
    while (this.isSym('&&')) {
      this.next()
      left = { kind: 'and', left, right: this.unary() }
    }
    return left
  }
  private unary(): Expr {
    if (this.isSym('!')) {
      this.next()
      return { kind: 'not', expr: this.unary() }
    }
    if (this.isSym('(')) {
      this.next()
      const e = this.or()
      this.expectSym(')')
      return e
    }
    const field = this.word()
    const op = this.next()
    if (op.t !== 'sym' || !['==', '!=', '<', '<=', '>', '>=', '~='].includes(op.v)) {
      throw new OxqlError(`Query parsing failed: expected a comparison after "${field}"`)
    }
    return { kind: 'cmp', field, op: op.v as CmpOp, value: this.literal() }
  }
  private literal(): Literal {
    const t = this.next()
    if (t.t === 'str' || t.t === 'num' || t.t === 'time') return t.v
    if (t.t === 'word' && (t.v === 'true' || t.v === 'false')) return t.v === 'true'
    throw new OxqlError(`Query parsing failed: expected a value but found ${describe(t)}`)
  }
}

function describe(t: Token): string {
  if (t.t === 'time') return 'a timestamp'
  if (t.t === 'dur') return 'a duration'
  return `"${String(t.v)}"`
}

export function parseQuery(src: string): Query {
  if (!src.trim()) throw new OxqlError('Query parsing failed: the query is empty')
  return new Parser(tokenize(src)).query()
}
