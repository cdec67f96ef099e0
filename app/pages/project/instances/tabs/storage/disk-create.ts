/** The "Create disk" form's values and how they become a `diskCreate` body. */
import { type BlockSize, type DiskCreate } from '~/api/__generated__/Api'
import { MAX_DISK_SIZE_GiB, MIN_DISK_SIZE_GiB } from '~/util/constants'
import { GiB } from '~/util/units'

export type DiskSourceKind = 'blank' | 'image' | 'snapshot'

export type DiskCreateValues = {
  name: string
  description: string
  /** Whole GiB; NaN while the field is empty. */
  sizeGiB: number
  source: DiskSourceKind
  blockSize: '512' | '2048' | '4096'
  /** Image or snapshot id, depending on `source`. */
  imageId: string
  snapshotId: string
}

export const diskCreateDefaults: DiskCreateValues = {
  name: '',
  description: '',
  sizeGiB: 10,
  source: 'blank',
  blockSize: '4096',
  imageId: '',
  snapshotId: '',
}

/** The smallest whole-GiB size that holds a source of `bytes` (at least the API's minimum). */
export const minSizeGiB = (bytes: number | undefined) =>
  Math.max(MIN_DISK_SIZE_GiB, Math.ceil((bytes ?? 0) / GiB))

/** A size big enough for a newly chosen source, keeping a larger one the user typed. */
export const sizeForSource = (currentGiB: number, sourceBytes: number) =>
  Math.min(
    MAX_DISK_SIZE_GiB,
    Math.max(Number.isNaN(currentGiB) ? 0 : currentGiB, minSizeGiB(sourceBytes)),
  )

export function diskCreateBody(v: DiskCreateValues): DiskCreate {
  const diskSource =
    v.source === 'image'
      ? { type: 'image' as const, imageId: v.imageId }
      : v.source === 'snapshot'
        ? { type: 'snapshot' as const, snapshotId: v.snapshotId }
        : { type: 'blank' as const, blockSize: Number(v.blockSize) as BlockSize }
  return {
    name: v.name,
    description: v.description,
    size: v.sizeGiB * GiB,
    diskBackend: { type: 'distributed', diskSource },
  }
}
