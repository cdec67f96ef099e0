/** The "Create disk" page form's values, its size rules and how they become a `diskCreate` body. */
import { type BlockSize, type DiskCreate } from '~/api/__generated__/Api'
import {
  MAX_DISTRIBUTED_DISK_SIZE_GiB as MAX_DISK_SIZE_GiB,
  MIN_DISK_SIZE_GiB,
} from '~/api/__generated__/limits'
import { GiB } from '~/util/units'

export type DiskSourceKind = 'blank' | 'image' | 'snapshot'

export type DiskFormValues = {
  name: string
  description: string
  diskType: 'distributed' | 'local'
  /** Whole GiB; NaN while the field is empty. */
  sizeGiB: number
  source: DiskSourceKind
  blockSize: '512' | '2048' | '4096'
  /** Image or snapshot id, depending on `source`. */
  imageId: string
  snapshotId: string
  readOnly: boolean
}

/** Distributed or local, with what each is for (also offered among an instance's new disks). */
export const DISK_TYPES = [
  {
    value: 'distributed',
    label: 'Distributed',
    description: 'Replicated across sleds; survives the loss of one',
  },
  { value: 'local', label: 'Local', description: 'On the sled itself: fast, for temporary data' },
]

/** A local disk's size rule: the API bounds it below only (its sled bounds it above). */
export const LOCAL_SIZE_HINT = `At least ${MIN_DISK_SIZE_GiB} GiB. The API sets no upper limit on a local disk: the sled's own storage does`

export const diskFormDefaults: DiskFormValues = {
  name: '',
  description: '',
  diskType: 'distributed',
  sizeGiB: 10,
  source: 'blank',
  blockSize: '4096',
  imageId: '',
  snapshotId: '',
  readOnly: false,
}

/** The smallest whole-GiB size that holds a source of `bytes` (at least the API's minimum). */
export const minDiskGiB = (bytes: number | undefined) =>
  Math.max(MIN_DISK_SIZE_GiB, Math.ceil((bytes ?? 0) / GiB))

/** `gib` rounded up to the next multiple of ten, capped at the largest disk. */
export const nextTenGiB = (gib: number) =>
  Math.min(MAX_DISK_SIZE_GiB, Math.max(10, Math.ceil(gib / 10) * 10))

/**
 * The size after a source of `sourceBytes` is chosen: a size that already holds it stays; a
 * smaller one rises to the next 10 GiB above the source (so there is room to grow).
 */
export function sizeAfterSource(currentGiB: number, sourceBytes: number): number {
  const needed = minDiskGiB(sourceBytes)
  if (!Number.isNaN(currentGiB) && currentGiB >= needed) return currentGiB
  return Math.max(needed, nextTenGiB(needed))
}

export function diskFormBody(v: DiskFormValues): DiskCreate {
  const base = { name: v.name, description: v.description, size: v.sizeGiB * GiB }
  if (v.diskType === 'local') return { ...base, diskBackend: { type: 'local' } }
  const diskSource =
    v.source === 'image'
      ? { type: 'image' as const, imageId: v.imageId, readOnly: v.readOnly }
      : v.source === 'snapshot'
        ? { type: 'snapshot' as const, snapshotId: v.snapshotId, readOnly: v.readOnly }
        : { type: 'blank' as const, blockSize: Number(v.blockSize) as BlockSize }
  return { ...base, diskBackend: { type: 'distributed', diskSource } }
}
