import { describe, expect, it } from 'vitest'

import { type Measurement } from '~/api/__generated__/Api'
import { GiB } from '~/util/units'

import { rangeFrom, stepSummary, toStepData } from './metric-series'

const at = (iso: string, n: number): Measurement => ({
  timestamp: new Date(iso),
  datum: { type: 'i64', datum: n },
})
const window = { start: new Date('2026-01-01T10:00:00Z'), end: new Date('2026-01-01T11:00:00Z') }
const ms = (iso: string) => new Date(iso).getTime()

describe('toStepData', () => {
  it('starts at the left edge with the sample before the range and holds to the end', () => {
    const data = toStepData(
      {
        before: at('2026-01-01T09:40:00Z', 4),
        items: [at('2026-01-01T10:20:00Z', 6), at('2026-01-01T10:05:00Z', 5)],
      },
      window,
      1,
    )
    expect(data.times).toEqual([
      ms('2026-01-01T10:00:00Z'),
      ms('2026-01-01T10:05:00Z'),
      ms('2026-01-01T10:20:00Z'),
      ms('2026-01-01T11:00:00Z'),
    ])
    expect(data.values).toEqual([4, 5, 6, 6])
  })

  it('converts to the unit and starts at the first sample without one before', () => {
    const data = toStepData(
      { before: undefined, items: [at('2026-01-01T10:30:00Z', 3 * GiB)] },
      window,
      GiB,
    )
    expect(data.times[0]).toBe(ms('2026-01-01T10:30:00Z'))
    expect(data.values).toEqual([3, 3])
  })

  it('keeps the later of two samples at one time, and drops samples outside the range', () => {
    const data = toStepData(
      {
        before: undefined,
        items: [
          at('2026-01-01T10:10:00Z', 1),
          at('2026-01-01T10:10:00Z', 2),
          at('2026-01-01T12:00:00Z', 9),
        ],
      },
      window,
      1,
    )
    expect(data.values).toEqual([2, 2])
  })

  it('is empty without samples, and the summary says so', () => {
    const data = toStepData({ before: undefined, items: [] }, window, 1)
    expect(data.times).toEqual([])
    expect(stepSummary(data.values)).toBeNull()
    expect(stepSummary([1, 5, 3])).toEqual({ latest: 3, peak: 5 })
  })
})

describe('rangeFrom', () => {
  it('reads the range of the address, the last hour otherwise', () => {
    expect(rangeFrom('7d').label).toBe('Last week')
    expect(rangeFrom('bogus').value).toBe('1h')
    expect(rangeFrom(null).value).toBe('1h')
  })
})
