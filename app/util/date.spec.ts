import { format } from 'date-fns'
import { describe, expect, it } from 'vitest'

import { formatDateTime, formatDay, formatDayTime, formatTime } from './date'

describe('formatDateTime', () => {
  it('reads "Mon D, YYYY, H:MM AM" in local time, as date-fns would write it', () => {
    for (const iso of [
      '2026-01-05T15:04:00',
      '2026-11-22T00:00:00',
      '2025-12-31T12:59:00',
      '2026-07-04T09:07:00',
    ]) {
      const d = new Date(iso)
      expect(formatDateTime(d)).toBe(format(d, 'MMM d, yyyy, h:mm a'))
    }
  })

  it('takes strings and epoch milliseconds too', () => {
    const d = new Date('2026-03-09T08:30:00')
    expect(formatDateTime(d.toISOString())).toBe(formatDateTime(d))
    expect(formatDateTime(d.getTime())).toBe('Mar 9, 2026, 8:30 AM')
  })
})

describe('one time format, in the user’s locale', () => {
  const d = new Date(2026, 10, 22, 14, 36)

  it('reads like the rest of the console in an American browser', () => {
    expect(formatTime(d, 'en-US')).toBe('2:36 PM')
    expect(formatDayTime(d, 'en-US')).toBe('Nov 22, 2:36 PM')
    expect(formatDay(d, 'en-US')).toBe('Nov 22')
    expect(formatDateTime(d, 'en-US')).toBe('Nov 22, 2026, 2:36 PM')
  })

  it('follows a locale that writes 24-hour times and the day first', () => {
    expect(formatTime(d, 'en-GB')).toBe('14:36')
    expect(formatDayTime(d, 'en-GB')).toBe('22 Nov, 14:36')
    expect(formatDateTime(d, 'en-GB')).toBe('22 Nov 2026, 14:36')
    expect(formatTime(d, 'de-DE')).toBe('14:36')
  })

  it('uses the browser’s locale by default', () => {
    const browser = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' })
    expect(formatTime(d)).toBe(browser.format(d).replace(/\u202f/g, ' '))
  })

  it('writes a plain space before AM/PM', () => {
    expect(formatTime(d, 'en-US')).not.toMatch(/\u202f/)
  })
})
