/**
 * The bulk import of a disk as the real API has it: import-ready, bulk writes, stop, finalize into
 * a snapshot, and each misuse refused by state with the reason.
 */
import { beforeEach, describe, expect, it } from 'vitest'

import { db } from '../db'
import { GiB } from '../db/ids'
import { clientPerTest, type ErrorJson, type PageJson } from '../testing'
import { MAX_BULK_WRITE } from './storage'

type DiskJson = { id: string; name: string; state: { state: string; instance?: string } }
type SnapJson = { id: string; name: string; state: string; disk_id: string }

const importing = (name: string, size = GiB) => ({
  name,
  description: 'upload',
  size,
  disk_backend: { type: 'distributed', disk_source: { type: 'importing_blocks', block_size: 512 } },
})
const b64 = (bytes: number, fill = 1) => Buffer.alloc(bytes, fill).toString('base64')

const api = clientPerTest({ fakeDate: true })
const P = '?project=sandbox'
const diskState = async (name: string, project = 'sandbox') =>
  (await api.get<DiskJson>(`/v1/disks/${name}?project=${project}`)).body.state.state

describe('bulk import', () => {
  const disk = '/v1/disks/upload'
  const write = (offset: number, data: string) =>
    api.post<ErrorJson>(`${disk}/bulk-write${P}`, { offset, base64_encoded_data: data })

  beforeEach(async () => {
    await api.post(`/v1/disks${P}`, importing('upload', GiB))
  })

  it('runs start, writes, stop, finalize; then the disk can be deleted at once', async () => {
    expect((await api.post(`${disk}/bulk-write-start${P}`)).status).toBe(204)
    expect(await diskState('upload')).toBe('importing_from_bulk_writes')
    expect((await write(0, b64(MAX_BULK_WRITE))).status).toBe(204)
    expect((await write(MAX_BULK_WRITE, b64(4096, 9))).status).toBe(204)
    expect((await api.post(`${disk}/bulk-write-stop${P}`)).status).toBe(204)
    expect(await diskState('upload')).toBe('import_ready')
    const fin = await api.post(`${disk}/finalize${P}`, { snapshot_name: 'upload-snap' })
    expect(fin.status).toBe(204)
    // finished when it answers: no time passes here
    expect(await diskState('upload')).toBe('detached')
    const snap = await api.get<SnapJson>(`/v1/snapshots/upload-snap${P}`)
    expect(snap.body.state).toBe('ready')
    const image = await api.post<{ block_size: number }>(`/v1/images${P}`, {
      name: 'uploaded',
      description: '',
      os: 'alpine',
      version: '3.21',
      source: { type: 'snapshot', id: snap.body.id },
    })
    expect(image.status).toBe(201)
    expect(image.body.block_size).toBe(512)
    expect((await api.delete(`/v1/snapshots/upload-snap${P}`)).status).toBe(204)
    expect((await api.delete(`${disk}${P}`)).status).toBe(204)
    const left = await api.get<PageJson>(`/v1/disks${P}`)
    expect(left.body.items.map((d) => d.name)).not.toContain('upload')
  })

  it('keeps a digest per chunk, not the bytes', async () => {
    await api.post(`${disk}/bulk-write-start${P}`)
    await write(0, b64(MAX_BULK_WRITE, 1))
    await write(MAX_BULK_WRITE, b64(MAX_BULK_WRITE, 2))
    const id = db.disks.byName(
      [...db.projects.all()].find((p) => p.name === 'sandbox')!.id,
      'upload',
    )!.id
    const chunks = db.diskImports.get(id)!
    expect([...chunks.keys()]).toEqual([0, MAX_BULK_WRITE])
    const first = chunks.get(0)!
    expect(first).toEqual({
      length: MAX_BULK_WRITE,
      digest: expect.stringMatching(/^[0-9a-f]{8}$/),
    })
    expect(first.digest).not.toBe(chunks.get(MAX_BULK_WRITE)!.digest)
    // the same bytes again give the same digest; rewriting a chunk replaces it
    await write(MAX_BULK_WRITE, b64(MAX_BULK_WRITE, 1))
    expect(chunks.get(MAX_BULK_WRITE)!.digest).toBe(first.digest)
    expect(JSON.stringify([...chunks.values()]).length).toBeLessThan(200)
  })

  it('answers each misuse with a 400 that says what is wrong', async () => {
    expect((await write(0, b64(512))).body.message).toBe(
      'disk "upload" is import ready; it must be importing from bulk writes to take bulk writes',
    )
    expect((await api.post<ErrorJson>(`${disk}/bulk-write-stop${P}`)).body.message).toMatch(
      /must be importing from bulk writes to stop a bulk import/,
    )
    await api.post(`${disk}/bulk-write-start${P}`)
    expect((await api.post<ErrorJson>(`${disk}/bulk-write-start${P}`)).body.message).toMatch(
      /is importing from bulk writes; it must be import ready to start a bulk import/,
    )
    expect((await write(0, 'not base64!')).body.message).toMatch(/not valid base64/)
    expect((await write(0, 'QUJD')).body.message).toMatch(
      /data length 3 is not a multiple of the disk's block size 512/,
    )
    expect((await write(0, '')).body.message).toMatch(/at least one block/)
    expect((await write(0, b64(MAX_BULK_WRITE + 512))).body.message).toMatch(/at most 524288 bytes/)
    expect((await write(100, b64(512))).body.message).toBe(
      "offset 100 is not a multiple of the disk's block size 512",
    )
    expect((await write(GiB - 512, b64(1024))).body.message).toMatch(
      /goes past the end of the disk/,
    )
    expect((await write(GiB - 512, b64(512))).status).toBe(204)
    const fin = await api.post<ErrorJson>(`${disk}/finalize${P}`, {})
    expect(fin.body.message).toMatch(/must be import ready to be finalized/)
    await api.post(`${disk}/bulk-write-stop${P}`)
    const taken = await api.post<ErrorJson>(`${disk}/finalize${P}`, {
      snapshot_name: 'scratch-data-broken',
    })
    expect(taken.body.error_code).toBe('ObjectAlreadyExists')
    expect(await diskState('upload')).toBe('import_ready')
    const del = await api.delete<ErrorJson>(`${disk}${P}`)
    expect(del.body.message).toMatch(/must be detached or faulted to be deleted/)
  })
})
