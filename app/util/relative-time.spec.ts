import { formatDistanceStrict } from 'date-fns'
import { describe, expect, it } from 'vitest'

import { formatSpan, formatTimeAgo } from './relative-time'

describe('relative times, in the platform’s words', () => {
  const now = new Date('2026-03-09T12:00:00Z')
  const SECOND = 1000
  const MINUTE = 60 * SECOND
  const HOUR = 60 * MINUTE
  const DAY = 24 * HOUR
  // both sides of every unit's edges, and the roundings in between
  const offsets = [
    1 * SECOND,
    29 * SECOND,
    59 * SECOND,
    60 * SECOND,
    90 * SECOND,
    150 * SECOND,
    59 * MINUTE,
    59.6 * MINUTE,
    60 * MINUTE,
    89 * MINUTE,
    90 * MINUTE,
    23 * HOUR,
    23.6 * HOUR,
    24 * HOUR,
    36 * HOUR,
    29 * DAY,
    30 * DAY,
    45 * DAY,
    200 * DAY,
    364 * DAY,
    365 * DAY,
    800 * DAY,
  ]

  it('reads a past or future time as date-fns’s strict distance would, in English', () => {
    for (const ms of offsets) {
      for (const d of [new Date(now.getTime() - ms), new Date(now.getTime() + ms)]) {
        expect(formatTimeAgo(d, now, 'en-US'), `${ms} ms`).toBe(
          formatDistanceStrict(d, now, { addSuffix: true }),
        )
      }
    }
  })

  it('names a span without a direction, either way round', () => {
    for (const ms of offsets) {
      const later = new Date(now.getTime() + ms)
      expect(formatSpan(now, later, 'en'), `${ms} ms`).toBe(formatDistanceStrict(later, now))
      expect(formatSpan(later, now, 'en')).toBe(formatSpan(now, later, 'en'))
    }
  })

  it('speaks the user’s language', () => {
    expect(formatTimeAgo(new Date(now.getTime() - 5 * MINUTE), now, 'de-DE')).toBe('vor 5 Minuten')
    // French puts a no-break space between number and unit
    expect(formatSpan(now, new Date(now.getTime() + 2 * HOUR), 'fr-FR')).toBe('2\u00a0heures')
  })
})

describe('the same moment', () => {
  it('reads as just past, not as ahead', () => {
    const now = new Date('2026-03-09T12:00:00Z')
    expect(formatTimeAgo(now, now, 'en')).toBe('0 seconds ago')
  })
})
