import { describe, expect, it } from 'vitest'

import { parseRange, rangeParams } from './audit-range'

const NOW = Date.parse('2026-03-10T12:34:56.789Z')
const at = (query: string) => parseRange(new URLSearchParams(query), NOW)

describe('audit log range', () => {
  it('starts relative ranges at a whole minute, without an end', () => {
    expect(at('range=hour')).toEqual({
      key: 'hour',
      start: new Date('2026-03-10T11:34:00.000Z'),
      end: null,
    })
    expect(at('range=week').start).toEqual(new Date('2026-03-03T12:34:00.000Z'))
    // the default is the last day
    expect(at('')).toMatchObject({ key: 'day', start: new Date('2026-03-09T12:34:00.000Z') })
  })

  it('takes a custom start and end, and says why an unusable one is not applied', () => {
    const ok = at('range=custom&start=2026-03-01T00:00:00Z&end=2026-03-02T00:00:00Z')
    expect(ok).toEqual({
      key: 'custom',
      start: new Date('2026-03-01T00:00:00Z'),
      end: new Date('2026-03-02T00:00:00Z'),
    })
    expect(at('range=custom&start=2026-03-02T00:00:00Z&end=2026-03-01T00:00:00Z').problem).toBe(
      'The end of the range must be after its start.',
    )
    expect(at('range=custom&start=soon').problem).toBe(
      'A custom range needs a valid start and end time.',
    )
  })

  it('writes the URL parameters of a range', () => {
    expect(rangeParams('week')).toEqual({ range: 'week', start: null, end: null })
    expect(
      rangeParams('custom', new Date('2026-03-01T00:00:00Z'), new Date('2026-03-02T00:00:00Z')),
    ).toEqual({
      range: 'custom',
      start: '2026-03-01T00:00:00.000Z',
      end: '2026-03-02T00:00:00.000Z',
    })
  })
})
