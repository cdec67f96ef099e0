/**
 * The upload's chunker: the file is read one 512 KiB chunk at a time (never whole), chunks that
 * are all zeros are skipped (a new disk reads as zeros already), and at most `concurrency`
 * writes are in flight, each retried a few times with its own timeout.
 */

/** The most one bulk write may carry. */
export const CHUNK_BYTES = 512 * 1024
/** Requests in flight at once (the browser's connections per host). */
export const UPLOAD_CONCURRENCY = 6
/** Retries per chunk after the first try. */
export const CHUNK_RETRIES = 2
export const CHUNK_TIMEOUT_MS = 30_000

export type Chunk = { offset: number; length: number }

/** Every chunk of a file of `size` bytes, the last one shorter when the size is not a multiple. */
export function chunksOf(size: number, chunkBytes = CHUNK_BYTES): Chunk[] {
  const chunks: Chunk[] = []
  for (let offset = 0; offset < size; offset += chunkBytes) {
    chunks.push({ offset, length: Math.min(chunkBytes, size - offset) })
  }
  return chunks
}

export function isAllZero(bytes: Uint8Array): boolean {
  // eight bytes at a time where the buffer allows it
  const aligned = bytes.byteOffset % 8 === 0 ? Math.floor(bytes.length / 8) : 0
  if (aligned) {
    const words = new BigUint64Array(bytes.buffer, bytes.byteOffset, aligned)
    for (const w of words) if (w !== 0n) return false
  }
  for (let i = aligned * 8; i < bytes.length; i++) if (bytes[i] !== 0) return false
  return true
}

const ALPHABET = new TextEncoder().encode(
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
)
const PAD = 61 // '='

/**
 * Standard, padded base64, as ASCII bytes: a 512 KiB chunk becomes 683 KiB of bytes outside
 * the JavaScript heap, never a string (the request body is built from them as they are).
 */
export function toBase64(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4)
  const whole = bytes.length - (bytes.length % 3)
  let o = 0
  for (let i = 0; i < whole; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!
    out[o++] = ALPHABET[n >> 18]!
    out[o++] = ALPHABET[(n >> 12) & 63]!
    out[o++] = ALPHABET[(n >> 6) & 63]!
    out[o++] = ALPHABET[n & 63]!
  }
  if (whole < bytes.length) {
    const n = (bytes[whole]! << 16) | ((bytes[whole + 1] ?? 0) << 8)
    out[o++] = ALPHABET[n >> 18]!
    out[o++] = ALPHABET[(n >> 12) & 63]!
    out[o++] = whole + 1 < bytes.length ? ALPHABET[(n >> 6) & 63]! : PAD
    out[o++] = PAD
  }
  return out
}

/** The JSON body of one bulk write, built from the base64 bytes without copying them to a string. */
export const bulkWriteBody = (offset: number, base64: Uint8Array<ArrayBuffer>) =>
  new Blob([`{"offset":${offset},"base64_encoded_data":"`, base64, '"}'], {
    type: 'application/json',
  })

export type UploadProgress = {
  /** Bytes done: sent, or skipped as zeros. */
  done: number
  total: number
  sent: number
  skipped: number
}

/** Tries `run` up to 1 + `retries` times, each try cut off after `timeoutMs`. */
export async function withRetries<T>(
  run: (signal: AbortSignal) => Promise<T>,
  { retries, timeoutMs, signal }: { retries: number; timeoutMs: number; signal: AbortSignal },
): Promise<T> {
  let lastError: unknown
  for (let attempt = 0; attempt <= retries; attempt++) {
    signal.throwIfAborted()
    const attemptSignal = AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)])
    try {
      return await run(attemptSignal)
    } catch (e) {
      if (signal.aborted) throw e
      lastError = e
    }
  }
  throw lastError
}

/**
 * Reads and sends every chunk that is not all zeros, `concurrency` at a time. `send` gets the
 * chunk's offset and base64 data (ASCII bytes); a chunk failing all its tries stops the upload (the others
 * in flight are aborted) and rejects with its error.
 */
export async function uploadChunks({
  file,
  send,
  signal,
  onProgress,
  chunkBytes = CHUNK_BYTES,
  concurrency = UPLOAD_CONCURRENCY,
  retries = CHUNK_RETRIES,
  timeoutMs = CHUNK_TIMEOUT_MS,
}: {
  file: Blob
  send: (
    chunk: { offset: number; base64: Uint8Array<ArrayBuffer> },
    signal: AbortSignal,
  ) => Promise<unknown>
  signal: AbortSignal
  onProgress?: (p: UploadProgress) => void
  chunkBytes?: number
  concurrency?: number
  retries?: number
  timeoutMs?: number
}): Promise<UploadProgress> {
  const chunks = chunksOf(file.size, chunkBytes)
  const progress: UploadProgress = { done: 0, total: file.size, sent: 0, skipped: 0 }
  const stop = new AbortController()
  const both = AbortSignal.any([signal, stop.signal])
  let next = 0

  const worker = async () => {
    while (next < chunks.length) {
      both.throwIfAborted()
      const chunk = chunks[next++]!
      const bytes = new Uint8Array(
        await file.slice(chunk.offset, chunk.offset + chunk.length).arrayBuffer(),
      )
      if (isAllZero(bytes)) {
        progress.skipped += chunk.length
      } else {
        const base64 = toBase64(bytes)
        await withRetries((s) => send({ offset: chunk.offset, base64 }, s), {
          retries,
          timeoutMs,
          signal: both,
        })
        progress.sent += chunk.length
      }
      progress.done += chunk.length
      onProgress?.({ ...progress })
    }
  }

  const workers = Array.from({ length: Math.min(concurrency, chunks.length) }, worker)
  try {
    await Promise.all(
      workers.map((w) =>
        w.catch((e: unknown) => {
          stop.abort(e)
          throw e
        }),
      ),
    )
  } catch (e) {
    throw signal.aborted ? signal.reason : e
  }
  return progress
}
