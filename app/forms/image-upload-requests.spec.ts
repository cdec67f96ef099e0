/**
 * The upload's equivalent is what the run sends: the run against a recording fake of the API
 * makes the requests `uploadRequests` lists, in that order, one chunk request per chunk.
 */
import { describe, expect, it } from 'vitest'

import { CHUNK_BYTES } from './image-upload-chunks'
import { uploadRequests } from './image-upload-requests'
import { runUpload, type ApiCall } from './image-upload-run'

const SNAPSHOT_ID = '6fc1b5b2-8f1c-4d45-9f2b-2a6a3f6e0c21'

describe('uploadRequests', () => {
  it('lists the requests the run sends, with the same temporary names', async () => {
    const sent: Record<string, unknown>[] = []
    const offsets: number[] = []
    const api = (async (operationId: string, params: object) => {
      await Promise.resolve()
      if (operationId !== 'diskView') sent.push({ operationId, ...params })
      if (operationId === 'snapshotView') return { id: SNAPSHOT_ID }
      if (operationId === 'imageCreate') return { name: 'alpine' }
      if (operationId === 'diskView') return { state: { state: 'detached' } }
      return {}
    }) as unknown as ApiCall
    const input = {
      project: 'web',
      image: { name: 'alpine', description: '', os: 'alpine', version: '3.20' },
      blockSize: 512 as const,
    }
    const file = new File([new Uint8Array(CHUNK_BYTES + 4096).fill(1)], 'alpine.raw')
    const outcome = await runUpload(
      { ...input, file },
      {
        api,
        bulkWrite: async (_, body) => {
          offsets.push((JSON.parse(await body.text()) as { offset: number }).offset)
        },
        signal: new AbortController().signal,
        tag: 7,
        onStep: () => {},
        onProgress: () => {},
        pauseMs: 1,
      },
    )
    expect(outcome.ok).toBe(true)

    const shown = uploadRequests({ ...input, file, tag: 7, snapshotId: SNAPSHOT_ID })
    const [chunk] = shown.splice(2, 1)
    expect(sent).toEqual(shown)
    // one chunk request stands for each chunk the run writes
    expect(chunk).toMatchObject({ operationId: 'diskBulkWriteImport', body: { offset: 0 } })
    expect(offsets.sort((a, b) => a - b)).toEqual([0, CHUNK_BYTES])
    expect(JSON.stringify(chunk)).toContain('the first of 2 chunks')
  })

  it('waits for a file', () => {
    const input = { project: 'web', image: { name: 'a', description: '', os: '', version: '' } }
    expect(() => uploadRequests({ ...input, blockSize: 512, file: null, tag: 1 })).toThrow()
  })
})
