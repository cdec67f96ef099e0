/**
 * The limits Nexus enforces on an instance's shape and its disks, as the mock applies them:
 * 254 vCPUs, 1 to 1536 GiB of memory, and local disks among the disks made with an instance
 * (4096-byte blocks, whole GiB, no largest size, where a distributed disk stops at 1023 GiB).
 */
import { describe, expect, it } from 'vitest'

import {
  MAX_DISTRIBUTED_DISK_SIZE_GiB,
  MAX_VCPUS_PER_INSTANCE,
} from '../../app/api/__generated__/limits'
import { GiB } from '../db/ids'
import { clientPerTest, type ErrorJson, type PageJson } from '../testing'

const P = 'project=web-app'

type DiskJson = {
  name: string
  size: number
  block_size: number
  disk_type: string
  state: { state: string; instance?: string }
}

const base = (over: Record<string, unknown> = {}) => ({
  name: 'big-vm',
  description: '',
  hostname: 'big-vm',
  ncpus: 2,
  memory: 8 * GiB,
  // stopped: the silo's vCPU quota (96) counts only what runs
  start: false,
  ...over,
})

const localDisk = (name: string, size: number) => ({
  type: 'create',
  name,
  description: '',
  size,
  disk_backend: { type: 'local' },
})

describe('instance size and local disks', () => {
  const api = clientPerTest({ fakeDate: true })

  const disks = async () =>
    (await api.get<PageJson<DiskJson & { id: string }>>(`/v1/disks?${P}&limit=1000`)).body.items
  const instanceNames = async () =>
    (await api.get<PageJson>(`/v1/instances?${P}&limit=1000`)).body.items.map((i) => i.name)

  it('reads its bounds from the one module the console reads', () => {
    expect(MAX_VCPUS_PER_INSTANCE).toBe(254)
    expect(MAX_DISTRIBUTED_DISK_SIZE_GiB).toBe(1023)
  })

  it('creates an instance with up to 254 vCPUs and refuses 255, leaving no trace', async () => {
    const ok = await api.post<{ ncpus: number }>(`/v1/instances?${P}`, base({ ncpus: 254 }))
    expect(ok.status).toBe(201)
    expect(ok.body.ncpus).toBe(254)

    const before = await instanceNames()
    const refused = await api.post<ErrorJson>(
      `/v1/instances?${P}`,
      base({ name: 'too-big', hostname: 'too-big', ncpus: 255 }),
    )
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      error_code: 'InvalidRequest',
      message: 'ncpus must be between 1 and 254',
    })
    expect(await instanceNames()).toEqual(before)
  })

  it('refuses memory outside 1..1536 GiB or not in whole GiB', async () => {
    for (const [memory, message] of [
      [1537 * GiB, 'memory must be at most 1536 GiB'],
      [GiB / 2, 'memory must be at least 1 GiB'],
      [2.5 * GiB, 'memory must be a multiple of 1 GiB'],
    ] as const) {
      const res = await api.post<ErrorJson>(`/v1/instances?${P}`, base({ memory }))
      expect(res.status).toBe(400)
      expect(res.body.message).toBe(message)
    }
    expect(await instanceNames()).not.toContain('big-vm')
  })

  it('makes a local disk among the additional disks: 4096-byte blocks, larger than 1023 GiB', async () => {
    const res = await api.post<{ id: string }>(
      `/v1/instances?${P}`,
      base({ ncpus: 100, disks: [localDisk('scratch', 2048 * GiB)] }),
    )
    expect(res.status).toBe(201)
    const scratch = (await disks()).find((d) => d.name === 'scratch')
    expect(scratch).toMatchObject({
      size: 2048 * GiB,
      block_size: 4096,
      disk_type: 'local',
      state: { state: 'attached', instance: res.body.id },
    })
  })

  it('refuses a local disk under 1 GiB or not in whole GiB, naming the size; nothing is made', async () => {
    const before = await disks()
    for (const [size, message] of [
      [GiB / 2, 'disk size must be at least 1 GiB'],
      [GiB + 4096, 'disk size must be a multiple of 1 GiB'],
      [GiB + 512, 'disk size must be a multiple of the block size 4096'],
    ] as const) {
      const res = await api.post<ErrorJson>(
        `/v1/instances?${P}`,
        base({ disks: [localDisk('scratch', size)] }),
      )
      expect(res.status).toBe(400)
      expect(res.body.message).toBe(message)
    }
    expect(await disks()).toEqual(before)
    expect(await instanceNames()).not.toContain('big-vm')
  })

  it('still stops a distributed disk at 1023 GiB, at instance create and on its own', async () => {
    const blank = {
      type: 'distributed',
      disk_source: { type: 'blank', block_size: 4096 },
    }
    const viaInstance = await api.post<ErrorJson>(
      `/v1/instances?${P}`,
      base({
        disks: [
          { type: 'create', name: 'huge', description: '', size: 1024 * GiB, disk_backend: blank },
        ],
      }),
    )
    expect(viaInstance.status).toBe(400)
    expect(viaInstance.body.message).toBe(
      'disk size must be at most 1023 GiB for a distributed disk',
    )
    const alone = await api.post<ErrorJson>(`/v1/disks?${P}`, {
      name: 'huge',
      description: '',
      size: 1024 * GiB,
      disk_backend: blank,
    })
    expect(alone.status).toBe(400)
    const local = await api.post<DiskJson>(`/v1/disks?${P}`, {
      name: 'huge-local',
      description: '',
      size: 1024 * GiB,
      disk_backend: { type: 'local' },
    })
    expect(local.status).toBe(201)
    expect(local.body).toMatchObject({ disk_type: 'local', block_size: 4096 })
  })
})
