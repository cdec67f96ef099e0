import { describe, expect, it } from 'vitest'

import { GiB } from '~/util/units'

import {
  diskFormBody,
  diskFormDefaults,
  minDiskGiB,
  nextTenGiB,
  sizeAfterSource,
  type DiskFormValues,
} from './disk-create-values'

const values = (v: Partial<DiskFormValues>): DiskFormValues => ({
  ...diskFormDefaults,
  name: 'data',
  ...v,
})

describe('disk size rules', () => {
  it('holds the source in whole GiB (1024-based)', () => {
    expect(minDiskGiB(undefined)).toBe(1)
    expect(minDiskGiB(4 * GiB)).toBe(4)
    expect(minDiskGiB(4 * GiB + 1)).toBe(5)
  })
  it('rounds up to the next ten, capped at 1023', () => {
    expect(nextTenGiB(1)).toBe(10)
    expect(nextTenGiB(10)).toBe(10)
    expect(nextTenGiB(11)).toBe(20)
    expect(nextTenGiB(1015)).toBe(1020)
    expect(nextTenGiB(1021)).toBe(1023)
  })
  it('raises a size too small for the chosen source to the next 10 GiB, keeps a larger one', () => {
    expect(sizeAfterSource(10, 12 * GiB)).toBe(20)
    expect(sizeAfterSource(10, 3 * GiB)).toBe(10)
    expect(sizeAfterSource(100, 40 * GiB)).toBe(100)
    expect(sizeAfterSource(Number.NaN, 3 * GiB)).toBe(10)
    expect(sizeAfterSource(10, 40 * GiB + 1)).toBe(50)
  })
})

describe('disk create body', () => {
  it('sends a blank distributed disk with its block size and a size in bytes', () => {
    expect(diskFormBody(values({ sizeGiB: 20, blockSize: '512' }))).toEqual({
      name: 'data',
      description: '',
      size: 20 * GiB,
      diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: 512 } },
    })
  })
  it('sends image and snapshot sources by id, with read-only', () => {
    expect(
      diskFormBody(values({ source: 'image', imageId: 'img', readOnly: true })).diskBackend,
    ).toEqual({
      type: 'distributed',
      diskSource: { type: 'image', imageId: 'img', readOnly: true },
    })
    expect(diskFormBody(values({ source: 'snapshot', snapshotId: 's' })).diskBackend).toEqual({
      type: 'distributed',
      diskSource: { type: 'snapshot', snapshotId: 's', readOnly: false },
    })
  })
  it('sends a local disk without a source', () => {
    expect(diskFormBody(values({ diskType: 'local', source: 'image' })).diskBackend).toEqual({
      type: 'local',
    })
  })
})
