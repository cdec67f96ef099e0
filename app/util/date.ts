/**
 * Dates as the lists and detail pages show them. The platform's Intl formatter does this with
 * no code to download; a date library is loaded only by the pages that need more (relative
 * times, chart axes).
 */
const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

/** "Jan 5, 2026, 3:04 PM" (local time). */
export const formatDateTime = (d: Date | string | number) =>
  // ICU puts a narrow no-break space before AM/PM; a plain space reads and copies the same
  dateTime.format(new Date(d)).replace(/\u202f/g, ' ')
