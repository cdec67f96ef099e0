import { describe, expect, it } from 'vitest'

import { type OxqlQueryResult } from '~/api/__generated__/Api'

import { toChartLines } from './all-states'
import { axisFormat, byteScale, formatCount, formatMetric, sig3, summarize } from './format'
import { oxqlTimestamp, toOxql } from './oxql'
import { toChartData } from './series'
import {
  alignmentSeconds,
  describeWindow,
  fromLocalInput,
  presetWindow,
  refreshMs,
  toLocalInput,
  validateCustom,
  windowFromSearch,
} from './time-range'

const start = new Date('2025-06-01T10:00:00.000Z')
const end = new Date('2025-06-01T11:00:00.000Z')

describe('OxQL builder', () => {
  it('builds the CPU query: range, filters in order, alignment, group_by', () => {
    expect(
      toOxql({
        metric: 'virtual_machine:vcpu_usage',
        start,
        end,
        intervalS: 60,
        filters: { instance_id: 'abc', state: 'run' },
        groupBy: { fields: ['instance_id'], reducer: 'sum' },
      }),
    ).toBe(
      'get virtual_machine:vcpu_usage | filter timestamp >= @2025-06-01T10:00:00.000 && timestamp < @2025-06-01T11:00:00.000 && instance_id == "abc" && state == "run" | align mean_within(60s) | group_by [instance_id], sum',
    )
  })

  it('leaves out empty filters and the group_by when not asked for', () => {
    expect(
      toOxql({
        metric: 'virtual_disk:bytes_read',
        start,
        end,
        intervalS: 180,
        filters: { attached_instance_id: 'i', disk_id: undefined, other: '' },
      }),
    ).toBe(
      'get virtual_disk:bytes_read | filter timestamp >= @2025-06-01T10:00:00.000 && timestamp < @2025-06-01T11:00:00.000 && attached_instance_id == "i" | align mean_within(180s)',
    )
  })

  it('writes timestamps in UTC to the second, without a zone', () => {
    expect(oxqlTimestamp(new Date('2025-06-01T10:00:07.891Z'))).toBe('2025-06-01T10:00:07.000')
  })

  it('refuses a value that would break out of its string', () => {
    expect(() =>
      toOxql({ metric: 'a:b', start, end, intervalS: 60, filters: { state: 'x" || true' } }),
    ).toThrow(/quotes/)
  })
})

describe('time range', () => {
  const now = end.getTime()

  it('gives about 60 points: 60 s for an hour, 180 s for 3 hours, 1440 s for a day', () => {
    expect(alignmentSeconds(presetWindow('1h', now))).toBe(60)
    expect(alignmentSeconds(presetWindow('3h', now))).toBe(180)
    expect(alignmentSeconds(presetWindow('24h', now))).toBe(1440)
    expect(alignmentSeconds({ start: new Date(now - 60_000), end })).toBe(5)
  })

  it('reads the window from the address, with the last hour by default', () => {
    expect(windowFromSearch(new URLSearchParams(), now)).toMatchObject({
      choice: '1h',
      window: { start: new Date(now - 3_600_000), end },
    })
    expect(windowFromSearch(new URLSearchParams('range=24h'), now).window.start).toEqual(
      new Date(now - 86_400_000),
    )
    const s = toLocalInput(new Date(now - 7_200_000))
    const e = toLocalInput(new Date(now - 3_600_000))
    const custom = windowFromSearch(new URLSearchParams({ range: 'custom', start: s, end: e }), now)
    expect(custom.choice).toBe('custom')
    expect(custom.window.end.getTime() - custom.window.start.getTime()).toBe(3_600_000)
    const broken = windowFromSearch(new URLSearchParams('range=custom&start=nope'), now)
    expect(broken).toMatchObject({ choice: '1h', invalid: true })
  })

  it('validates a custom range', () => {
    const at = (ms: number) => toLocalInput(new Date(now + ms))
    expect(validateCustom('', '', now)).toEqual({
      errors: { start: 'Start is required', end: 'End is required' },
    })
    expect(validateCustom('yesterday', at(0), now)).toEqual({
      errors: { start: 'Start is not a valid date and time' },
    })
    expect(validateCustom(at(-60_000), at(-120_000), now)).toEqual({
      errors: { end: 'End must be after start' },
    })
    expect(validateCustom(at(-3_600_000), at(3_600_000), now)).toEqual({
      errors: { end: 'End cannot be in the future' },
    })
    expect(validateCustom(at(-40 * 86_400_000), at(0), now)).toEqual({
      errors: { start: 'The range can be at most 31 days long' },
    })
    expect(validateCustom(at(-3_600_000), at(0), now)).toHaveProperty('window')
  })

  it('round-trips datetime-local values and describes a window', () => {
    const d = new Date(2025, 5, 1, 9, 30)
    expect(fromLocalInput(toLocalInput(d))).toEqual(d)
    expect(fromLocalInput('2025-13-45')).toBeNull()
    expect(
      describeWindow({ start: new Date(2025, 5, 1, 9, 30), end: new Date(2025, 5, 1, 10, 30) }),
    ).toBe('Jun 1, 9:30 AM – 10:30 AM')
    expect(refreshMs('10s')).toBe(10_000)
    expect(refreshMs(null)).toBe(0)
  })
})

describe('units', () => {
  it('formats with three significant digits and k/M/B suffixes', () => {
    expect(sig3(1.23456)).toBe('1.23')
    expect(sig3(123.456)).toBe('123')
    expect(sig3(0.5)).toBe('0.5')
    expect(formatCount(1234)).toBe('1.23k')
    expect(formatCount(12_345_678)).toBe('12.3M')
    expect(formatCount(7)).toBe('7')
  })

  it('formats bytes per second in 1024-based units, counts per second and percentages', () => {
    expect(formatMetric(1536, 'bytesPerSecond')).toBe('1.5 KiB/s')
    expect(formatMetric(3 * 1024 ** 2, 'bytesPerSecond')).toBe('3 MiB/s')
    expect(formatMetric(512, 'bytesPerSecond')).toBe('512 B/s')
    expect(formatMetric(2500, 'perSecond')).toBe('2.5k/s')
    expect(formatMetric(23.456, 'percent')).toBe('23.5%')
  })

  it('picks one byte unit for an axis from the largest value', () => {
    expect(byteScale(5 * 1024 ** 2)).toEqual({ unit: 'MiB', divisor: 1024 ** 2 })
    const axis = axisFormat('bytesPerSecond', 5 * 1024 ** 2)
    expect(axis.tick(2.5 * 1024 ** 2)).toBe('2.5 MiB')
    expect(axis.steps).toContain(2 * 1024 ** 2)
  })

  it('summarizes latest, mean and peak, skipping gaps', () => {
    expect(summarize([1, null, 3, 2])).toEqual({ latest: 2, mean: 2, peak: 3 })
    expect(summarize([null])).toBeNull()
  })
})

describe('chart data', () => {
  const point = (iso: string) => iso
  const result = (series: [string[], (number | null)[]][]): OxqlQueryResult =>
    ({
      tables: [
        {
          name: 'x:y',
          timeseries: series.map(([timestamps, values]) => ({
            fields: {},
            points: {
              timestamps: timestamps.map(point),
              values: [{ metricType: 'delta', values: { type: 'double', values } }],
            },
          })),
        },
      ],
    }) as unknown as OxqlQueryResult

  const t = (min: number) => new Date(start.getTime() + min * 60_000).toISOString()

  it('drops the running total, adds series up and transforms values', () => {
    const data = toChartData(
      result([
        [
          [t(0), t(1), t(2)],
          [1e9, 10, 20],
        ],
        [
          [t(0), t(1), t(2)],
          [1e9, 1, 2],
        ],
      ]),
      { start, intervalS: 60 },
      (v) => v * 2,
    )
    expect(data.values).toEqual([22, 44])
    expect(data.times).toEqual([Date.parse(t(1)), Date.parse(t(2))])
  })

  it('leaves a gap where windows are missing, and is empty without series', () => {
    const data = toChartData(
      result([
        [
          [t(0), t(1), t(2), t(5)],
          [0, 1, 2, 5],
        ],
      ]),
      {
        start,
        intervalS: 60,
      },
    )
    expect(data.values).toEqual([1, 2, null, 5])
    expect(toChartData({ tables: [] }, { start, intervalS: 60 })).toEqual({ times: [], values: [] })
  })

  it('makes one line per value of a field, over the union of their times', () => {
    const withState = (r: OxqlQueryResult, states: string[]) => {
      r.tables[0]!.timeseries.forEach((ts, i) => {
        ts.fields = { state: { type: 'string', value: states[i]! } }
      })
      return r
    }
    const r = withState(
      result([
        [
          [t(0), t(1), t(2)],
          [9, 10, 20],
        ],
        [
          [t(0), t(2)],
          [9, 5],
        ],
        [
          [t(0), t(1)],
          [9, 7],
        ],
      ]),
      ['idle', 'run', 'idle'],
    )
    const lines = toChartLines(r, 'state', ['run', 'idle', 'waiting'], { start, intervalS: 60 })
    expect(lines.times).toEqual([Date.parse(t(1)), Date.parse(t(2))])
    // in the order asked, without the state that has no data; two idle series add up
    expect(lines.lines).toEqual([
      { key: 'run', values: [undefined, 5] },
      { key: 'idle', values: [17, 20] },
    ])
  })
})
