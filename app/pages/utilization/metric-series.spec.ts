import { describe, expect, it } from 'vitest'

import { type Measurement } from '~/api/__generated__/Api'
import { windowFromSearch } from '~/pages/project/instances/tabs/metrics/time-range'
import { GiB } from '~/util/units'

import { RANGES, stepSummary, toStepData } from './metric-series'

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

describe('the range of the address', () => {
  const now = Date.parse('2026-11-24T12:00:00Z')
  const read = (search: string) => windowFromSearch(new URLSearchParams(search), now, RANGES)
  const hours = (w: { start: Date; end: Date }) => (w.end.getTime() - w.start.getTime()) / 3_600_000

  it('reads a preset, the last hour otherwise', () => {
    expect(read('range=7d')).toMatchObject({ choice: '7d', invalid: false })
    expect(hours(read('range=7d').window)).toBe(168)
    expect(read('range=bogus').choice).toBe('1h')
    expect(read('').choice).toBe('1h')
  })

  it('reads a custom range, and falls back to the last hour when it is not valid', () => {
    const custom = read('range=custom&start=2026-11-20T08:00&end=2026-11-21T08:00')
    expect(custom).toMatchObject({ choice: 'custom', invalid: false })
    expect(hours(custom.window)).toBe(24)
    const backwards = read('range=custom&start=2026-11-21T08:00&end=2026-11-20T08:00')
    expect(backwards).toMatchObject({ choice: '1h', invalid: true })
  })
})
