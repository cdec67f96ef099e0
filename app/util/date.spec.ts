import { format } from 'date-fns'
import { describe, expect, it } from 'vitest'

import { formatDateTime } from './date'

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
