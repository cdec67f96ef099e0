/** At most this many requests of a bulk run are in flight at once. */
export const BULK_CONCURRENCY = 4

export type ItemResult = { ok: true } | { ok: false; message: string }

const messageOf = (e: unknown) =>
  e instanceof Error ? e.message : typeof e === 'string' ? e : 'Something went wrong'

/**
 * Runs `work` once for each key, at most `limit` at a time, in the keys' order. Never rejects:
 * each key gets its own result (a rejection's message), reported through `onItem` as it
 * starts and as it ends, so every row can show its progress while the run goes on.
 */
export async function runPool(
  keys: readonly string[],
  work: (key: string) => Promise<unknown>,
  {
    limit = BULK_CONCURRENCY,
    onStart,
    onItem,
  }: {
    limit?: number
    onStart?: (key: string) => void
    onItem?: (key: string, result: ItemResult) => void
  } = {},
): Promise<Map<string, ItemResult>> {
  const results = new Map<string, ItemResult>()
  let next = 0
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++]!
      onStart?.(key)
      let result: ItemResult
      try {
        await work(key)
        result = { ok: true }
      } catch (e) {
        result = { ok: false, message: messageOf(e) }
      }
      results.set(key, result)
      onItem?.(key, result)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, keys.length) }, worker))
  return results
}
