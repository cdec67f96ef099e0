import { describe, expect, it, vi } from 'vitest'

import {
  buildHaystacks,
  csvField,
  defaultFilterFields,
  filterRows,
  filterTerms,
  formatSort,
  parsePage,
  parseSort,
  sortRows,
  toCsv,
} from './list-state'

type Row = { id: string; name: string; description: string; state: string; created?: string }

const rows: Row[] = [
  {
    id: 'a1',
    name: 'web-1',
    description: 'Front end',
    state: 'running',
    created: '2026-01-03T00:00:00Z',
  },
  {
    id: 'b2',
    name: 'db',
    description: 'Holds the WEB data',
    state: 'stopped',
    created: '2026-01-01T00:00:00Z',
  },
  { id: 'c3', name: 'web-10', description: '', state: 'stopped' },
  {
    id: 'd4',
    name: 'web-2',
    description: 'cache',
    state: 'running',
    created: '2026-01-02T00:00:00Z',
  },
]
const hay = buildHaystacks(rows, defaultFilterFields)

describe('URL state', () => {
  it('reads and writes the sort', () => {
    expect(parseSort('-created')).toEqual({ id: 'created', desc: true })
    expect(parseSort('name')).toEqual({ id: 'name', desc: false })
    expect(parseSort('')).toBeNull()
    expect(parseSort('-')).toBeNull()
    expect(formatSort({ id: 'created', desc: true })).toBe('-created')
  })
  it('reads a page, anything odd being page 1', () => {
    expect(parsePage('3')).toBe(3)
    for (const v of [null, '', '0', '-2', '1.5', 'x']) expect(parsePage(v)).toBe(1)
  })
})

describe('filter', () => {
  it('matches name, description and ID, ignoring case', () => {
    const names = (terms: string) => filterRows(rows, hay, filterTerms(terms)).map((r) => r.name)
    expect(names('web')).toEqual(['web-1', 'db', 'web-10', 'web-2'])
    expect(names('WEB data')).toEqual(['db'])
    expect(names('c3')).toEqual(['web-10'])
    expect(names('nothing')).toEqual([])
    expect(names('  ')).toEqual(['web-1', 'db', 'web-10', 'web-2'])
  })
  it('combines the text with facets', () => {
    const running = { value: (r: Row) => r.state, selected: 'running' }
    expect(filterRows(rows, hay, filterTerms('web'), [running]).map((r) => r.name)).toEqual([
      'web-1',
      'web-2',
    ])
  })
  it('filters 10,000 rows well within a frame budget', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      id: `id-${i}`,
      name: `inst-${String(i).padStart(5, '0')}`,
      description: i % 7 ? 'plain' : 'special web box',
    }))
    const h = buildHaystacks(many, defaultFilterFields)
    const t0 = performance.now()
    const out = filterRows(many, h, filterTerms('web'))
    expect(out).toHaveLength(Math.ceil(10_000 / 7))
    expect(performance.now() - t0).toBeLessThan(100)
  })
})

describe('sort', () => {
  it('orders names with numbers naturally, both ways', () => {
    const byName = (desc: boolean) => sortRows(rows, (r) => r.name, desc).map((r) => r.name)
    expect(byName(false)).toEqual(['db', 'web-1', 'web-2', 'web-10'])
    expect(byName(true)).toEqual(['web-10', 'web-2', 'web-1', 'db'])
  })
  it('orders times as times and keeps empty values last either way', () => {
    const byCreated = (desc: boolean) => sortRows(rows, (r) => r.created, desc).map((r) => r.id)
    expect(byCreated(false)).toEqual(['b2', 'd4', 'a1', 'c3'])
    expect(byCreated(true)).toEqual(['a1', 'd4', 'b2', 'c3'])
  })
  it('reads the time of each row once, not at every comparison (10,000 rows sort in one pass)', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      created: new Date(Date.UTC(2026, 0, 1) + ((i * 7919) % 10_000) * 1000).toISOString(),
    }))
    const parse = vi.spyOn(Date, 'parse')
    const sorted = sortRows(many, (r) => r.created, false)
    expect(parse.mock.calls.length).toBeLessThanOrEqual(many.length)
    parse.mockRestore()
    expect(sorted[0]!.created).toBe('2026-01-01T00:00:00.000Z')
    expect(sorted.at(-1)!.created).toBe(new Date(Date.UTC(2026, 0, 1) + 9_999_000).toISOString())
  })
  it('is stable for equal values', () => {
    expect(sortRows(rows, (r) => r.state, false).map((r) => r.id)).toEqual(['a1', 'd4', 'b2', 'c3'])
  })
})

describe('CSV', () => {
  it('quotes only what needs it, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('')).toBe('')
  })
  it('never lets a spreadsheet read a field as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`)
    expect(csvField('+1')).toBe("'+1")
    expect(csvField('-2+3')).toBe("'-2+3")
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvField('\tcmd')).toBe("'\tcmd")
    expect(csvField('a=b')).toBe('a=b')
  })
  it('writes a header and one CRLF-terminated line per row', () => {
    expect(
      toCsv(
        ['name', 'description'],
        [
          ['web', 'Front, end'],
          ['db', ''],
        ],
      ),
    ).toBe('name,description\r\nweb,"Front, end"\r\ndb,\r\n')
  })
})
