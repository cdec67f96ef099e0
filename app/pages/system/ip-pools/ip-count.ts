/*
 * Address counts. An IPv6 range easily holds 2^64 addresses, which as a plain number is a
 * row of twenty digits nobody can read: beyond a trillion a count is written as a power of
 * ten with three significant digits, and the exact figure goes in a tooltip.
 */

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹'
const sup = (n: number) => [...String(n)].map((d) => SUPERSCRIPT[Number(d)]).join('')

const EXACT_LIMIT = 1e12

/** A count as people read it: "1,024", "65,536", "1.84 × 10¹⁹". */
export function formatIpCount(n: number): string {
  if (!Number.isFinite(n)) return '—'
  if (Math.abs(n) < EXACT_LIMIT) return Math.round(n).toLocaleString('en-US')
  const exp = Math.floor(Math.log10(Math.abs(n)))
  const mantissa = n / 10 ** exp
  return `${Number(mantissa.toFixed(2))} × 10${sup(exp)}`
}

/** The full figure for a tooltip or an export (no exponent). */
export function exactIpCount(n: number): string {
  if (!Number.isFinite(n)) return '—'
  return BigInt(Math.round(n)).toLocaleString('en-US')
}

/** Share of a pool in use, 0-100 (0 for an empty pool). */
export function usedPercent(capacity: number, remaining: number): number {
  if (!(capacity > 0)) return 0
  return Math.min(100, Math.max(0, ((capacity - remaining) / capacity) * 100))
}
