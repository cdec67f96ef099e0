/**
 * The requests of an image upload as the "Equivalent CLI" shows them: the temporary disk, the
 * bulk import (one chunk request stands for all of them), the snapshot, the image, then the
 * temporary disk and snapshot deleted. `runUpload` (image-upload-run.ts) sends the same ones,
 * with the same temporary names (the form gives both the same tag); a unit test holds them
 * together. The CLI does all of it in one command, `oxide disk import`.
 */
import { apiRequest } from '~/api/api-request'
import { formatBytes } from '~/util/units'

import { CHUNK_BYTES, chunksOf } from './image-upload-chunks'
import { tempDiskSize, tempResources } from './image-upload-plan'
import { type UploadInput } from './image-upload-run'

type Upload = Omit<UploadInput, 'file'> & {
  file: { name: string; size: number } | null
  /** Fixes the temporary names: the tag the run is given. */
  tag: number
  /** The snapshot's id, known once it exists (a placeholder until then). */
  snapshotId?: string
}

export function uploadRequests({ project, image, blockSize, file, tag, snapshotId }: Upload) {
  if (!file) throw new Error('No file chosen')
  const names = tempResources(tag, image.name)
  const disk = { path: { disk: names.disk }, query: { project } }
  const chunks = chunksOf(file.size).length
  const data = `<base64 of ${file.name}, bytes 0 to ${Math.min(CHUNK_BYTES, file.size) - 1}: the first of ${chunks} chunks of ${formatBytes(CHUNK_BYTES)}, each at its offset>`
  return [
    apiRequest('diskCreate', {
      query: { project },
      body: {
        name: names.disk,
        description: names.description,
        size: tempDiskSize(file.size),
        diskBackend: { type: 'distributed', diskSource: { type: 'importing_blocks', blockSize } },
      },
    }),
    apiRequest('diskBulkWriteImportStart', disk),
    apiRequest('diskBulkWriteImport', { ...disk, body: { offset: 0, base64EncodedData: data } }),
    apiRequest('diskBulkWriteImportStop', disk),
    apiRequest('diskFinalizeImport', { ...disk, body: { snapshotName: names.snapshot } }),
    apiRequest('snapshotView', { path: { snapshot: names.snapshot }, query: { project } }),
    apiRequest('imageCreate', {
      query: { project },
      body: {
        ...image,
        source: { type: 'snapshot', id: snapshotId ?? `<id of snapshot ${names.snapshot}>` },
      },
    }),
    apiRequest('snapshotDelete', { path: { snapshot: names.snapshot }, query: { project } }),
    apiRequest('diskDelete', disk),
  ]
}
