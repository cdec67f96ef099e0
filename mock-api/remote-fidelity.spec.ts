/**
 * Remote fidelity: a client of the public API, over real HTTP against the standalone mock
 * server (createMockServer, as `npm run mock-api` serves it), follows each action at once with
 * its natural next call and gets what the real API would give. The image upload runs the
 * console's whole pipeline (temporary import disk, bulk writes, finalize into a snapshot, the
 * image, then the clean-up) and must leave nothing behind.
 */
import type { Server } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GiB } from './db/ids'
import { closeServer, listenOnLoopback } from './http-testing'
import { createMockServer } from './server'

const CHUNK = 512 * 1024

let server: Server
let base: string

async function call<T = { message?: string }>(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T }
}

type Named = { id: string; name: string }
type DiskJson = Named & { state: { state: string } }
type Page<T = Named> = { items: T[]; next_page: string | null }

beforeAll(async () => {
  server = createMockServer({})
  base = `http://127.0.0.1:${await listenOnLoopback(server)}`
})
afterAll(() => closeServer(server))

const P = '?project=sandbox'
const blank = (name: string) => ({
  name,
  description: '',
  size: GiB,
  disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 512 } },
})

describe('natural sequences over HTTP', () => {
  it('create a disk, attach it, start the instance, stop it, detach and delete the disk', async () => {
    const created = await call<DiskJson>('POST', `/v1/disks${P}`, blank('remote-data'))
    expect(created.status).toBe(201)
    const attach = await call<DiskJson>('POST', `/v1/instances/scratch-vm/disks/attach${P}`, {
      disk: 'remote-data',
    })
    expect(attach.status, attach.body.name).toBe(202)
    const start = await call<{ run_state: string }>('POST', `/v1/instances/scratch-vm/start${P}`)
    expect(start.body.run_state).toBe('starting')
    // a running instance keeps its disks: stop, and wait until it is stopped
    const stop = await call<{ run_state: string }>('POST', `/v1/instances/scratch-vm/stop${P}`)
    expect(stop.status).toBe(202)
    expect(['stopping', 'stopped']).toContain(stop.body.run_state)
    const early = await call('POST', `/v1/instances/scratch-vm/disks/detach${P}`, {
      disk: 'remote-data',
    })
    expect(early.status).toBe(400)
    expect(early.body.message).toMatch(/state "stopping"/)
    await expect
      .poll(
        async () =>
          (await call<{ run_state: string }>('GET', `/v1/instances/scratch-vm${P}`)).body.run_state,
        { timeout: 10_000, interval: 250 },
      )
      .toBe('stopped')
    const detach = await call('POST', `/v1/instances/scratch-vm/disks/detach${P}`, {
      disk: 'remote-data',
    })
    expect(detach.status).toBe(202)
    expect((await call('DELETE', `/v1/disks/remote-data${P}`)).status).toBe(204)
  }, 20_000)

  it('uploads an image and leaves nothing behind', async () => {
    const before = {
      disks: (await call<Page>('GET', `/v1/disks${P}&limit=1000`)).body.items.length,
      snapshots: (await call<Page>('GET', `/v1/snapshots${P}&limit=1000`)).body.items.length,
    }
    const tmp = 'tmp-upload-remote'
    const made = await call<DiskJson>('POST', `/v1/disks${P}`, {
      name: tmp,
      description: 'temporary disk of an image upload',
      size: GiB,
      disk_backend: {
        type: 'distributed',
        disk_source: { type: 'importing_blocks', block_size: 512 },
      },
    })
    expect(made.body.state.state).toBe('import_ready')
    expect((await call('POST', `/v1/disks/${tmp}/bulk-write-start${P}`)).status).toBe(204)
    // three chunks of 512 KiB and a last one of 4 KiB, six at a time like the console
    const chunks = [0, 1, 2].map((i) => ({ offset: i * CHUNK, size: CHUNK }))
    chunks.push({ offset: 3 * CHUNK, size: 4096 })
    const writes = await Promise.all(
      chunks.map(({ offset, size }) =>
        call('POST', `/v1/disks/${tmp}/bulk-write${P}`, {
          offset,
          base64_encoded_data: Buffer.alloc(size, offset / CHUNK + 1).toString('base64'),
        }),
      ),
    )
    expect(writes.map((w) => w.status)).toEqual([204, 204, 204, 204])
    expect((await call('POST', `/v1/disks/${tmp}/bulk-write-stop${P}`)).status).toBe(204)
    const fin = await call('POST', `/v1/disks/${tmp}/finalize${P}`, {
      snapshot_name: `${tmp}-snap`,
    })
    expect(fin.status).toBe(204)
    const snap = await call<Named & { state: string }>('GET', `/v1/snapshots/${tmp}-snap${P}`)
    expect(snap.body.state).toBe('ready')
    const image = await call('POST', `/v1/images${P}`, {
      name: 'remote-uploaded',
      description: '',
      os: 'alpine',
      version: '3.21',
      source: { type: 'snapshot', id: snap.body.id },
    })
    expect(image.status).toBe(201)
    // the clean-up right after: both go at once
    expect((await call('DELETE', `/v1/snapshots/${tmp}-snap${P}`)).status).toBe(204)
    expect((await call('DELETE', `/v1/disks/${tmp}${P}`)).status).toBe(204)
    const after = {
      disks: (await call<Page>('GET', `/v1/disks${P}&limit=1000`)).body.items.length,
      snapshots: (await call<Page>('GET', `/v1/snapshots${P}&limit=1000`)).body.items.length,
    }
    expect(after).toEqual(before)
    expect((await call('GET', `/v1/images/remote-uploaded${P}`)).status).toBe(200)
  })

  it('a cancelled upload is cleaned up: stop, finalize, delete', async () => {
    const tmp = 'tmp-upload-cancelled'
    await call('POST', `/v1/disks${P}`, {
      name: tmp,
      description: 'temporary disk of an image upload',
      size: GiB,
      disk_backend: {
        type: 'distributed',
        disk_source: { type: 'importing_blocks', block_size: 512 },
      },
    })
    await call('POST', `/v1/disks/${tmp}/bulk-write-start${P}`)
    // deleting an importing disk is refused, with the states it must be in
    const refused = await call('DELETE', `/v1/disks/${tmp}${P}`)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/must be detached or faulted to be deleted/)
    expect((await call('POST', `/v1/disks/${tmp}/bulk-write-stop${P}`)).status).toBe(204)
    expect((await call('POST', `/v1/disks/${tmp}/finalize${P}`, {})).status).toBe(204)
    expect((await call('DELETE', `/v1/disks/${tmp}${P}`)).status).toBe(204)
    expect((await call('GET', `/v1/disks/${tmp}${P}`)).status).toBe(404)
  })

  it('detach a floating IP, then delete it; snapshot a disk, then delete both', async () => {
    const q = '?project=web-app'
    expect((await call('POST', `/v1/floating-ips/web-public/detach${q}`)).status).toBe(202)
    expect((await call('DELETE', `/v1/floating-ips/web-public${q}`)).status).toBe(204)
    await call('POST', `/v1/disks${P}`, blank('remote-snap-src'))
    const snap = await call<{ state: string }>('POST', `/v1/snapshots${P}`, {
      name: 'remote-snap',
      description: '',
      disk: 'remote-snap-src',
    })
    expect(snap.status).toBe(201)
    expect((await call('DELETE', `/v1/snapshots/remote-snap${P}`)).status).toBe(204)
    expect((await call('DELETE', `/v1/disks/remote-snap-src${P}`)).status).toBe(204)
  })
})
