/**
 * Runs an image upload against the API, step by step (image-upload-plan.ts names the steps),
 * and cleans up after a failure or a cancel: the temporary snapshot is deleted, an importing
 * disk stopped and finalized, the temporary disk deleted. Takes the API as a function so unit
 * tests can run it against a fake.
 */
import { type Image } from '~/api/__generated__/Api'
import { type DataOf, type OperationId, type ParamsOf } from '~/api/client'
import { isApiError } from '~/api/errors'

import { bulkWriteBody, uploadChunks, type UploadProgress } from './image-upload-chunks'
import {
  planDiskCleanup,
  randomTag,
  tempDiskSize,
  tempResources,
  type CleanupAction,
  type StepId,
  type StepState,
} from './image-upload-plan'

export type ApiCall = <M extends OperationId>(
  method: M,
  params: ParamsOf<M>,
  init?: RequestInit,
) => Promise<DataOf<M>>

export type CleanupResult = {
  /** Everything the upload made is gone. */
  ok: boolean
  /** What could not be deleted, and why. */
  problems: string[]
}

type UploadOutcome =
  | {
      ok: true
      image: Image
      /** Problems deleting the temporary disk and snapshot after the image was made. */
      leftovers: string[]
    }
  | { ok: false; step: StepId; cancelled: boolean; message: string; cleanup: CleanupResult }

const is404 = (e: unknown) => isApiError(e) && e.statusCode === 404

const messageOf = (e: unknown) => {
  if (isApiError(e)) {
    return e.errorCode === 'Internal' ? 'The server could not do it (internal error)' : e.message
  }
  if (e instanceof DOMException && e.name === 'TimeoutError') return 'The request timed out'
  return e instanceof Error && e.message ? e.message : 'Something went wrong'
}

/** Waits, whatever any upload signal says (cleanup runs after a cancel). */
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** How many times the cleanup reads the disk again and retries what failed. */
const CLEANUP_ROUNDS = 8
const CLEANUP_PAUSE_MS = 400

/**
 * Deletes what an upload made, whatever state it was left in. Every step tolerates a 404 (the
 * thing never got made, or is already gone); the disk is read again before each round so the
 * actions fit its state now.
 */
export async function cleanUpUpload(
  api: ApiCall,
  project: string,
  made: { disk: string | null; snapshot: string | null },
  { pauseMs = CLEANUP_PAUSE_MS }: { pauseMs?: number } = {},
): Promise<CleanupResult> {
  const problems: string[] = []
  if (made.snapshot) {
    const snapshot = made.snapshot
    let lastError: unknown
    for (let round = 0; round < CLEANUP_ROUNDS; round++) {
      try {
        await api('snapshotDelete', { path: { snapshot }, query: { project } })
        lastError = undefined
        break
      } catch (e) {
        if (is404(e)) {
          lastError = undefined
          break
        }
        lastError = e
        await pause(pauseMs)
      }
    }
    if (lastError)
      problems.push(`Temporary snapshot ${snapshot} could not be deleted: ${messageOf(lastError)}`)
  }
  if (made.disk) {
    const disk = made.disk
    const params = { path: { disk }, query: { project } }
    const run = (action: CleanupAction) =>
      action === 'stopImport'
        ? api('diskBulkWriteImportStop', params)
        : action === 'finalize'
          ? api('diskFinalizeImport', { ...params, body: {} })
          : api('diskDelete', params)
    let problem: string | null = null
    for (let round = 0; round < CLEANUP_ROUNDS; round++) {
      try {
        const plan = planDiskCleanup(await api('diskView', params))
        if (plan.kind === 'stuck') {
          problem = `Temporary disk ${disk} is ${plan.state} and cannot be deleted`
          break
        }
        if (plan.kind === 'run') for (const action of plan.actions) await run(action)
        // deleted (or in motion: read it again after a pause)
        problem = plan.kind === 'run' ? null : `Temporary disk ${disk} did not settle`
        if (plan.kind === 'run') break
      } catch (e) {
        if (is404(e)) {
          problem = null
          break
        }
        problem = `Temporary disk ${disk} could not be deleted: ${messageOf(e)}`
      }
      await pause(pauseMs)
    }
    if (problem) problems.push(problem)
  }
  return { ok: problems.length === 0, problems }
}

export type UploadInput = {
  project: string
  image: { name: string; description: string; os: string; version: string }
  blockSize: 512 | 2048 | 4096
  file: Blob
}

/** One chunk's bulk write, its JSON body already made (`bulkWriteBody`). */
export type BulkWrite = (
  disk: { path: { disk: string }; query: { project: string } },
  body: Blob,
  signal: AbortSignal,
) => Promise<unknown>

type Hooks = {
  api: ApiCall
  bulkWrite: BulkWrite
  /** Aborting it cancels the upload (before the image is made; after, it finishes). */
  signal: AbortSignal
  onStep: (id: StepId, state: StepState) => void
  onProgress: (p: UploadProgress) => void
  /** The cleanup after a failure or cancel starts and ends. */
  onCleanup?: (state: 'running' | 'done' | 'failed') => void
  /** Fixes the temporary names (tests). */
  tag?: number
  /** Passed to the chunker and the cleanup (tests make them quick). */
  chunker?: { retries?: number; timeoutMs?: number; concurrency?: number }
  pauseMs?: number
}

/** The whole pipeline: never throws; says how it ended. */
export async function runUpload(input: UploadInput, hooks: Hooks): Promise<UploadOutcome> {
  const { api, signal, onStep, onProgress, onCleanup } = hooks
  const { project, image, blockSize, file } = input
  const names = tempResources(hooks.tag ?? randomTag(), image.name)
  const disk = { path: { disk: names.disk }, query: { project } }
  const made = { disk: null as string | null, snapshot: null as string | null }
  let current: StepId = 'createDisk'

  async function step<T>(id: StepId, work: () => Promise<T>, cancellable = true): Promise<T> {
    current = id
    signal.throwIfAborted()
    onStep(id, 'running')
    const result = await work()
    if (cancellable) signal.throwIfAborted()
    onStep(id, 'done')
    return result
  }

  let created: Image
  try {
    await step('createDisk', () => {
      // counted as made once asked for: an answer lost on the way still leaves a disk
      made.disk = names.disk
      return api(
        'diskCreate',
        {
          query: { project },
          body: {
            name: names.disk,
            description: names.description,
            size: tempDiskSize(file.size),
            diskBackend: {
              type: 'distributed',
              diskSource: { type: 'importing_blocks', blockSize },
            },
          },
        },
        { signal },
      )
    })
    await step('startImport', () => api('diskBulkWriteImportStart', disk, { signal }))
    await step('upload', () =>
      uploadChunks({
        file,
        signal,
        onProgress,
        ...hooks.chunker,
        send: ({ offset, base64 }, s) => hooks.bulkWrite(disk, bulkWriteBody(offset, base64), s),
      }),
    )
    await step('stopImport', () => api('diskBulkWriteImportStop', disk, { signal }))
    const snapshot = await step('finalize', async () => {
      made.snapshot = names.snapshot
      await api(
        'diskFinalizeImport',
        { ...disk, body: { snapshotName: names.snapshot } },
        { signal },
      )
      return api('snapshotView', { path: { snapshot: names.snapshot }, query: { project } })
    })
    // once asked for, the image is let be made: a cancel cannot take it back halfway
    created = await step(
      'createImage',
      () =>
        api('imageCreate', {
          query: { project },
          body: { ...image, source: { type: 'snapshot', id: snapshot.id } },
        }),
      false,
    )
  } catch (e) {
    const cancelled = signal.aborted
    onStep(current, cancelled ? 'cancelled' : 'failed')
    onCleanup?.('running')
    const cleanup = await cleanUpUpload(api, project, made, { pauseMs: hooks.pauseMs })
    onCleanup?.(cleanup.ok ? 'done' : 'failed')
    return {
      ok: false,
      step: current,
      cancelled,
      message: cancelled ? 'Upload cancelled' : messageOf(e),
      cleanup,
    }
  }

  // the image exists: a cancel now changes nothing, the temporary things just go
  onStep('deleteTemporary', 'running')
  const cleanup = await cleanUpUpload(api, project, made, { pauseMs: hooks.pauseMs })
  onStep('deleteTemporary', cleanup.ok ? 'done' : 'failed')
  return { ok: true, image: created, leftovers: cleanup.problems }
}
