/**
 * The upload pipeline against a small fake of the API (disk states of the bulk import, the
 * snapshot and image it makes), with failures injected at each step and a cancel mid-upload:
 * whatever happens, nothing temporary is left.
 */
import { describe, expect, it } from 'vitest'

import { type ImportBlocksBulkWrite } from '~/api/__generated__/Api'
import { type OperationId, type ParamsOf } from '~/api/client'
import { ApiError } from '~/api/errors'

import { type StepId, type StepState } from './image-upload-plan'
import { cleanUpUpload, runUpload, type ApiCall, type BulkWrite } from './image-upload-run'

type Params = {
  path?: { disk?: string; snapshot?: string }
  body?: { name?: string; snapshotName?: string | null; offset?: number }
}

function fakeApi({ failOn, failTimes = 1 }: { failOn?: string; failTimes?: number } = {}) {
  const disks = new Map<string, string>()
  const snapshots = new Map<string, { id: string; ready: boolean }>()
  const images: string[] = []
  const calls: string[] = []
  const writes: number[] = []
  let failuresLeft = failTimes
  const notFound = (method: string) =>
    new ApiError({ message: 'not found', statusCode: 404, errorCode: 'ObjectNotFound', method })
  const refuse = (method: string, message: string) =>
    new ApiError({ message, statusCode: 400, errorCode: 'InvalidRequest', method })
  const need = (method: string, disk: string, state: string) => {
    const s = disks.get(disk)
    if (s === undefined) throw notFound(method)
    if (s !== state) throw refuse(method, `disk is ${s}, not ${state}`)
  }

  const api = (async (method: string, params: Params) => {
    calls.push(method)
    await Promise.resolve()
    if (method === failOn && failuresLeft > 0) {
      failuresLeft--
      throw new ApiError({ message: `${method} broke`, statusCode: 500, method })
    }
    const disk = params.path?.disk ?? ''
    switch (method) {
      case 'diskCreate':
        disks.set(params.body!.name!, 'import_ready')
        return { name: params.body!.name }
      case 'diskBulkWriteImportStart':
        need(method, disk, 'import_ready')
        disks.set(disk, 'importing_from_bulk_writes')
        return
      case 'diskBulkWriteImport':
        need(method, disk, 'importing_from_bulk_writes')
        writes.push(params.body!.offset!)
        return
      case 'diskBulkWriteImportStop':
        need(method, disk, 'importing_from_bulk_writes')
        disks.set(disk, 'import_ready')
        return
      case 'diskFinalizeImport':
        need(method, disk, 'import_ready')
        disks.set(disk, 'detached')
        if (params.body?.snapshotName)
          snapshots.set(params.body.snapshotName, { id: 'snap-id', ready: true })
        return
      case 'snapshotView': {
        const s = snapshots.get(params.path!.snapshot!)
        if (!s) throw notFound(method)
        return s
      }
      case 'imageCreate':
        images.push(params.body!.name!)
        return { name: params.body!.name }
      case 'snapshotDelete':
        if (!snapshots.delete(params.path!.snapshot!)) throw notFound(method)
        return
      case 'diskView': {
        const state = disks.get(disk)
        if (state === undefined) throw notFound(method)
        return { name: disk, state: { state } }
      }
      case 'diskDelete':
        need(method, disk, 'detached')
        disks.delete(disk)
        return
    }
    throw new Error(`unexpected ${method}`)
  }) as unknown as ApiCall
  const fake = {
    api,
    bulkWrite: null as unknown as BulkWrite,
    disks,
    snapshots,
    images,
    calls,
    writes,
  }
  // the chunk's JSON body, read back as the API would, through whatever `api` is now
  fake.bulkWrite = async (disk, body) =>
    fake.api('diskBulkWriteImport', {
      ...disk,
      body: JSON.parse(await body.text()) as ImportBlocksBulkWrite,
    })
  return fake
}

const bytes = (n: number, fill = 1) => new Blob([new Uint8Array(n).fill(fill)])

const input = (file: Blob) => ({
  project: 'web-app',
  image: { name: 'alpine', description: '', os: 'alpine', version: '3.21' },
  blockSize: 512 as const,
  file,
})

function run(fake: ReturnType<typeof fakeApi>, file: Blob, signal = new AbortController().signal) {
  const steps: [StepId, StepState][] = []
  const outcome = runUpload(input(file), {
    api: fake.api,
    bulkWrite: fake.bulkWrite,
    signal,
    tag: 42,
    onStep: (id, state) => steps.push([id, state]),
    onProgress: () => {},
    chunker: { retries: 0, timeoutMs: 1000 },
    pauseMs: 1,
  })
  return { steps, outcome }
}

describe('runUpload', () => {
  it('goes through every step and leaves only the image', async () => {
    const fake = fakeApi()
    const file = new Blob([bytes(512 * 1024), new Uint8Array(512 * 1024), bytes(4096, 7)])
    const { steps, outcome } = run(fake, file)
    expect(await outcome).toMatchObject({ ok: true, image: { name: 'alpine' }, leftovers: [] })
    expect(steps.filter(([, s]) => s === 'done').map(([id]) => id)).toEqual([
      'createDisk',
      'startImport',
      'upload',
      'stopImport',
      'finalize',
      'createImage',
      'deleteTemporary',
    ])
    // the zero chunk in the middle is skipped
    expect(fake.writes.sort((a, b) => a - b)).toEqual([0, 1024 * 1024])
    expect(fake.images).toEqual(['alpine'])
    expect(fake.disks.size).toBe(0)
    expect(fake.snapshots.size).toBe(0)
  })

  const FAILURES: [string, StepId][] = [
    ['diskCreate', 'createDisk'],
    ['diskBulkWriteImportStart', 'startImport'],
    ['diskBulkWriteImport', 'upload'],
    ['diskBulkWriteImportStop', 'stopImport'],
    ['diskFinalizeImport', 'finalize'],
    ['imageCreate', 'createImage'],
  ]
  it.each(FAILURES)('a failure of %s fails its step and leaves nothing', async (method, step) => {
    const fake = fakeApi({ failOn: method })
    const { steps, outcome } = run(fake, bytes(1024 * 1024))
    expect(await outcome).toEqual({
      ok: false,
      step,
      cancelled: false,
      message: `${method} broke`,
      cleanup: { ok: true, problems: [] },
    })
    expect(steps).toContainEqual([step, 'failed'])
    expect(fake.images).toEqual([])
    expect(fake.disks.size).toBe(0)
    expect(fake.snapshots.size).toBe(0)
  })

  it('a cancel mid-upload stops, finalizes and deletes the importing disk', async () => {
    const fake = fakeApi()
    const controller = new AbortController()
    const file = bytes(8 * 512 * 1024)
    const origin = fake.api
    let sent = 0
    fake.api = <M extends OperationId>(method: M, params: ParamsOf<M>, init?: RequestInit) => {
      if (method === 'diskBulkWriteImport' && ++sent === 3) controller.abort()
      return origin(method, params, init)
    }
    const { steps, outcome } = run(fake, file, controller.signal)
    expect(await outcome).toMatchObject({
      ok: false,
      step: 'upload',
      cancelled: true,
      cleanup: { ok: true },
    })
    expect(steps.at(-1)).toEqual(['upload', 'cancelled'])
    expect(fake.calls).toContain('diskBulkWriteImportStop')
    expect(fake.disks.size).toBe(0)
    expect(fake.images).toEqual([])
  })

  it('says what is left when the cleanup itself cannot finish', async () => {
    const fake = fakeApi({ failOn: 'diskDelete', failTimes: 100 })
    fake.disks.set('tmp-for-image-1', 'detached')
    const result = await cleanUpUpload(
      fake.api,
      'web-app',
      { disk: 'tmp-for-image-1', snapshot: 'tmp-for-image-1-snapshot' },
      { pauseMs: 1 },
    )
    expect(result).toEqual({
      ok: false,
      problems: ['Temporary disk tmp-for-image-1 could not be deleted: diskDelete broke'],
    })
  })
})
