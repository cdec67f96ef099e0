import { MAX_NAME_LENGTH } from './constants'

const SUFFIX_LENGTH = 6

function randomHex(n: number): string {
  const bytes = new Uint8Array(Math.ceil(n / 2))
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, n)
}

/**
 * A fresh resource name from parts: joined with '-', cut so that the whole name, suffix
 * included, fits in 63 characters, then '-' and six random hex characters.
 */
export function generateName(parts: string[]): string {
  const base = parts.filter(Boolean).join('-')
  const room = MAX_NAME_LENGTH - SUFFIX_LENGTH - 1
  // a cut may leave a trailing dash; the suffix's own dash must not double it
  const cut = base.slice(0, room).replace(/-+$/, '')
  const suffix = randomHex(SUFFIX_LENGTH)
  return cut ? `${cut}-${suffix}` : suffix
}
