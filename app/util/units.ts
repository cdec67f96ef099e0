/** Sizes are 1024-based: 1 KiB = 1024 bytes. */
export const KiB = 1024
const MiB = 1024 * KiB
export const GiB = 1024 * MiB

const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB'] as const

/** The largest unit in which `bytes` is at least 1, with the value rounded to `digits`. */
export function formatBytes(bytes: number, digits = 1): string {
  if (!Number.isFinite(bytes)) return '—'
  let value = Math.abs(bytes)
  let i = 0
  while (value >= 1024 && i < UNITS.length - 1) {
    value /= 1024
    i++
  }
  const rounded = Number(value.toFixed(digits))
  return `${bytes < 0 ? '-' : ''}${rounded} ${UNITS[i]}`
}
