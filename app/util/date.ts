/**
 * Dates and times, one format everywhere, in the user's locale (the browser's language): an
 * American reader sees "Jan 5, 2026, 3:04 PM", a British one "5 Jan 2026, 15:04". The
 * platform's Intl formatter does this with no code to download (relative times too:
 * `relative-time.ts`). Pass `locale` only in tests.
 */
export type DateInput = Date | string | number

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(locale: string | undefined, options: Intl.DateTimeFormatOptions) {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`
  let f = formatters.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options)
    formatters.set(key, f)
  }
  return f
}

// ICU puts a narrow no-break space before AM/PM; a plain space reads and copies the same
const plain = (s: string) => s.replace(/\u202f/g, ' ')

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' }
const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' }

/** "Jan 5, 2026, 3:04 PM" (local time). */
export const formatDateTime = (d: DateInput, locale?: string) =>
  plain(formatter(locale, { ...DAY, year: 'numeric', ...TIME }).format(new Date(d)))

/** "3:04 PM": a time of day. */
export const formatTime = (d: DateInput, locale?: string) =>
  plain(formatter(locale, TIME).format(new Date(d)))

/** "Jan 5, 3:04 PM": a time within the last days, where the year goes without saying. */
export const formatDayTime = (d: DateInput, locale?: string) =>
  plain(formatter(locale, { ...DAY, ...TIME }).format(new Date(d)))

/** "Jan 5": a day. */
export const formatDay = (d: DateInput, locale?: string) =>
  plain(formatter(locale, DAY).format(new Date(d)))

/**
 * Builds the formatters ahead of need. A page's first date formatter is slow (the platform
 * loads its locale data); called while the first page's data is in flight (main.tsx), that
 * cost leaves the first render.
 */
export function warmDateFormats() {
  const now = Date.now()
  formatDateTime(now)
  formatTime(now)
}
