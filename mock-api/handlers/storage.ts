/** Disks (with the bulk-import flow), snapshots and images. */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { atLeast, COMPUTE_WRITER, requireProject, requireSilo, siloRole } from '../authz'
import { actorOf, type Actor } from '../context'
import { db } from '../db'
import { isUuid, now } from '../db/ids'
import type { Api, Json } from '../db/schema'
import { alreadyExists, forbidden, insufficientCapacity, invalidRequest } from '../errors'
import {
  lookupDisk,
  lookupImage,
  lookupProject,
  lookupSnapshot,
  projectOf,
  writableDisk,
  writableProject,
  writableSnapshot,
} from '../lookup'
import { schedule, TRANSITION_MS } from '../transitions'
import { quotaExceeded } from '../utilization'
import { createDisk, planDisk } from './compute-util'
import { projectCreate, projectPage } from './project-scoped'
import { assertNameFree, check, identityMetadata, paginate, stamp } from './util'

/** Nexus caps one bulk write at 512 KiB (of decoded data). */
export const MAX_BULK_WRITE = 512 * 1024

type Disk = Json<Api.Disk>
type DiskStateName = Disk['state']['state']
type Image = Json<Api.Image>

/** "a", "a or b", "a, b or c" */
const orList = (items: readonly string[]) =>
  items.length <= 2 ? items.join(' or ') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`

/** Disk states that allow each action (spec section 4, and the import flow of Nexus). */
export const DISK_ALLOWED = {
  delete: ['detached', 'faulted'],
  snapshot: ['attached', 'detached'],
  startImport: ['import_ready'],
  write: ['importing_from_bulk_writes'],
  stopImport: ['importing_from_bulk_writes'],
  finalize: ['import_ready'],
} as const satisfies Record<string, readonly DiskStateName[]>

/** A 400 unless the disk is in one of `allowed`: the state it is in, and what it must be. */
function requireDiskState(disk: Disk, allowed: readonly DiskStateName[], toBe: string) {
  if (allowed.includes(disk.state.state)) return
  const holder =
    'instance' in disk.state
      ? ` (instance "${db.instances.get(disk.state.instance)?.name ?? disk.state.instance}")`
      : ''
  throw invalidRequest(
    `disk "${disk.name}" is ${disk.state.state.replace(/_/g, ' ')}${holder}; it must be ${orList(allowed.map((a) => a.replace(/_/g, ' ')))} to ${toBe}`,
  )
}

const setDiskState = (disk: Disk, state: Disk['state']) =>
  db.disks.update(disk.id, { state, time_modified: now() })

/** Strict standard base64 (padded), as Nexus decodes it; null when it is not. */
export function decodeBase64(data: string): string | null {
  if (data.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(data)) return null
  try {
    return atob(data)
  } catch {
    return null
  }
}

/** FNV-1a (32 bits) of a binary string: the mock keeps this per chunk, never the bytes. */
export function chunkDigest(bytes: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < bytes.length; i++) {
    h ^= bytes.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0).toString(16).padStart(8, '0')
}

/** Silo images need a silo collaborator to change; project images a project writer. */
function requireImageWriter(actor: Actor, image: Image) {
  if (image.project_id)
    requireProject(actor, projectOf({ project_id: image.project_id }), COMPUTE_WRITER)
  else if (!atLeast(siloRole(actor), 'collaborator')) throw forbidden()
}

/** A snapshot, ready at once (finalize) or creating for a moment (snapshot create). */
function insertSnapshot(
  disk: Disk,
  body: { name: string; description: string },
  state: 'creating' | 'ready',
) {
  const snapshot = db.snapshots.insert(
    {
      ...identityMetadata(stamp(), 'snapshot', body),
      disk_id: disk.id,
      project_id: disk.project_id,
      size: disk.size,
      state,
    },
    disk.project_id,
  )
  db.snapshotBlockSizes.set(snapshot.id, disk.block_size)
  if (state === 'creating') {
    // taken when the API answers; shown creating for a moment (docs/mock-api-fidelity.md)
    schedule(
      TRANSITION_MS.storage,
      () => {
        const snap = db.snapshots.get(snapshot.id)
        if (snap?.state === 'creating')
          db.snapshots.update(snap.id, { state: 'ready', time_modified: now() })
      },
      { settlesOnWrite: true },
    )
  }
  return snapshot
}

export const storageHandlers = {
  diskList: ({ query, req }) => projectPage(db.disks, query, req),

  diskView: ({ path, query, req }) => lookupDisk(actorOf(req), path.disk, query.project),

  diskCreate({ query, body, req }) {
    const { actor, project } = projectCreate(
      req,
      query.project,
      COMPUTE_WRITER,
      db.disks,
      body.name,
      'disk',
    )
    const plan = planDisk(actor, project.id, body)
    const problem = quotaExceeded(actor.siloId, { storage: plan.size })
    if (problem) throw insufficientCapacity(problem)
    return createDisk(project.id, plan, stamp())
  },

  diskDelete({ path, query, req }) {
    const disk = writableDisk(actorOf(req), path.disk, query.project)
    requireDiskState(disk, DISK_ALLOWED.delete, 'be deleted')
    db.disks.delete(disk.id)
    db.diskImports.delete(disk.id)
    return 204
  },

  diskBulkWriteImportStart({ path, query, req }) {
    const disk = writableDisk(actorOf(req), path.disk, query.project)
    requireDiskState(disk, DISK_ALLOWED.startImport, 'start a bulk import')
    setDiskState(disk, { state: 'importing_from_bulk_writes' })
    db.diskImports.set(disk.id, new Map())
    return 204
  },

  diskBulkWriteImport({ path, query, body, req }) {
    const disk = writableDisk(actorOf(req), path.disk, query.project)
    requireDiskState(disk, DISK_ALLOWED.write, 'take bulk writes')
    check(
      body.base64_encoded_data.length <= Math.ceil(MAX_BULK_WRITE / 3) * 4,
      `a bulk write carries at most ${MAX_BULK_WRITE} bytes (512 KiB)`,
    )
    const bytes = decodeBase64(body.base64_encoded_data)
    check(bytes !== null, 'base64_encoded_data is not valid base64 (standard alphabet, padded)')
    check(bytes.length > 0, 'a bulk write carries at least one block of data')
    check(bytes.length <= MAX_BULK_WRITE, `a bulk write carries at most ${MAX_BULK_WRITE} bytes`)
    check(
      body.offset % disk.block_size === 0,
      `offset ${body.offset} is not a multiple of the disk's block size ${disk.block_size}`,
    )
    check(
      bytes.length % disk.block_size === 0,
      `data length ${bytes.length} is not a multiple of the disk's block size ${disk.block_size}`,
    )
    check(
      body.offset + bytes.length <= disk.size,
      `a write of ${bytes.length} bytes at offset ${body.offset} goes past the end of the disk (${disk.size} bytes)`,
    )
    const chunks = db.diskImports.get(disk.id) ?? new Map()
    chunks.set(body.offset, { length: bytes.length, digest: chunkDigest(bytes) })
    db.diskImports.set(disk.id, chunks)
    return 204
  },

  diskBulkWriteImportStop({ path, query, req }) {
    const disk = writableDisk(actorOf(req), path.disk, query.project)
    requireDiskState(disk, DISK_ALLOWED.stopImport, 'stop a bulk import')
    setDiskState(disk, { state: 'import_ready' })
    return 204
  },

  // the real API answers once the disk is finalized: detached, the snapshot ready
  diskFinalizeImport({ path, query, body, req }) {
    const actor = actorOf(req)
    const disk = writableDisk(actor, path.disk, query.project)
    requireDiskState(disk, DISK_ALLOWED.finalize, 'be finalized')
    const snapshotName = body.snapshot_name
    if (snapshotName) {
      assertNameFree(db.snapshots, disk.project_id, snapshotName, 'snapshot')
      const problem = quotaExceeded(actor.siloId, { storage: disk.size })
      if (problem) throw insufficientCapacity(problem)
    }
    setDiskState(disk, { state: 'detached' })
    if (snapshotName) {
      insertSnapshot(
        disk,
        { name: snapshotName, description: `Snapshot of ${disk.name} taken at import` },
        'ready',
      )
    }
    return 204
  },

  snapshotList: ({ query, req }) => projectPage(db.snapshots, query, req),

  snapshotView: ({ path, query, req }) =>
    lookupSnapshot(actorOf(req), path.snapshot, query.project),

  snapshotCreate({ query, body, req }) {
    const { actor, project } = projectCreate(
      req,
      query.project,
      COMPUTE_WRITER,
      db.snapshots,
      body.name,
      'snapshot',
    )
    const disk = lookupDisk(actor, body.disk, isUuid(body.disk) ? undefined : project.id)
    check(disk.project_id === project.id, `disk "${disk.name}" belongs to another project`)
    requireDiskState(disk, DISK_ALLOWED.snapshot, 'be snapshotted')
    check(
      disk.disk_type !== 'local',
      `disk "${disk.name}" is a local disk; local disks cannot be snapshotted`,
    )
    check(
      !disk.read_only,
      `disk "${disk.name}" is read-only; read-only disks cannot be snapshotted`,
    )
    const problem = quotaExceeded(actor.siloId, { storage: disk.size })
    if (problem) throw insufficientCapacity(problem)
    return insertSnapshot(disk, body, 'creating')
  },

  snapshotDelete({ path, query, req }) {
    const actor = actorOf(req)
    const snapshot = writableSnapshot(actor, path.snapshot, query.project)
    check(snapshot.state !== 'creating', `snapshot "${snapshot.name}" is still being created`)
    db.snapshots.delete(snapshot.id)
    db.snapshotBlockSizes.delete(snapshot.id)
    return 204
  },

  imageList({ query, req }) {
    const actor = actorOf(req)
    if (query.project)
      return paginate(db.images, `project:${lookupProject(actor, query.project).id}`, query)
    requireSilo(actor, 'viewer')
    return paginate(db.images, `silo:${actor.siloId}`, query)
  },

  imageView: ({ path, query, req }) => lookupImage(actorOf(req), path.image, query.project),

  imageCreate({ query, body, req }) {
    const actor = actorOf(req)
    const project = query.project ? lookupProject(actor, query.project) : null
    if (project) requireProject(actor, project, COMPUTE_WRITER)
    else if (!atLeast(siloRole(actor), 'collaborator')) throw forbidden()
    const scope = project ? `project:${project.id}` : `silo:${actor.siloId}`
    assertNameFree(db.images, scope, body.name, 'image')
    const snapshot = lookupSnapshot(actor, body.source.id)
    if (project)
      check(snapshot.project_id === project.id, 'the snapshot must belong to the same project')
    check(snapshot.state === 'ready', `snapshot "${snapshot.name}" is not ready`)
    const s = stamp()
    return db.images.insert(
      {
        ...identityMetadata(s, 'image', body),
        os: body.os,
        version: body.version,
        size: snapshot.size,
        block_size: db.snapshotBlockSizes.get(snapshot.id) ?? 512,
        digest: null,
        project_id: project?.id ?? null,
      },
      scope,
    )
  },

  imageDelete({ path, query, req }) {
    const actor = actorOf(req)
    const image = lookupImage(actor, path.image, query.project)
    requireImageWriter(actor, image)
    db.images.delete(image.id)
    return 204
  },

  imagePromote({ path, query, req }) {
    const actor = actorOf(req)
    const image = lookupImage(actor, path.image, query.project)
    check(image.project_id, `image "${image.name}" is already a silo image`)
    requireImageWriter(actor, image)
    requireSilo(actor, 'collaborator')
    if (db.images.byName(`silo:${actor.siloId}`, image.name))
      throw alreadyExists('image', image.name)
    db.images.delete(image.id)
    return db.images.insert(
      { ...image, project_id: null, time_modified: now() },
      `silo:${actor.siloId}`,
    )
  },

  imageDemote({ path, query, req }) {
    const actor = actorOf(req)
    const image = lookupImage(actor, path.image)
    check(!image.project_id, `image "${image.name}" is already a project image`)
    requireSilo(actor, 'collaborator')
    const project = writableProject(actor, query.project, COMPUTE_WRITER)
    assertNameFree(db.images, `project:${project.id}`, image.name, 'image')
    db.images.delete(image.id)
    return db.images.insert(
      { ...image, project_id: project.id, time_modified: now() },
      `project:${project.id}`,
    )
  },
} satisfies Partial<MSWHandlers>
