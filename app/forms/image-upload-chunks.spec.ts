import { describe, expect, it } from 'vitest'

import {
  bulkWriteBody,
  chunksOf,
  isAllZero,
  toBase64,
  uploadChunks,
  withRetries,
} from './image-upload-chunks'

const KiB = 1024

describe('chunksOf', () => {
  it('cuts a file into 512 KiB chunks, the last one partial', () => {
    expect(chunksOf(0)).toEqual([])
    expect(chunksOf(512 * KiB)).toEqual([{ offset: 0, length: 512 * KiB }])
    expect(chunksOf(1024 * KiB + 512)).toEqual([
      { offset: 0, length: 512 * KiB },
      { offset: 512 * KiB, length: 512 * KiB },
      { offset: 1024 * KiB, length: 512 },
    ])
  })
})

describe('isAllZero and toBase64', () => {
  it('tells zero chunks apart, whatever the alignment', () => {
    expect(isAllZero(new Uint8Array(4096))).toBe(true)
    const b = new Uint8Array(4099)
    b[4098] = 1
    expect(isAllZero(b)).toBe(false)
    expect(isAllZero(b.subarray(1, 4098))).toBe(true)
    b[9] = 7
    expect(isAllZero(b.subarray(0, 16))).toBe(false)
  })
  it('encodes standard padded base64 as ASCII bytes, large chunks included', () => {
    const text = (b: Uint8Array) => new TextDecoder().decode(toBase64(b))
    expect(text(new Uint8Array([0xfb, 0xff]))).toBe('+/8=')
    expect(text(new Uint8Array([0xfb]))).toBe('+w==')
    expect(text(new Uint8Array([1, 2, 3]))).toBe('AQID')
    expect(text(new Uint8Array())).toBe('')
    // every byte value, against the platform's encoder
    const all = Uint8Array.from({ length: 256 * 3 + 1 }, (_, i) => (i * 7) % 256)
    expect(text(all)).toBe(Buffer.from(all).toString('base64'))
    const big = new Uint8Array(512 * KiB).fill(65)
    expect(atob(text(big)).length).toBe(512 * KiB)
  })

  it('builds the bulk write body around the bytes', async () => {
    const body = bulkWriteBody(1024, toBase64(new Uint8Array([1, 2, 3])))
    expect(body.type).toBe('application/json')
    expect(JSON.parse(await body.text())).toEqual({ offset: 1024, base64_encoded_data: 'AQID' })
  })
})

const fileOf = (size: number, nonZero: number[]) => {
  const data = new Uint8Array(size)
  for (const at of nonZero) data[at] = 1
  return new Blob([data])
}

describe('uploadChunks', () => {
  it('sends only chunks with data, at their offsets, and counts the rest as done', async () => {
    const sent: number[] = []
    const seen: number[] = []
    const file = fileOf(4 * 1024 + 100, [10, 3 * 1024 + 5, 4 * 1024 + 99])
    const result = await uploadChunks({
      file,
      chunkBytes: 1024,
      signal: new AbortController().signal,
      send: async ({ offset, base64 }) => {
        sent.push(offset)
        expect(atob(new TextDecoder().decode(base64)).length).toBe(offset === 4096 ? 100 : 1024)
      },
      onProgress: (p) => seen.push(p.done),
    })
    expect(sent.sort((a, b) => a - b)).toEqual([0, 3072, 4096])
    expect(result).toEqual({ done: 4196, total: 4196, sent: 2148, skipped: 2048 })
    expect(seen.at(-1)).toBe(4196)
  })

  it('keeps at most `concurrency` requests in flight', async () => {
    let inFlight = 0
    let most = 0
    await uploadChunks({
      file: fileOf(
        20 * 1024,
        Array.from({ length: 20 }, (_, i) => i * 1024),
      ),
      chunkBytes: 1024,
      concurrency: 6,
      signal: new AbortController().signal,
      send: async () => {
        most = Math.max(most, ++inFlight)
        await new Promise((r) => setTimeout(r, 2))
        inFlight--
      },
    })
    expect(most).toBe(6)
  })

  it('retries a chunk twice, then gives up and stops the upload', async () => {
    let calls = 0
    const attempt = uploadChunks({
      file: fileOf(1024, [0]),
      chunkBytes: 1024,
      signal: new AbortController().signal,
      send: async () => {
        calls++
        throw new Error('pantry unavailable')
      },
    })
    await expect(attempt).rejects.toThrow('pantry unavailable')
    expect(calls).toBe(3)
  })

  it('succeeds when a retry does', async () => {
    let calls = 0
    await withRetries(
      async () => {
        if (++calls < 3) throw new Error('flaky')
        return 'ok'
      },
      { retries: 2, timeoutMs: 1000, signal: new AbortController().signal },
    )
    expect(calls).toBe(3)
  })

  it('stops when cancelled, with the cancel reason', async () => {
    const cancel = new AbortController()
    const attempt = uploadChunks({
      file: fileOf(
        8 * 1024,
        Array.from({ length: 8 }, (_, i) => i * 1024),
      ),
      chunkBytes: 1024,
      concurrency: 1,
      signal: cancel.signal,
      send: async (_, signal) => {
        cancel.abort(new Error('Upload cancelled'))
        signal.throwIfAborted()
      },
    })
    await expect(attempt).rejects.toThrow('Upload cancelled')
  })
})
