import { MAX_NAME_LENGTH } from '~/util/constants'

/** `name`, or the first of name-2, name-3… that `taken` does not hold. */
function freeName(name: string, taken: readonly string[]): string {
  const used = new Set(taken)
  if (!used.has(name)) return name
  for (let n = 2; ; n++) {
    const suffix = `-${n}`
    const candidate = name.slice(0, MAX_NAME_LENGTH - suffix.length).replace(/-+$/, '') + suffix
    if (!used.has(candidate)) return candidate
  }
}

/**
 * The name an attached address gets: the address with its separators as dashes, behind
 * "ip-" (a name starts with a letter and ends with a letter or digit), free among `taken`.
 */
export function addressAttachmentName(address: string, taken: readonly string[]): string {
  const base = `ip-${address
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}`
    .slice(0, MAX_NAME_LENGTH)
    .replace(/-+$/, '')
  return freeName(base, taken)
}

/** The name an attached pool gets: the pool's own name, free among `taken`. */
export const poolAttachmentName = (pool: string, taken: readonly string[]) => freeName(pool, taken)

/**
 * What the addresses section says when none is attached, in agreement with the pools: with
 * pools attached the gateway takes its address from them; without, it has none.
 */
export function noAddressText(poolCount: number | undefined): string {
  if (poolCount === undefined) return 'No IP address is attached to this gateway.'
  if (poolCount === 0) {
    return 'No IP address is attached to this gateway. With no IP pool attached either, it has no address for outbound traffic.'
  }
  return `No IP address is attached to this gateway: it uses an address from its IP ${poolCount === 1 ? 'pool' : 'pools'}.`
}
